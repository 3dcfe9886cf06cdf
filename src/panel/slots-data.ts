import type { ReactiveController } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import { addDays, isSameMonth } from 'date-fns';
import { READ_POLICY } from '../api/client.js';
import { isBookingApiError, isOffline } from '../api/errors.js';
import type { BookingClient, Slot } from '../api/types.js';
import type { BookingFlowController } from '../booking/flow.js';
import { dayOf } from '../booking/journey.js';
import { toIsoDate } from '../calendar/month.js';
import { today } from '../calendar/today.js';
import type { Retryable } from '../controllers/booking-data-controller.js';
import type { BookingHost } from '../controllers/host.js';
import { dayState, type DayState } from '../slots/day-state.js';
import { SlotsCache } from '../slots/slots-cache.js';

export interface SlotsDataOptions {
  /** The platform's client; a new one forgets every cached day. */
  client: () => BookingClient | undefined;
  /** The month the calendar shows while it is on screen (the dialog is open, or the widget is inline). */
  shownMonth: () => Date | undefined;
  /** The location whose slots are shown. */
  unitId: () => number | undefined;
  /**
   * The chosen day (`date`), whose slots are shown while the calendar is; while none is, the
   * month's first day with free times is shown (`showDay`) once every day before it is known,
   * or an earlier day whose times failed to load, or its first day when none has any.
   */
  flow: Pick<BookingFlowController, 'date' | 'showDay'>;
}

/**
 * How long the calendar stays on screen before the rest of its month is asked for: a customer
 * who opens the dialog and closes it at once costs the platform no request.
 */
const BACKGROUND_DELAY_MS = 300;
/** How many of the month's days are asked for at once in the background. */
const BACKGROUND_AT_ONCE = 3;
/**
 * After a pass over the month in which days failed (other than for want of a network, which
 * coming back online answers), the pauses before the days not known are asked for again: the
 * month at a glance fills in once the platform recovers, without "Try again" on each day. The
 * platform's Retry-After, when longer, wins.
 */
const BACKGROUND_RETRY_MS = [15_000, 60_000];
/** Less time than this left of a call leaves no room for a real attempt (the connection gives up then too). */
const LEAST_ATTEMPT_MS = 500;

/** A day's call in the background that failed: when it was asked for, and how it failed. */
interface FailedCall {
  askedAt: number;
  error: unknown;
}

/**
 * The days' times through `@lit/task`: the shown day's slots and, in the background, the rest
 * of the shown month's. The task's arguments come from the element's state before every
 * update; a new run aborts the previous one and only the newest may change what is shown.
 * Leaving the page aborts it; coming back online after a network failure loads again what
 * failed, and so does the month once its shown day loads after a failure.
 */
export class SlotsData implements ReactiveController {
  #client: BookingClient | undefined;
  #cache: SlotsCache | undefined;
  /** The month and location loaded in the background (none: it loads at the next update), and what aborts that when the calendar goes. */
  #background = '';
  #stopBackground = new AbortController();
  /** A day of the background's month failed for want of a network: back online, the month loads again. */
  #backgroundOffline = false;
  /** The month and location the background's later passes are for, how many it had, and the timer of the next. */
  #retries: { key: string; passes: number; timer?: ReturnType<typeof setTimeout> } = { key: '', passes: 0 };
  /** The day the background just showed because its call there failed, and that call: the day's next load goes on from it. */
  #failedShownDay: (FailedCall & { date: string; unit: number | undefined }) | undefined;

  readonly slots = new Task(this.host, {
    args: () => {
      const day = this.#options.shownMonth() && this.#options.flow.date;
      return [day ? this.#cache : undefined, day && toIsoDate(day), this.#options.unitId()] as const;
    },
    task: async ([cache, date, unit], { signal }) => {
      // Once only: "Try again", and any later load, asks afresh.
      const failed = this.#failedShownDay;
      this.#failedShownDay = undefined;
      if (!cache || !date) return initialState;
      // The customer has waited for that call from its start, and a whole call has 12 s
      // (docs/platform-interface.md): what is left of them goes to one more, and with too
      // little left, its failure shows at once, with "Try again".
      let budgetMs: number | undefined;
      if (failed?.date === date && failed.unit === unit) {
        budgetMs = failed.askedAt + READ_POLICY.budgetMs - Date.now();
        if (budgetMs < LEAST_ATTEMPT_MS) throw failed.error;
      }
      return unlessAborted(cache.get(date, unit, { signal, budgetMs }));
    },
  });

  readonly #options: SlotsDataOptions;

  constructor(
    // A parameter property rather than `#host`: the task above takes it as it is created.
    private readonly host: BookingHost,
    options: SlotsDataOptions,
  ) {
    this.#options = options;
    host.addController(this);
  }

  /** What is known of a day at the location shown (its slots came, however long ago); `YYYY-MM-DD`. */
  readonly dayState = (date: string): DayState | undefined => {
    const slots = this.#cache?.known(date, this.#options.unitId());
    return slots && dayState(slots);
  };

  /** The shown day's slots once loaded, or the failed load. */
  get slotsState(): { slots: Slot[] | undefined; failed: Retryable | undefined } {
    const slots = this.slots;
    return {
      slots: slots.status === TaskStatus.COMPLETE ? slots.value : undefined,
      failed: slots.status === TaskStatus.ERROR ? slots : undefined,
    };
  }

  /** Resolves when the shown day's slots have settled. */
  get complete(): Promise<void> {
    return taskSettled(this.host, this.slots);
  }

  /** The chosen day's fills changed (a booking made, its slot taken): that day alone is asked for again. */
  refreshDay(): void {
    const day = this.#options.flow.date;
    if (day) this.#cache?.forget(toIsoDate(day), this.#options.unitId());
    void this.slots.run();
  }

  /** A new client (another platform or key) forgets every cached day; the calendar shows another month or location, or came or went: the background follows. */
  hostUpdate(): void {
    const client = this.#options.client();
    if (client !== this.#client) {
      this.#client = client;
      this.#renewCache();
    }
    const month = client && this.#options.shownMonth();
    const unit = this.#options.unitId();
    const key = month ? `${+month} ${unit}` : '';
    // While the shown day has failed, the month waits: the platform is struggling.
    if (key === this.#background || this.slots.status === TaskStatus.ERROR) return;
    this.#background = key;
    // Another month or location (or back to one): its failed days get later passes of their own.
    if (key !== this.#retries.key) this.#forgetRetries(key);
    if (!month) return this.#stopBackground.abort();
    if (this.#stopBackground.signal.aborted) this.#stopBackground = new AbortController();
    void this.#loadMonth(month, unit, this.#stopBackground.signal);
  }

  /** Forgets every cached day; the new cache (a changed task argument) reloads the shown one. */
  #renewCache(): void {
    this.#stopBackground.abort();
    this.#forgetRetries('');
    this.#background = '';
    this.#cache = this.#client && new SlotsCache(this.#client);
  }

  /**
   * The month's days from today on, after a short wait, a few at a time at low priority and
   * through the cache (so no day is asked for twice, and a chosen day's slots show at once).
   * Each few waits until the shown day has its slots: the background never delays it, and
   * stops when it failed, to go on once a load of it succeeds. Another month or location asks
   * for no more of this one; closing aborts what is under way.
   */
  async #loadMonth(month: Date, unit: number | undefined, signal: AbortSignal): Promise<void> {
    const key = this.#background;
    const cache = this.#cache!;
    const flow = this.#options.flow;
    const days: string[] = [];
    for (let day = month < today() ? today() : month; isSameMonth(day, month); day = addDays(day, 1)) days.push(toIsoDate(day));
    // A later pass asks only for the days that failed: the others keep the marks they have.
    const toAsk = this.#retries.passes ? (day: string) => !this.dayState(day) : () => true;
    await new Promise((resolve) => setTimeout(resolve, BACKGROUND_DELAY_MS));
    const stopped = () => this.#background !== key || signal.aborted;
    /** The platform asked to wait this long (0: it did not) before the days that failed are asked for again; undefined while none failed. */
    let failedWait: number | undefined;
    /** The days whose calls failed in this pass. */
    const failed = new Map<string, FailedCall>();
    for (let asked = 0; ;) {
      await taskSettled(this.host, this.slots);
      if (stopped()) return;
      // The shown day failed: the platform is struggling; the month goes on once a load of it succeeds.
      if (this.slots.status === TaskStatus.ERROR) return this.#loadMonthAgain();
      // While no day is chosen (or the one shown had failed): the first asked for with free
      // times or with a failed load (which then loads as the shown day, with its error and
      // "Try again"); once every day is known and none has free times, the month's first.
      const first =
        days.slice(0, asked).find((day) => (this.dayState(day) ?? 'open') === 'open') ??
        (asked < days.length ? undefined : days[0]);
      const shown = flow.date?.getTime();
      if (first) flow.showDay(dayOf(first), !this.dayState(first));
      // A day newly shown loads first; once its times are known, a later day may take its place.
      // Shown because its call failed here, it goes on from that call rather than starting over.
      if (first && flow.date?.getTime() !== shown) {
        const call = failed.get(first);
        this.#failedShownDay = call && { ...call, date: first, unit };
        continue;
      }
      if (asked >= days.length) {
        if (failedWait !== undefined) this.#loadMonthLater(failedWait * 1000, stopped);
        return;
      }
      // A day that failed stays unmarked until a later pass: choosing it asks again at once.
      const askedAt = Date.now();
      await Promise.all(
        days
          .slice(asked, (asked += BACKGROUND_AT_ONCE))
          .filter(toAsk)
          .map((day) =>
            cache.get(day, unit, { signal, priority: 'low' }).catch((error: unknown) => {
              failed.set(day, { askedAt, error });
              if (isOffline(error, { orNetwork: true })) this.#backgroundOffline = true;
              else if (!signal.aborted)
                failedWait = Math.max(failedWait ?? 0, (isBookingApiError(error) && error.retryAfterSeconds) || 0);
            }),
          ),
      );
      this.host.requestUpdate();
    }
  }

  /** The month's next pass, after a pause (`BACKGROUND_RETRY_MS`, or the platform's longer one), unless the calendar moved on or it had them all. */
  #loadMonthLater(platformWaitMs: number, stopped: () => boolean): void {
    const pause = BACKGROUND_RETRY_MS[this.#retries.passes++];
    if (pause !== undefined)
      this.#retries.timer = setTimeout(() => stopped() || this.#loadMonthAgain(), Math.max(pause, platformWaitMs));
  }

  /** No later pass is due: the calendar shows `key` now (none: it went). */
  #forgetRetries(key: string): void {
    clearTimeout(this.#retries.timer);
    this.#retries = { key, passes: 0 };
  }

  /** The month loads again at the next update (through the cache: only the days not known are asked for). */
  #loadMonthAgain(): void {
    this.#stopBackground.abort();
    this.#background = '';
    this.host.requestUpdate();
  }

  hostConnected(): void {
    addEventListener('online', this.#onOnline);
  }

  hostDisconnected(): void {
    removeEventListener('online', this.#onOnline);
    this.slots.abort();
    this.#client = undefined;
    this.#renewCache();
  }

  /** Back online: a day that failed for want of a network loads again without "Try again", and so does the month at a glance. */
  readonly #onOnline = (): void => {
    const slots = this.slots;
    if (slots.status === TaskStatus.ERROR && isOffline(slots.error, { orNetwork: true })) void slots.run();
    if (this.#backgroundOffline) {
      this.#backgroundOffline = false;
      this.#loadMonthAgain();
    }
  };
}

/** Resolves once `task` has settled, failed or not, and the host has rendered what it got. */
const taskSettled = (host: BookingHost, task: { readonly taskComplete: Promise<unknown> }): Promise<void> =>
  host.updateComplete
    .then(() => task.taskComplete)
    .catch(() => {})
    .then(() => host.updateComplete)
    .then(() => undefined);

/**
 * A run stopped on purpose (a newer run, or the element left the page) goes back to the
 * initial state instead of failing; any other failure is kept.
 */
async function unlessAborted<T>(work: Promise<T>): Promise<T | typeof initialState> {
  try {
    return await work;
  } catch (error) {
    if (isBookingApiError(error) && error.kind === 'aborted') return initialState;
    throw error;
  }
}
