/**
 * A scripted stand-in for fetch, injected into the client: each request takes the next
 * answer from the script and is recorded for assertions. Answers resolve on microtasks
 * only, so fake timers alone decide when time passes.
 */
export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string | undefined;
  signal: AbortSignal | undefined;
  /** Date.now() when the request was made (the fake clock's time under fake timers). */
  at: number;
}

/** An answer; `delayMs` makes it come that late (on the fake clock), as over a slow network. */
export type Answer =
  { status: number; body: string; headers?: Record<string, string>; delayMs?: number } | { networkError: true } | { hang: true };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Answer {
  return { status, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } };
}

export function success(data: unknown, message = 'OK'): Answer {
  return json(200, { status: 'success', message, data });
}

export function failure(status: number, message: string, headers: Record<string, string> = {}): Answer {
  return json(status, { status: 'failure', message }, headers);
}

export const networkDown: Answer = { networkError: true };
export const hang: Answer = { hang: true };

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

export function scriptedFetch(script: Answer[], repeatLast = true) {
  const requests: RecordedRequest[] = [];
  const fetch = (input: string, init: RequestInit): Promise<Response> => {
    const signal = init.signal ?? undefined;
    requests.push({
      url: new URL(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      signal,
      at: Date.now(),
    });
    const answer = script.length > 1 || !repeatLast ? script.shift() : script[0];
    if (!answer) return Promise.reject(new Error(`unexpected request ${input}`));
    if (signal?.aborted) return Promise.reject(abortError());
    if ('networkError' in answer) return Promise.reject(new TypeError('Failed to fetch'));
    if ('hang' in answer) {
      return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(abortError()), { once: true }));
    }
    const response = {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      headers: new Headers(answer.headers),
      text: () => Promise.resolve(answer.body),
    };
    if (!answer.delayMs) return Promise.resolve(response as unknown as Response);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(response as unknown as Response), answer.delayMs);
      const abort = () => {
        clearTimeout(timer);
        reject(abortError());
      };
      signal?.addEventListener('abort', abort, { once: true });
    });
  };
  return { fetch, requests };
}
