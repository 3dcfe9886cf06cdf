import type { ReactiveController } from 'lit';
import { baseUrlProblem } from '../api/base-url.js';
import { createConnection, type PlatformConnection } from '../api/connection.js';
import { isBookingApiError, isOffline } from '../api/errors.js';
import type { Business } from '../api/types.js';
import type { BookingHost } from './host.js';

const LOG = '[booking-widget]';

/** Why no request is made: attributes missing (their names, "api-key, base-url"), or a base-url the browser would misread. */
export type SetupError = { missing: string } | { baseUrl: string };

/** A load that failed and may be run again ("Try again", back online). */
export interface Retryable {
  readonly error: unknown;
  run(): Promise<void>;
}

/**
 * The business for the element: loaded for each connection the attributes make, a new platform
 * or key aborting the load before. Leaving the page aborts it and drops the connection (the
 * element connects again when it comes back); coming back online after a network failure loads
 * it again. The days' times are the dialog's (src/panel/slots-data.ts, with `@lit/task`).
 *
 * One load of one value, written out rather than through `@lit/task`: this controller is in the
 * files a page loads before the button is painted, which are 619 B gzip lighter without
 * `@lit/task` ([decision 6](../../docs/decisions/0006-business-load.md)).
 */
export class BookingDataController implements ReactiveController {
  /** The platform the attributes name; the dialog builds its calls on it (src/api/client.ts). */
  connection: PlatformConnection | undefined;
  /** The business once loaded. */
  loaded: Business | undefined;
  /** A load is on its way. */
  pending = false;
  /** The last load failed: its error, and `run` to try again. Cleared when a load starts. */
  failed: Retryable | undefined;

  /** The connection the state above belongs to: a new one is loaded at the next update. */
  #loadedFor: PlatformConnection | undefined;
  /** Aborts the load on its way; only the newest load may change the state. */
  #stop: AbortController | undefined;
  /** Settles when the newest load has, failed or not. */
  #settled: Promise<void> = Promise.resolve();

  readonly #host: BookingHost;

  constructor(host: BookingHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Resolves when the newest load of the business has settled and the host has rendered what it got. */
  get complete(): Promise<void> {
    const host = this.#host;
    return host.updateComplete.then(async () => {
      // A load started meanwhile (a new key, "Try again") replaces the one awaited: wait for the newest.
      while (this.pending) await this.#settled;
      await host.updateComplete;
    });
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
    this.connection = problem ? undefined : createConnection(platform);
    return missing ? { missing } : problem ? { baseUrl: platform.baseUrl } : undefined;
  }

  hostConnected(): void {
    addEventListener('online', this.#onOnline);
  }

  /** Before each render: a new connection (or none) loads its business. */
  hostUpdate(): void {
    if (this.connection !== this.#loadedFor) this.#settled = this.#load();
  }

  hostDisconnected(): void {
    removeEventListener('online', this.#onOnline);
    this.#stop?.abort();
    this.connection = undefined;
  }

  /** Loads the business of the connection as it is now; a load on its way is aborted. */
  async #load(): Promise<void> {
    const connection = (this.#loadedFor = this.connection);
    this.#stop?.abort();
    const stop = (this.#stop = new AbortController());
    this.loaded = this.failed = undefined;
    this.pending = connection !== undefined;
    this.#host.requestUpdate();
    if (!connection) return;
    let loaded: Business | undefined;
    let failed: Retryable | undefined;
    try {
      loaded = await connection.getBusiness({ signal: stop.signal });
    } catch (error) {
      // Stopped on purpose (a newer load, or the element left the page): nothing failed.
      if (!(isBookingApiError(error) && error.kind === 'aborted')) {
        failed = { error, run: () => (this.#settled = this.#load()) };
        reportFailure(error);
      }
    }
    if (stop !== this.#stop) return;
    this.loaded = loaded;
    this.failed = failed;
    this.pending = false;
    this.#host.requestUpdate();
  }

  /** Back online: a business that failed for want of a network loads again without "Try again". */
  readonly #onOnline = (): void => {
    if (this.failed && isOffline(this.failed.error, { orNetwork: true })) void this.failed.run();
  };
}

/** Tells the site owner, once per failed load, why the button is not there. Offline, nothing is wrong with the site: the console stays quiet. */
function reportFailure(error: unknown): void {
  if (isOffline(error)) return;
  console.error(
    isBookingApiError(error) && error.kind === 'unauthorized'
      ? `${LOG} The API key was refused (401). Check the api-key attribute.`
      : `${LOG} Could not load the business: ${error instanceof Error ? error.message : String(error)}`,
  );
}
