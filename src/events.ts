import type { Appointment, Slot } from './api/types.js';
import type { ApiErrorKind } from './api/errors.js';

/**
 * The events `<booking-widget>` fires for the host page. All bubble, are composed (they
 * leave the shadow root) and are fired for the customer's actions only, never for
 * programmatic property changes.
 */
export interface BookingEventDetailMap {
  'booking-open': Record<string, never>;
  'booking-close': Record<string, never>;
  /** `date` is `YYYY-MM-DD`. */
  'booking-date-select': { date: string; businessUnitId: number | undefined };
  'booking-slot-select': { date: string; slot: Slot; businessUnitId: number | undefined };
  /** Cancelable: `preventDefault()` stops the booking (e.g. until consent is given). */
  'booking-before-submit': {
    date: string;
    from: string;
    to: string;
    businessUnitId: number | undefined;
    name: string;
    email: string;
    phone: string | undefined;
    notes: string | undefined;
  };
  /** A checked copy of the platform's answer (`parseAppointment`), not the raw JSON; `id` is undefined when the answer gave none. */
  'booking-success': { appointment: Appointment };
  'booking-error': { kind: ApiErrorKind; status: number | undefined; message: string };
}

export type BookingEventName = keyof BookingEventDetailMap;
export type BookingEvent<K extends BookingEventName> = CustomEvent<BookingEventDetailMap[K]>;
export type BookingEventMap = { [K in BookingEventName]: BookingEvent<K> };

/**
 * Fires a typed booking event from `target`. Returns false when a listener called
 * `preventDefault()` on a cancelable event.
 */
// Public API since the first release (exported from the package): integrators call it with
// `options` as the fourth argument, so the signature stays as it is.
// eslint-disable-next-line max-params
export function fireBookingEvent<K extends BookingEventName>(
  target: EventTarget,
  name: K,
  detail: BookingEventDetailMap[K],
  options?: { cancelable?: boolean },
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options?.cancelable }));
}

declare global {
  interface HTMLElementEventMap {
    'booking-open': BookingEvent<'booking-open'>;
    'booking-close': BookingEvent<'booking-close'>;
    'booking-date-select': BookingEvent<'booking-date-select'>;
    'booking-slot-select': BookingEvent<'booking-slot-select'>;
    'booking-before-submit': BookingEvent<'booking-before-submit'>;
    'booking-success': BookingEvent<'booking-success'>;
    'booking-error': BookingEvent<'booking-error'>;
  }
  // Host pages often listen on `document` or `window`: the events bubble and are composed.
  // An interface, empty, because only an interface merges into the DOM's own declaration.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends BookingEventMap {}
}
