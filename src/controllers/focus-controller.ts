import type { ReactiveController } from 'lit';
import type { BookingHost } from './host.js';

export interface FocusOptions<Target extends string> {
  /** Where each named place is in the host's shadow root; undefined while the place cannot be there (its code not loaded). */
  selectorFor: (target: Target) => string | undefined;
  /** A request made elsewhere (the booking flow's), taken once after each render. */
  takeRequest?: () => Target | undefined;
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
    // Focus that is already there moves nowhere, and a screen reader says nothing (Enter in a
    // field that turns out wrong): it leaves and comes back, so the field is read again with
    // its new message.
    if (element?.matches(':focus')) element.blur();
    element?.focus();
  }
}
