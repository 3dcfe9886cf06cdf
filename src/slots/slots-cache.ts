import type { BookingClient, Slot } from '../api/types.js';

export interface SlotsCacheOptions {
  /** How long a day's slots are trusted before they are asked for again. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  at: number;
  slots: Promise<Slot[]>;
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
    options: SlotsCacheOptions = {},
  ) {
    this._maxAgeMs = options.maxAgeMs ?? 60_000;
    this._now = options.now ?? Date.now;
  }

  /**
   * The slots of `date`: from the cache when fresh, otherwise from the platform with
   * `signal`. A request already under way (a look-ahead) is shared rather than repeated.
   */
  get(date: string, businessUnitId: number | undefined, signal: AbortSignal): Promise<Slot[]> {
    const fresh = this._fresh(date, businessUnitId);
    if (fresh) return untilAborted(fresh.slots, signal);
    return this._load(date, businessUnitId, signal);
  }

  /** Fetches `date` ahead of the customer, unless it is already known or on its way. */
  prefetch(date: string, businessUnitId: number | undefined): void {
    if (this._fresh(date, businessUnitId)) return;
    this._load(date, businessUnitId, this._prefetching.signal).catch(() => {
      // A failed look-ahead is not the customer's problem; the real visit asks again.
    });
  }

  dispose(): void {
    this._prefetching.abort();
    this._entries.clear();
  }

  private _fresh(date: string, businessUnitId: number | undefined): Entry | undefined {
    const entry = this._entries.get(key(date, businessUnitId));
    if (entry && this._now() - entry.at < this._maxAgeMs) return entry;
    return undefined;
  }

  private _load(date: string, businessUnitId: number | undefined, signal: AbortSignal): Promise<Slot[]> {
    const k = key(date, businessUnitId);
    const slots = this._client.getSlots(date, businessUnitId, { signal });
    const entry: Entry = { at: this._now(), slots };
    this._entries.set(k, entry);
    slots.catch(() => {
      if (this._entries.get(k) === entry) this._entries.delete(k);
    });
    return slots;
  }
}

function key(date: string, businessUnitId: number | undefined): string {
  return `${date}|${businessUnitId ?? ''}`;
}

/** Lets one caller stop waiting for a shared promise without cancelling it for the others. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
