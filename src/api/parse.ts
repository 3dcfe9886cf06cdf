/**
 * Boundary checks: the envelope's `data` becomes a typed resource here or the call fails
 * with `invalid-response`, so nothing unchecked travels into the widget.
 *
 * Strict where a wrong value would mislead (business identity, locations, booking
 * identity); forgiving where one bad item should not take the whole widget down (a
 * malformed slot is dropped, `widget_settings` is only required to be an object because
 * the settings sanitizer checks each of its fields and falls back per field).
 */
import type { Appointment, BookingRequest, Business, Location, Slot, WidgetSettings } from './types.js';
import { invalidResponse, isRecord } from './response.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function requireString(record: Record<string, unknown>, key: string, where: string): string {
  const value = record[key];
  if (typeof value !== 'string') throw invalidResponse(`${where}.${key} is not a string`);
  return value;
}

function parseLocation(value: unknown, index: number): Location {
  const where = `locations[${index}]`;
  if (!isRecord(value) || !Number.isInteger(value.id)) throw invalidResponse(`${where}.id is not an integer`);
  return { id: value.id as number, name: requireString(value, 'name', where) };
}

export function parseBusiness(data: unknown): Business {
  if (!isRecord(data)) throw invalidResponse('business is not an object');
  if (typeof data.sms_enabled !== 'boolean') throw invalidResponse('business.sms_enabled is not a boolean');
  if (!Array.isArray(data.locations)) throw invalidResponse('business.locations is not an array');
  if (!isRecord(data.widget_settings)) throw invalidResponse('business.widget_settings is not an object');
  return {
    name: requireString(data, 'name', 'business'),
    address: requireString(data, 'address', 'business'),
    date_format: requireString(data, 'date_format', 'business'),
    sms_enabled: data.sms_enabled,
    locations: data.locations.map(parseLocation),
    // Field values are checked by sanitizeWidgetSettings, the only reader of this object.
    widget_settings: { ...data.widget_settings } as unknown as WidgetSettings,
  };
}

function parseSlot(value: unknown): Slot | undefined {
  if (!isRecord(value)) return undefined;
  const { from, to, percentage_filled: filled } = value;
  if (typeof from !== 'string' || typeof to !== 'string' || !TIME.test(from) || !TIME.test(to) || from >= to) {
    return undefined;
  }
  if (typeof filled !== 'number' || !Number.isFinite(filled)) return undefined;
  return { from, to, percentage_filled: Math.min(100, Math.max(0, Math.round(filled))) };
}

/** Malformed slots are dropped, fullness is clamped to 0..100 and the list sorted by `from`. */
export function parseSlots(data: unknown): Slot[] {
  if (!Array.isArray(data)) throw invalidResponse('slots is not an array');
  return data
    .map(parseSlot)
    .filter((slot): slot is Slot => slot !== undefined)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

function stringOrNull(value: unknown, fallback: string | undefined): string | null {
  if (typeof value === 'string') return value;
  return fallback ?? null;
}

/**
 * The appointment's identity (id, date, times) must be there. The other fields are taken
 * from the request when the server leaves them out: a booking the server confirmed must
 * not be reported to the customer as failed over a cosmetic field.
 */
export function parseAppointment(data: unknown, request: BookingRequest): Appointment {
  if (!isRecord(data)) throw invalidResponse('appointment is not an object');
  const { id } = data;
  if (!(typeof id === 'string' && id !== '') && !Number.isInteger(id)) throw invalidResponse('appointment.id is missing');
  const unit = data.business_unit_id;
  return {
    id: id as string | number,
    date: requireString(data, 'date', 'appointment'),
    from: requireString(data, 'from', 'appointment'),
    to: requireString(data, 'to', 'appointment'),
    business_unit_id: Number.isInteger(unit) ? (unit as number) : (request.business_unit_id ?? null),
    name: stringOrNull(data.name, request.name) ?? request.name,
    email: stringOrNull(data.email, request.email) ?? request.email,
    phone: stringOrNull(data.phone, request.phone),
    notes: stringOrNull(data.notes, request.notes),
    status: typeof data.status === 'string' ? data.status : 'confirmed',
    created_at: typeof data.created_at === 'string' ? data.created_at : '',
  };
}
