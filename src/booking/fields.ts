/**
 * The booking form as plain data: the customer's values, their validation with one clear
 * message per field, and the prefill a site owner can give (attributes, the page's URL query).
 */

export interface BookingFields {
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** The six-digit SMS code; only used when the business has SMS. */
  otp: string;
}

export type FieldName = keyof BookingFields;
export type FieldErrors = Partial<Record<FieldName, string>>;
export type PrefillFields = Pick<BookingFields, 'name' | 'email' | 'phone'>;

/** Caps that keep a pasted novel out of the request; email's is RFC 5321's path limit. */
export const FIELD_MAX_LENGTH: Readonly<Record<FieldName, number>> = {
  name: 100,
  email: 254,
  phone: 32,
  notes: 1000,
  otp: 6,
};

export const FIELD_MESSAGES = {
  nameRequired: 'Enter your name.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  phoneRequired: 'Enter your mobile number: the booking code is sent to it by SMS.',
  phoneInvalid: 'Enter a phone number with 7 to 15 digits, like +44 20 7946 0958.',
  notesTooLong: `Notes can be at most ${FIELD_MAX_LENGTH.notes} characters.`,
  otpRequired: 'Enter the 6-digit code from the SMS.',
  otpInvalid: 'The code is 6 digits, like 123456.',
} as const;

export function emptyFields(): BookingFields {
  return { name: '', email: '', phone: '', notes: '', otp: '' };
}

// C0/C1 controls and the bidi overrides/isolates that could reorder what the business reads.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const CONTROL_CHARS_EXCEPT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Trims, strips control characters and caps the length. `multiline` keeps line breaks
 * (for notes); a single-line value has them turned into spaces first.
 */
export function sanitizeText(value: unknown, maxLength: number, { multiline = false } = {}): string {
  if (typeof value !== 'string') return '';
  const cleaned = multiline
    ? value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS_EXCEPT_NEWLINE, '')
    : value.replace(/[\r\n\t]+/g, ' ').replace(CONTROL_CHARS, '');
  return [...cleaned.trim()].slice(0, maxLength).join('').trim();
}

export function sanitizeField(field: FieldName, value: unknown): string {
  return sanitizeText(value, FIELD_MAX_LENGTH[field], { multiline: field === 'notes' });
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Digits with the separators people type: spaces, dots, dashes, parentheses; an optional lead "+".
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= FIELD_MAX_LENGTH.email && EMAIL_PATTERN.test(email);
}

/** Phone as sent to the platform: digits only, with the leading `+` kept; `00` means `+`. */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  return digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
}

/** E.164 allows at most 15 digits; 7 is the shortest subscriber number worth sending. */
export function isPlausiblePhone(phone: string): boolean {
  if (!PHONE_PATTERN.test(phone.trim())) return false;
  const digits = normalizePhone(phone).replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export function validateCode(otp: string): string | undefined {
  const code = otp.trim();
  if (code === '') return FIELD_MESSAGES.otpRequired;
  return /^\d{6}$/.test(code) ? undefined : FIELD_MESSAGES.otpInvalid;
}

/** The phone's message, if any; `required` when the business sends SMS codes. */
export function validatePhone(phone: string, { required }: { required: boolean }): string | undefined {
  const cleaned = sanitizeField('phone', phone);
  if (cleaned === '') return required ? FIELD_MESSAGES.phoneRequired : undefined;
  return isPlausiblePhone(cleaned) ? undefined : FIELD_MESSAGES.phoneInvalid;
}

/** Messages for the details step; an empty object means the step may continue. */
export function validateDetails(fields: BookingFields, { smsEnabled }: { smsEnabled: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const name = sanitizeField('name', fields.name);
  const email = sanitizeField('email', fields.email);
  const phone = sanitizeField('phone', fields.phone);
  if (name === '') errors.name = FIELD_MESSAGES.nameRequired;
  if (email === '') errors.email = FIELD_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = FIELD_MESSAGES.emailInvalid;
  const phoneError = validatePhone(phone, { required: smsEnabled });
  if (phoneError) errors.phone = phoneError;
  if ([...fields.notes.trim()].length > FIELD_MAX_LENGTH.notes) errors.notes = FIELD_MESSAGES.notesTooLong;
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

const PREFILL_FIELDS = ['name', 'email', 'phone'] as const;

/**
 * Prefill from the element's attributes and the host page's URL query (`?name=&email=&phone=`).
 * An attribute wins over the query; an attribute that is empty after cleaning does not count.
 */
export function mergePrefill(
  attributes: Partial<Record<keyof PrefillFields, string | null | undefined>>,
  query: string | URLSearchParams,
): PrefillFields {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const prefill: PrefillFields = { name: '', email: '', phone: '' };
  for (const field of PREFILL_FIELDS) {
    const fromAttribute = sanitizeField(field, attributes[field]);
    prefill[field] = fromAttribute !== '' ? fromAttribute : sanitizeField(field, params.get(field));
  }
  return prefill;
}
