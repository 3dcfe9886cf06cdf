// The element's controllers, each with one job.
export { BookingDataController, type Retryable, type SetupError } from './booking-data-controller.js';
export { ButtonSettingsController } from './button-settings-controller.js';
export { FocusController } from './focus-controller.js';
export { HeldUpdates } from './held-updates.js';
export { IdleWarmUp } from './idle-warm-up.js';
export { PanelLoader } from './panel-loader.js';
