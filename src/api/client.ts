/**
 * The widget's one way to talk to the booking platform (interface v1.0).
 *
 * Retry policy, per operation:
 * - Reads (getBusiness, getSlots) repeat network errors, timeouts, 5xx and 429 with capped,
 *   jittered exponential backoff or the server's Retry-After, all within READ_POLICY's
 *   budget: a customer facing a broken server sees an error within about four seconds.
 *   A Retry-After longer than the budget allows is a rate-limited error at once.
 * - bookAppointment repeats only network errors, timeouts and 5xx, always with the same
 *   Idempotency-Key (the platform then returns the same appointment, never a second one),
 *   and never a 4xx: the answer to a 4xx is the customer's to act on.
 * - sendOtp is never repeated automatically: each attempt may text the customer, and the
 *   platform's 429 carries a Retry-After the form shows as a countdown.
 */
import { BookingApiError } from './errors.js';
import { parseAppointment, parseBusiness, parseSlots } from './parse.js';
import { send, type FetchLike, type RequestPolicy } from './request.js';
import { shareRequest } from './shared-request.js';
import type { Appointment, BookingClient, BookingRequest, Business, CallOptions, Slot } from './types.js';

export interface ClientOptions {
  /** Where the platform lives; may carry a path (`https://host/booking/`). */
  baseUrl: string;
  apiKey: string;
  /** Defaults to the page's fetch, looked up at call time. */
  fetch?: FetchLike;
  /** Source of backoff jitter in [0, 1); tests pin it. */
  random?: () => number;
}

const isServerFault = (error: BookingApiError) =>
  error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'server' && (error.status ?? 0) >= 500);

export const READ_POLICY: RequestPolicy = {
  budgetMs: 4000,
  attemptTimeoutMs: 3000,
  maxAttempts: 4,
  retryable: (error) => isServerFault(error) || error.kind === 'rate-limited',
};

export const BOOKING_POLICY: RequestPolicy = {
  budgetMs: 30_000,
  attemptTimeoutMs: 15_000,
  maxAttempts: 3,
  retryable: isServerFault,
};

export const OTP_POLICY: RequestPolicy = {
  budgetMs: 10_000,
  attemptTimeoutMs: 10_000,
  maxAttempts: 1,
  retryable: () => false,
};

/**
 * The address of one endpoint, query included. A base the browser cannot fetch (not
 * http(s), or no URL at all) fails the call as `network`, like an unreachable host: the
 * element reports it the same way and never throws at the page.
 */
function endpoint(baseUrl: string, path: string, query: Record<string, string | number | undefined>): string {
  let url: URL;
  try {
    // Relative to the page when baseUrl is itself relative ("/platform").
    const pageUrl = typeof location === 'undefined' ? undefined : location.href;
    url = new URL(path, new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`, pageUrl));
  } catch (cause) {
    throw new BookingApiError('network', `Invalid base URL ${JSON.stringify(baseUrl)}`, { cause });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BookingApiError('network', `Base URL must be http(s): ${JSON.stringify(baseUrl)}`);
  }
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.href;
}

export function createClient(options: ClientOptions): BookingClient {
  const { baseUrl, apiKey, random } = options;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = (path: string, query: Record<string, string | number | undefined> = {}) =>
    endpoint(baseUrl, path, { api_key: apiKey, ...query });
  const get = (href: string, signal?: AbortSignal) =>
    send(fetchImpl, href, { method: 'GET', headers: { Accept: 'application/json' } }, READ_POLICY, signal, random);
  const post = (href: string, body: unknown, policy: RequestPolicy, headers: Record<string, string>, signal?: AbortSignal) =>
    send(
      fetchImpl,
      href,
      {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      },
      policy,
      signal,
      random,
    );

  return {
    async getBusiness({ signal }: CallOptions = {}): Promise<Business> {
      const href = url('api/business');
      return shareRequest(href, async (shared) => parseBusiness(await get(href, shared)), signal, (business) => structuredClone(business));
    },

    async getSlots(date: string, businessUnitId?: number, { signal }: CallOptions = {}): Promise<Slot[]> {
      return parseSlots(await get(url('api/slots', { date, business_unit_id: businessUnitId }), signal));
    },

    async bookAppointment(
      request: BookingRequest,
      idempotencyKey: string,
      { signal }: CallOptions = {},
    ): Promise<Appointment> {
      const data = await post(url('api/appointments'), request, BOOKING_POLICY, { 'Idempotency-Key': idempotencyKey }, signal);
      return parseAppointment(data, request);
    },

    async sendOtp(phone: string, { signal }: CallOptions = {}): Promise<void> {
      await post(url('api/otp'), { phone }, OTP_POLICY, {}, signal);
    },
  };
}
