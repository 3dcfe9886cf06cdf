import type { Location } from '../api/types.js';
import type { BookingFlowController } from '../booking/flow.js';
import { shownName } from '../booking/names.js';
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
 *
 * Only locations with a name are offered: a nameless one would be a blank line in the chooser,
 * and the summary and the confirmation could not say where the appointment is, so a customer
 * could not tell it from the others nor know where they booked. One console warning tells the
 * site owner which were left out (the page's `location` naming one then falls back as an unknown
 * id does). When no location has a name, the first is booked, as for a business of one location.
 */
export class LocationChoice {
  #chosenId: number | undefined;
  /** The business's locations `#offered` was made from: a new business is checked again. */
  #offeredFrom: Location[] | undefined;
  #offered: Location[] = [];
  /** The page's unknown `location` last said in the console, with the locations it was not among. */
  #unknownSaid: string | undefined;

  readonly #host: BookingHost;
  readonly #options: LocationOptions;

  constructor(host: BookingHost, options: LocationOptions) {
    this.#host = host;
    this.#options = options;
  }

  /** The locations a customer can choose from: those with a name. */
  get #locations(): Location[] {
    const all = this.#options.locations();
    if (all === this.#offeredFrom) return this.#offered;
    this.#offeredFrom = all;
    const named = all.filter((location) => shownName(location));
    this.#offered = named.length ? named : all.slice(0, 1);
    const left = all.filter((location) => !this.#offered.includes(location)).map(({ id }) => id);
    if (left.length)
      console.warn(
        `[booking-widget] Locations without a name are not offered, as a customer could not tell them apart: business_unit_id ${left.join(', ')}.`,
      );
    return this.#offered;
  }

  get current(): Location | undefined {
    const locations = this.#locations;
    const fromPage = (this.#options.attribute() ?? '').trim();
    const wanted = this.#chosenId ?? (fromPage === '' ? undefined : Number(fromPage));
    const found = locations.find((location) => location.id === wanted);
    if (!found && this.#chosenId === undefined && fromPage !== '' && locations[0]) this.#sayUnknown(fromPage, locations);
    return found ?? locations[0];
  }

  /**
   * The page's `location` is none of the locations offered: a typo would have customers book at
   * the first location without anyone knowing. Said once for each value and set of locations.
   */
  #sayUnknown(fromPage: string, locations: Location[]): void {
    const ids = locations.map(({ id }) => id).join(', ');
    const said = `${fromPage} ${ids}`;
    if (said === this.#unknownSaid) return;
    this.#unknownSaid = said;
    console.warn(`[booking-widget] location "${fromPage}" is none of the business's locations (${ids}): the first is shown.`);
  }

  /** The location's name where there is a choice of them (one location needs no naming). */
  get nameIfChoice(): string | undefined {
    return this.#locations.length > 1 ? this.current?.name : undefined;
  }

  /** What the location picker shows, and where the customer's choice goes. */
  viewProps(): Omit<LocationPickerProps, 't'> {
    return { locations: this.#locations, selectedId: this.current?.id, onChange: (id) => this.choose(id) };
  }

  /** The customer's choice; `undefined` goes back to the page's (its attribute changed). */
  choose(id: number | undefined): void {
    this.#chosenId = id;
    const flow = this.#options.flow;
    if (!flow.busy && flow.step !== 'confirmed') flow.chooseAgain();
    this.#host.requestUpdate();
  }
}
