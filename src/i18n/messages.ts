import { LAUNCHER_ENGLISH } from './launcher-messages.js';

/**
 * Every text the widget writes, by a stable id, in English: the catalog the language files
 * translate (xliff/<locale>.xlf, turned into src/i18n/locales/<locale>.js by
 * scripts/build-locales.mjs, each a chunk of its own in dist/chunks/) and site owners replace
 * (`./text.ts`). English is built in, and this is its only copy: the views ask `t(id, params)`
 * for a text.
 *
 * Placeholders are named, `{count}`, and the same names are what a translator and a site
 * owner write. Values reach the page only through lit text bindings, never as markup; the one
 * text with markup around a value (`code.sent`) is split at its placeholder by the view.
 *
 * A count has one text per `Intl.PluralRules` category its language uses
 * (`slots.status.count.one`, `.few`, …); English needs `one` and `other` only, the others are
 * in `PLURAL_IDS` for languages that use them, and a category without a text reads `.other`.
 *
 * Console warnings for integrators are not here: they stay English.
 *
 * The button's texts, and the notices' that may take its place, are in `./launcher-messages.ts`,
 * which the page's first paint carries; these, the dialog's, come with the dialog's chunk.
 */
const DIALOG_ENGLISH = {
  // ——— the dialog's header ———
  /** The dialog's heading until the business has loaded, and for a business without a name. */
  'header.defaultTitle': 'Book an appointment',
  'header.close': 'Close',
  'location.label': 'Location',

  // ——— calendar ———
  'calendar.previousMonth': 'Previous month',
  'calendar.nextMonth': 'Next month',
  /** A past day's accessible name; `day` is the full date, e.g. "Tuesday, 24 November 2026". */
  'calendar.dayUnavailable': '{day}, unavailable',
  /** A day's accessible name once its times are known: some free, all booked, none offered. */
  'calendar.day.open': '{day}, free times',
  'calendar.day.full': '{day}, fully booked',
  'calendar.day.closed': '{day}, no times',

  // ——— the day's times ———
  'slots.heading': 'Available times',
  /** Status announcement (screen readers only). */
  'slots.status.loading': 'Loading available times…',
  /** Status announcement (screen readers only). */
  'slots.status.none': 'No available times on this day',
  /**
   * Status announcement (screen readers only); `count` is formatted, never 0 (see
   * `slots.status.none`). One text per plural category the language uses (`PLURAL_IDS`).
   */
  'slots.status.count.one': '{count} time available',
  'slots.status.count.other': '{count} times available',
  'slots.empty': 'No available times on this day. Please choose another day.',
  /** A slot's accessible name; `fill` is one of the four fill texts below, in lower case. */
  'slot.name': '{from} to {to}, {fill}',
  /** The fill text of a slot nobody has booked. */
  'slot.free': 'Free',
  /** The fill text of a partly booked slot; `percent` is formatted by `formatPercent` ("70 %" in German). */
  'slot.booked': '{percent} booked',
  /** The fill text from 80 % booked on: a time few places are left in. */
  'slot.almostFull': 'Almost full',
  /** The fill text of a full slot, which cannot be chosen. */
  'slot.full': 'Full',
  'footer.nothingChosen': 'No time chosen yet',
  'footer.continue': 'Continue',

  // ——— time zones ———
  /** `zone` is the zone's long name in the customer's language, e.g. "Central European Time". */
  'timeZone.businessTimes': "Times are in the business's time zone: {zone}.",
  'timeZone.customerTimes': 'Times are in your time zone: {zone}.',
  'timeZone.showCustomer': 'Show times in my time zone',
  'timeZone.showBusiness': "Show times in the business's time zone",

  // ——— the customer's details and the SMS code ———
  'details.heading': 'Your details',
  'field.name': 'Name',
  'field.email': 'Email',
  'field.phoneRequired': 'Mobile phone',
  'field.phoneOptional': 'Phone (optional)',
  'field.phoneHint': 'Start with + and the country code: we text this number a 6-digit code to confirm the booking.',
  'field.notes': 'Notes (optional)',
  'code.heading': 'Enter your code',
  /** `phone` is the number, which the view isolates in its own `<bdi part="code-phone">`. */
  'code.sent': 'We sent a 6-digit code by SMS to {phone}.',
  /** How long a code can be used (WCAG 2.2.1: a time limit is said); `wait` as `formatWait` writes it ("5 min"). */
  'code.validFor': 'The code is valid for {wait}.',
  'field.otp': 'SMS code',
  'code.resend': 'Send a new code',
  /** `wait` is formatted by `formatWait` ("30 s", "2 min"). */
  'code.resendIn': 'Send a new code in {wait}',
  'action.back': 'Back',
  'action.sendCode': 'Send code',
  'action.sendingCode': 'Sending code…',
  'action.book': 'Book',
  'action.booking': 'Booking…',
  'action.tryAgainIn': 'Try again in {wait}',

  // ——— validation (next to the field) ———
  'validation.nameRequired': 'Enter your name.',
  'validation.emailRequired': 'Enter your email address.',
  'validation.emailInvalid': 'Enter an email address like name@example.com.',
  'validation.phoneRequired': 'Enter your phone number.',
  'validation.phoneInvalid': 'Enter a phone number with 7 to 15 digits, like +44 20 7946 0958.',
  /** A mobile number that does not start with + or 00 (even one typed with its country code), at a business that sends SMS codes; the example is `phoneInvalid`'s. */
  'validation.phoneCountryCode': 'Start the number with + and its country code, like +44 20 7946 0958.',
  /**
   * At any field: `max` is the field's formatted maximum length, e.g. 100 for the name and 1000 for
   * notes (a fixed number, so no plural forms).
   */
  'validation.tooLong': 'Use at most {max} characters.',
  /** A value the platform refused at a field that has no sentence of its own for it (the name, notes). */
  'validation.checkEntry': 'Check what you entered here.',
  'validation.otpRequired': 'Enter the 6-digit code from the SMS.',
  'validation.otpInvalid': 'The code is 6 digits, like 123456.',

  // ——— problems of the whole step (booking/failure.ts) ———
  'problem.slotTaken': 'Sorry, this time was just taken. Please choose another time; your details are kept.',
  'problem.unavailable': 'We could not reach the booking service. Your details are kept; please try again.',
  'problem.refused': 'Booking is not available right now. Please try again later or contact the business.',
  'problem.tooManyAttempts': 'Too many attempts. Please wait a moment and try again.',
  /** A 429 for a code when the platform never said it sent one in this booking: "Try again in {wait}" follows it. */
  'problem.codeNotSent': 'No code was sent: this number has to wait before it can get a new one.',
  'problem.codeLimit':
    'This number has had too many codes for now. Enter the last one you received, or ask for a new one when the wait is over.',
  /** A 422 that names no field of the form (or none). */
  'problem.checkDetails': 'Please check the chosen time and your details.',
  /** A 422 for the SMS code, next to the code field. */
  'problem.wrongCode': 'This code is not right or has expired. Check the SMS, or send a new code.',

  // ——— confirmation and calendar file ———
  'confirmation.heading': 'Your appointment is booked',
  'confirmation.date': 'Date',
  'confirmation.time': 'Time',
  'confirmation.location': 'Location',
  'confirmation.business': 'Business',
  'confirmation.address': 'Address',
  /** The address's term when the business has several locations: it is then the head office's, not the appointment's. */
  'confirmation.businessAddress': 'Business address',
  'confirmation.addToCalendar': 'Add to calendar',
  'confirmation.bookAnother': 'Book another',
  /** Closes the dialog after a booking. */
  'confirmation.done': 'Done',
  /** The calendar entry's title (SUMMARY) and the start of the file's name. */
  'ics.summary': 'Appointment at {business}',
  /** The calendar entry's DESCRIPTION; `notes` are the customer's own, shown as given. */
  'ics.description': 'Booked with {business}. Your notes: {notes}',
  /** The calendar file's line for the business's address when it has several locations. */
  'ics.businessAddress': 'Business address: {address}',
} as const;

/** The whole catalog: the button's texts first, then the dialog's. */
export const ENGLISH = { ...LAUNCHER_ENGLISH, ...DIALOG_ENGLISH };

export type MessageId = keyof typeof ENGLISH | (typeof PLURAL_IDS)[number];

/** Plural variants English does not use; a language file has a place for each (`LANGUAGE_FILE_IDS`). */
export const PLURAL_IDS = [
  'slots.status.count.zero',
  'slots.status.count.two',
  'slots.status.count.few',
  'slots.status.count.many',
] as const;

/** The ids of a language file's texts, in its order: the catalog's, then the other plural variants. */
export const MESSAGE_IDS = [...Object.keys(ENGLISH), ...PLURAL_IDS] as MessageId[];

/** The `{name}` placeholders of a text type. */
type Placeholders<Text> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
type EnglishOf<Id extends MessageId> = Id extends keyof typeof ENGLISH
  ? (typeof ENGLISH)[Id]
  : (typeof ENGLISH)['slots.status.count.other'];

/** The placeholders an entry takes, by name (`{}` for none). */
export type MessageParams<Id extends MessageId> = Record<Placeholders<EnglishOf<Id>>, string>;

/** The text of `id` in the language on screen, its placeholders filled (a view's `t`). */
export type Translate = <Id extends MessageId>(
  id: Id,
  ...params: Placeholders<EnglishOf<Id>> extends never ? [] : [MessageParams<Id>]
) => string;
