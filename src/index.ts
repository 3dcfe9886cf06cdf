// The class entry ("." in package.json): importing it defines nothing, so an application
// can register the class under a name or in a registry of its own choosing.
export { BookingWidget } from './booking-widget.js';
export { fireBookingEvent } from './events.js';
export type { BookingEvent, BookingEventDetailMap, BookingEventName } from './events.js';
export { BookingApiError } from './api/errors.js';
export type { ApiErrorKind } from './api/errors.js';
export type * from './api/types.js';
