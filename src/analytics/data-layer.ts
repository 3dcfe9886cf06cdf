import type { Location } from '../api/types.js';
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
    // None for an appointment the platform gave no id.
    booking_id: appointment?.id === undefined ? undefined : String(appointment.id),
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

/** One step of the journey as the element saw it, taken when its event fired. */
export interface JourneyStep {
  /** The element's event (`booking-open`, …). */
  type: string;
  detail: unknown;
  businessName: string | undefined;
  /** The location on screen then. */
  location: Location | undefined;
}

/**
 * Pushes one step of the customer's journey (`data-layer-controller.ts` says when) to
 * `window.dataLayer` in the shape Google Tag Manager and GA4 read
 * (`{ event: 'booking_slot', booking_date, … }`), and hands it to `gtag('event', step,
 * parameters)` when the page has gtag. The page's own tags decide what happens next: the
 * widget sends no request and sets no cookie for this.
 */
export function pushStep({ type, detail, businessName, location }: JourneyStep): void {
  const step = STEPS[type as BookingEventName];
  if (!step) return;
  const all: Parameters = {
    business_name: businessName,
    booking_location: location?.name,
    booking_location_id: location?.id,
    ...factsOf(detail as BookingEvent<BookingEventName>['detail']),
  };
  // A parameter without a value is left out.
  const parameters = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined && value !== ''));
  const page = window as AnalyticsWindow;
  // Anything without a `push` (an element with id="dataLayer", a page's own value) is left alone.
  (page.dataLayer ??= [] as Parameters[]).push?.({ event: step, ...parameters });
  if (typeof page.gtag === 'function') page.gtag('event', step, parameters);
}
