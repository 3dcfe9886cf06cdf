/**
 * Boundary checks: the envelope's `data` becomes a typed resource here or the call fails
 * with `invalid-response`, so nothing unchecked travels into the widget.
 *
 * Strict where a wrong value would mislead (business identity, locations, booking
 * identity); forgiving where one bad item should not take the whole widget down (a
 * malformed slot is dropped, `widget_settings` is only required to be an object because
 * the settings sanitizer checks each of its fields and falls back per field).
 */
import { BookingApiError } from './errors.js';
import type { Appointment, BookingRequest, Business, Slot, WidgetSettings } from './types.js';

type Fields = Record<string, unknown>;

export const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);

const isInteger = (value: unknown): value is number => Number.isInteger(value);

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/** `what` names the part of the answer that is missing or of the wrong type. */
const invalid = (what: string) => new BookingApiError('invalid-response', `invalid-response: ${what}`);

/** For each field, the check its value must pass; the check's type is the field's type. */
type Checks<T> = { [K in keyof T]: (value: unknown) => value is T[K] };

/**
 * A copy of `data` with exactly the fields of `checks`, in their order, each of which must
 * pass its check.
 */
function checked<T>(data: unknown, what: string, checks: Checks<T>): T {
  if (!isRecord(data)) throw invalid(what);
  const copy: Fields = {};
  for (const [key, check] of Object.entries<(value: unknown) => boolean>(checks)) {
    if (!check(data[key])) throw invalid(`${what}.${key}`);
    copy[key] = data[key];
  }
  // Every field of T was copied above, and each passed the check that has T's field type.
  return copy as T;
}

export function parseBusiness(data: unknown): Business {
  const business = checked(data, 'business', {
    name: isString,
    address: isString,
    date_format: isString,
    sms_enabled: isBoolean,
    locations: isArray,
    widget_settings: isRecord,
  });
  return {
    ...business,
    locations: business.locations.map((location, i) =>
      checked(location, `business.locations[${i}]`, { id: isInteger, name: isString }),
    ),
    // widget_settings is only checked to be an object: sanitizeWidgetSettings, its only reader,
    // checks the values and makes its own copy.
    widget_settings: business.widget_settings as unknown as WidgetSettings,
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const isTime = (value: unknown): value is string => isString(value) && TIME.test(value);

/** Malformed slots are dropped, fullness is clamped to 0..100 and the list sorted by `from`. */
export function parseSlots(data: unknown): Slot[] {
  if (!Array.isArray(data)) throw invalid('slots');
  return data
    .flatMap((slot: unknown): Slot[] => {
      if (!isRecord(slot)) return [];
      const { from, to, percentage_filled: filled } = slot;
      return isTime(from) && isTime(to) && from < to && isFiniteNumber(filled)
        ? [{ from, to, percentage_filled: Math.min(100, Math.max(0, Math.round(filled))) }]
        : [];
    })
    .sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * The appointment's identity (id, date, times) must be there. The other fields are taken
 * from the request when the server leaves them out: a booking the server confirmed must
 * not be reported to the customer as failed over a cosmetic field.
 */
export function parseAppointment(data: unknown, request: BookingRequest): Appointment {
  const identity = checked(data, 'appointment', {
    id: (id): id is number | string => (isString(id) && id !== '') || isInteger(id),
    date: isString,
    from: isString,
    to: isString,
  });
  // An object: `checked` has just made sure of it.
  const given = data as Fields;
  const textOr = <T>(value: unknown, fallback: T): string | T => (isString(value) ? value : fallback);
  return {
    ...identity,
    business_unit_id: isInteger(given.business_unit_id) ? given.business_unit_id : (request.business_unit_id ?? null),
    name: textOr(given.name, request.name),
    email: textOr(given.email, request.email),
    phone: textOr(given.phone, request.phone ?? null),
    notes: textOr(given.notes, request.notes ?? null),
    status: textOr(given.status, 'confirmed'),
    created_at: textOr(given.created_at, ''),
  };
}
