import { BookingApiError, isBookingApiError } from './errors.js';

/**
 * Rethrows a failed call's error; a validation error first gets the request field its message
 * names, in any case: `Validation failed: <field> <reason>` or `Invalid <field>…` (so `Invalid OTP`
 * and `invalid otp.` → `otp`, `Invalid date` → `date`). Only the dialog's forms act on the field,
 * so the dialog's client reads it (client.ts), not the connection the button shares.
 */
export function rethrowWithField(error: unknown): never {
  if (!isBookingApiError(error) || error.kind !== 'validation') throw error;
  const { kind, message, status, serverMessage, retryAfterSeconds, cause } = error;
  const named =
    /^validation failed:\s*([a-z_][\w.]*)/i.exec(serverMessage ?? '') ?? /^invalid\s+([a-z_]\w*)\b/i.exec(serverMessage ?? '');
  throw new BookingApiError(kind, message, { status, serverMessage, retryAfterSeconds, cause, field: named?.[1]!.toLowerCase() });
}
