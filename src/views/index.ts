// The views the element renders, each a function of one props object.
export { renderBookingStep } from './booking-step.js';
export { renderLauncher } from './button.js';
export { renderChoosing } from './choosing.js';
export { renderConfirmation } from './confirmation.js';
export { focusSelector, type FocusTarget } from './focus-targets.js';
export { renderHeader } from './header.js';
export { renderErrorNotice, renderNotice } from './notice.js';

import { styles } from '../styles.js';
import { themeStyles } from '../theme/theme-styles.js';
import { bookingStepStyles } from './booking-styles.js';
import { buttonStyles } from './button-styles.js';
import { calendarStyles } from './calendar-styles.js';
import { noticeStyles } from './notice-styles.js';
import { panelStyles } from './panel-styles.js';
import { slotsStyles } from './slots-styles.js';

/** The colour tokens and shared rules first, then each view's stylesheet: the element's `static styles`. */
export const viewStyles = [
  themeStyles,
  styles,
  buttonStyles,
  noticeStyles,
  panelStyles,
  calendarStyles,
  slotsStyles,
  bookingStepStyles,
];
