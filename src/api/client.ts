/**
 * The full client: the connection's business (connection.ts, with the button) and the dialog's
 * calls built on its `send`, each with its retry policy (connection.ts says how each is retried
 * and why). This module comes with the dialog's chunk.
 */
import {
  createConnection,
  READ_POLICY,
  type ClientOptions,
  type PlatformConnection,
  type PostInit,
  type RetryPolicy,
} from './connection.js';
import { isBookingApiError } from './errors.js';
import { parseAppointment, parseSlots } from './parse-booking.js';
import type { BookingClient } from './types.js';
import { rethrowWithField } from './validation-field.js';

export { READ_POLICY, type ClientOptions, type FetchLike, type RetryPolicy } from './connection.js';

/** A booking: 15 s per attempt, 30 s in all, 3 attempts (each with the same Idempotency-Key). */
export const BOOKING_POLICY: RetryPolicy = { budgetMs: 30_000, attemptTimeoutMs: 15_000, maxAttempts: 3 };
/** An SMS code: one attempt of 10 s, never repeated (each attempt may text the customer). */
export const CODE_POLICY: RetryPolicy = { budgetMs: 10_000, attemptTimeoutMs: 10_000, maxAttempts: 1 };

/** A POST of `body` as JSON (the answer asked for as JSON too), with any further `headers`. */
function jsonPost({ body, headers }: { body: object; headers?: Record<string, string> }): PostInit {
  const json = 'application/json';
  return { method: 'POST', headers: { Accept: json, 'Content-Type': json, ...headers }, body: JSON.stringify(body) };
}

/**
 * Any 2xx to a booking is an appointment booked (docs/platform-interface.md), also one whose body
 * is not the envelope: the connection's `invalid-response` for it is read here as an answer
 * without data, which the request stands in for (`parseAppointment`). A 2xx envelope that says
 * `failure` is a refusal (`server`), as on every call.
 */
function bookedWithoutData(error: unknown): undefined {
  // Only an answer's 2xx gives an `invalid-response` a status (response.ts).
  if (isBookingApiError(error) && error.kind === 'invalid-response' && error.status !== undefined) return undefined;
  throw error;
}

/** One client per connection: the dialog's caches know a client by its identity. */
const clients = new WeakMap<PlatformConnection, BookingClient>();

/** The full client of a connection (the element's, for the dialog): always the same one for the same connection. */
export function bookingClient(connection: PlatformConnection): BookingClient {
  let client = clients.get(connection);
  if (!client) {
    // A validation error names the request field the forms put their sentence beside.
    const send: PlatformConnection['send'] = (path, request) => connection.send(path, request).catch(rethrowWithField);
    client = {
      getBusiness: (options) => connection.getBusiness(options),

      async getSlots(date, businessUnitId, { signal, priority, budgetMs } = {}) {
        const query = { date, business_unit_id: businessUnitId };
        const policy = budgetMs ? { ...READ_POLICY, budgetMs } : READ_POLICY;
        return parseSlots(await send('slots', { policy, query, signal, priority }));
      },

      async bookAppointment(request, idempotencyKey, { signal } = {}) {
        const data = await send('appointments', {
          policy: BOOKING_POLICY,
          signal,
          post: jsonPost({ body: request, headers: { 'Idempotency-Key': idempotencyKey } }),
        }).catch(bookedWithoutData);
        return parseAppointment(data, request);
      },

      async sendOtp(phone, { signal } = {}) {
        await send('otp', { policy: CODE_POLICY, signal, post: jsonPost({ body: { phone } }) });
      },
    };
    clients.set(connection, client);
  }
  return client;
}

/** A client of its own connection (tests, and integrators that call the platform themselves). */
export const createClient = (options: ClientOptions): BookingClient => bookingClient(createConnection(options));
