import { untilAborted } from '../api/errors.js';
import type { BookingClient, Slot, SlotsCallOptions } from '../api/types.js';

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
  /** The request's own signal: it stops once no caller waits for it. */
  stop: AbortController;
  /**
   * The callers that have not stopped waiting; counted down only by a caller that stops
   * (`untilAborted` calls its `onAbort` only after `start`, and never once the answer came).
   */
  waiting: number;
}

/**
 * Slots per day and location for one client, kept for a short while so that going back
 * to a day just seen, or to a day of the month loaded in the background, shows its slots at
 * once. Failed and aborted loads are forgotten immediately so that "Try again" really asks
 * again; what a day's last answer said stays `known` meanwhile. A new client starts a new
 * cache; a booking made forgets only its day (`forget`).
 */
export class SlotsCache {
  readonly #entries = new Map<string, Entry>();
  /** Each day's last answer, however old: a day asked for again, or whose new request failed, keeps its mark. */
  readonly #answers = new Map<string, Slot[]>();
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  readonly #client: BookingClient;

  constructor(client: BookingClient, { maxAgeMs = 60_000, now = Date.now }: SlotsCacheOptions = {}) {
    this.#client = client;
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
  }

  /**
   * The slots of `date`: from the cache when fresh, otherwise from the platform (with
   * `priority` and `budgetMs`). A request already under way (the background's, or the day the
   * customer chose) is shared rather than repeated: `signal` stops only this caller's wait, and
   * the request stops once no caller waits for it.
   */
  get(
    date: string,
    businessUnitId: number | undefined,
    { signal, priority, budgetMs }: SlotsCallOptions & { signal: AbortSignal },
  ): Promise<Slot[]> {
    const key = keyOf(date, businessUnitId);
    let entry: Entry;
    return untilAborted(
      () => {
        const cached = this.#entries.get(key);
        entry =
          cached && this.#now() - cached.at < this.#maxAgeMs
            ? cached
            : this.#ask(key, { date, businessUnitId, priority, budgetMs });
        entry.waiting++;
        return entry.slots;
      },
      signal,
      () => {
        if (--entry.waiting || entry.value) return;
        // Gone at once, so that a caller who comes now starts afresh rather than joining a request being stopped.
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
        entry.stop.abort();
      },
    );
  }

  #ask(
    key: string,
    { date, businessUnitId, priority, budgetMs }: { date: string; businessUnitId: number | undefined } & SlotsCallOptions,
  ): Entry {
    const stop = new AbortController();
    const slots = this.#client.getSlots(date, businessUnitId, { signal: stop.signal, priority, budgetMs });
    const entry: Entry = { at: this.#now(), slots, stop, waiting: 0 };
    this.#entries.set(key, entry);
    slots.then(
      (value) => this.#answers.set(key, (entry.value = value)),
      () => this.#entries.get(key) === entry && this.#entries.delete(key),
    );
    return entry;
  }

  /** The slots of `date` already answered (however long ago), without asking. */
  known(date: string, businessUnitId: number | undefined): Slot[] | undefined {
    return this.#answers.get(keyOf(date, businessUnitId));
  }

  /** Forgets `date`: its fills changed (a booking made there, a slot taken). */
  forget(date: string, businessUnitId: number | undefined): void {
    const key = keyOf(date, businessUnitId);
    this.#entries.delete(key);
    this.#answers.delete(key);
  }
}
