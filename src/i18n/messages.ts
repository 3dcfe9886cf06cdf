import { msg, str } from '@lit/localize';
import { html, type TemplateResult } from 'lit';

/**
 * Every text the widget writes, by a stable id: the English source of the `@lit/localize`
 * catalog. Each entry is a function so that `lit-localize extract` finds one literal `msg()`
 * per id here, and the views call `messages['slots.heading']()` or, through `text()` in
 * `./text.ts`, a site owner's replacement of it.
 *
 * Placeholders are named: an entry takes one object of them, and the same names are what a
 * site owner writes in a replacement (`{count} times available`). Values reach the page only
 * through lit text bindings; the one entry that takes markup (`code.sent`) takes it as a lit
 * template built by the view, never as a string.
 *
 * A count that needs a plural has one entry per `Intl.PluralRules` category (`.zero`, `.one`,
 * `.two`, `.few`, `.many`, `.other`); `pluralCategory()` picks the one the language uses.
 * English uses `one` and `other`; its other categories repeat `other`.
 *
 * Console warnings for integrators are not here: they stay English.
 */
export const messages = {
  // ——— launcher and header ———
  /** The launcher's label when the business sets none. */
  'button.defaultLabel': () => msg('Book an appointment', { id: 'button.defaultLabel' }),
  /** The dialog's heading until the business has loaded. */
  'header.defaultTitle': () => msg('Book an appointment', { id: 'header.defaultTitle' }),
  'header.close': () => msg('Close', { id: 'header.close' }),
  'location.label': () => msg('Location', { id: 'location.label' }),

  // ——— calendar ———
  'calendar.previousMonth': () => msg('Previous month', { id: 'calendar.previousMonth' }),
  'calendar.nextMonth': () => msg('Next month', { id: 'calendar.nextMonth' }),
  /** A past day's accessible name; `day` is the full date, e.g. "Tuesday, 24 November 2026". */
  'calendar.dayUnavailable': (p: { day: string }) => msg(str`${p.day}, unavailable`, { id: 'calendar.dayUnavailable' }),

  // ——— the day's times ———
  'slots.heading': () => msg('Available times', { id: 'slots.heading' }),
  'slots.chooseDay': () => msg('Choose a day to see its available times.', { id: 'slots.chooseDay' }),
  /** Status announcement (screen readers only). */
  'slots.status.loading': () => msg('Loading available times…', { id: 'slots.status.loading' }),
  /** Status announcement (screen readers only). */
  'slots.status.none': () => msg('No available times on this day', { id: 'slots.status.none' }),
  /** Status announcement (screen readers only); `count` is formatted, never 0 (see `slots.status.none`). */
  'slots.status.count.zero': (p: { count: string }) => msg(str`${p.count} times available`, { id: 'slots.status.count.zero' }),
  'slots.status.count.one': (p: { count: string }) => msg(str`${p.count} time available`, { id: 'slots.status.count.one' }),
  'slots.status.count.two': (p: { count: string }) => msg(str`${p.count} times available`, { id: 'slots.status.count.two' }),
  'slots.status.count.few': (p: { count: string }) => msg(str`${p.count} times available`, { id: 'slots.status.count.few' }),
  'slots.status.count.many': (p: { count: string }) => msg(str`${p.count} times available`, { id: 'slots.status.count.many' }),
  'slots.status.count.other': (p: { count: string }) => msg(str`${p.count} times available`, { id: 'slots.status.count.other' }),
  'slots.empty': () => msg('No available times on this day. Please choose another day.', { id: 'slots.empty' }),
  /** A slot's accessible name; `percent` is formatted by `formatPercent` ("70 %"). */
  'slot.label': (p: { from: string; to: string; percent: string }) =>
    msg(str`${p.from} to ${p.to}, ${p.percent} booked`, { id: 'slot.label' }),
  'slot.labelFull': (p: { from: string; to: string }) => msg(str`${p.from} to ${p.to}, fully booked`, { id: 'slot.labelFull' }),
  /** The fill text of a full slot (others show their percentage). */
  'slot.full': () => msg('Full', { id: 'slot.full' }),
  'footer.nothingChosen': () => msg('No time chosen yet', { id: 'footer.nothingChosen' }),
  'footer.continue': () => msg('Continue', { id: 'footer.continue' }),

  // ——— time zones ———
  /** `zone` is the zone's long name in the customer's language, e.g. "Central European Time". */
  'timeZone.businessTimes': (p: { zone: string }) => msg(str`Times are in the business's time zone: ${p.zone}.`, { id: 'timeZone.businessTimes' }),
  'timeZone.customerTimes': (p: { zone: string }) => msg(str`Times are in your time zone: ${p.zone}.`, { id: 'timeZone.customerTimes' }),
  'timeZone.showCustomer': () => msg('Show times in my time zone', { id: 'timeZone.showCustomer' }),
  'timeZone.showBusiness': () => msg("Show times in the business's time zone", { id: 'timeZone.showBusiness' }),

  // ——— the customer's details and the SMS code ———
  'details.heading': () => msg('Your details', { id: 'details.heading' }),
  'field.name': () => msg('Name', { id: 'field.name' }),
  'field.email': () => msg('Email', { id: 'field.email' }),
  'field.phoneRequired': () => msg('Mobile phone', { id: 'field.phoneRequired' }),
  'field.phoneOptional': () => msg('Phone (optional)', { id: 'field.phoneOptional' }),
  'field.phoneHint': () => msg('We text a 6-digit code to this number to confirm the booking.', { id: 'field.phoneHint' }),
  'field.notes': () => msg('Notes (optional)', { id: 'field.notes' }),
  'code.heading': () => msg('Enter your code', { id: 'code.heading' }),
  /** `phone` is the view's own markup around the number (a `<span part="code-phone">`). */
  'code.sent': (p: { phone: TemplateResult }) => msg(html`We sent a 6-digit code by SMS to ${p.phone}.`, { id: 'code.sent' }),
  'field.otp': () => msg('SMS code', { id: 'field.otp' }),
  'code.resend': () => msg('Send a new code', { id: 'code.resend' }),
  /** `wait` is formatted by `formatWait` ("30 s", "2 min"). */
  'code.resendIn': (p: { wait: string }) => msg(str`Send a new code in ${p.wait}`, { id: 'code.resendIn' }),
  'action.back': () => msg('Back', { id: 'action.back' }),
  'action.sendCode': () => msg('Send code', { id: 'action.sendCode' }),
  'action.sendingCode': () => msg('Sending code…', { id: 'action.sendingCode' }),
  'action.book': () => msg('Book', { id: 'action.book' }),
  'action.booking': () => msg('Booking…', { id: 'action.booking' }),
  'action.tryAgain': () => msg('Try again', { id: 'action.tryAgain' }),
  'action.tryAgainIn': (p: { wait: string }) => msg(str`Try again in ${p.wait}`, { id: 'action.tryAgainIn' }),

  // ——— validation (next to the field) ———
  'validation.nameRequired': () => msg('Enter your name.', { id: 'validation.nameRequired' }),
  'validation.emailRequired': () => msg('Enter your email address.', { id: 'validation.emailRequired' }),
  'validation.emailInvalid': () => msg('Enter an email address like name@example.com.', { id: 'validation.emailInvalid' }),
  'validation.phoneRequired': () => msg('Enter your mobile number: the booking code is sent to it by SMS.', { id: 'validation.phoneRequired' }),
  'validation.phoneInvalid': () => msg('Enter a phone number with 7 to 15 digits, like +44 20 7946 0958.', { id: 'validation.phoneInvalid' }),
  /** `max` is the formatted limit, 1000 (a fixed number, so no plural forms). */
  'validation.notesTooLong': (p: { max: string }) => msg(str`Notes can be at most ${p.max} characters.`, { id: 'validation.notesTooLong' }),
  'validation.otpRequired': () => msg('Enter the 6-digit code from the SMS.', { id: 'validation.otpRequired' }),
  'validation.otpInvalid': () => msg('The code is 6 digits, like 123456.', { id: 'validation.otpInvalid' }),

  // ——— problems of the whole step (booking/failure.ts) ———
  'problem.slotTaken': () => msg('Sorry, this time was just taken. Please choose another time; your details are kept.', { id: 'problem.slotTaken' }),
  'problem.unavailable': () => msg('We could not reach the booking service. Your details are kept; please try again.', { id: 'problem.unavailable' }),
  'problem.refused': () => msg('Booking is not available right now. Please try again later or contact the business.', { id: 'problem.refused' }),
  'problem.tooManyAttempts': () => msg('Too many attempts. Please wait a moment and try again.', { id: 'problem.tooManyAttempts' }),
  'problem.tooManyCodes': () => msg('A code was sent to this number moments ago. Enter it, or ask for a new one when the wait is over.', { id: 'problem.tooManyCodes' }),
  'problem.codeLimit': () => msg('This number has had too many codes for now. Enter the last one you received, or ask for a new one when the wait is over.', { id: 'problem.codeLimit' }),
  /** A 422 without text of its own. */
  'problem.checkField': () => msg('Please check this field.', { id: 'problem.checkField' }),
  /** The platform's `Invalid OTP`, next to the code field. */
  'problem.invalidCode': () => msg('Invalid OTP', { id: 'problem.invalidCode' }),

  // ——— notices (the business or the day's times could not load) ———
  'notice.setupTitle': () => msg('Booking is not set up yet', { id: 'notice.setupTitle' }),
  /** `names` lists the missing attributes, e.g. "api-key, base-url". */
  'notice.setupMissing': (p: { names: string }) => msg(str`Missing attribute: ${p.names}.`, { id: 'notice.setupMissing' }),
  'notice.unauthorizedTitle': () => msg('Booking is unavailable', { id: 'notice.unauthorizedTitle' }),
  /** Shown when a 401 carries no text of the platform's own. */
  'notice.unauthorizedDetail': () => msg('Unauthorized request', { id: 'notice.unauthorizedDetail' }),
  'notice.notFoundTitle': () => msg('Booking is unavailable right now', { id: 'notice.notFoundTitle' }),
  /** Shown when a 404 carries no text of the platform's own. */
  'notice.notFoundDetail': () => msg('Not found', { id: 'notice.notFoundDetail' }),
  'notice.unreachableTitle': () => msg('Could not reach the booking service', { id: 'notice.unreachableTitle' }),
  'notice.offlineDetail': () => msg('Check your connection and try again.', { id: 'notice.offlineDetail' }),
  'notice.laterDetail': () => msg('Please try again in a moment.', { id: 'notice.laterDetail' }),

  // ——— confirmation and calendar file ———
  'confirmation.heading': () => msg('Your appointment is booked', { id: 'confirmation.heading' }),
  'confirmation.date': () => msg('Date', { id: 'confirmation.date' }),
  'confirmation.time': () => msg('Time', { id: 'confirmation.time' }),
  'confirmation.location': () => msg('Location', { id: 'confirmation.location' }),
  'confirmation.business': () => msg('Business', { id: 'confirmation.business' }),
  'confirmation.address': () => msg('Address', { id: 'confirmation.address' }),
  'confirmation.addToCalendar': () => msg('Add to calendar', { id: 'confirmation.addToCalendar' }),
  'confirmation.bookAnother': () => msg('Book another', { id: 'confirmation.bookAnother' }),
  /** The calendar entry's title (SUMMARY) and the start of the file's name. */
  'ics.summary': (p: { business: string }) => msg(str`Appointment at ${p.business}`, { id: 'ics.summary' }),
  /** The calendar entry's DESCRIPTION; `notes` are the customer's own, shown as given. */
  'ics.description': (p: { business: string; notes: string }) =>
    msg(str`Booked with ${p.business}. Your notes: ${p.notes}`, { id: 'ics.description' }),
} as const;

export type Messages = typeof messages;
export type MessageId = keyof Messages;
/** The placeholders an entry takes, by name (`{}` for none). */
export type MessageParams<Id extends MessageId> = Parameters<Messages[Id]> extends [infer P] ? P : Record<never, never>;
export const MESSAGE_IDS = Object.keys(messages) as MessageId[];
