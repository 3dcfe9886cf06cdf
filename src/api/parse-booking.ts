/**
 * Boundary checks of the dialog's answers (see parse.ts): a day's times and a booked
 * appointment.
 */
import { checked, invalid, isFiniteNumber, isInteger, isRecord, isString } from './parse.js';
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
 * A booking the platform confirmed (it has an id) must not be reported to the customer as
 * failed over another field: the others are taken from the request when the answer leaves
 * them out. So are its day and times when they are not in the interface's formats
 * (`YYYY-MM-DD`, `HH:MM`): the confirmation formats them and the calendar file writes them into
 * its lines, so nothing else may pass, and the platform booked the time it was asked for.
 */
export function parseAppointment(data: unknown, request: BookingRequest): Appointment {
  const { id } = checked(data, 'appointment', {
    id: (id): id is number | string => (isString(id) && id !== '') || isInteger(id),
  });
  // An object: `checked` has just made sure of it.
  const given = data as Record<string, unknown>;
  const textOr = <T>(value: unknown, fallback: T): string | T => (isString(value) ? value : fallback);
  return {
    id,
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
