/**
 * The customer's words for a failed request: the problems shown above a form, a 422's sentence
 * at the field it names, and the one error type every failure is read as. Which words a failure
 * gets, and where they show, is decided by the requests (requests.ts).
 */
import { BookingApiError, isBookingApiError, type FieldReason } from '../api/errors.js';
import type { MessageId } from '../i18n/messages.js';
import { CHECK_ENTRY, EMAIL_INVALID, FIELD_NAMES, PHONE_INVALID, REQUIRED_MESSAGES, TOO_LONG, type FieldName } from './fields.js';

/** What went wrong, in the customer's words, and what they can do about it. */
export interface FlowProblem {
  /** A catalog id (src/i18n/messages.ts), so that it follows the language. */
  message: MessageId;
  /** Whether "Try again" repeats the failed action as it was (same Idempotency-Key). */
  retryable?: true;
}

// The problems, as catalog ids (src/i18n/messages.ts), so that a message on screen follows the
// language when it changes; the platform's own text never reaches the customer.
export const SLOT_TAKEN = 'problem.slotTaken';
export const UNAVAILABLE = 'problem.unavailable';
export const REFUSED = 'problem.refused';
export const TOO_MANY_ATTEMPTS = 'problem.tooManyAttempts';
export const CODE_NOT_SENT = 'problem.codeNotSent';
export const CODE_LIMIT = 'problem.codeLimit';
const WRONG_CODE = 'problem.wrongCode';
export const CHECK_DETAILS = 'problem.checkDetails';

/** The sentence of a field whose value the platform refused, saying how to put it right. */
const INVALID: Record<FieldName, MessageId> = {
  name: CHECK_ENTRY,
  email: EMAIL_INVALID,
  phone: PHONE_INVALID,
  notes: CHECK_ENTRY,
  otp: WRONG_CODE,
};

/**
 * A 422's sentence at the form's field it names, following the platform's reason (the form's own
 * sentences; the platform's text, "Validation failed: name is too long", is for programs): a
 * missing value gets the field's "required" sentence, one over the maximum length says the
 * field's limit, anything else gets the field's `INVALID` one.
 */
export function fieldProblem(field: FieldName, reason: FieldReason | undefined): MessageId {
  if (reason === 'too long') return TOO_LONG;
  return (reason === 'required' && REQUIRED_MESSAGES[field]) || INVALID[field];
}

/** A field a 422 names is the form's own (not `date`, `business_unit_id`, …, nor none). */
export const isFormField = (field: string | undefined): field is FieldName => FIELD_NAMES.includes(field as FieldName);

/** Normalises anything a client call rejected with into the client's own error type. */
export function asApiError(error: unknown): BookingApiError {
  return isBookingApiError(error)
    ? error
    : new BookingApiError('network', error instanceof Error ? error.message : String(error), { cause: error });
}
