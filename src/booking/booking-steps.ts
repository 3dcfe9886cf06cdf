/**
 * The journey from Continue on: the customer's details, the SMS code, the booking requests and
 * the confirmation. The script-tag file carries what every visitor sees (the button, the
 * calendar, the times); this is what only a customer who goes on to book needs, so the
 * script-tag builds leave it in `booking.js` beside the script (src/side-files.ts), loaded when
 * the dialog opens, in parallel with the month's times (`./booking-steps-file.ts`).
 */
export { BookingRequests } from './requests.js';
export { renderBookingStep } from '../views/booking-step.js';
export { renderConfirmation } from '../views/confirmation.js';
