import type { ReactiveController } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import { addDays, isSameMonth } from 'date-fns';
import { createClient } from '../api/client.js';
import { isBookingApiError } from '../api/errors.js';
import type { BookingClient, Business, Slot } from '../api/types.js';
import type { BookingFlowController } from '../booking/flow.js';
import { dayOf } from '../booking/journey.js';
import { toIsoDate } from '../calendar/month.js';
import { dayState, type DayState } from '../slots/day-state.js';
import { SlotsCache } from '../slots/slots-cache.js';
import { today } from './calendar-controller.js';
import type { BookingHost } from './host.js';

const LOG = '[booking-widget]';

export interface BookingDataOptions {
  /** The month the calendar shows while it is on screen (the dialog is open, or the widget is inline). */
  shownMonth: () => Date | undefined;
  /** The location whose slots are shown. */
  unitId: () => number | undefined;
  /**
   * The chosen day (`date`), whose slots are shown while the calendar is; while none is, the
   * month's first day with free times is shown (`showDay`) once every day before it is known,
   * or its first day when none has any.
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

export interface Platform {
  baseUrl: string;
  apiKey: string;
}

/** A load that failed and may be run again ("Try again", back online). */
export interface Retryable {
  readonly error: unknown;
  run(): Promise<void>;
}

/**
 * The platform's data for the element, through `@lit/task`: the business, and the shown
 * day's slots; in the background, the rest of the shown month's. Each task's arguments come
 * from the element's state before every update; a new run aborts the previous one and only the
 * newest may change what is shown. Leaving the page aborts both and drops the client (the
 * element connects again when it comes back); coming back online after a network failure
 * loads again what failed.
 */
export class BookingDataController implements ReactiveController {
  client: BookingClient | undefined;
  #cache: SlotsCache | undefined;
  /** The month and location loaded in the background, and what aborts that when the calendar goes. */
  #background = '';
  #stopBackground = new AbortController();

  readonly business = new Task(this.host, {
    args: () => [this.client] as const,
    task: async ([client], { signal }) => {
      if (!client) return initialState;
      return unlessAborted(client.getBusiness({ signal }), (error) => {
        // Tells the site owner, once per failed load, why the button is not there.
        console.error(
          isBookingApiError(error) && error.kind === 'unauthorized'
            ? `${LOG} The API key was refused (401). Check the api-key attribute.`
            : `${LOG} Could not load the business: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    },
  });

  readonly slots = new Task(this.host, {
    args: () => {
      const day = this.loaded && this.#options.shownMonth() && this.#options.flow.date;
      return [day ? this.#cache : undefined, day && toIsoDate(day), this.#options.unitId()] as const;
    },
    task: async ([cache, date, unit], { signal }) => {
      if (!cache || !date) return initialState;
      return unlessAborted(cache.get(date, unit, { signal }));
    },
  });

  readonly #options: BookingDataOptions;

  constructor(
    // A parameter property rather than `#host`: the tasks above take it as they are created.
    private readonly host: BookingHost,
    options: BookingDataOptions,
  ) {
    this.#options = options;
    host.addController(this);
  }

  /** The business once loaded. */
  get loaded(): Business | undefined {
    return this.business.status === TaskStatus.COMPLETE ? this.business.value : undefined;
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

  /** Resolves when the business and the shown day's slots have settled. */
  get complete(): Promise<void> {
    return (async () => {
      for (const task of [this.business, this.slots]) {
        await this.host.updateComplete;
        await task.taskComplete.catch(() => {});
      }
      await this.host.updateComplete;
    })();
  }

  /**
   * Talks to the platform the attributes name; every cached day is forgotten. Without both
   * attributes no request is made: returns the missing ones' names ("api-key, base-url"), which
   * the site owner also reads in the console.
   */
  configure(apiKey: string | undefined, baseUrl: string | undefined): string | undefined {
    const platform = { apiKey: (apiKey ?? '').trim(), baseUrl: (baseUrl ?? '').trim() };
    const missing = [!platform.apiKey && 'api-key', !platform.baseUrl && 'base-url'].filter(Boolean).join(', ');
    if (missing) console.error(`${LOG} Missing attribute: ${missing}. No request is made.`);
    this.#connect(missing ? undefined : platform);
    return missing || undefined;
  }

  /** Talks to `platform` from now on, or to none; every cached day is forgotten. */
  #connect(platform: Platform | undefined): void {
    this.client = platform && createClient(platform);
    this.#renewCache();
  }

  /** The chosen day's fills changed (a booking made, its slot taken): that day alone is asked for again. */
  refreshDay(): void {
    const day = this.#options.flow.date;
    if (day) this.#cache?.forget(toIsoDate(day), this.#options.unitId());
    void this.slots.run();
  }

  /** Forgets every cached day; the new cache (a changed task argument) reloads the shown one. */
  #renewCache(): void {
    this.#stopBackground.abort();
    this.#background = '';
    this.#cache = this.client && new SlotsCache(this.client);
  }

  /** The calendar shows another month or location, or came or went: the background follows. */
  hostUpdate(): void {
    const month = this.loaded && this.#options.shownMonth();
    const unit = this.#options.unitId();
    const key = month ? `${+month} ${unit}` : '';
    if (key === this.#background) return;
    this.#background = key;
    if (!month) return this.#stopBackground.abort();
    if (this.#stopBackground.signal.aborted) this.#stopBackground = new AbortController();
    void this.#loadMonth(month, unit, this.#stopBackground.signal);
  }

  /**
   * The month's days from today on, after a short wait, a few at a time at low priority and
   * through the cache (so no day is asked for twice, and a chosen day's slots show at once).
   * Each few waits until the customer's chosen day has its slots: the background never delays
   * it, and stops when it failed. Another month or location asks for no more of this one;
   * closing aborts what is under way.
   */
  async #loadMonth(month: Date, unit: number | undefined, signal: AbortSignal): Promise<void> {
    const key = this.#background;
    const cache = this.#cache!;
    const days: string[] = [];
    for (let day = month < today() ? today() : month; isSameMonth(day, month); day = addDays(day, 1)) days.push(toIsoDate(day));
    await new Promise((resolve) => setTimeout(resolve, BACKGROUND_DELAY_MS));
    const stopped = () => this.#background !== key || signal.aborted;
    for (let i = 0; i < days.length; i += BACKGROUND_AT_ONCE) {
      // (A click's update, which starts its day's request, has run by the time a batch answers.)
      await this.slots.taskComplete.catch(() => {});
      // The chosen day failed: the platform is struggling, and the background asks it no more.
      if (stopped() || this.slots.status === TaskStatus.ERROR) return;
      // A day that failed stays unmarked: choosing it asks again.
      await Promise.all(
        days.slice(i, i + BACKGROUND_AT_ONCE).map((day) => cache.get(day, unit, { signal, priority: 'low' }).catch(() => {})),
      );
      // While no day is chosen: the first with free times (the days before it are known by now).
      const open = days.find((day) => this.dayState(day) === 'open');
      if (open) this.#options.flow.showDay(dayOf(open));
      this.host.requestUpdate();
    }
    // None has free times: the month's first day, which says so.
    if (!stopped()) this.#options.flow.showDay(dayOf(days[0]!));
  }

  hostConnected(): void {
    addEventListener('online', this.#onOnline);
  }

  hostDisconnected(): void {
    removeEventListener('online', this.#onOnline);
    this.business.abort();
    this.slots.abort();
    this.client = undefined;
    this.#renewCache();
  }

  /** Back online: what failed for want of a network loads again without "Try again". */
  readonly #onOnline = (): void => {
    for (const task of [this.business, this.slots]) {
      if (task.status === TaskStatus.ERROR && isBookingApiError(task.error) && task.error.kind === 'network') void task.run();
    }
  };
}

/**
 * A run stopped on purpose (a newer run, or the element left the page) goes back to the
 * initial state instead of failing; any other failure is reported to `onError` and kept.
 */
async function unlessAborted<T>(work: Promise<T>, onError?: (error: unknown) => void): Promise<T | typeof initialState> {
  try {
    return await work;
  } catch (error) {
    if (isBookingApiError(error) && error.kind === 'aborted') return initialState;
    onError?.(error);
    throw error;
  }
}
