// The element's controllers, each with one job.
export { DataLayerController } from '../analytics/data-layer-controller.js';
export { BookingDataController, type Retryable } from './booking-data-controller.js';
export { ButtonSettingsController } from './button-settings-controller.js';
export { CalendarController, today } from './calendar-controller.js';
export { DialogController } from './dialog-controller.js';
export { FocusController } from './focus-controller.js';
export { HeldUpdates } from './held-updates.js';
export { IdleWarmUp } from './idle-warm-up.js';
export { LocationChoice } from './location-choice.js';
export { TimeZones } from './time-zones.js';
