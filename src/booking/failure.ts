import { BookingApiError } from '../api/errors.js';
import { EMAIL_INVALID, NAME_REQUIRED, NOTES_TOO_LONG, PHONE_INVALID } from './fields.js';

/** What went wrong, in the customer's words, and what they can do about it. */
export interface FlowProblem {
  message: string;
  /** Whether "Try again" repeats the failed action as it was (same Idempotency-Key). */
  retryable?: true;
}

// One constant per text, so the messages object below (for tests) stays out of the bundle.
const SLOT_TAKEN = 'Sorry, this time was just taken. Please choose another time; your details are kept.';
const UNAVAILABLE = 'We could not reach the booking service. Your details are kept; please try again.';
const REFUSED = 'Booking is not available right now. Please try again later or contact the business.';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a moment and try again.';
export const TOO_MANY_CODES = 'A code was sent to this number moments ago. Enter it, or ask for a new one when the wait is over.';
const WRONG_CODE = 'This code is not right or has expired. Check the SMS, or send a new code.';
const CHECK_DETAILS = 'Please check the chosen time and your details.';
export const CODE_LIMIT =
  'This number has had too many codes for now. Enter the last one you received, or ask for a new one when the wait is over.';

export const PROBLEM_MESSAGES = {
  slotTaken: SLOT_TAKEN,
  unavailable: UNAVAILABLE,
  refused: REFUSED,
  tooManyAttempts: TOO_MANY_ATTEMPTS,
  tooManyCodes: TOO_MANY_CODES,
  codeLimit: CODE_LIMIT,
  wrongCode: WRONG_CODE,
  checkDetails: CHECK_DETAILS,
} as const;

/**
 * A 422's sentence by the field it names (the form's own sentence for it; the platform's text,
 * "Invalid OTP", is for programs); one outside the form (`date`, `from`, …) or none gets `CHECK_DETAILS`.
 */
const FIELD_PROBLEMS: Partial<Record<string, string>> = {
  name: NAME_REQUIRED,
  email: EMAIL_INVALID,
  phone: PHONE_INVALID,
  notes: NOTES_TOO_LONG,
  otp: WRONG_CODE,
};

/** Normalises anything a client call rejected with into the client's own error type. */
export function asApiError(error: unknown): BookingApiError {
  return error instanceof BookingApiError
    ? error
    : new BookingApiError('network', error instanceof Error ? error.message : String(error), { cause: error });
}

/**
 * The problem shown for a failure, in the customer's words chosen by its kind (and for a 422,
 * by the field it names): the platform's text reaches the customer only through
 * `booking-error`'s detail. A 429 and a failure that leaves the platform's answer unknown
 * (network, time-out, 5xx) offer "Try again"; a slot taken, a 422 and a refused key do not.
 */
function problemFor({ kind, field }: Pick<BookingApiError, 'kind' | 'field'>): FlowProblem {
  switch (kind) {
    case 'conflict':
      return { message: SLOT_TAKEN };
    case 'validation':
      return { message: FIELD_PROBLEMS[field!] ?? CHECK_DETAILS };
    case 'unauthorized':
    case 'not-found':
      return { message: REFUSED };
    default:
      return { message: kind === 'rate-limited' ? TOO_MANY_ATTEMPTS : UNAVAILABLE, retryable: true };
  }
}

/**
 * What a failed booking (`book`) or code request (`send-code`) means for the customer:
 * - `field`: a 422 next to the field it names (for a code, the phone);
 * - `code-wait`: a 429 for a code, the wait before another;
 * - `slot-taken`: a 409 on booking, back to the times;
 * - `problem`: anything else, above the form, retryable when the platform's answer is unknown;
 * - `aborted`: stopped on purpose, nothing to show.
 */
export type FailureOutcome =
  | { kind: 'field'; field: string | undefined; message: string }
  | { kind: 'code-wait'; retryAfterSeconds: number | undefined }
  | { kind: 'slot-taken'; message: string }
  | { kind: 'problem'; problem: FlowProblem; retryAfterSeconds: number | undefined }
  | { kind: 'aborted' };

export function failureOutcome(error: BookingApiError, action: 'book' | 'send-code'): FailureOutcome {
  const { kind, retryAfterSeconds } = error;
  const booking = action === 'book';
  if (kind === 'aborted') return { kind: 'aborted' };
  // The client names the field of a 422 (`Invalid OTP` → `otp`); a code request's is the phone.
  // One outside the form (`date`, `business_unit_id`, …) makes it a problem of the whole step.
  const field = booking ? error.field : 'phone';
  const problem = problemFor({ kind, field });
  if (kind === 'validation') return { kind: 'field', field, message: problem.message };
  if (kind === 'rate-limited' && !booking) return { kind: 'code-wait', retryAfterSeconds };
  if (kind === 'conflict' && booking) return { kind: 'slot-taken', message: problem.message };
  return { kind: 'problem', problem, retryAfterSeconds };
}
