/**
 * Identical requests in flight at the same time share one HTTP request: several widgets on
 * a page with one API key fetch the business once. The map is module-level on purpose so
 * that separate clients share it.
 *
 * Each caller keeps its own AbortSignal: aborting rejects only that caller's promise. The
 * shared request is aborted only when every caller has gone, and it then leaves the map so
 * a later caller starts afresh instead of joining a dying request.
 */
import { abortedError } from './response.js';

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
  callers: number;
}

const inFlight = new Map<string, InFlight>();

export function shareRequest<T>(
  key: string,
  start: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
  copy: (value: T) => T = (value) => value,
): Promise<T> {
  if (signal?.aborted) return Promise.reject(abortedError(signal.reason));

  let entry = inFlight.get(key);
  if (!entry) {
    const controller = new AbortController();
    const created: InFlight = { controller, callers: 0, promise: Promise.resolve() };
    created.promise = start(controller.signal).finally(() => {
      if (inFlight.get(key) === created) inFlight.delete(key);
    });
    created.promise.catch(() => undefined);
    inFlight.set(key, created);
    entry = created;
  }
  const shared = entry;
  shared.callers++;

  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      shared.callers--;
      if (shared.callers === 0) {
        if (inFlight.get(key) === shared) inFlight.delete(key);
        shared.controller.abort();
      }
      reject(abortedError(signal?.reason));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    shared.promise.then(
      (value) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(copy(value as T));
      },
      (error: unknown) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
