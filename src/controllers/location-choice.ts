import type { Location } from '../api/types.js';
import type { BookingFlowController } from '../booking/flow.js';
import type { LocationPickerProps } from '../views/header.js';
import type { BookingHost } from './host.js';

export interface LocationOptions {
  /** The loaded business's locations. */
  locations: () => Location[];
  /** The page's choice: the `location` attribute, a `business_unit_id`. */
  attribute: () => string | undefined;
  flow: BookingFlowController;
}

/**
 * The location on screen: the customer's choice, else the page's, else the business's first.
 * Slots belong to one location: a new one drops the chosen time and, from the details, goes
 * back to the times, so the booking is always for the location on screen. A booking under
 * way or done is left as it is.
 */
export class LocationChoice {
  #chosenId: number | undefined;

  readonly #host: BookingHost;
  readonly #options: LocationOptions;

  constructor(host: BookingHost, options: LocationOptions) {
    this.#host = host;
    this.#options = options;
  }

  get current(): Location | undefined {
    const locations = this.#options.locations();
    const fromPage = (this.#options.attribute() ?? '').trim();
    const wanted = this.#chosenId ?? (fromPage === '' ? undefined : Number(fromPage));
    return locations.find((location) => location.id === wanted) ?? locations[0];
  }

  /** The location's name where there is a choice of them (one location needs no naming). */
  get nameIfChoice(): string | undefined {
    return this.#options.locations().length > 1 ? this.current?.name : undefined;
  }

  /** What the location picker shows, and where the customer's choice goes. */
  viewProps(): Omit<LocationPickerProps, 't'> {
    return { locations: this.#options.locations(), selectedId: this.current?.id, onChange: (id) => this.choose(id) };
  }

  /** The customer's choice; `undefined` goes back to the page's (its attribute changed). */
  choose(id: number | undefined): void {
    this.#chosenId = id;
    const flow = this.#options.flow;
    if (!flow.busy && flow.step !== 'confirmed') flow.chooseAgain();
    this.#host.requestUpdate();
  }
}
