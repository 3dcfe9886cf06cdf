/**
 * One call to the platform: attempts, per-attempt timeouts, waits between attempts, all
 * inside one time budget, and the caller's AbortSignal honoured at every step.
 *
 * Timeouts use an AbortController and a plain timer rather than AbortSignal.timeout so
 * fake timers drive them in tests. The attempt also races the signal itself, so a fetch
 * that ignores its signal (or a body that never ends) still cannot hang the call.
 */
import { BookingApiError } from './errors.js';
import { abortedError, interpretResponse, networkError, timeoutError } from './response.js';
import { backoffDelay } from './retry.js';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface RequestPolicy {
  /** The whole call — every attempt and every wait — ends within this many ms. */
  budgetMs: number;
  attemptTimeoutMs: number;
  maxAttempts: number;
  /** Whether a failed attempt may be repeated (the budget permitting). */
  retryable(error: BookingApiError): boolean;
}

/** Resolves after `ms`, or rejects with an `aborted` error as soon as `signal` fires. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedError(signal.reason));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A retry that cannot get at least this long to run is not worth starting. */
const SHORTEST_USEFUL_ATTEMPT_MS = 500;

async function attemptOnce(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onCallerAbort: (() => void) | undefined;

  const stopped = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      reject(timeoutError());
    }, timeoutMs);
    onCallerAbort = () => {
      controller.abort();
      reject(abortedError(signal?.reason));
    };
    signal?.addEventListener('abort', onCallerAbort, { once: true });
  });

  const exchange = (async () => {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, { ...init, signal: controller.signal });
      text = await response.text();
    } catch (cause) {
      if (signal?.aborted) throw abortedError(signal.reason);
      if (timedOut) throw timeoutError();
      throw networkError(cause);
    }
    return interpretResponse(response.status, response.headers, text);
  })();
  // Whichever loses the race must not surface as an unhandled rejection.
  exchange.catch(() => undefined);
  stopped.catch(() => undefined);

  try {
    return await Promise.race([exchange, stopped]);
  } finally {
    clearTimeout(timer);
    if (onCallerAbort) signal?.removeEventListener('abort', onCallerAbort);
  }
}

export async function send(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  policy: RequestPolicy,
  signal?: AbortSignal,
  random: () => number = Math.random,
): Promise<unknown> {
  const deadline = Date.now() + policy.budgetMs;
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) throw abortedError(signal.reason);
    const timeoutMs = Math.min(policy.attemptTimeoutMs, deadline - Date.now());
    try {
      return await attemptOnce(fetchImpl, url, init, timeoutMs, signal);
    } catch (error) {
      if (!(error instanceof BookingApiError)) throw error;
      if (error.kind === 'aborted' || attempt >= policy.maxAttempts || !policy.retryable(error)) throw error;
      // The server's Retry-After wins, but "0" must not turn into a burst of requests.
      const wait = Math.max((error.retryAfterSeconds ?? 0) * 1000, backoffDelay(attempt, random));
      // A wait that leaves no room for a real attempt fails now, with the server's answer
      // (a long Retry-After is reported as rate-limited at once, carrying its seconds).
      if (deadline - Date.now() - wait < SHORTEST_USEFUL_ATTEMPT_MS) throw error;
      await sleep(wait, signal);
    }
  }
}
