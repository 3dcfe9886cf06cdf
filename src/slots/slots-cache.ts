import { untilAborted } from '../api/errors.js';
import type { BookingClient, Slot } from '../api/types.js';

export interface SlotsCacheOptions {
  /** How long a day's slots are trusted before they are asked for again. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  _at: number;
  _slots: Promise<Slot[]>;
}

/**
 * Slots per day and location for one client, kept for a short while so that going back
 * to a day just seen, or to a neighbour fetched ahead, shows its slots at once. Failed
 * and aborted loads are forgotten immediately so that "Try again" really asks again.
 */
export class SlotsCache {
  private readonly _entries = new Map<string, Entry>();
  private readonly _maxAgeMs: number;
  private readonly _now: () => number;
  /** Aborts the look-ahead requests when the cache is dropped (new key, element removed). */
  private readonly _prefetching = new AbortController();

  constructor(
    private readonly _client: BookingClient,
    { maxAgeMs = 60_000, now = Date.now }: SlotsCacheOptions = {},
  ) {
    this._maxAgeMs = maxAgeMs;
    this._now = now;
  }

  /**
   * The slots of `date`: from the cache when fresh, otherwise from the platform with
   * `signal`. A request already under way (a look-ahead) is shared rather than repeated.
   */
  _get(date: string, businessUnitId: number | undefined, signal: AbortSignal): Promise<Slot[]> {
    const key = `${date}|${businessUnitId ?? ''}`;
    const fresh = this._entries.get(key);
    if (fresh && this._now() - fresh._at < this._maxAgeMs) return untilAborted(() => fresh._slots, signal);
    const slots = this._client.getSlots(date, businessUnitId, { signal });
    const entry: Entry = { _at: this._now(), _slots: slots };
    this._entries.set(key, entry);
    slots.catch(() => this._entries.get(key) === entry && this._entries.delete(key));
    return slots;
  }

  /** Fetches `date` ahead of the customer, unless it is already known or on its way. */
  _prefetch(date: string, businessUnitId: number | undefined): void {
    // A failed look-ahead is not the customer's problem (the entry's own handler forgets
    // it); the real visit asks again.
    this._get(date, businessUnitId, this._prefetching.signal).catch(() => {});
  }

  _dispose(): void {
    this._prefetching.abort();
    this._entries.clear();
  }
}
