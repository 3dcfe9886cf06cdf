/** Every way a call to the booking platform can fail, as one closed set. */
export type ApiErrorKind =
  | 'unauthorized' // 401
  | 'not-found' // 404
  | 'conflict' // 409, e.g. "Slot is full"
  | 'validation' // 400 / 422, e.g. "Validation failed: email is invalid", "Invalid OTP"
  | 'rate-limited' // 429, see retryAfterSeconds
  | 'server' // 5xx, or another unexpected status
  | 'network' // fetch rejected: no connection, DNS, connection reset, CORS
  | 'offline' // the browser knows it is offline (navigator.onLine): nothing was sent
  | 'timeout' // no answer within the call's time limit
  | 'invalid-response' // not JSON, wrong envelope, or data of the wrong shape
  | 'aborted'; // the caller's AbortSignal fired

export interface ApiErrorInit {
  status?: number;
  serverMessage?: string;
  retryAfterSeconds?: number;
  field?: string;
  reason?: FieldReason;
  cause?: unknown;
}

/** What a validation error says is wrong with its field, when it is one of these (anything else: the value is refused). */
export type FieldReason = 'required' | 'too long';

/** The one error type the client throws. */
export class BookingApiError extends Error {
  declare readonly kind: ApiErrorKind;
  /** HTTP status, when a response arrived. */
  declare readonly status: number | undefined;
  /** The envelope's `message`, when the server sent one. Text only: never render as HTML. */
  declare readonly serverMessage: string | undefined;
  /** For `rate-limited`: seconds to wait before trying again. */
  declare readonly retryAfterSeconds: number | undefined;
  /** For `validation`: the request field the server named (`email`, `phone`, `otp`, …). */
  declare readonly field: string | undefined;
  /** For `validation` with a field: what the server said is wrong with it. */
  declare readonly reason: FieldReason | undefined;

  constructor(kind: ApiErrorKind, message: string, { cause, ...init }: ApiErrorInit = {}) {
    // `cause` only where there is one, and as Error keeps it (not enumerable).
    super(message, cause === undefined ? undefined : { cause });
    Object.assign(this, { name: 'BookingApiError', kind }, init);
  }
}

/** Whether a failure is the platform's or the client's own (`kind` says which), rather than a bug. */
export function isBookingApiError(value: unknown): value is BookingApiError {
  return value instanceof BookingApiError;
}

/**
 * The browser knew it was offline when the call was made (nothing was sent); with `orNetwork`,
 * also a request that could not reach the platform (it may have been the connection).
 */
export function isOffline(error: unknown, { orNetwork = false } = {}): boolean {
  return isBookingApiError(error) && (error.kind === 'offline' || (orNetwork && error.kind === 'network'));
}

/** An error whose message is its kind, for failures that carry nothing more to say. */
export const apiError = (kind: ApiErrorKind, cause?: unknown) => new BookingApiError(kind, kind, { cause });

/**
 * The promise `start` returns, unless `signal` fires first: then an `aborted` error at once,
 * and `onAbort` runs. `start` is not called when `signal` has already fired. Lets one caller
 * stop waiting for a shared promise without cancelling it for the others.
 */
export const untilAborted = <T>(start: () => Promise<T>, signal?: AbortSignal, onAbort?: () => void) =>
  new Promise<T>((resolve, reject) => {
    const aborted = () => reject(apiError('aborted', signal!.reason));
    if (signal?.aborted) return aborted();
    const stop = () => {
      onAbort?.();
      aborted();
    };
    signal?.addEventListener('abort', stop);
    start()
      .then(resolve, reject)
      .finally(() => signal?.removeEventListener('abort', stop));
  });
