/**
 * The widget's one way to talk to the booking platform (interface v1.0): the connection, which
 * loads the business for the button and sends every call with its retry policy. The dialog's
 * calls (a day's times, the booking, the SMS code) are built on it in client.ts, which comes
 * with the dialog's chunk.
 *
 * Retry policy, per operation (READ_POLICY below and client.ts's BOOKING_POLICY and CODE_POLICY
 * name their numbers):
 * - Reads (getBusiness, getSlots) wait up to 10 s for an answer, because a slow mobile network
 *   takes seconds to answer and giving up on a reply that is on its way only costs the customer
 *   a button or a day's times. They repeat network errors, timeouts, 5xx and 429 with capped,
 *   jittered exponential backoff or the server's Retry-After, all within READ_POLICY's
 *   budget: a server that answers with errors is reported within about three seconds, one
 *   that never answers within twelve. A Retry-After longer than the budget allows is a
 *   rate-limited error at once.
 * - While the browser knows it is offline (`navigator.onLine` is false) no call sends a request:
 *   each fails at once as `offline`, and the element loads again on the `online` event.
 * - bookAppointment repeats only network errors, timeouts and 5xx, always with the same
 *   Idempotency-Key (the platform then returns the same appointment, never a second one),
 *   and never a 4xx: the answer to a 4xx is the customer's to act on.
 * - sendOtp is never repeated automatically: each attempt may text the customer, and the
 *   platform's 429 carries a Retry-After the form shows as a countdown.
 *
 * Responses (the platform's HTTP interface v1.0 fixes 401 and 404; the rest is this project's
 * reading of what it leaves open, docs/platform-interface.md):
 * - 401, 403 → unauthorized; 404 → not-found; 409 → conflict;
 * - 400, 422 → validation; the dialog's client adds the `field` its message names
 *   (validation-field.ts);
 * - 429 → rate-limited with `retryAfterSeconds` from the Retry-After header;
 * - 408 → timeout; any other status, including 5xx → server.
 * - 2xx with `status: "failure"` → server, keeping the server's message: the platform
 *   said no, whatever the status line claims.
 * - 2xx whose body is not a JSON envelope → invalid-response (for a booking, the dialog's client
 *   reads it as the appointment booked: client.ts). On an error status the
 *   status decides the kind even when the body is not JSON (a proxy's HTML 502 page is a
 *   server error, its 404 page is not-found).
 * Messages are for developers reading the console (a customer reads the widget's own text,
 * chosen by `kind`): the server's message when it sent one, else the kind itself, which the
 * errors table of docs/platform-interface.md documents, with the HTTP status where there was one.
 */
import { apiError, BookingApiError, untilAborted } from './errors.js';
import { parseBusiness } from './parse.js';
import { interpret } from './response.js';
import { backoffDelay } from './retry.js';
import type { Business, CallOptions } from './types.js';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ClientOptions {
  /** Where the platform lives; may carry a path (`https://host/booking/`). */
  baseUrl: string;
  apiKey: string;
  /** Defaults to the page's fetch, looked up at call time. */
  fetch?: FetchLike;
  /** Source of backoff jitter in [0, 1); tests pin it. */
  random?: () => number;
}

/**
 * How one call may be repeated. The whole call — every attempt and every wait — ends within
 * `budgetMs`. Network errors, timeouts and 5xx are repeated (the budget and attempts
 * permitting), a 429 only with `retryAfter429`.
 */
export interface RetryPolicy {
  budgetMs: number;
  attemptTimeoutMs: number;
  maxAttempts: number;
  retryAfter429?: boolean;
}

/**
 * A read: 10 s for an answer (a first answer over a slow network may take that long; until then
 * the button stays a button and the dialog shows its loading state), 12 s in all, 4 attempts.
 */
export const READ_POLICY: RetryPolicy = { budgetMs: 12_000, attemptTimeoutMs: 10_000, maxAttempts: 4, retryAfter429: true };

interface BoundedOptions {
  signal?: AbortSignal | undefined;
  /** The error when `ms` pass first; without it the wait simply resolves. */
  late?: BookingApiError;
  work?: (signal: AbortSignal) => Promise<unknown>;
}

/**
 * Waits `ms`, or with `work`, runs it with an AbortSignal of its own; settles early with an
 * `aborted` error when the caller's `signal` fires. When `ms` pass first, the work is
 * aborted and the wait ends with `late` (a timeout) or, without `late`, simply resolves.
 *
 * A plain timer rather than AbortSignal.timeout lets fake timers drive it in tests. The
 * result does not wait for `work` to notice its signal, so a fetch that ignores its signal
 * (or a body that never ends) still cannot hang the call.
 */
function bounded(ms: number, { signal, late, work }: BoundedOptions) {
  const own = new AbortController();
  let timer: ReturnType<typeof setTimeout>;
  const timed = new Promise<void>((resolve, reject) => {
    timer = setTimeout(() => {
      own.abort();
      if (late) reject(late);
      else resolve();
    }, ms);
  });
  return untilAborted(
    () => (work ? Promise.race([work(own.signal), timed]) : timed),
    signal,
    () => own.abort(),
  ).finally(() => clearTimeout(timer));
}

/**
 * Identical business requests in flight at the same time share one HTTP request: several
 * widgets on a page with one API key fetch the business once. The map is module-level on
 * purpose so that separate clients share it.
 *
 * Each caller keeps its own AbortSignal: aborting rejects only that caller's promise. The
 * shared request is aborted only when every caller has gone, and it then leaves the map so
 * a later caller starts afresh instead of joining a dying request.
 */
interface Shared extends AbortController {
  promise: Promise<Business>;
  callers: number;
}
const inFlight = new Map<string, Shared>();

/** What a POST sends: its headers and its body, already JSON. */
export interface PostInit {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

/** One call as the dialog's calls send it (client.ts): its policy, its query and its options. */
export interface SendRequest {
  policy: RetryPolicy;
  /** The query besides the API key; undefined values are left out. */
  query?: Record<string, unknown>;
  signal?: AbortSignal | undefined;
  /** A POST as fetch takes it, which the dialog's calls build (client.ts); without it the call is a GET. */
  post?: PostInit;
  /** A GET's fetch priority. */
  priority?: RequestPriority | undefined;
}

/**
 * The address of one endpoint, query included. A base the browser cannot fetch (not
 * http(s), or no URL at all) fails the call as `network`, like an unreachable host: the
 * element reports it the same way and never throws at the page.
 */
function endpoint(baseUrl: string, path: string, query: Record<string, unknown>): string {
  let url: URL | undefined;
  let cause: unknown;
  try {
    // Relative to the page when baseUrl is itself relative ("/platform").
    url = new URL(path, new URL(baseUrl.replace(/\/?$/, '/'), globalThis.location?.href));
  } catch (error) {
    cause = error;
  }
  if (!/^https?:$/.test(url?.protocol ?? '')) {
    throw new BookingApiError('network', `Base URL must be an http(s) URL: ${JSON.stringify(baseUrl)}`, { cause });
  }
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url!.searchParams.set(name, value as string);
  }
  return url!.href;
}

/** The platform as the button needs it, and what the dialog's calls are built on (client.ts). */
export interface PlatformConnection {
  /** The business and its button's settings; identical calls in flight share one request. */
  getBusiness(options?: CallOptions): Promise<Business>;
  /** One call to `api/<path>`, retried as its policy says; with `post`, a POST. Resolves to the envelope's `data`. */
  send(path: string, request: SendRequest): Promise<unknown>;
}

export function createConnection({ baseUrl, apiKey, fetch: fetchImpl, random }: ClientOptions): PlatformConnection {
  const url = (path: string, query?: Record<string, unknown>) => endpoint(baseUrl, `api/${path}`, { api_key: apiKey, ...query });

  /**
   * One call: attempts, waits between them, all inside the policy's budget, and `signal`
   * honoured at every step. A call with `post` sends it; any other is a GET.
   */
  const send = async (href: string, request: SendRequest) => {
    const { budgetMs, attemptTimeoutMs, maxAttempts, retryAfter429 } = request.policy;
    const { signal, post, priority } = request;
    const init: RequestInit = post ?? { headers: { Accept: 'application/json' }, priority };
    const deadline = Date.now() + budgetMs;
    for (let attempt = 1; ; attempt++) {
      try {
        // A request the browser knows cannot leave is not sent (nor retried): the element says
        // so at once and loads again when the browser is back online.
        if (globalThis.navigator?.onLine === false) throw apiError('offline');
        return await bounded(Math.min(attemptTimeoutMs, deadline - Date.now()), {
          signal,
          late: apiError('timeout'),
          work: async (own) => {
            let response: Response;
            let text: string;
            try {
              response = await (fetchImpl ?? fetch)(href, { ...init, signal: own });
              text = await response.text();
            } catch (cause) {
              throw apiError('network', cause);
            }
            return interpret(response.status, response.headers, text);
          },
        });
      } catch (error) {
        const { kind, status = 0, retryAfterSeconds = 0 } = error as BookingApiError;
        // The server's Retry-After wins, but "0" must not turn into a burst of requests.
        const wait = Math.max(retryAfterSeconds * 1000, backoffDelay(attempt, random));
        if (
          attempt >= maxAttempts ||
          // An aborted call is none of these, so it ends here.
          !(kind === 'network' || kind === 'timeout' || status >= 500 || (retryAfter429 && status === 429)) ||
          // A wait that leaves no room for a real attempt (500 ms at least) fails now, with the
          // server's answer (a long Retry-After is reported as rate-limited at once, carrying
          // its seconds).
          deadline - Date.now() - wait < 500
        ) {
          throw error;
        }
        await bounded(wait, { signal });
      }
    }
  };

  return {
    async getBusiness({ signal } = {}) {
      const href = url('business');
      let entry: Shared | undefined;
      const drop = (shared: Shared) => inFlight.get(href) === shared && inFlight.delete(href);
      const business = await untilAborted(
        () => {
          if (!(entry = inFlight.get(href))) {
            // The shared request's own controller, which also keeps its promise and callers.
            const created = new AbortController() as Shared;
            created.callers = 0;
            created.promise = send(href, { policy: READ_POLICY, signal: created.signal })
              .then(parseBusiness)
              .finally(() => drop(created));
            inFlight.set(href, (entry = created));
          }
          entry.callers++;
          return entry.promise;
        },
        signal,
        () => {
          if (!--entry!.callers) {
            drop(entry!);
            entry!.abort();
          }
        },
      );
      // Each widget gets its own copy to change.
      return structuredClone(business);
    },

    send: (path, request) => send(url(path, request.query), request),
  };
}
