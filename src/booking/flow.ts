import type { ReactiveController, ReactiveControllerHost } from '../element/reactive-element.js';
import type { Appointment, Business, BookingClient, BookingRequest } from '../api/types.js';
import { fireBookingEvent } from '../events.js';
import { CountdownController } from './countdown.js';
import { IdempotencyKeys } from './idempotency.js';
import { CODE_LIMIT, TOO_MANY_CODES, asApiError, problemFor, type FlowProblem } from './failure.js';
import {
  FIELD_NAMES,
  PREFILL_FIELDS,
  emptyFields,
  normalizePhone,
  sanitizeField,
  validateCode,
  validateDetails,
  type BookingFields,
  type FieldErrors,
  type FieldName,
  type PrefillFields,
} from './fields.js';

/** The slot the customer chose. `date` is `YYYY-MM-DD`, times the business's `HH:MM`. */
export interface SlotSelection {
  date: string;
  from: string;
  to: string;
  businessUnitId: number | undefined;
}

/**
 * `details` → (`code`, when the business has SMS) → `submitting` → `confirmed`. A failed
 * submit returns to the form step it came from (`_formStep`) with `_problem` or `_errors` set.
 */
export type FlowStep = 'details' | 'code' | 'submitting' | 'confirmed';
export type FormStep = 'details' | 'code';

/** Where focus should go after the next render, so keyboard and screen-reader users follow; each is its element's id. */
export type FocusTarget = FieldName | 'problem' | 'confirmation';

export type BookingBusiness = Pick<Business, 'name' | 'address' | 'date_format' | 'sms_enabled' | 'locations'>;

export interface BookingFlowOptions {
  /** Where `booking-*` events are fired: the element itself. */
  _events: EventTarget;
  /** 409: the slot is gone. The element refreshes the day's slots and lets the customer pick again. */
  _onSlotTaken?: () => void;
  /** "Back" on the details step: the element shows the slots again. */
  _onLeave?: () => void;
  /** "Book another" after a confirmation: the element shows the calendar again. */
  _onBookAnother?: () => void;
  /** Source of Idempotency-Keys; tests pass a predictable one. */
  _newKey?: () => string;
}

/** The platform accepts one code a phone per 30 s; asking sooner only earns a 429. */
export const RESEND_AFTER_SECONDS = 30;
/** Codes are valid for 5 minutes: within that, coming back to the code step sends none. */
export const CODE_VALID_MS = 5 * 60 * 1000;

/** What "Try again" repeats: the flow's method that failed, called on the flow. */
type Action = () => Promise<void> | void;

/**
 * The booking step of `<booking-widget>` as a state machine without rendering: the typed
 * values survive every error and every step, one request is in flight at a time, a retry of
 * the same attempt keeps its Idempotency-Key, and the host page hears `booking-*` events.
 */
export class BookingFlowController implements ReactiveController {
  _client: BookingClient | undefined;
  _business: BookingBusiness | undefined;
  _selection: SlotSelection | undefined;

  step: FlowStep = 'details';
  /** The form on screen, from the first `_select`; during `submitting` it stays visible with a busy button. */
  _formStep!: FormStep;
  _values: BookingFields = emptyFields();
  _errors: FieldErrors = {};
  _problem: FlowProblem | undefined;
  _sending = false;
  _appointment: Appointment | undefined;
  readonly _resend: CountdownController;
  /** After a 429 on booking: "Try again" waits out the platform's Retry-After. */
  readonly _retryWait: CountdownController;

  /** The last code sent: to which phone, and when. */
  private _sentTo: string | undefined;
  private _sentAt!: number;
  private readonly _keys: IdempotencyKeys;
  private _inFlight: AbortController | undefined;
  private _submitting: Promise<void> | undefined;
  /** The action behind the problem on screen, when that problem may be retried. */
  private _failed: Action | undefined;
  private _focusTo: FocusTarget | undefined;

  constructor(
    private readonly _host: ReactiveControllerHost,
    private readonly _options: BookingFlowOptions,
  ) {
    _host.addController(this);
    this._resend = new CountdownController(_host);
    this._retryWait = new CountdownController(_host);
    this._keys = new IdempotencyKeys(_options._newKey);
  }

  hostDisconnected(): void {
    this._inFlight?.abort();
  }

  get _sms(): boolean {
    return this._business?.sms_enabled === true;
  }

  get _busy(): boolean {
    return this.step == 'submitting' || this._sending;
  }

  /** Returns the pending focus request once; the element calls it after each render. */
  _takeFocus(): FocusTarget | undefined {
    const target = this._focusTo;
    this._focusTo = undefined;
    return target;
  }

  /** A slot was chosen (again): stop what is in flight, show the form, keep everything typed. */
  _select(selection: SlotSelection): void {
    this._inFlight?.abort();
    this._selection = selection;
    this._appointment = this._problem = undefined;
    this._goTo('details');
  }

  /** Fills the fields the customer has not typed into yet. */
  _prefill(values: Partial<PrefillFields>): void {
    for (const field of PREFILL_FIELDS) if (values[field] && !this._values[field]) this._values[field] = values[field];
    this._host.requestUpdate();
  }

  _setField(field: FieldName, value: string): void {
    if (this._values[field] === value) return;
    this._values[field] = value;
    delete this._errors[field];
    this._host.requestUpdate();
  }

  /** The details form was submitted: validate, then book, or get an SMS code first. */
  _continue(): Promise<void> | void {
    if (this._busy || !this._checkDetails()) return;
    if (!this._sms) return this._submit();
    if (this._sentTo === this._phone() && Date.now() - this._sentAt < CODE_VALID_MS) {
      this._problem = undefined;
      return this._goTo('code', 'otp');
    }
    return this._sendCode();
  }

  /** POST /api/otp to the phone typed; on success the code step shows. Also "Send a new code". */
  _sendCode(): Promise<void> | void {
    const client = this._client;
    if (this._busy || !client) return;
    const phone = this._phone();
    // Asking again before the wait is over would only earn another 429.
    if (this._resend._secondsLeft && this._sentTo === phone) return this._goTo('code', 'otp');
    this._sending = true;
    this._sentTo = undefined;
    return this._call(this._sendCode, async (signal) => {
      await client.sendOtp(phone, { signal });
      this._sentTo = phone;
      this._sentAt = Date.now();
      this._values.otp = '';
      this._resend._start(RESEND_AFTER_SECONDS);
      this._goTo('code', 'otp');
    }, phone);
  }

  /**
   * POST /api/appointments. Fires the cancelable `booking-before-submit` first; a host that
   * cancels stops the booking silently (it shows its own reason, e.g. a consent box).
   * Calls while a submit is in flight return that same submit.
   */
  _submit(): Promise<void> {
    return (this._submitting ??= this._book().finally(() => {
      this._submitting = undefined;
    }));
  }

  /** "Try again" after a retryable failure: repeats it as it was. */
  _retry(): Promise<void> | void {
    if (this._problem && this._failed && !this._retryWait._secondsLeft) return this._failed();
  }

  /**
   * Back: from a code being sent to its form, from the code to the details, from the details
   * to the slots. Ignored while booking: the request may already have reached the platform,
   * and only its answer tells whether the appointment exists.
   */
  _back(): void {
    if (this.step == 'submitting') return;
    this._problem = undefined;
    // A code being sent leaves the step as it was: stopping the request is all.
    if (this._sending) {
      this._inFlight?.abort();
    } else if (this.step == 'code') {
      // The phone is what the customer most likely came back to change.
      this._goTo('details', 'phone');
    } else if (this.step == 'details') {
      this._options._onLeave?.();
    }
    this._host.requestUpdate();
  }

  /** "Book another": a fresh attempt; the customer's contact details stay filled in. */
  _reset(): void {
    this._inFlight?.abort();
    this._appointment = this._selection = this._problem = this._failed = this._sentTo = undefined;
    this._errors = {};
    this._values.notes = this._values.otp = '';
    this._keys._finish();
    this._resend._start(0);
    this._goTo('details');
    this._options._onBookAnother?.();
  }

  private async _book(): Promise<void> {
    const { _client: client, _selection: selection, _values: values } = this;
    if (this._busy || this.step == 'confirmed' || !client || !selection) return;
    if (this._retryWait._secondsLeft) {
      // Booking again before the platform's wait is over would only earn another 429.
      this._focusTo = 'problem';
      return this._host.requestUpdate();
    }
    if (!this._checkDetails()) return;
    const codeError = this._sms && validateCode(values.otp);
    if (codeError) return this._showError('otp', codeError);
    const name = sanitizeField('name', values.name);
    const email = sanitizeField('email', values.email);
    const phone = this._phone() || undefined;
    const notes = sanitizeField('notes', values.notes) || undefined;
    const { date, from, to, businessUnitId } = selection;
    const request: BookingRequest = { date, from, to, name, email };
    if (businessUnitId !== undefined) request.business_unit_id = businessUnitId;
    if (phone) request.phone = phone;
    if (notes) request.notes = notes;
    if (this._sms) request.otp = values.otp.trim();
    const events = this._options._events;
    if (!fireBookingEvent(events, 'booking-before-submit', { date, from, to, businessUnitId, name, email, phone, notes }, { cancelable: true })) return;

    const key = this._keys._keyFor(request);
    this.step = 'submitting';
    return this._call(this._submit, async (signal) => {
      const appointment = await client.bookAppointment(request, key, { signal });
      this._keys._finish();
      this._appointment = appointment;
      this._values.otp = '';
      this.step = 'confirmed';
      this._focusTo = 'confirmation';
      fireBookingEvent(events, 'booking-success', { appointment });
    });
  }

  /** The phone as sent to the platform, '' when none is typed. */
  private _phone(): string {
    return normalizePhone(sanitizeField('phone', this._values.phone));
  }

  private _checkDetails(): boolean {
    const errors = validateDetails(this._values, this._sms);
    const first = Object.keys(errors)[0] as FieldName | undefined;
    if (first) {
      this._errors = errors;
      this._problem = undefined;
      this._goTo('details', first);
    }
    return !first;
  }

  /**
   * Sends a code or a booking as the one abortable request in flight; a failure goes to
   * `_fail`, with the phone a code was asked for.
   */
  private async _call(action: Action, send: (signal: AbortSignal) => Promise<void>, phone?: string): Promise<void> {
    const call = (this._inFlight = new AbortController());
    this._problem = this._failed = undefined;
    this._host.requestUpdate();
    try {
      await send(call.signal);
    } catch (caught) {
      this._fail(caught, action, phone);
    } finally {
      this._sending = false;
      if (this._inFlight === call) this._inFlight = undefined;
      this._host.requestUpdate();
    }
  }

  /**
   * A failed booking or code request. A 422 goes next to the field it names (for a code, the
   * phone); a 429 for a code starts the resend wait; anything else is the problem above the
   * form, with "Try again" when the platform's answer is unknown (or, after a 429 on booking,
   * once its Retry-After is over).
   */
  private _fail(caught: unknown, action: Action, phone?: string): void {
    const error = asApiError(caught);
    const { kind, retryAfterSeconds } = error;
    const booking = action == this._submit;
    // A failed or aborted booking returns to the form step it came from.
    if (this.step == 'submitting') this.step = this._formStep;
    if (kind == 'aborted') return;
    const found = problemFor(error);
    // A retry of the same attempt is only safe while the platform's answer is unknown: the
    // retryable problems but a 429's.
    if (booking && (kind == 'rate-limited' || !found._retryable)) this._keys._finish();
    // The client names the field of a 422 (`Invalid OTP` → `otp`); one outside the form
    // (`date`, `business_unit_id`, …) makes it a problem of the whole step.
    const field = (kind == 'validation' ? (booking ? error.field : 'phone') : '') as FieldName;
    if (FIELD_NAMES.includes(field)) {
      this._showError(field, found.message);
    } else if (kind == 'rate-limited' && !booking) {
      // A wait up to the spacing between codes means one was sent moments ago, which the
      // customer may well have; a longer one is the hourly limit, after codes of unknown age.
      const wait = retryAfterSeconds ?? RESEND_AFTER_SECONDS;
      const recent = wait <= RESEND_AFTER_SECONDS;
      this._sentTo = phone;
      this._sentAt = recent ? Date.now() : 0;
      this._resend._start(wait);
      this._problem = { message: recent ? TOO_MANY_CODES : CODE_LIMIT };
      this._goTo('code', 'otp');
    } else {
      this._problem = found;
      this._failed = found._retryable && action;
      if (kind == 'rate-limited') this._retryWait._start(retryAfterSeconds);
      this._focusTo = 'problem';
    }
    fireBookingEvent(this._options._events, 'booking-error', { kind, status: error.status, message: error.serverMessage ?? error.message });
    if (kind == 'conflict' && booking) this._options._onSlotTaken?.();
  }

  /** A message at one field, on the step that has the field, with focus on it. */
  private _showError(field: FieldName, message: string): void {
    this._errors[field] = message;
    this._goTo(field == 'otp' ? 'code' : 'details', field);
  }

  private _goTo(step: FormStep, focus?: FocusTarget): void {
    this.step = this._formStep = step;
    if (focus) this._focusTo = focus;
    this._host.requestUpdate();
  }
}
