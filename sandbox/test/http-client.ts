import { randomUUID } from 'node:crypto';
import { localIsoDate } from '../dates.js';
import type { Target } from './target.js';

export interface Reply {
  status: number;
  headers: Headers;
  body: { status?: unknown; message?: unknown; data?: any };
  text: string;
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
export async function call(target: Target, path: string, options: CallOptions = {}): Promise<Reply> {
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
  let parsed: Reply['body'] = {};
  try {
    parsed = JSON.parse(text);
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
  return call(target, '/api/appointments', {
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
export async function findFreeSlot(target: Target, key: string, start: Date, skip = 0): Promise<FoundSlot> {
  const business = await call(target, '/api/business', { key });
  const unit = business.body.data.locations[0].id as number;
  let toSkip = skip;
  for (let offset = 1; offset < 60; offset++) {
    const date = isoDay(start, offset);
    const slots = await call(target, '/api/slots', { key, query: { date, business_unit_id: String(unit) } });
    for (const slot of slots.body.data as FoundSlot[]) {
      if (slot.percentage_filled < 100 && toSkip-- <= 0) return { ...slot, date, business_unit_id: unit };
    }
  }
  throw new Error('No free slot in the next 60 days');
}

/** The server's "now" for picking dates: the suite's clock, or the real one for a remote server. */
export function today(target: Target): Date {
  return target.local ? target.local.clock.now() : new Date();
}
