import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BookingEventDetailMap, BookingEventName } from '../events.js';

/**
 * What the analytics need from the element and cannot read from its events: names for the
 * business and its locations. A small interface, so this controller knows nothing else of the
 * element.
 */
export interface AnalyticsContext {
  /** The business's name, once it has loaded. */
  businessName(): string | undefined;
  /** The name of the location with this `business_unit_id`; without an id, the one shown. */
  locationName(businessUnitId: number | undefined): string | undefined;
}

/** The journey's steps as analytics tools receive them. */
export type AnalyticsEventName = 'booking_open' | 'booking_day' | 'booking_slot' | 'booking_details' | 'booking_booked' | 'booking_failed';

/**
 * Parameters of a pushed step. Only facts about the appointment and the business: never
 * the customer's name, email, phone or notes, and never a server message (which could quote
 * them back).
 */
export interface AnalyticsParameters {
  business_name?: string;
  booking_location?: string;
  booking_location_id?: number;
  /** `YYYY-MM-DD`. */
  booking_date?: string;
  /** `HH:MM`, the business's wall-clock time. */
  booking_time?: string;
  booking_end_time?: string;
  /** The platform's appointment id, as text (booking_booked). */
  booking_id?: string;
  /** An error kind of README → Error kinds (booking_failed). */
  booking_error?: string;
  /** The HTTP status, when there was an answer (booking_failed). */
  booking_error_status?: number;
}

export interface DataLayerEntry extends AnalyticsParameters {
  event: AnalyticsEventName;
}

/** The value of the `analytics` attribute that turns this on. */
export const DATA_LAYER = 'datalayer';

type StepOf<K extends BookingEventName> = (detail: BookingEventDetailMap[K]) => {
  event: AnalyticsEventName;
  locationId?: number | undefined;
  parameters: AnalyticsParameters;
};

/**
 * Each widget event and the step it becomes. Every parameter is picked by name from the
 * event's detail, so a field added to an event later is not sent unless it is added here.
 */
const STEPS: { [K in BookingEventName]?: StepOf<K> } = {
  'booking-open': () => ({ event: 'booking_open', parameters: {} }),
  'booking-date-select': ({ date, businessUnitId }) => ({
    event: 'booking_day',
    locationId: businessUnitId,
    parameters: { booking_date: date },
  }),
  'booking-slot-select': ({ date, slot, businessUnitId }) => ({
    event: 'booking_slot',
    locationId: businessUnitId,
    parameters: { booking_date: date, booking_time: slot.from, booking_end_time: slot.to },
  }),
  'booking-before-submit': ({ date, from, to, businessUnitId }) => ({
    event: 'booking_details',
    locationId: businessUnitId,
    parameters: { booking_date: date, booking_time: from, booking_end_time: to },
  }),
  'booking-success': ({ appointment }) => ({
    event: 'booking_booked',
    locationId: appointment.business_unit_id ?? undefined,
    parameters: { booking_date: appointment.date, booking_time: appointment.from, booking_end_time: appointment.to, booking_id: String(appointment.id) },
  }),
  'booking-error': ({ kind, status }) => ({
    event: 'booking_failed',
    parameters: { booking_error: kind, booking_error_status: status },
  }),
};

interface AnalyticsWindow {
  dataLayer?: unknown;
  gtag?: unknown;
}

/**
 * Analytics without code: with `analytics="datalayer"` on the element, each step of the
 * customer's journey is pushed to `window.dataLayer` in the shape Google Tag Manager and GA4
 * read (`{ event: 'booking_slot', booking_date, booking_time, … }`), and handed to
 * `gtag('event', name, parameters)` when the page has gtag. The page's own tags decide what
 * happens next; the widget sends no request and sets no cookie for this.
 *
 * The attribute is read at each event, so adding or removing it takes effect at once; without
 * it nothing is pushed and `dataLayer` is not created.
 */
export class DataLayerController implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly context: AnalyticsContext;
  private warnedUnusable = false;

  constructor(host: ReactiveControllerHost & HTMLElement, context: AnalyticsContext) {
    this.host = host;
    this.context = context;
    host.addController(this);
  }

  hostConnected(): void {
    for (const name of Object.keys(STEPS)) this.host.addEventListener(name, this.onBookingEvent);
  }

  hostDisconnected(): void {
    for (const name of Object.keys(STEPS)) this.host.removeEventListener(name, this.onBookingEvent);
  }

  private readonly onBookingEvent = (event: Event): void => {
    // Only the host's own events: a booking widget nested in this one's light DOM reports its own.
    if (event.target !== this.host || !this.enabled()) return;
    const step = (STEPS[event.type as BookingEventName] as StepOf<BookingEventName> | undefined)?.((event as CustomEvent).detail);
    if (!step) return;
    const parameters = withoutEmpty({
      business_name: this.context.businessName(),
      booking_location: this.context.locationName(step.locationId),
      booking_location_id: step.locationId,
      ...step.parameters,
    });
    this.push({ event: step.event, ...parameters });
    const { gtag } = window as AnalyticsWindow;
    if (typeof gtag == 'function') gtag('event', step.event, parameters);
  };

  private enabled(): boolean {
    return (this.host.getAttribute('analytics') ?? '').toLowerCase().split(/\s+/).includes(DATA_LAYER);
  }

  private push(entry: DataLayerEntry): void {
    const page = window as AnalyticsWindow;
    page.dataLayer ??= [];
    const layer = page.dataLayer as { push?: unknown };
    // GTM replaces `push` on its array; anything without one (an element with id="dataLayer"
    // reached through the window's named access) is left alone.
    if (typeof layer.push == 'function') {
      layer.push(entry);
    } else if (!this.warnedUnusable) {
      this.warnedUnusable = true;
      console.warn('[booking-widget] analytics="datalayer": window.dataLayer is not an array, so nothing is pushed to it.');
    }
  }
}

function withoutEmpty(parameters: AnalyticsParameters): AnalyticsParameters {
  return Object.fromEntries(Object.entries(parameters).filter(([, value]) => value !== undefined && value !== '')) as AnalyticsParameters;
}
