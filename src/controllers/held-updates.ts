import type { PropertyValues, ReactiveController, ReactiveElement } from 'lit';

export interface HeldUpdatesOptions {
  /** Runs when the element is back in the page after a first render (the business loads again). */
  onReturn: () => void;
}

/**
 * Out of the page nothing renders: requests stopped on the way out answer into nothing, and
 * property changes wait. The element's `shouldUpdate` asks `shouldUpdate` here; when the
 * element is back, every change held meanwhile is requested again, with its old value.
 * Registered after the element's other controllers, so that they are connected first.
 */
export class HeldUpdates implements ReactiveController {
  readonly #held = new Map<PropertyKey, unknown>();

  readonly #host: ReactiveElement;
  readonly #options: HeldUpdatesOptions;

  constructor(host: ReactiveElement, options: HeldUpdatesOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    if (this.#host.hasUpdated) this.#options.onReturn();
    // Before a first render too: an element removed before it rendered held every attribute it
    // was given, and lit, told not to update, forgot them.
    for (const [name, oldValue] of this.#held) this.#host.requestUpdate(name, oldValue);
    this.#held.clear();
    this.#host.requestUpdate();
  }

  shouldUpdate(changed: PropertyValues): boolean {
    if (this.#host.isConnected) return true;
    for (const [name, oldValue] of changed) if (!this.#held.has(name)) this.#held.set(name, oldValue);
    return false;
  }
}
