import { isBookingApiError } from './errors.js';

/**
 * Rethrows a failed call's error; a validation error first gets the request field its message
 * names, in any case: `Validation failed: <field> <reason>` or `Invalid <field>…` (so `Invalid OTP`
 * and `invalid otp.` → `otp`, `Invalid date` → `date`). Only the dialog's forms act on the field,
 * so the dialog's client reads it (client.ts), not the connection the button shares.
 */
export function rethrowWithField(error: unknown): never {
  if (isBookingApiError(error) && error.kind === 'validation') {
    const message = error.serverMessage ?? '';
    const named = /^validation failed:\s*([a-z_][\w.]*)/i.exec(message) ?? /^invalid\s+([a-z_]\w*)\b/i.exec(message);
    Object.assign(error, { field: named?.[1]!.toLowerCase() });
  }
  throw error;
}
