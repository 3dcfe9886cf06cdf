/**
 * The booking form as plain data: the customer's values, their validation with one clear
 * message per field, and the prefill a site owner can give (attributes, the page's URL query).
 */

import { isString } from '../api/parse.js';
import type { BookingRequest } from '../api/types.js';
import type { MessageId } from '../i18n/messages.js';

export interface BookingFields {
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** The six-digit SMS code; only used when the business has SMS. */
  otp: string;
}

export type FieldName = keyof BookingFields;
export type FieldErrors = Partial<Record<FieldName, MessageId>>;
export type PrefillFields = Pick<BookingFields, 'name' | 'email' | 'phone'>;

/** Caps that keep a pasted novel out of the request; email's is RFC 5321's path limit. */
export const FIELD_MAX_LENGTH: Readonly<Record<FieldName, number>> = {
  name: 100,
  email: 254,
  phone: 32,
  notes: 1000,
  // Room for a code pasted with spaces or dashes, or with the SMS's own words around it.
  otp: 64,
};

/** The form's fields in the order they are shown: the first with a message gets focus. */
export const FIELD_NAMES = Object.keys(FIELD_MAX_LENGTH) as FieldName[];
export const PREFILL_FIELDS = ['name', 'email', 'phone'] as const;

// The validation messages, as catalog ids (src/i18n/messages.ts): an error is stored by id,
// so a message on screen follows the language when it changes.
export const EMAIL_INVALID = 'validation.emailInvalid';
export const PHONE_INVALID = 'validation.phoneInvalid';
const PHONE_COUNTRY_CODE = 'validation.phoneCountryCode';
/** Any field over its maximum length; the view fills in the field's `{max}`. */
export const TOO_LONG = 'validation.tooLong';
/** A value the platform refused, of a field without a sentence of its own for it (name, notes). */
export const CHECK_ENTRY = 'validation.checkEntry';
const OTP_INVALID = 'validation.otpInvalid';

/** Each field's sentence when it is empty; notes may be. */
export const REQUIRED_MESSAGES: Partial<Record<FieldName, MessageId>> = {
  name: 'validation.nameRequired',
  email: 'validation.emailRequired',
  phone: 'validation.phoneRequired',
  otp: 'validation.otpRequired',
};

export function emptyFields(): BookingFields {
  return { name: '', email: '', phone: '', notes: '', otp: '' };
}

// C0/C1 controls and the bidi overrides/isolates that could reorder what the business reads;
// the line break (\n) is spared for notes, and a single-line value has none left by then.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole job.
const CONTROL_CHARS = /[\x00-\t\v-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Trims, strips control characters and caps the length. `multiline` keeps line breaks
 * (for notes); a single-line value has them turned into spaces first.
 */
export function sanitizeText(value: unknown, maxLength: number, multiline?: boolean): string {
  return isString(value)
    ? [
        ...value
          .replace(multiline ? /\r\n?/g : /[\r\n\t]+/g, multiline ? '\n' : ' ')
          .replace(CONTROL_CHARS, '')
          .trim(),
      ]
        .slice(0, maxLength)
        .join('')
        .trim()
    : '';
}

export function sanitizeField(field: FieldName, value: unknown): string {
  return sanitizeText(value, FIELD_MAX_LENGTH[field], field === 'notes');
}

/** Phone as sent to the platform: digits only, with the leading `+` kept; `00` means `+`. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim()[0] === '+' ? `+${digits}` : digits.replace(/^00/, '+');
}

/** The SMS code as sent: its digits, so that "420 864", "420-864" or the SMS pasted whole still count. */
export function codeOf(otp: string): string {
  return otp.replace(/\D/g, '');
}

export function validateCode(otp: string): MessageId | undefined {
  return otp.trim() ? (codeOf(otp).length === 6 ? undefined : OTP_INVALID) : REQUIRED_MESSAGES.otp;
}

/**
 * The phone's message, if any. It may hold the separators people type (spaces, dots, dashes,
 * brackets, a lead `+`); E.164 allows at most 15 digits, and 7 is the shortest subscriber number
 * worth sending. `sms`: the business sends SMS codes, so the phone is required, and with its
 * country code (`+` or `00`): the widget cannot know the customer's country, and the platform
 * reads bare digits as starting with one, so `(415) 555-0199` would get its code elsewhere.
 * Without SMS a national number is sent as it is, for the business to read.
 */
function validatePhone(value: string, sms: boolean): MessageId | undefined {
  const phone = sanitizeField('phone', value);
  if (!phone) return sms ? REQUIRED_MESSAGES.phone : undefined;
  const sent = normalizePhone(phone);
  if (!/^\+?[\d\s().-]+$/.test(phone) || !/^\+?\d{7,15}$/.test(sent)) return PHONE_INVALID;
  return sms && sent[0] !== '+' ? PHONE_COUNTRY_CODE : undefined;
}

/**
 * Messages for the details step, in the form's order; an empty object means the step may
 * continue. `sms`: the business sends SMS codes, so the phone is required.
 */
export function validateDetails(fields: BookingFields, sms: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const email = sanitizeField('email', fields.email);
  const phone = validatePhone(fields.phone, sms);
  if (!sanitizeField('name', fields.name)) errors.name = REQUIRED_MESSAGES.name;
  if (!email) errors.email = REQUIRED_MESSAGES.email;
  else if (email.length > FIELD_MAX_LENGTH.email || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) errors.email = EMAIL_INVALID;
  if (phone) errors.phone = phone;
  if ([...fields.notes.trim()].length > FIELD_MAX_LENGTH.notes) errors.notes = TOO_LONG;
  return errors;
}

/**
 * Prefill from the element's attributes and the host page's URL query (`?name=&email=&phone=`).
 * An attribute wins over the query; an attribute that is empty after cleaning does not count.
 */
export function mergePrefill(
  attributes: Partial<Record<keyof PrefillFields, string | null | undefined>>,
  query: string | URLSearchParams,
): PrefillFields {
  const params = new URLSearchParams(query);
  const prefill = {} as PrefillFields;
  for (const field of PREFILL_FIELDS)
    prefill[field] = sanitizeField(field, attributes[field]) || sanitizeField(field, params.get(field));
  return prefill;
}

/** The phone as sent to the platform, '' when none is typed. */
export function phoneOf(fields: BookingFields): string {
  return normalizePhone(sanitizeField('phone', fields.phone));
}

/** The booking request for a slot with the typed values, checked and trimmed; the code only with SMS. */
export function bookingRequest(
  slot: { date: string; from: string; to: string; businessUnitId: number | undefined },
  fields: BookingFields,
  sms: boolean,
): BookingRequest {
  const { date, from, to, businessUnitId } = slot;
  const request: BookingRequest = {
    date,
    from,
    to,
    name: sanitizeField('name', fields.name),
    email: sanitizeField('email', fields.email),
  };
  if (businessUnitId !== undefined) request.business_unit_id = businessUnitId;
  const phone = phoneOf(fields);
  if (phone) request.phone = phone;
  const notes = sanitizeField('notes', fields.notes);
  if (notes) request.notes = notes;
  if (sms) request.otp = codeOf(fields.otp);
  return request;
}
