import { untilAborted } from '../api/errors.js';
import type { BookingClient, CallOptions, Slot } from '../api/types.js';

export interface SlotsCacheOptions {
  /** How long a day's slots are trusted before they are asked for again. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  at: number;
  slots: Promise<Slot[]>;
  /** The answer once it came. */
  value?: Slot[];
}

/**
 * Slots per day and location for one client, kept for a short while so that going back
 * to a day just seen, or to a neighbour fetched ahead, shows its slots at once. Failed
 * and aborted loads are forgotten immediately so that "Try again" really asks again.
 */
export class SlotsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  /** Aborts the look-ahead requests when the cache is dropped (new key, element removed). */
  private readonly prefetching = new AbortController();

  constructor(
    private readonly client: BookingClient,
    { maxAgeMs = 60_000, now = Date.now }: SlotsCacheOptions = {},
  ) {
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  /**
   * The slots of `date`: from the cache when fresh, otherwise from the platform with
   * `signal` (and `priority`). A request already under way (a look-ahead) is shared rather
   * than repeated.
   */
  get(
    date: string,
    businessUnitId: number | undefined,
    { signal, priority }: CallOptions & { signal: AbortSignal },
  ): Promise<Slot[]> {
    const key = `${date}|${businessUnitId ?? ''}`;
    const fresh = this.entries.get(key);
    if (fresh && this.now() - fresh.at < this.maxAgeMs) return untilAborted(() => fresh.slots, signal);
    const slots = this.client.getSlots(date, businessUnitId, { signal, priority });
    const entry: Entry = { at: this.now(), slots: slots };
    this.entries.set(key, entry);
    slots.then(
      (value) => (entry.value = value),
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    return slots;
  }

  /** The slots of `date` already answered (however long ago), without asking. */
  known(date: string, businessUnitId: number | undefined): Slot[] | undefined {
    return this.entries.get(`${date}|${businessUnitId ?? ''}`)?.value;
  }

  /** Fetches `date` ahead of the customer, unless it is already known or on its way. */
  prefetch(date: string, businessUnitId: number | undefined): void {
    // A failed look-ahead is not the customer's problem (the entry's own handler forgets
    // it); the real visit asks again.
    this.get(date, businessUnitId, { signal: this.prefetching.signal }).catch(() => {});
  }

  dispose(): void {
    this.prefetching.abort();
    this.entries.clear();
  }
}
