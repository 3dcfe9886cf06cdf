import type { ReactiveController } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import { baseUrlProblem } from '../api/base-url.js';
import { createConnection, type PlatformConnection } from '../api/connection.js';
import { isBookingApiError, isOffline } from '../api/errors.js';
import type { Business } from '../api/types.js';
import type { BookingHost } from './host.js';

const LOG = '[booking-widget]';

/** Why no request is made: attributes missing (their names, "api-key, base-url"), or a base-url the browser would misread. */
export type SetupError = { missing: string } | { baseUrl: string };

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
 * The business for the element, through `@lit/task`: its task's argument is the connection, so
 * a new platform or key loads it again and aborts the load before. Leaving the page aborts it and
 * drops the connection (the element connects again when it comes back); coming back online after a
 * network failure loads it again. The days' times are the dialog's (src/panel/slots-data.ts).
 */
export class BookingDataController implements ReactiveController {
  /** The platform the attributes name; the dialog builds its calls on it (src/api/client.ts). */
  connection: PlatformConnection | undefined;
  readonly business = new Task(this.host, {
    args: () => [this.connection] as const,
    task: async ([connection], { signal }) => {
      if (!connection) return initialState;
      return unlessAborted(connection.getBusiness({ signal }), (error) => {
        // Offline, the button stays and nothing is wrong with the site: the console stays quiet.
        if (isOffline(error)) return;
        // Tells the site owner, once per failed load, why the button is not there.
        console.error(
          isBookingApiError(error) && error.kind === 'unauthorized'
            ? `${LOG} The API key was refused (401). Check the api-key attribute.`
            : `${LOG} Could not load the business: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    },
  });

  constructor(
    // A parameter property rather than `#host`: the task above takes it as it is created.
    private readonly host: BookingHost,
  ) {
    host.addController(this);
  }

  /** The business once loaded. */
  get loaded(): Business | undefined {
    return this.business.status === TaskStatus.COMPLETE ? this.business.value : undefined;
  }

  /** Resolves when the business has settled. */
  get complete(): Promise<void> {
    return taskSettled(this.host, this.business);
  }

  /**
   * Talks to the platform the attributes name; every cached day is forgotten. Without both
   * attributes, or with a base-url the browser would send elsewhere, no request is made: returns
   * what is wrong (the missing attributes' names, "api-key, base-url"), which the site owner
   * reads in the console.
   */
  configure(apiKey: string | undefined, baseUrl: string | undefined): SetupError | undefined {
    const platform = { apiKey: (apiKey ?? '').trim(), baseUrl: (baseUrl ?? '').trim() };
    const missing = [!platform.apiKey && 'api-key', !platform.baseUrl && 'base-url'].filter(Boolean).join(', ');
    const problem = missing ? `Missing attribute: ${missing}. No request is made.` : baseUrlProblem(platform.baseUrl);
    if (problem) console.error(`${LOG} ${problem}`);
    this.#connect(problem ? undefined : platform);
    return missing ? { missing } : problem ? { baseUrl: platform.baseUrl } : undefined;
  }

  /** Talks to `platform` from now on, or to none. */
  #connect(platform: Platform | undefined): void {
    this.connection = platform && createConnection(platform);
  }

  hostConnected(): void {
    addEventListener('online', this.#onOnline);
  }

  hostDisconnected(): void {
    removeEventListener('online', this.#onOnline);
    this.business.abort();
    this.connection = undefined;
  }

  /** Back online: a business that failed for want of a network loads again without "Try again". */
  readonly #onOnline = (): void => {
    const business = this.business;
    if (business.status === TaskStatus.ERROR && isOffline(business.error, { orNetwork: true })) void business.run();
  };
}

/** Resolves once `task` has settled, failed or not, and the host has rendered what it got. */
export const taskSettled = (host: BookingHost, task: { readonly taskComplete: Promise<unknown> }): Promise<void> =>
  host.updateComplete
    .then(() => task.taskComplete)
    .catch(() => {})
    .then(() => host.updateComplete)
    .then(() => undefined);

/**
 * A run stopped on purpose (a newer run, or the element left the page) goes back to the
 * initial state instead of failing; any other failure is reported to `onError` and kept.
 */
export async function unlessAborted<T>(work: Promise<T>, onError?: (error: unknown) => void): Promise<T | typeof initialState> {
  try {
    return await work;
  } catch (error) {
    if (isBookingApiError(error) && error.kind === 'aborted') return initialState;
    onError?.(error);
    throw error;
  }
}
