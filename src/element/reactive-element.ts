import { render } from 'lit';
import { adoptStyles } from './css.js';

/** What a controller may hook into; every hook is optional. */
export interface ReactiveController {
  hostConnected?(): void;
  hostDisconnected?(): void;
  /** Before each render, after the host's own `_willUpdate`. */
  hostUpdate?(): void;
}

/** The host a controller is given: it registers and asks for renders. */
export interface ReactiveControllerHost {
  addController(controller: ReactiveController): void;
  requestUpdate(): void;
}

/** A declared property: an attribute of its own name in lower case, another, or none. */
export interface PropertyOptions {
  attribute?: string | false;
  reflect?: boolean;
}

type Values = Record<PropertyKey, unknown>;

/**
 * The part of lit's `LitElement` the widget uses, rendered with lit-html's `render`
 * (`@lit/reactive-element` and `lit-element` cost ~2.4 KB gzip in the script-tag file):
 * declared properties with string attributes (removing one sets `null`, as lit does),
 * `reflect`, batched updates on a microtask with `updateComplete`, controllers, and
 * properties set before the element was upgraded (React 19 sets them on an undefined
 * element), which are taken over at the first update, as lit does.
 *
 * The update follows lit's order: `_willUpdate(changed)`, controllers' `hostUpdate`,
 * `_render`, reflected attributes, then lit-html renders; `_updated()` follows. A property
 * set during `_updated` schedules another update; `updateComplete` resolves after the
 * update that includes every change made before it ran, with `false` if another one is
 * pending. Templates use no async directives, so the render part needs no connected state.
 *
 * @internal Not an element of its own: kept out of custom-elements.json.
 */
export abstract class ReactiveElement extends HTMLElement implements ReactiveControllerHost {
  protected static properties: Record<string, PropertyOptions> = {};
  /** The element's stylesheet text (see css.ts). */
  protected static _styles = '';
  /** Attribute name → property name, per defined class. */
  private static _attributes: Record<string, string>;

  /** Defines the properties' accessors; `customElements.define` asks for this once per class. */
  static get observedAttributes(): string[] {
    const attributes: Record<string, string> = (this._attributes = {});
    for (const [name, options] of Object.entries(this.properties)) {
      const key = Symbol();
      Object.defineProperty(this.prototype, name, {
        get(this: Values) {
          return this[key];
        },
        set(this: Values & ReactiveElement, value: unknown) {
          const old = this[key];
          this[key] = value;
          if (!Object.is(value, old)) {
            this._changed.add(name);
            this.requestUpdate();
          }
        },
        configurable: true,
      });
      if (options.attribute !== false) attributes[options.attribute ?? name.toLowerCase()] = name;
    }
    return Object.keys(attributes);
  }

  /** The shadow root, from the first connection on. */
  protected _root!: ShadowRoot;
  protected _hasUpdated = false;
  private _changed = new Set<string>();
  private _pending = false;
  private _controllers: ReactiveController[] = [];
  private _saved: Values = {};
  private _done: Promise<boolean>;
  private _enable!: (value: boolean) => void;

  constructor() {
    super();
    for (const name in (this.constructor as typeof ReactiveElement).properties) {
      // Set on the element before it was upgraded: an own property that would hide the accessor.
      if (this.hasOwnProperty(name)) {
        this._saved[name] = (this as unknown as Values)[name];
        delete (this as unknown as Values)[name];
      }
    }
    // The first update waits for the first connection.
    this._done = new Promise((resolve) => (this._enable = resolve));
    this.requestUpdate();
  }

  /** Resolves after the pending update has rendered: `true` unless another one is pending. */
  get updateComplete(): Promise<boolean> {
    return this._done;
  }

  addController(controller: ReactiveController): void {
    this._controllers.push(controller);
    if (this._root && this.isConnected) controller.hostConnected?.();
  }

  requestUpdate(): void {
    if (!this._pending) this._done = this._enqueue();
  }

  connectedCallback(): void {
    if (!this._root) adoptStyles((this._root = this.attachShadow({ mode: 'open' })), (this.constructor as typeof ReactiveElement)._styles);
    this._enable(true);
    for (const controller of this._controllers) controller.hostConnected?.();
  }

  disconnectedCallback(): void {
    for (const controller of this._controllers) controller.hostDisconnected?.();
  }

  attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
    (this as unknown as Values)[(this.constructor as typeof ReactiveElement)._attributes[attribute]!] = value;
  }

  protected abstract _willUpdate(changed: ReadonlySet<string>): void;
  protected abstract _render(): unknown;
  protected abstract _updated(): void;

  private async _enqueue(): Promise<boolean> {
    this._pending = true;
    try {
      await this._done;
    } catch (error) {
      // A failed update is reported, and does not stop the next one.
      void Promise.reject(error);
    }
    const changed = this._changed;
    let result: unknown;
    try {
      if (!this._hasUpdated) Object.assign(this, this._saved);
      this._willUpdate(changed);
      for (const controller of this._controllers) controller.hostUpdate?.();
      result = this._render();
      const properties = (this.constructor as typeof ReactiveElement).properties;
      for (const name of changed) {
        const { attribute, reflect } = properties[name]!;
        if (reflect) {
          const value = (this as unknown as Values)[name] as string | null | undefined;
          const attr = attribute || name.toLowerCase();
          if (value == null) this.removeAttribute(attr);
          else this.setAttribute(attr, value);
        }
      }
    } finally {
      this._changed = new Set();
      this._pending = false;
    }
    render(result, this._root, { host: this });
    this._hasUpdated = true;
    this._updated();
    return !this._pending;
  }
}
