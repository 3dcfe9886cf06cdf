import { randomUUID } from 'node:crypto';
import { localIsoDate } from '../dates.js';
import type { Target } from './target.js';

/**
 * One answer. `Data` is the shape the interface gives a success answer's `data` (one of the
 * `Api…` types below): the tests assert that the server keeps to it, so it is what they read,
 * not a promise. A failure answer has no `data`; tests compare its whole `body` instead.
 */
export interface Reply<Data = unknown> {
  status: number;
  headers: Headers;
  body: { status?: unknown; message?: unknown; data: Data };
  text: string;
}

/** GET /api/business's `data`. */
export interface ApiBusiness {
  name: string;
  address: string;
  date_format: string;
  sms_enabled: boolean;
  locations: { id: number; name: string }[];
  widget_settings: { width: number; height: number; font_size: number; font_color: string; bg_color: string; text: string };
}

/** One slot of GET /api/slots's `data`. */
export interface ApiSlot {
  from: string;
  to: string;
  percentage_filled: number;
}

/**
 * POST /api/appointments's `data`: the appointment as stored. The sandbox's own shape, stricter
 * than the widget's `Appointment` (src/api/types.ts), which tolerates what other servers send.
 */
export interface ApiAppointment {
  id: number;
  business_unit_id: number;
  date: string;
  from: string;
  to: string;
  name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  status: string;
  created_at: string;
}

export interface CallOptions {
  method?: string;
  key?: string | null;
  query?: Record<string, string>;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** One real HTTP request to the target; `key: null` leaves the api_key out. */
export async function call<Data = unknown>(target: Target, path: string, options: CallOptions = {}): Promise<Reply<Data>> {
  const url = new URL(target.url + path);
  const key = options.key === undefined ? target.key : options.key;
  if (key !== null) url.searchParams.set('api_key', key);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.append(name, value);
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(url, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let parsed = {} as Reply<Data>['body'];
  try {
    parsed = JSON.parse(text) as Reply<Data>['body'];
  } catch {
    // Left empty: the assertions on `body` then say what was wrong.
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export interface Booking {
  date: string;
  from: string;
  to: string;
  business_unit_id?: number;
  name?: string;
  email?: string;
  phone?: string;
  notes?: string;
  otp?: string;
  [field: string]: unknown;
}

export function book(target: Target, booking: Booking, options: { key?: string; idempotencyKey?: string | null } = {}) {
  const idempotencyKey = options.idempotencyKey === undefined ? randomUUID() : options.idempotencyKey;
  return call<ApiAppointment>(target, '/api/appointments', {
    key: options.key ?? target.key,
    body: { name: 'Jo Tester', email: 'jo@example.com', ...booking },
    headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey },
  });
}

export interface FoundSlot {
  date: string;
  from: string;
  to: string;
  percentage_filled: number;
  business_unit_id: number;
}

/** Dates from `start` on, as the server's calendar has them. */
export function isoDay(start: Date, offset: number): string {
  return localIsoDate(new Date(start.getFullYear(), start.getMonth(), start.getDate() + offset));
}

/** The first slot with free places in the coming weeks, `skip` of them passed over first. */
export async function findFreeSlot(target: Target, search: { key: string; start: Date; skip?: number }): Promise<FoundSlot> {
  const { key, start } = search;
  const business = await call<ApiBusiness>(target, '/api/business', { key });
  const unit = business.body.data.locations[0]!.id;
  let toSkip = search.skip ?? 0;
  for (let offset = 1; offset < 60; offset++) {
    const date = isoDay(start, offset);
    const slots = await call<ApiSlot[]>(target, '/api/slots', { key, query: { date, business_unit_id: String(unit) } });
    for (const slot of slots.body.data) {
      if (slot.percentage_filled < 100 && toSkip-- <= 0) return { ...slot, date, business_unit_id: unit };
    }
  }
  throw new Error('No free slot in the next 60 days');
}

/** The server's "now" for picking dates: the suite's clock, or the real one for a remote server. */
export function today(target: Target): Date {
  return target.local ? target.local.clock.now() : new Date();
}
