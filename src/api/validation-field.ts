import { BookingApiError, isBookingApiError, type FieldReason } from './errors.js';

/**
 * Rethrows a failed call's error; a validation error first gets the request field its message
 * names and what is wrong with it, in any case: `Validation failed: <field> <reason>` or
 * `Invalid <field>…` (so `Invalid OTP` and `invalid otp.` → `otp`, `Invalid date` → `date`). A
 * reason is read only when it says `required` or `too long`; any other means the value was
 * refused. Only the dialog's forms act on the field, so the dialog's client reads it
 * (client.ts), not the connection the button shares.
 */
export function rethrowWithField(error: unknown): never {
  if (!isBookingApiError(error) || error.kind !== 'validation') throw error;
  const { kind, message, status, serverMessage, retryAfterSeconds, cause } = error;
  const named = /^(?:validation failed:\s*|invalid\s+)([a-z_][\w.]*\b)(?:.*\b(required|too long)\b)?/i.exec(serverMessage ?? '');
  const field = named?.[1]!.toLowerCase();
  const reason = named?.[2]?.toLowerCase() as FieldReason | undefined;
  throw new BookingApiError(kind, message, { status, serverMessage, retryAfterSeconds, cause, field, reason });
}
