import sinon from 'sinon';
import type { BookingRequest, Business, Slot } from '../../src/api/types.js';
import { appointmentFor } from '../unit/booking-fake-client.js';

/**
 * One answer of the fake platform: a status and a JSON body, a status and raw text (an HTML
 * error page, broken JSON, nothing), or a network failure. Headers such as Retry-After go along.
 */
export type FakeResponse =
  | { status: number; body: unknown; headers?: Record<string, string>; delayMs?: number }
  | { status: number; text: string; headers?: Record<string, string>; delayMs?: number }
  | { networkError: true; delayMs?: number };

export interface RecordedRequest {
  method: string;
  /** Scheme, host and port the request went to. */
  origin: string;
  path: string;
  params: URLSearchParams;
  /** The parsed JSON body of a POST. */
  body?: Record<string, unknown>;
  idempotencyKey?: string | null;
  /** The fetch's `priority` (`low` for what the widget loads in the background). */
  priority?: RequestPriority | undefined;
  /** Ended by the widget before its answer came. */
  aborted: () => boolean;
}

type Route = (params: URLSearchParams, body: Record<string, unknown>) => FakeResponse | Promise<FakeResponse>;

export const BASE_URL = 'https://booking.test';
export const API_KEY = 'test-key';

/** A business with one location, a UK date format and the platform's button settings. */
export function aBusiness(overrides: Partial<Business> = {}): Business {
  return {
    name: 'Studio Nord Hair & Beauty',
    address: '12 Harbour Street, Bristol BS1 4QA',
    date_format: 'D, d M Y',
    sms_enabled: false,
    locations: [{ id: 7, name: 'Harbour Street' }],
    widget_settings: {
      width: 240,
      height: 52,
      text: 'Book a visit',
      font_size: 17,
      font_color: '#ffffff',
      bg_color: '#0f766e',
    },
    ...overrides,
  };
}

export const someSlots = (): Slot[] => [
  { from: '09:00', to: '09:30', percentage_filled: 70 },
  { from: '09:30', to: '10:00', percentage_filled: 100 },
  { from: '10:00', to: '10:30', percentage_filled: 0 },
];

export const success = (data: unknown, message = 'Fetched successfully'): FakeResponse => ({
  status: 200,
  body: { status: 'success', message, data },
});
export const failure = (status: number, message: string): FakeResponse => ({
  status,
  body: { status: 'failure', message },
});

/**
 * Stands in for the booking platform by stubbing `window.fetch`: answers
 * `/api/business`, `/api/slots`, `POST /api/otp` and `POST /api/appointments` with chosen
 * responses, records every request (with its body and Idempotency-Key), and can hold an
 * answer back until the test releases it.
 */
export class FakePlatform {
  readonly requests: RecordedRequest[] = [];
  business: Route = () => success(aBusiness(), 'Business details fetched successfully');
  slots: Route = () => success(someSlots(), 'Slots fetched successfully');
  otp: Route = () => success(null, 'OTP sent successfully');
  appointments: Route = (_params, body) => ({
    status: 201,
    body: {
      status: 'success',
      message: 'Appointment booked successfully',
      data: appointmentFor({ business_unit_id: 7, ...body } as unknown as BookingRequest),
    },
  });
  private readonly stub: sinon.SinonStub;

  constructor() {
    this.stub = sinon.stub(window, 'fetch').callsFake((input, init) => this.answer(input, init));
  }

  restore(): void {
    this.stub.restore();
  }

  slotRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.path === '/api/slots');
  }

  otpRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.path === '/api/otp');
  }

  bookingRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.path === '/api/appointments');
  }

  businessRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.path === '/api/business');
  }

  /** A slots answer the test releases by hand, to see the loading state or a race. */
  deferred(): { response: Promise<FakeResponse>; release: (response: FakeResponse) => void } {
    let release!: (response: FakeResponse) => void;
    const response = new Promise<FakeResponse>((resolve) => (release = resolve));
    return { response, release };
  }

  /** Holds every slots answer back until the returned function releases them. */
  holdSlots(): (response: FakeResponse) => void {
    const held = this.deferred();
    this.slots = () => held.response;
    return held.release;
  }

  private async answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const idempotencyKey = new Headers(init?.headers).get('Idempotency-Key');
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    this.requests.push({
      method,
      origin: url.origin,
      path: url.pathname,
      params: url.searchParams,
      body,
      idempotencyKey,
      priority: init?.priority,
      aborted: () => signal?.aborted === true,
    });
    const routes: Record<string, Route> = {
      'GET /api/business': this.business,
      'GET /api/slots': this.slots,
      'POST /api/otp': this.otp,
      'POST /api/appointments': this.appointments,
    };
    const route = routes[`${method} ${url.pathname}`];
    const response = await abortable(
      (async () => {
        const answer = route ? await route(url.searchParams, body ?? {}) : failure(404, 'Not found');
        if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
        return answer;
      })(),
      signal,
    );
    // Own keys only: a test may pollute Object.prototype with `text` or `networkError`.
    if (Object.hasOwn(response, 'networkError')) throw new TypeError('Failed to fetch');
    const answer = response as Exclude<FakeResponse, { networkError: true }>;
    const raw = Object.hasOwn(answer, 'text');
    const text = raw ? (answer as { text: string }).text : JSON.stringify((answer as { body: unknown }).body);
    // A status without content takes no body: Response refuses even an empty one.
    return new Response([204, 205, 304].includes(answer.status) ? null : text, {
      status: answer.status,
      headers: { 'Content-Type': raw ? 'text/html' : 'application/json', ...answer.headers },
    });
  }
}

/** Rejects as fetch does the moment the request's signal aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(aborted()), { once: true });
    promise.then(resolve, reject);
  });
}

export interface FakePlatformContext {
  platform: FakePlatform;
  /** The widget tells site owners about failures with console.error; tests read it here. */
  consoleError: sinon.SinonStub;
}

/** A fresh FakePlatform (and a quiet, recorded console.error) around each test of a suite. */
export function withFakePlatform(): FakePlatformContext {
  const context = {} as FakePlatformContext;
  beforeEach(() => {
    // Button settings remembered by an earlier test would style the next one's first render.
    localStorage.clear();
    context.platform = new FakePlatform();
    context.consoleError = sinon.stub(console, 'error');
  });
  afterEach(() => {
    context.platform.restore();
    context.consoleError.restore();
  });
  return context;
}
