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

// The fields that name the slot, for JSON.stringify: in a fixed order, so equal slots give equal
// strings whatever order their fields were set in.
const SLOT = ['date', 'from', 'to', 'business_unit_id'];

/**
 * One Idempotency-Key per booking attempt, so that the platform books an attempt at most once.
 * Until the platform has answered (its answer lost on the way: a network loss, a time-out, a
 * 5xx), every request for the same slot is the same attempt and keeps its key, even with the
 * customer's details changed since: the platform books it only if the first request never
 * arrived, and otherwise holds the booking of the request first sent (`firstSent`), which the
 * requests then send again to learn it. Another slot is a new attempt with a new key. After the
 * platform has answered for good (booked, or refused with a 4xx) the attempt is over:
 * `finish()` makes the next send a new attempt even for the same slot.
 */
export class IdempotencyKeys {
  /** The request first sent with the key, while the attempt is not over. */
  firstSent: BookingRequest | undefined;
  #key!: string;

  readonly #newKey: () => string;

  constructor(newKey: () => string = uuidV4) {
    this.#newKey = newKey;
  }

  keyFor(request: BookingRequest): string {
    const first = this.firstSent;
    if (!first || JSON.stringify(first, SLOT) !== JSON.stringify(request, SLOT)) {
      this.firstSent = request;
      this.#key = this.#newKey();
    }
    return this.#key;
  }

  finish(): void {
    this.firstSent = undefined;
  }
}
