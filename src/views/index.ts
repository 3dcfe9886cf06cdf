/**
 * The views the element renders, each a function of one props object: the button and the
 * notices here; the dialog and its content (header, calendar, times, forms, confirmation) with
 * the dialog's chunk, src/panel/booking-panel.ts. The parts a site owner
 * styles (`::part(name)`) are theirs, listed here for the manifest (custom-elements-manifest.config.mjs):
 *
 * @csspart button - The button that opens the dialog.
 * @csspart button-label - The button's text.
 * @csspart notice - A message in place of the button or the slots (setup missing, key refused, service unreachable).
 * @csspart notice-title - The notice's main line.
 * @csspart notice-detail - The notice's smaller second line.
 * @csspart retry-button - "Try again" in a notice or after a failed booking.
 * @csspart dialog - The `<dialog>` element.
 * @csspart panel - The content of the dialog, or the inline calendar.
 * @csspart header - Business name, address and the close button.
 * @csspart title - The business name.
 * @csspart address - The business address.
 * @csspart close-button - The dialog's close button.
 * @csspart location - The location chooser row.
 * @csspart location-label - "Location".
 * @csspart location-select - The `<select>` of locations.
 * @csspart calendar - The calendar.
 * @csspart month-heading - Month and year above the grid.
 * @csspart month-button - The previous and next month buttons.
 * @csspart grid - The day grid (`<table role="grid">`).
 * @csspart weekday - A weekday column header.
 * @csspart day - A day cell of the month.
 * @csspart day-today - Today's cell (also `aria-current="date"`).
 * @csspart day-selected - The chosen day's cell.
 * @csspart day-disabled - A past day's cell: shown, not choosable.
 * @csspart day-open - A day known to have free times.
 * @csspart day-full - A day whose times are all taken.
 * @csspart day-closed - A day without times.
 * @csspart time-zone - The line saying which zone the times are in (with `time-zone`, when the customer's clock differs).
 * @csspart time-zone-button - Shows the times on the customer's clock, or back on the business's.
 * @csspart slots-heading - The chosen date above the slots.
 * @csspart slots - The radio group of slots.
 * @csspart slots-day - A heading among the slots shown on the customer's clock, where their day changes.
 * @csspart slots-loading - Placeholder cards while slots load.
 * @csspart slots-empty - The message for a day without slots.
 * @csspart slot - One slot card (a radio button inside a label).
 * @csspart slot-full - A fully booked slot: shown, not choosable.
 * @csspart slot-selected - The chosen slot.
 * @csspart slot-time - A slot's time range.
 * @csspart slot-meter - A slot's fill bar: `color` fills it, `background` is its track.
 * @csspart slot-fill-text - A slot's fill as text.
 * @csspart footer - The bar with the chosen slot and Continue.
 * @csspart continue-button - Continue to the customer's details.
 * @csspart details - The step after a slot was chosen.
 * @csspart back-button - Back: from the code to the details, from the details to the slots.
 * @csspart form - The details form and the code form.
 * @csspart details-form - The form for name, email, phone and notes.
 * @csspart code-form - The form for the SMS code.
 * @csspart step-heading - The heading of the details, code and confirmation steps.
 * @csspart step-actions - The row of a step's buttons.
 * @csspart field - A label with its input, hint and message.
 * @csspart label - A field's label.
 * @csspart input - A field's input or textarea.
 * @csspart field-hint - A field's hint.
 * @csspart field-error - A field's message.
 * @csspart error - What went wrong above a form (booking failed, too many codes): the alert and its "Try again".
 * @csspart submit-button - "Send code" or "Book".
 * @csspart resend-button - "Send a new code", with its countdown.
 * @csspart code-text - The line saying where the code was sent.
 * @csspart code-phone - The phone number in that line.
 * @csspart confirmation - The confirmation step.
 * @csspart confirmation-summary - The booked appointment's list of facts.
 * @csspart confirmation-date - The appointment's date.
 * @csspart confirmation-time - The appointment's time.
 * @csspart confirmation-location - The appointment's location.
 * @csspart confirmation-business - The business's name.
 * @csspart confirmation-address - The business's address.
 * @csspart done-button - Done: closes the dialog after a booking (popup mode).
 * @csspart add-to-calendar-button - Downloads the appointment as an `.ics` file.
 * @csspart book-another-button - Starts a new booking, keeping name, email and phone.
 */
export { renderLauncher } from './launcher.js';
export type { FocusTarget } from './focus-targets.js';
export { renderErrorNotice, renderNotice } from './notice.js';

import { styles } from '../styles.js';
import { themeStyles } from '../theme/theme-styles.js';
import { buttonStyles } from './button-styles.js';
import { noticeStyles } from './notice-styles.js';

/**
 * The colour tokens and shared rules first, then the button's and the notices' stylesheets:
 * the element's `static styles`. The dialog brings its own with its chunk (`dialogStyles` of
 * src/panel/booking-panel.ts), adopted after these.
 */
export const viewStyles = [themeStyles, styles, buttonStyles, noticeStyles];
