/**
 * Boundary checks: the envelope's `data` becomes a typed resource here or the call fails
 * with `invalid-response`, so nothing unchecked travels into the widget.
 *
 * Strict where a wrong value would mislead (business identity, locations, booking
 * identity); forgiving where one bad item should not take the whole widget down (a
 * malformed slot is dropped, `widget_settings` is only required to be an object because
 * the settings sanitizer checks each of its fields and falls back per field). The business is
 * checked here, with the button; a day's times and an appointment in parse-booking.ts, with the
 * dialog.
 */
import { BookingApiError } from './errors.js';
import type { Business, WidgetSettings } from './types.js';

type Fields = Record<string, unknown>;

export const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);

export const isInteger = (value: unknown): value is number => Number.isInteger(value);

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/** `what` names the part of the answer that is missing or of the wrong type. */
export const invalid = (what: string) => new BookingApiError('invalid-response', `invalid-response: ${what}`);

/** For each field, the check its value must pass; the check's type is the field's type. */
type Checks<T> = { [K in keyof T]: (value: unknown) => value is T[K] };

/**
 * A copy of `data` with exactly the fields of `checks`, in their order, each of which must
 * pass its check.
 */
export function checked<T>(data: unknown, what: string, checks: Checks<T>): T {
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
