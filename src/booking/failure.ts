import { BookingApiError, isBookingApiError } from '../api/errors.js';
import type { MessageId } from '../i18n/messages.js';
import { EMAIL_INVALID, FIELD_NAMES, NAME_REQUIRED, NOTES_TOO_LONG, PHONE_INVALID, type FieldName } from './fields.js';

/** What went wrong, in the customer's words, and what they can do about it. */
export interface FlowProblem {
  /** A catalog id (src/i18n/messages.ts), so that it follows the language. */
  message: MessageId;
  /** Whether "Try again" repeats the failed action as it was (same Idempotency-Key). */
  retryable?: true;
}

// The problems, as catalog ids (src/i18n/messages.ts), so that a message on screen follows the
// language when it changes; the platform's own text never reaches the customer.
const SLOT_TAKEN = 'problem.slotTaken';
const UNAVAILABLE = 'problem.unavailable';
const REFUSED = 'problem.refused';
const TOO_MANY_ATTEMPTS = 'problem.tooManyAttempts';
export const CODE_NOT_SENT = 'problem.codeNotSent';
export const CODE_LIMIT = 'problem.codeLimit';
const WRONG_CODE = 'problem.wrongCode';
const CHECK_DETAILS = 'problem.checkDetails';

/**
 * A 422's sentence by the form's field it names (the form's own sentence for it; the platform's
 * text, "Invalid OTP", is for programs).
 */
const FIELD_PROBLEMS: Record<FieldName, MessageId> = {
  name: NAME_REQUIRED,
  email: EMAIL_INVALID,
  phone: PHONE_INVALID,
  notes: NOTES_TOO_LONG,
  otp: WRONG_CODE,
};

const isFormField = (field: string | undefined): field is FieldName => FIELD_NAMES.includes(field as FieldName);

/** Normalises anything a client call rejected with into the client's own error type. */
export function asApiError(error: unknown): BookingApiError {
  return isBookingApiError(error)
    ? error
    : new BookingApiError('network', error instanceof Error ? error.message : String(error), { cause: error });
}

/**
 * What a failed booking (`book`) or code request (`send-code`) means for the customer, in the
 * customer's words chosen by its kind (and for a 422, by the field it names): the platform's
 * text reaches the customer only through `booking-error`'s detail.
 * - `field`: a 422 next to the form's field it names (for a code, the phone);
 * - `code-wait`: a 429 for a code, the wait before another;
 * - `slot-taken`: a 409 on booking, back to the times;
 * - `problem`: anything else (a 422 of a field outside the form among them), above the form.
 *   A 429 and a failure that leaves the platform's answer unknown (network, time-out, 5xx)
 *   offer "Try again"; a 409 for a code, a 422 and a refused key do not;
 * - `aborted`: stopped on purpose, nothing to show.
 */
export type FailureOutcome =
  | { kind: 'field'; field: FieldName; message: MessageId }
  | { kind: 'code-wait'; retryAfterSeconds: number | undefined }
  | { kind: 'slot-taken'; message: MessageId }
  | { kind: 'problem'; problem: FlowProblem; retryAfterSeconds: number | undefined }
  | { kind: 'aborted' };

export function failureOutcome(error: BookingApiError, action: 'book' | 'send-code'): FailureOutcome {
  const { kind, retryAfterSeconds } = error;
  const booking = action === 'book';
  const problem = (message: MessageId): FailureOutcome => ({ kind: 'problem', problem: { message }, retryAfterSeconds });
  const retryable = (message: MessageId): FailureOutcome => ({
    kind: 'problem',
    problem: { message, retryable: true },
    retryAfterSeconds,
  });
  switch (kind) {
    case 'aborted':
      return { kind: 'aborted' };
    case 'conflict':
      return booking ? { kind: 'slot-taken', message: SLOT_TAKEN } : problem(SLOT_TAKEN);
    case 'validation': {
      // The client names the field of a 422 (`Invalid OTP` → `otp`); a code request's is the phone.
      // One outside the form (`date`, `business_unit_id`, …) or none makes it a problem of the whole step.
      const field = booking ? error.field : 'phone';
      return isFormField(field) ? { kind: 'field', field, message: FIELD_PROBLEMS[field] } : problem(CHECK_DETAILS);
    }
    case 'unauthorized':
    case 'not-found':
      return problem(REFUSED);
    case 'rate-limited':
      return booking ? retryable(TOO_MANY_ATTEMPTS) : { kind: 'code-wait', retryAfterSeconds };
    default:
      return retryable(UNAVAILABLE);
  }
}
