import { BookingApiError } from '../api/errors.js';

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
export const CODE_LIMIT =
  'This number has had too many codes for now. Enter the last one you received, or ask for a new one when the wait is over.';

export const PROBLEM_MESSAGES = {
  slotTaken: SLOT_TAKEN,
  unavailable: UNAVAILABLE,
  refused: REFUSED,
  tooManyAttempts: TOO_MANY_ATTEMPTS,
  tooManyCodes: TOO_MANY_CODES,
  codeLimit: CODE_LIMIT,
} as const;

/** Normalises anything a client call rejected with into the client's own error type. */
export function asApiError(error: unknown): BookingApiError {
  return error instanceof BookingApiError
    ? error
    : new BookingApiError('network', error instanceof Error ? error.message : String(error), { cause: error });
}

const VALIDATION_PREFIX = /^Validation failed:\s*/i;

/**
 * The problem shown for a failure; for a 422 its message is the server's validation text as a
 * sentence (`Validation failed: email is invalid` → `Email is invalid.`), which is also what
 * goes next to the field the 422 names. A 429 and a failure that leaves the platform's answer
 * unknown (network, time-out, 5xx) offer "Try again"; a slot taken, a 422 and a refused key
 * do not.
 */
export function problemFor(error: BookingApiError): FlowProblem {
  const kind = error.kind;
  const text = (error.serverMessage ?? error.message).replace(VALIDATION_PREFIX, '').trim();
  const refusal = refusalMessage(kind, text);
  return refusal ? { message: refusal } : { message: kind === 'rate-limited' ? TOO_MANY_ATTEMPTS : UNAVAILABLE, retryable: true };
}

/** The message of a failure that trying again cannot mend; '' for one it may. */
function refusalMessage(kind: BookingApiError['kind'], text: string): string {
  switch (kind) {
    case 'conflict':
      return SLOT_TAKEN;
    case 'validation':
      if (!text) return 'Please check this field.';
      if (/^invalid otp$/i.test(text)) return 'Invalid OTP';
      return text[0]!.toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? '' : '.');
    case 'unauthorized':
    case 'not-found':
      return REFUSED;
    default:
      return '';
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
  const problem = problemFor(error);
  // The client names the field of a 422 (`Invalid OTP` → `otp`); one outside the form
  // (`date`, `business_unit_id`, …) makes it a problem of the whole step.
  if (kind === 'validation') return { kind: 'field', field: booking ? error.field : 'phone', message: problem.message };
  if (kind === 'rate-limited' && !booking) return { kind: 'code-wait', retryAfterSeconds };
  if (kind === 'conflict' && booking) return { kind: 'slot-taken', message: problem.message };
  return { kind: 'problem', problem, retryAfterSeconds };
}
