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

// The key list for JSON.stringify: every field of the request in a fixed order, so equal
// requests give equal strings whatever order their fields were set in.
const FINGERPRINT = ['date', 'from', 'to', 'business_unit_id', 'name', 'email', 'phone', 'notes', 'otp'];

/**
 * One Idempotency-Key per booking attempt. Sending the same request again (a retry after a
 * network loss, a timeout or a 5xx) reuses the key, so the platform books at most once; a
 * changed slot, detail or code is a new attempt with a new key. After the platform has
 * answered for good (booked, or refused with a 4xx) the attempt is over: `finish()` makes
 * the next send a new attempt even with the same values.
 */
export class IdempotencyKeys {
  #print: string | undefined;
  #key!: string;

  readonly #newKey: () => string;

  constructor(newKey: () => string = uuidV4) {
    this.#newKey = newKey;
  }

  keyFor(request: BookingRequest): string {
    const print = JSON.stringify(request, FINGERPRINT);
    if (this.#print !== print) {
      this.#print = print;
      this.#key = this.#newKey();
    }
    return this.#key;
  }

  finish(): void {
    this.#print = undefined;
  }
}
