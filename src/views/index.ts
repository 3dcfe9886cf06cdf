// The views the element renders, each a function of one props object.
export { renderBookingStep } from './booking-step.js';
export { renderLauncher } from './button.js';
export { renderChoosing } from './choosing.js';
export { renderConfirmation } from './confirmation.js';
export { focusSelector, type FocusTarget } from './focus-targets.js';
export { renderHeader } from './header.js';
export { renderErrorNotice, renderNotice } from './notice.js';
