import { BookingApiError } from '../api/errors.js';

/** What went wrong, in the customer's words, and what they can do about it. */
export interface FlowProblem {
  /** A catalog id, or a validation text of the platform's own (shown as given). */
  message: string;
  /** Whether "Try again" repeats the failed action as it was (same Idempotency-Key). */
  retryable?: true;
}

/**
 * The problems, as catalog ids (src/i18n/messages.ts), so a message on screen follows the
 * language; a 422's own text from the platform is kept as given.
 */
export const PROBLEM_MESSAGES = {
  slotTaken: 'problem.slotTaken',
  unavailable: 'problem.unavailable',
  refused: 'problem.refused',
  tooManyAttempts: 'problem.tooManyAttempts',
  tooManyCodes: 'problem.tooManyCodes',
  codeLimit: 'problem.codeLimit',
} as const;
const {
  slotTaken: SLOT_TAKEN,
  unavailable: UNAVAILABLE,
  refused: REFUSED,
  tooManyAttempts: TOO_MANY_ATTEMPTS,
} = PROBLEM_MESSAGES;
export const { tooManyCodes: TOO_MANY_CODES, codeLimit: CODE_LIMIT } = PROBLEM_MESSAGES;

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
      if (!text) return 'problem.checkField';
      if (/^invalid otp$/i.test(text)) return 'problem.invalidCode';
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
