import { isIsoDate, parseClock } from './dates.js';
import { PHONE_MAX_LENGTH, normalizePhone } from './phone.mjs';

/** A booking body after validation: well-formed Unicode in NFC, trimmed, normalised, lengths checked. */
export interface BookingRequest {
  date: string;
  from: string;
  to: string;
  businessUnitId: number | undefined;
  name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  otp: string | undefined;
}

export const LIMITS = { name: 100, email: 254, phone: PHONE_MAX_LENGTH, notes: 1000 } as const;

export type Validated<T> = { ok: true; value: T } | { ok: false; message: string };

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Control characters never belong in a name or an address; notes may keep line breaks.
// Matching control characters is these patterns' whole job, which no-control-regex guards against.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// A UTF-16 code unit of a pair without its other half: JSON's `\ud800` escapes can carry one,
// and it has no UTF-8 form (SQLite would store bytes no reader can decode).
const LONE_SURROGATE = /\p{Surrogate}/u;

function fail(field: string, reason: string): { ok: false; message: string } {
  return { ok: false, message: `Validation failed: ${field} ${reason}` };
}

type Fields = Record<string, unknown>;

/** A text field in NFC (what is stored reads back byte for byte); false when not a well-formed string. */
function optionalString(body: Fields, field: string): string | undefined | false {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || LONE_SURROGATE.test(value)) return false;
  return value.normalize('NFC');
}

/**
 * Checks a POST /api/appointments body field by field, in a fixed order, and answers with
 * the first problem. Unknown fields are ignored. `phoneRequired` when the business has SMS.
 */
export function validateBookingRequest(body: Fields, phoneRequired: boolean): Validated<BookingRequest> {
  const { date, from, to } = body;
  if (date === undefined || date === null || date === '') return fail('date', 'is required');
  if (typeof date !== 'string' || !isIsoDate(date)) return fail('date', 'is invalid');
  if (from === undefined || from === null || from === '') return fail('from', 'is required');
  if (typeof from !== 'string' || parseClock(from) === null) return fail('from', 'is invalid');
  if (to === undefined || to === null || to === '') return fail('to', 'is required');
  if (typeof to !== 'string' || parseClock(to) === null) return fail('to', 'is invalid');
  if (parseClock(to)! <= parseClock(from)!) return fail('to', 'must be after from');

  const unit = body['business_unit_id'];
  if (unit !== undefined && unit !== null && !(typeof unit === 'number' && Number.isSafeInteger(unit) && unit > 0)) {
    return fail('business_unit_id', 'is invalid');
  }

  const rawName = optionalString(body, 'name');
  if (rawName === false) return fail('name', 'is invalid');
  const name = rawName?.trim() ?? '';
  if (!name) return fail('name', 'is required');
  if (name.length > LIMITS.name) return fail('name', 'is too long');
  if (CONTROL.test(name)) return fail('name', 'is invalid');

  const rawEmail = optionalString(body, 'email');
  if (rawEmail === false) return fail('email', 'is invalid');
  const email = rawEmail?.trim() ?? '';
  if (!email) return fail('email', 'is required');
  if (email.length > LIMITS.email) return fail('email', 'is too long');
  if (!EMAIL.test(email) || CONTROL.test(email)) return fail('email', 'is invalid');

  const rawPhone = optionalString(body, 'phone');
  if (rawPhone === false) return fail('phone', 'is invalid');
  let phone: string | null = null;
  if (rawPhone !== undefined && rawPhone.trim() !== '') {
    if (rawPhone.length > LIMITS.phone) return fail('phone', 'is too long');
    phone = normalizePhone(rawPhone);
    if (phone === null) return fail('phone', 'is invalid');
  } else if (phoneRequired) {
    return fail('phone', 'is required');
  }

  const rawNotes = optionalString(body, 'notes');
  if (rawNotes === false) return fail('notes', 'is invalid');
  const notes = rawNotes?.trim() || null;
  if (notes !== null && notes.length > LIMITS.notes) return fail('notes', 'is too long');
  if (notes !== null && CONTROL_EXCEPT_LINES.test(notes)) return fail('notes', 'is invalid');

  const otp = typeof body['otp'] === 'string' ? body['otp'].trim() : undefined;
  return {
    ok: true,
    value: { date, from, to, businessUnitId: typeof unit === 'number' ? unit : undefined, name, email, phone, notes, otp },
  };
}
