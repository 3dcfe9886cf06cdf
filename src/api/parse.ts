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
import type { Appointment, BookingRequest, Business, Slot } from './types.js';

type Fields = Record<string, any>;

export const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

/** `what` names the part of the answer that is missing or of the wrong type. */
const invalid = (what: string) => new BookingApiError('invalid-response', `invalid-response: ${what}`);

/**
 * A copy of `data` with exactly the fields of `checks`, in their order, each of which must
 * pass its check.
 */
function checked(data: unknown, what: string, checks: Record<string, (value: unknown) => boolean>): Fields {
  if (!isRecord(data)) throw invalid(what);
  const copy: Fields = {};
  for (const [key, check] of Object.entries(checks)) {
    if (!check(data[key])) throw invalid(`${what}.${key}`);
    copy[key] = data[key];
  }
  return copy;
}

export function parseBusiness(data: unknown): Business {
  const business = checked(data, 'business', {
    name: isString,
    address: isString,
    date_format: isString,
    sms_enabled: (value) => typeof value === 'boolean',
    locations: Array.isArray,
    widget_settings: isRecord,
  });
  business.locations = business.locations.map((location: unknown, i: number) =>
    checked(location, `business.locations[${i}]`, { id: Number.isInteger, name: isString }),
  );
  // widget_settings is only checked to be an object: sanitizeWidgetSettings, its only reader,
  // checks the values and makes its own copy.
  return business as Business;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Malformed slots are dropped, fullness is clamped to 0..100 and the list sorted by `from`. */
export function parseSlots(data: unknown): Slot[] {
  if (!Array.isArray(data)) throw invalid('slots');
  return data
    .flatMap((slot: unknown) => {
      if (!isRecord(slot)) return [];
      const { from, to, percentage_filled: filled } = slot;
      return [from, to].every((time) => isString(time) && TIME.test(time)) && from < to && Number.isFinite(filled)
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
  const appointment = checked(data, 'appointment', {
    id: (id) => (isString(id) && id !== '') || Number.isInteger(id),
    date: isString,
    from: isString,
    to: isString,
  });
  const given = data as Fields;
  const unit = given.business_unit_id;
  appointment.business_unit_id = Number.isInteger(unit) ? unit : (request.business_unit_id ?? null);
  const fallbacks = {
    name: request.name,
    email: request.email,
    phone: request.phone ?? null,
    notes: request.notes ?? null,
    status: 'confirmed',
    created_at: '',
  };
  for (const [key, fallback] of Object.entries(fallbacks)) appointment[key] = isString(given[key]) ? given[key] : fallback;
  return appointment as Appointment;
}
