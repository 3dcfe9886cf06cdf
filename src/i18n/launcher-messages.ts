/**
 * The texts of the button and of the notices that may take its place, in English: all the
 * page's first paint needs of the catalog (src/i18n/messages.ts has the rest, with the dialog's
 * chunk, and the rules that hold for every text). Translated like the rest, by id.
 */
export const LAUNCHER_ENGLISH = {
  // ——— the button ———
  /** The launcher's label when the business sets none. */
  'button.defaultLabel': 'Book an appointment',

  // ——— notices in place of the button or the times (the business or a day could not load) ———
  'notice.setupTitle': 'Booking is not set up yet',
  /** `names` lists the missing attributes, e.g. "api-key, base-url". */
  'notice.setupMissing': 'Missing attribute: {names}.',
  /** A refused key (401) or an unknown business (404): nothing the customer can mend. */
  'notice.unavailableTitle': 'Booking is unavailable right now',
  'notice.unavailableDetail': 'Please try again later or contact the business.',
  'notice.unreachableTitle': 'Could not reach the booking service',
  'notice.offlineDetail': 'Check your connection and try again.',
  'notice.laterDetail': 'Please try again in a moment.',
  /** The browser is offline: nothing is asked for until it is back online, then loading resumes by itself. */
  'notice.offlineTitle': "You're offline",
  'notice.offlineWaiting': "Booking continues by itself when you're back online.",
  'action.tryAgain': 'Try again',
} as const;
