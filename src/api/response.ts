// The platform's answers read the way the client's header describes (client.ts, "Responses").
import { BookingApiError, type ApiErrorKind } from './errors.js';
import { isRecord, isString } from './parse.js';
import { parseRetryAfter } from './retry.js';

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

/**
 * Objects of an answer get no prototype: on a page whose Object.prototype carries extra keys,
 * a field the platform left out must read as missing, not as the page's value.
 */
const withoutPrototype = (_key: string, value: unknown) =>
  isRecord(value) ? Object.assign(Object.create(null) as object, value) : value;

/**
 * Turns one HTTP response into either the envelope's `data` or a `BookingApiError`. The field a
 * validation error names is the dialog's client's to read (validation-field.ts).
 */
export function interpret(status: number, headers: Headers, text: string): unknown {
  // Anything but an object (not JSON, an array, a string) leaves no envelope fields.
  const body = Object.create(null) as Record<string, unknown>;
  try {
    Object.assign(body, JSON.parse(text, withoutPrototype));
  } catch {
    // Not JSON: the status decides.
  }
  let kind = KIND_BY_STATUS[status] ?? 'server';
  if (status > 199 && status < 300) {
    // No Content: nothing to check, and nothing for a caller that expects data.
    if (status === 204) return undefined;
    if (body.status === 'success') return body.data;
    if (body.status !== 'failure') kind = 'invalid-response';
  }
  const serverMessage: string | undefined = kind !== 'invalid-response' && isString(body.message) ? body.message : undefined;
  throw new BookingApiError(kind, `${serverMessage ?? kind} (HTTP ${status})`, {
    status,
    serverMessage,
    retryAfterSeconds: status === 429 || status === 503 ? parseRetryAfter(headers.get('Retry-After')) : undefined,
  });
}
