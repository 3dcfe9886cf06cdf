import type { Business, Location } from '../api/types.js';
import type { BookingHost } from '../controllers/host.js';
import { warnNotLoaded } from '../chunk-warning.js';
import type { JourneyStep } from './data-layer.js';

/** The element's events that are steps of the journey (data-layer.ts names each). */
const JOURNEY_EVENTS = [
  'booking-open',
  'booking-date-select',
  'booking-slot-select',
  'booking-before-submit',
  'booking-success',
  'booking-error',
];

export interface DataLayerSource {
  /** The loaded business, for its name. */
  business: () => Business | undefined;
  /** The location on screen (the dialog's `LocationChoice`), once the dialog is there. */
  location: () => Location | undefined;
}

/**
 * Analytics without code: with `analytics="datalayer"` on the element, each step of the
 * customer's journey, taken from the element's own events, goes to the page's `dataLayer` and
 * `gtag` (data-layer.ts). That code is a chunk of its own, imported at the first step
 * the attribute asks for, so pages without it never load it; the steps keep their order.
 *
 * The attribute is read at each step, so a consent tool may add it later; without it nothing
 * is pushed and `dataLayer` is not created.
 */
export class DataLayerController {
  readonly #host: BookingHost;
  readonly #source: DataLayerSource;

  /** The chunk, asked for once: the steps chain on one promise, so they keep their order. */
  #analytics: Promise<typeof import('./data-layer.js')> | undefined;

  constructor(host: BookingHost, source: DataLayerSource) {
    this.#host = host;
    this.#source = source;
    // The element's own events, heard on the element itself: nothing to remove on disconnect.
    for (const name of JOURNEY_EVENTS) host.addEventListener(name, this.#push);
  }

  readonly #push = ({ type, detail }: Event & { detail?: unknown }): void => {
    if (!/(^|\s)datalayer(\s|$)/i.test(this.#host.getAttribute('analytics') ?? '')) return;
    // What the step was is taken now; the pushing follows once the chunk is there.
    const step: JourneyStep = { type, detail, businessName: this.#source.business()?.name, location: this.#source.location() };
    (this.#analytics ??= import('./data-layer.js').catch(warnNotLoaded('analytics'))).then(
      ({ pushStep }) => pushStep(step),
      () => undefined,
    );
  };
}
