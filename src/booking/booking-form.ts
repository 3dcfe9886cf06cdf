import {
  PREFILL_FIELDS,
  emptyFields,
  validateDetails,
  type BookingFields,
  type FieldErrors,
  type FieldName,
  type PrefillFields,
} from './fields.js';

/**
 * The values the customer typed and the message of each field that needs another look. The
 * values survive every step and every error; a new booking keeps the contact details.
 */
export class BookingForm {
  values: BookingFields = emptyFields();
  errors: FieldErrors = {};
  /**
   * The field whose message the form's status region says: focus was on it already when the
   * message came (Enter pressed in it), so a screen reader heard nothing of it. Typing in the
   * field, or checking the form again, clears it.
   */
  said: FieldName | undefined;
  /** The fields the customer typed into: the prefill leaves them alone from then on. */
  readonly #typed = new Set<FieldName>();

  readonly #onChange: () => void;

  constructor(onChange: () => void) {
    this.#onChange = onChange;
  }

  /**
   * Puts the site's values in the fields the customer has not typed into, as often as they
   * change: a value gone empties its field, which only the prefill had filled.
   */
  prefill(values: PrefillFields): void {
    for (const field of PREFILL_FIELDS) if (!this.#typed.has(field)) this.values[field] = values[field];
    this.#onChange();
  }

  /** The customer typed `value` into `field`. */
  setField(field: FieldName, value: string): void {
    this.#typed.add(field);
    if (this.values[field] === value) return;
    this.values[field] = value;
    delete this.errors[field];
    this.said = undefined;
    this.#onChange();
  }

  /** Says the message of `target`, if it is a field with one, in the form's status region (see `said`). */
  sayAgain(target: string): void {
    if (!this.errors[target as FieldName]) return;
    this.said = target as FieldName;
    this.#onChange();
  }

  /** Checks the details; returns the first field with a message (where focus goes), if any. */
  checkDetails(sms: boolean): FieldName | undefined {
    const errors = validateDetails(this.values, sms);
    const first = Object.keys(errors)[0] as FieldName | undefined;
    this.said = undefined;
    if (first) this.errors = errors;
    return first;
  }

  /** A code was used or a new one sent: the one typed goes, and what was said of it. */
  forgetCode(): void {
    this.values.otp = '';
    delete this.errors.otp;
  }

  /** A new booking: notes and code go, name, email and phone stay. */
  startOver(): void {
    this.errors = {};
    this.values.notes = '';
    this.values.otp = '';
  }
}
