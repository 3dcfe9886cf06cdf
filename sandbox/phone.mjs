// How the sandbox writes a phone number: the key of its OTP codes and rate limits, and the form
// stored with a booking and in the SMS outbox. Plain JavaScript so that the browser tests'
// harness (loaded by web-test-runner without a TypeScript loader) finds codes the same way.

/** Longest phone accepted as typed, spaces and brackets included. */
export const PHONE_MAX_LENGTH = 32;

/**
 * E.164 digits: `+1 (415) 555-0101`, `14155550101` and `0014155550101` are all `+14155550101`.
 * `+` or the international prefix `00` come before the country code; digits without either are
 * read as starting with the country code. A number with one leading 0 is in national form (its
 * country is unknown) and kept as written: `020 7946 0958` → `02079460958`. 7 to 15 digits;
 * null for anything else.
 */
export function normalizePhone(raw) {
  if (typeof raw !== 'string' || raw.length > PHONE_MAX_LENGTH) return null;
  const compact = raw.trim().replace(/[\s().-]/g, '');
  if (/^0[1-9]\d{5,13}$/.test(compact)) return compact;
  const digits = /^(?:\+|00)?(\d+)$/.exec(compact)?.[1];
  return digits !== undefined && /^\d{7,15}$/.test(digits) ? `+${digits}` : null;
}
