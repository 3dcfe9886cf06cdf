import { BookingApiError, type ApiErrorKind } from '../api/errors.js';
import type { FieldName } from './fields.js';

/** What went wrong, in the customer's words, and what they can do about it. */
export interface FlowProblem {
  kind: 'slot-taken' | 'unavailable' | 'rate-limited' | 'refused';
  message: string;
  /** Whether "Try again" repeats the failed action as it was (same Idempotency-Key). */
  retryable: boolean;
}

export const PROBLEM_MESSAGES = {
  slotTaken: 'Sorry, this time was just taken. Please choose another time; your details are kept.',
  unavailable: 'We could not reach the booking service. Your details are kept; please try again.',
  refused: 'Booking is not available right now. Please try again later or contact the business.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  tooManyCodes: 'A code was sent to this number moments ago. Enter it, or ask for a new one when the wait is over.',
  codeLimit: 'This number has had too many codes for now. Enter the last one you received, or ask for a new one when the wait is over.',
} as const;

/** Normalises anything a client call rejected with into the client's own error type. */
export function asApiError(error: unknown): BookingApiError {
  if (error instanceof BookingApiError) return error;
  return new BookingApiError('network', error instanceof Error ? error.message : String(error), { cause: error });
}

const FORM_FIELDS: readonly string[] = ['name', 'email', 'phone', 'notes', 'otp'];
const VALIDATION_PREFIX = /^Validation failed:\s*/i;

/**
 * The form field a 422 names, from the client's `field` or else from the interface's fixed
 * text (`Validation failed: <field> <reason>`, `Invalid OTP`). Fields outside the form
 * (`date`, `business_unit_id`, …) give undefined.
 */
export function rejectedField(error: BookingApiError): FieldName | undefined {
  const named = error.field ?? fieldInMessage(error.serverMessage ?? '');
  return named !== undefined && FORM_FIELDS.includes(named) ? (named as FieldName) : undefined;
}

function fieldInMessage(message: string): string | undefined {
  if (/^invalid otp\b/i.test(message)) return 'otp';
  if (!VALIDATION_PREFIX.test(message)) return undefined;
  return message.replace(VALIDATION_PREFIX, '').split(/\s/)[0];
}

/** The server's validation text as a sentence: `Validation failed: email is invalid` → `Email is invalid.` */
export function validationText(error: BookingApiError): string {
  const text = (error.serverMessage ?? error.message).replace(VALIDATION_PREFIX, '').trim();
  if (text === '') return 'Please check this field.';
  if (/^invalid otp$/i.test(text)) return 'Invalid OTP';
  const sentence = text[0]!.toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

const RETRYABLE: readonly ApiErrorKind[] = ['network', 'timeout', 'server', 'invalid-response'];

export function isRetryable(error: BookingApiError): boolean {
  return RETRYABLE.includes(error.kind);
}

/** The problem shown for a failure that does not belong to one form field. */
export function problemFor(error: BookingApiError): FlowProblem {
  switch (error.kind) {
    case 'conflict':
      return { kind: 'slot-taken', message: PROBLEM_MESSAGES.slotTaken, retryable: false };
    case 'rate-limited':
      return { kind: 'rate-limited', message: PROBLEM_MESSAGES.tooManyAttempts, retryable: true };
    case 'unauthorized':
    case 'not-found':
      return { kind: 'refused', message: PROBLEM_MESSAGES.refused, retryable: false };
    case 'validation':
      return { kind: 'refused', message: validationText(error), retryable: false };
    default:
      return { kind: 'unavailable', message: PROBLEM_MESSAGES.unavailable, retryable: true };
  }
}

/** The `booking-error` event's detail. */
export function errorDetail(error: BookingApiError): { kind: ApiErrorKind; status: number | undefined; message: string } {
  return { kind: error.kind, status: error.status, message: error.serverMessage ?? error.message };
}
