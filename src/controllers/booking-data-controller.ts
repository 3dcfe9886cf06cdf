import type { ReactiveController } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import { addDays } from 'date-fns';
import { createClient } from '../api/client.js';
import { isBookingApiError } from '../api/errors.js';
import type { BookingClient, Business, Slot } from '../api/types.js';
import { dayOf } from '../booking/journey.js';
import { toIsoDate } from '../calendar/month.js';
import { SlotsCache } from '../slots/slots-cache.js';
import { today } from './calendar-controller.js';
import type { BookingHost } from './host.js';

const LOG = '[booking-widget]';

export interface BookingDataOptions {
  /** The chosen day's slots are on screen (the dialog is open, or the widget is inline) for this day. */
  shownDay: () => Date | undefined;
  /** The location whose slots are shown. */
  unitId: () => number | undefined;
}

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
 * day's slots (with the neighbouring days prefetched). Each task's arguments come from the
 * element's state before every update; a new run aborts the previous one and only the
 * newest may change what is shown. Leaving the page aborts both and drops the client (the
 * element connects again when it comes back); coming back online after a network failure
 * loads again what failed.
 */
export class BookingDataController implements ReactiveController {
  client: BookingClient | undefined;
  private cache: SlotsCache | undefined;

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
      const day = this.loaded && this.options.shownDay();
      return [day ? this.cache : undefined, day && toIsoDate(day), this.options.unitId()] as const;
    },
    task: async ([cache, date, unit], { signal }) => {
      if (!cache || !date) return initialState;
      const slots = await unlessAborted(cache.get(date, unit, signal));
      // The neighbouring days are where the customer most likely looks next.
      const day = dayOf(date);
      for (const neighbour of [addDays(day, 1), addDays(day, -1)]) {
        if (neighbour >= today()) cache.prefetch(toIsoDate(neighbour), unit);
      }
      return slots;
    },
  });

  constructor(
    private readonly host: BookingHost,
    private readonly options: BookingDataOptions,
  ) {
    host.addController(this);
  }

  /** The business once loaded. */
  get loaded(): Business | undefined {
    return this.business.status === TaskStatus.COMPLETE ? this.business.value : undefined;
  }

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
    const settled = (task: { taskComplete: Promise<unknown> }) =>
      task.taskComplete.then(
        () => undefined,
        () => undefined,
      );
    const host = this.host;
    return host.updateComplete
      .then(() => settled(this.business))
      .then(() => host.updateComplete)
      .then(() => settled(this.slots))
      .then(() => host.updateComplete)
      .then(() => undefined);
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
    this.connect(missing ? undefined : platform);
    return missing || undefined;
  }

  /** Talks to `platform` from now on, or to none; every cached day is forgotten. */
  private connect(platform: Platform | undefined): void {
    this.client = platform && createClient(platform);
    this.renewCache();
  }

  /** Forgets every cached day; the new cache (a changed task argument) reloads the shown one. */
  renewCache(): void {
    this.cache?.dispose();
    this.cache = this.client && new SlotsCache(this.client);
  }

  hostConnected(): void {
    addEventListener('online', this.onOnline);
  }

  hostDisconnected(): void {
    removeEventListener('online', this.onOnline);
    this.business.abort();
    this.slots.abort();
    this.client = undefined;
    this.renewCache();
  }

  /** Back online: what failed for want of a network loads again without "Try again". */
  private readonly onOnline = (): void => {
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
