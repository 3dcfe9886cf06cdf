/**
 * Boundary checks of the dialog's answers (see parse.ts): a day's times and a booked
 * appointment.
 */
import { invalid, isFiniteNumber, isInteger, isRecord, isString } from './parse.js';
import type { Appointment, BookingRequest, Slot } from './types.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isTime = (value: unknown): value is string => isString(value) && TIME.test(value);
/** A day that exists: read back, it is the same day (V8 reads 2026-02-31 as 3 March, other engines refuse it). */
const isDate = (value: unknown): value is string =>
  isString(value) && DATE.test(value) && new Date(Date.parse(`${value}T00:00Z`) || 0).toISOString().startsWith(value);

/**
 * Malformed slots are dropped, fullness is clamped to 0..100 and the list sorted by `from`. A
 * fraction is rounded down: only the platform's 100 or more means full, so 99.6 stays a time
 * with a place left (99), never one shown full.
 */
export function parseSlots(data: unknown): Slot[] {
  if (!Array.isArray(data)) throw invalid('slots');
  return data
    .flatMap((slot: unknown): Slot[] => {
      if (!isRecord(slot)) return [];
      const { from, to, percentage_filled: filled } = slot;
      return isTime(from) && isTime(to) && from < to && isFiniteNumber(filled)
        ? [{ from, to, percentage_filled: Math.min(100, Math.max(0, Math.floor(filled))) }]
        : [];
    })
    .sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * The appointment a 2xx answer to a booking stands for: the platform booked it, whatever else the
 * answer holds (any 2xx is a booking, docs/platform-interface.md), so nothing in it may report the
 * booking to the customer as failed. Its `id` is the platform's reference when it gave one (a
 * non-empty string or an integer), else none. Every other field it leaves out, or any answer
 * without an object in `data` (no data, a 204, an array), is taken from the request; so are the
 * day and times when they are not in the interface's formats (`YYYY-MM-DD`, `HH:MM`): the
 * confirmation formats them and the calendar file writes them into its lines, so nothing else may
 * pass, and the platform booked the time it was asked for.
 */
export function parseAppointment(data: unknown, request: BookingRequest): Appointment {
  // Without a prototype, like the answer's own objects (response.ts): a page's Object.prototype lends it no field.
  const given = (isRecord(data) ? data : Object.create(null)) as Record<string, unknown>;
  const { id } = given;
  const textOr = <T>(value: unknown, fallback: T): string | T => (isString(value) ? value : fallback);
  return {
    // Set even when there is none, so that a page's Object.prototype cannot lend it one.
    id: (isString(id) && id !== '') || isInteger(id) ? id : undefined,
    date: isDate(given.date) ? given.date : request.date,
    from: isTime(given.from) ? given.from : request.from,
    to: isTime(given.to) ? given.to : request.to,
    business_unit_id: isInteger(given.business_unit_id) ? given.business_unit_id : (request.business_unit_id ?? null),
    name: textOr(given.name, request.name),
    email: textOr(given.email, request.email),
    phone: textOr(given.phone, request.phone ?? null),
    notes: textOr(given.notes, request.notes ?? null),
    status: textOr(given.status, 'confirmed'),
    created_at: textOr(given.created_at, ''),
  };
}
