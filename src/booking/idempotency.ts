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

/** What to send a booking with: the attempt's key, and the requests sent with it before (see `lost`). */
export interface Attempt {
  key: string;
  /** The attempt's other requests sent so far, the latest first. */
  earlier: BookingRequest[];
}

/**
 * One Idempotency-Key per booking attempt, so that the platform books an attempt at most once.
 * Sending the same request again (a retry) reuses the key; a changed slot, detail or code is a
 * new attempt with a new key. But once an answer of the attempt is lost (`lost()`: a network
 * loss, a time-out, a 5xx, or a 429, which may follow one), the platform may hold its booking:
 * until it answers for good, a request for the same slot keeps the key, changed details and all.
 * The platform books it if it holds no booking for the key; if it holds one, it refuses another
 * request with the key (a 422 naming the key), and the `earlier` request it booked, sent again,
 * answers with that appointment. A booking made, or while no answer was lost any refusal, ends
 * the attempt (`finish()`); after a lost answer only a 409 does, as the platform checks the key
 * before the slot's places.
 */
export class IdempotencyKeys {
  #lost = false;
  #key = '';
  /** The attempt's requests sent so far, by their fingerprint, the latest last. */
  readonly #sent = new Map<string, BookingRequest>();

  readonly #newKey: () => string;

  constructor(newKey: () => string = uuidV4) {
    this.#newKey = newKey;
  }

  attemptFor(request: BookingRequest): Attempt {
    const print = JSON.stringify(request, FINGERPRINT);
    const [first] = this.#sent.values();
    const sameSlot = first && JSON.stringify(first, SLOT) === JSON.stringify(request, SLOT);
    if (!this.#sent.has(print) && !(this.#lost && sameSlot)) {
      this.finish();
      this.#key = this.#newKey();
    }
    this.#sent.delete(print);
    const earlier = [...this.#sent.values()].reverse();
    this.#sent.set(print, request);
    return { key: this.#key, earlier };
  }

  /** An answer of the attempt was lost: see above. */
  get isLost(): boolean {
    return this.#lost;
  }

  lost(): void {
    this.#lost = true;
  }

  finish(): void {
    this.#sent.clear();
    this.#lost = false;
  }
}
