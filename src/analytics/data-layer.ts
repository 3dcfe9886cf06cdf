import type { Business, Location } from '../api/types.js';
import type { BookingHost } from '../controllers/host.js';
import type { BookingEvent, BookingEventDetailMap, BookingEventName } from '../events.js';

/** The step each widget event becomes. */
const STEPS: { [K in BookingEventName]?: string } = {
  'booking-open': 'booking_open',
  'booking-date-select': 'booking_day',
  'booking-slot-select': 'booking_slot',
  'booking-before-submit': 'booking_details',
  'booking-success': 'booking_booked',
  'booking-error': 'booking_failed',
};

/** A step's parameters, each a string or a number; one without a value is left out. */
type Parameters = Record<string, string | number | undefined>;

/**
 * The appointment's facts in an event's detail (any of the events above), picked by name:
 * never the customer's name, email, phone or notes, nor a server message (which could quote
 * them), so a field added to an event later is not sent unless it is added here.
 */
function factsOf(
  detail: Partial<
    BookingEventDetailMap['booking-before-submit'] &
      BookingEventDetailMap['booking-slot-select'] &
      BookingEventDetailMap['booking-success'] &
      BookingEventDetailMap['booking-error']
  >,
): Parameters {
  const { appointment, slot = appointment ?? detail } = detail;
  return {
    booking_date: detail.date ?? appointment?.date,
    booking_time: slot.from,
    booking_end_time: slot.to,
    booking_id: appointment && String(appointment.id),
    booking_error: detail.kind,
    booking_error_status: detail.status,
  };
}

/** What the page may have put there: these globals belong to the page, not to the widget. */
interface AnalyticsWindow {
  /** Google Tag Manager's queue: an array, or GTM's object with its own `push`. */
  dataLayer?: { push?: (entry: Parameters) => unknown };
  gtag?: (command: 'event', step: string, parameters: Parameters) => void;
}

/**
 * Analytics without code: with `analytics="datalayer"` on the element, each step of the
 * customer's journey, taken from the element's own events, is pushed to `window.dataLayer`
 * in the shape Google Tag Manager and GA4 read (`{ event: 'booking_slot', booking_date, … }`)
 * and handed to `gtag('event', step, parameters)` when the page has gtag. The page's own tags
 * decide what happens next: the widget sends no request and sets no cookie for this.
 *
 * The attribute is read at each step, so a consent tool may add it later; without it nothing
 * is pushed and `dataLayer` is not created.
 */
export class DataLayerController {
  constructor(
    private readonly host: BookingHost,
    /** The loaded business, for its name. */
    private readonly business: () => Business | undefined,
    /** The location on screen (the element's LocationChoice). */
    private readonly locations: { readonly current: Location | undefined },
  ) {
    // The element's own events, heard on the element itself: nothing to remove on disconnect.
    for (const name in STEPS) host.addEventListener(name, this.push);
  }

  private readonly push = (event: Event): void => {
    if (!/(^|\s)datalayer(\s|$)/i.test(this.host.getAttribute('analytics') ?? '')) return;
    const [business, location] = [this.business(), this.locations.current];
    const all: Parameters = {
      business_name: business?.name,
      booking_location: location?.name,
      booking_location_id: location?.id,
      ...factsOf((event as BookingEvent<BookingEventName>).detail),
    };
    // A parameter without a value is left out.
    const parameters = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined && value !== ''));
    const page = window as AnalyticsWindow;
    const step = STEPS[event.type as BookingEventName]!;
    // Anything without a `push` (an element with id="dataLayer", a page's own value) is left alone.
    (page.dataLayer ??= [] as Parameters[]).push?.({ event: step, ...parameters });
    if (typeof page.gtag === 'function') page.gtag('event', step, parameters);
  };
}
