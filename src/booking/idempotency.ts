import type { BookingRequest } from '../api/types.js';

type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts, and the widget also
 * runs on customer sites served over plain http, so the RFC 9562 layout is built by hand
 * from `getRandomValues` (available everywhere) when it is missing.
 */
export function uuidV4(random: RandomSource = globalThis.crypto): string {
  if (random.randomUUID) return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(31));
  let next = 0;
  // Each 0 becomes a random hex digit; the 4 is the version; the 8 becomes the variant, 10xx.
  return '00000000-0000-4000-8000-000000000000'.replace(/[08]/g, (digit) =>
    (+digit ^ (bytes[next++]! & (15 >> (+digit / 4)))).toString(16),
  );
}

// The key lists for JSON.stringify: every field of the request, and those that name its slot, in
// a fixed order, so that equal requests give equal strings whatever order their fields were set in.
const FINGERPRINT = ['date', 'from', 'to', 'business_unit_id', 'name', 'email', 'phone', 'notes', 'otp'];
const SLOT = FINGERPRINT.slice(0, 4);

/** What to send for a booking: the attempt's key, and its request. */
export interface Attempt {
  key: string;
  request: BookingRequest;
  /** The request is the attempt's first, sent again in place of the one asked for (see `lost`). */
  replay: boolean;
}

/**
 * One Idempotency-Key per booking attempt, only ever sent with the attempt's one request, so that
 * the platform books an attempt at most once. Sending the same request again (a retry) reuses the
 * key; a changed slot, detail or code is a new attempt with a new key. But once an answer of the
 * attempt is lost (`lost()`: a network loss, a time-out, a 5xx, or a 429 that may follow one), the
 * platform may hold the booking: until it answers for good, a send for the same slot is the
 * attempt's request again, unchanged (`replay`), and only a refusal of it starts a new attempt.
 * After the platform has answered for good (booked, or refused), `finish()` ends the attempt.
 */
export class IdempotencyKeys {
  #attempt: Attempt | undefined;
  #lost = false;

  readonly #newKey: () => string;

  constructor(newKey: () => string = uuidV4) {
    this.#newKey = newKey;
  }

  attemptFor(request: BookingRequest): Attempt {
    const attempt = this.#attempt;
    const same = (fields: string[]) => attempt && JSON.stringify(attempt.request, fields) === JSON.stringify(request, fields);
    if (same(FINGERPRINT)) return { ...attempt!, replay: false };
    if (this.#lost && same(SLOT)) return { ...attempt!, replay: true };
    this.#lost = false;
    return (this.#attempt = { key: this.#newKey(), request, replay: false });
  }

  /** The attempt's answer did not come, or said nothing of whether it was booked. */
  lost(): void {
    this.#lost = true;
  }

  finish(): void {
    this.#attempt = undefined;
    this.#lost = false;
  }
}
