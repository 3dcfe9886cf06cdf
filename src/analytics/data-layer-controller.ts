import type { Business, Location } from '../api/types.js';
import type { BookingHost } from '../controllers/host.js';
import { sideFile } from '../side-files.js';
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

/**
 * Analytics without code: with `analytics="datalayer"` on the element, each step of the
 * customer's journey, taken from the element's own events, goes to the page's `dataLayer` and
 * `gtag` (data-layer.ts). That code is a side file, `analytics.js`, imported at the first step
 * the attribute asks for, so pages without it never load it; the steps keep their order.
 *
 * The attribute is read at each step, so a consent tool may add it later; without it nothing
 * is pushed and `dataLayer` is not created.
 */
export class DataLayerController {
  readonly #host: BookingHost;
  /** The loaded business, for its name. */
  readonly #business: () => Business | undefined;
  /** The location on screen (the element's LocationChoice). */
  readonly #locations: { readonly current: Location | undefined };

  constructor(host: BookingHost, business: () => Business | undefined, locations: { readonly current: Location | undefined }) {
    this.#host = host;
    this.#business = business;
    this.#locations = locations;
    // The element's own events, heard on the element itself: nothing to remove on disconnect.
    for (const name of JOURNEY_EVENTS) host.addEventListener(name, this.#push);
  }

  readonly #push = ({ type, detail }: Event & { detail?: unknown }): void => {
    if (!/(^|\s)datalayer(\s|$)/i.test(this.#host.getAttribute('analytics') ?? '')) return;
    // What the step was is taken now; the pushing follows once the side file is there.
    const step: JourneyStep = { type, detail, businessName: this.#business()?.name, location: this.#locations.current };
    sideFile('analytics.js', () => import('./data-layer.js')).then(
      ({ pushStep }) => pushStep(step),
      () => undefined,
    );
  };
}
