/**
 * Turns one HTTP response into either the envelope's `data` or a `BookingApiError`.
 *
 * Mapping (the platform's HTTP interface v1.0 fixes 401 and 404; the rest is this project's
 * reading of what it leaves open, README → Interface assumptions):
 * - 401, 403 → unauthorized; 404 → not-found; 409 → conflict;
 * - 400, 422 → validation, with `field` read from `Validation failed: <field> <reason>` or
 *   `Invalid <field>` (so `Invalid OTP` → `otp`, `Invalid date` → `date`);
 * - 429 → rate-limited with `retryAfterSeconds` from the Retry-After header;
 * - 408 → timeout; any other status, including 5xx → server.
 * - 2xx with `status: "failure"` → server, keeping the server's message: the platform
 *   said no, whatever the status line claims.
 * - 2xx whose body is not a JSON envelope → invalid-response. On an error status the
 *   status decides the kind even when the body is not JSON (a proxy's HTML 502 page is a
 *   server error, its 404 page is not-found).
 */
import { BookingApiError, type ApiErrorKind } from './errors.js';
import { parseRetryAfter } from './retry.js';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Objects of an answer get no prototype: on a page whose Object.prototype carries extra keys,
 * a field the platform left out must read as missing, not as the page's value.
 */
const withoutPrototype = (_key: string, value: unknown) =>
  isRecord(value) ? Object.assign(Object.create(null) as object, value) : value;

function readJson(text: string): unknown {
  try {
    return JSON.parse(text, withoutPrototype);
  } catch {
    return undefined;
  }
}

const KIND_BY_STATUS: Partial<Record<number, ApiErrorKind>> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'unauthorized',
  404: 'not-found',
  408: 'timeout',
  409: 'conflict',
  422: 'validation',
  429: 'rate-limited',
};

// Messages are for developers reading the console (a customer reads the widget's own text,
// chosen by `kind`): the server's message when it sent one, else the kind itself, which the
// README documents, with the HTTP status where there was one.

/** The request field a validation message names, if any. */
export function validationField(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const named = /^Validation failed:\s*([A-Za-z_][\w.]*)/.exec(message) ?? /^Invalid\s+([A-Za-z_]\w*)\s*$/i.exec(message);
  return named?.[1]?.toLowerCase();
}

export function interpretResponse(status: number, headers: Headers, text: string, now: number = Date.now()): unknown {
  const body = readJson(text);
  const serverMessage = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;

  if (status >= 200 && status < 300) {
    // No Content: nothing to check, and nothing for a caller that expects data.
    if (status === 204) return undefined;
    if (!isRecord(body) || (body.status !== 'success' && body.status !== 'failure')) {
      throw new BookingApiError('invalid-response', `invalid-response (HTTP ${status})`, { status });
    }
    if (body.status === 'failure') {
      throw new BookingApiError('server', serverMessage ?? 'server', { status, serverMessage });
    }
    return body.data;
  }

  const kind = KIND_BY_STATUS[status] ?? 'server';
  throw new BookingApiError(kind, `${serverMessage ?? kind} (HTTP ${status})`, {
    status,
    serverMessage,
    retryAfterSeconds: status === 429 || status === 503 ? parseRetryAfter(headers.get('Retry-After'), now) : undefined,
    field: kind === 'validation' ? validationField(serverMessage) : undefined,
  });
}

export function invalidResponse(what: string): BookingApiError {
  return new BookingApiError('invalid-response', `invalid-response: ${what}`);
}

export function abortedError(cause?: unknown): BookingApiError {
  return new BookingApiError('aborted', 'aborted', { cause });
}

export function networkError(cause: unknown): BookingApiError {
  return new BookingApiError('network', 'network', { cause });
}

export function timeoutError(): BookingApiError {
  return new BookingApiError('timeout', 'timeout');
}
