import { untilAborted } from '../api/errors.js';
import type { BookingClient, CallOptions, Slot } from '../api/types.js';

export interface SlotsCacheOptions {
  /** How long a day's slots are trusted before they are asked for again. */
  maxAgeMs?: number;
  now?: () => number;
}

const keyOf = (date: string, businessUnitId: number | undefined) => `${date}|${businessUnitId ?? ''}`;

interface Entry {
  at: number;
  slots: Promise<Slot[]>;
  /** The answer once it came. */
  value?: Slot[];
}

/**
 * Slots per day and location for one client, kept for a short while so that going back
 * to a day just seen, or to a day of the month loaded in the background, shows its slots at
 * once. Failed and aborted loads are forgotten immediately so that "Try again" really asks
 * again. A new client starts a new cache; a booking made forgets only its day (`forget`).
 */
export class SlotsCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  readonly #client: BookingClient;

  constructor(client: BookingClient, { maxAgeMs = 60_000, now = Date.now }: SlotsCacheOptions = {}) {
    this.#client = client;
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
  }

  /**
   * The slots of `date`: from the cache when fresh, otherwise from the platform with
   * `signal` (and `priority`). A request already under way (the background's) is shared
   * rather than repeated.
   */
  get(
    date: string,
    businessUnitId: number | undefined,
    { signal, priority }: CallOptions & { signal: AbortSignal },
  ): Promise<Slot[]> {
    const key = keyOf(date, businessUnitId);
    const fresh = this.#entries.get(key);
    if (fresh && this.#now() - fresh.at < this.#maxAgeMs) return untilAborted(() => fresh.slots, signal);
    const slots = this.#client.getSlots(date, businessUnitId, { signal, priority });
    const entry: Entry = { at: this.#now(), slots };
    this.#entries.set(key, entry);
    slots.then(
      (value) => (entry.value = value),
      () => this.#entries.get(key) === entry && this.#entries.delete(key),
    );
    return slots;
  }

  /** The slots of `date` already answered (however long ago), without asking. */
  known(date: string, businessUnitId: number | undefined): Slot[] | undefined {
    return this.#entries.get(keyOf(date, businessUnitId))?.value;
  }

  /** Forgets `date`: its fills changed (a booking made there, a slot taken). */
  forget(date: string, businessUnitId: number | undefined): void {
    this.#entries.delete(keyOf(date, businessUnitId));
  }
}
