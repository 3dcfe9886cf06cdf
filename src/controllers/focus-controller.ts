import type { ReactiveController } from 'lit';
import type { BookingHost } from './host.js';

export interface FocusOptions<Target extends string> {
  /** Where each named place is in the host's shadow root; undefined while the place cannot be there (its code not loaded). */
  selectorFor: (target: Target) => string | undefined;
  /** A request made elsewhere (the booking flow's), taken once after each render. */
  takeRequest?: () => Target | undefined;
  /**
   * The place asked for has focus already (Enter pressed in a field found wrong): moving focus
   * there would say nothing to a screen reader, so this may say what changed another way.
   */
  onStay?: (target: Target) => void;
}

/**
 * Moves focus after the next render to a named place, so keyboard and screen-reader users
 * land on what changed: the element names the places, callers ask by name.
 */
export class FocusController<Target extends string> implements ReactiveController {
  #pending: Target | undefined;

  readonly #host: BookingHost;
  readonly #options: FocusOptions<Target>;

  constructor(host: BookingHost, options: FocusOptions<Target>) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Focuses `target` once the host has rendered again. */
  request(target: Target): void {
    this.#pending = target;
    this.#host.requestUpdate();
  }

  hostUpdated(): void {
    const requestedElsewhere = this.#options.takeRequest?.();
    const target = this.#pending ?? requestedElsewhere;
    this.#pending = undefined;
    if (target === undefined) return;
    const selector = this.#options.selectorFor(target);
    const element = selector ? this.#host.renderRoot.querySelector<HTMLElement>(selector) : null;
    if (element?.matches(':focus')) this.#options.onStay?.(target);
    else element?.focus();
  }
}
