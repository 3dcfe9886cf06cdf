import type { ReactiveController, ReactiveControllerHost } from '../element/reactive-element.js';
import type { Appointment, Business, BookingClient, BookingRequest } from '../api/types.js';
import type { BookingApiError } from '../api/errors.js';
import { fireBookingEvent } from '../events.js';
import { CountdownController } from './countdown.js';
import { IdempotencyKeys } from './idempotency.js';
import { asApiError, errorDetail, isRetryable, problemFor, rejectedField, validationText, PROBLEM_MESSAGES, type FlowProblem } from './failure.js';
import {
  emptyFields,
  hasErrors,
  normalizePhone,
  sanitizeField,
  validateCode,
  validateDetails,
  validatePhone,
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
 * submit returns to the form step it came from (`formStep`) with `problem` or `errors` set.
 */
export type FlowStep = 'details' | 'code' | 'submitting' | 'confirmed';
export type FormStep = 'details' | 'code';

/** Where focus should go after the next render, so keyboard and screen-reader users follow. */
export type FocusTarget = FieldName | 'problem' | 'confirmation';

export type BookingBusiness = Pick<Business, 'name' | 'address' | 'date_format' | 'sms_enabled' | 'locations'>;

export interface BookingFlowOptions {
  /** Where `booking-*` events are fired: the element itself. */
  events: EventTarget;
  /** 409: the slot is gone. The element refreshes the day's slots and lets the customer pick again. */
  onSlotTaken?: () => void;
  /** "Back" on the details step: the element shows the slots again. */
  onLeave?: () => void;
  /** "Book another" after a confirmation: the element shows the calendar again. */
  onBookAnother?: () => void;
  /** Source of Idempotency-Keys; tests pass a predictable one. */
  newKey?: () => string;
}

/** The platform accepts one code a phone per 30 s; asking sooner only earns a 429. */
export const RESEND_AFTER_SECONDS = 30;
/** Codes are valid for 5 minutes: within that, coming back to the code step sends none. */
export const CODE_VALID_MS = 5 * 60 * 1000;

type Action = 'send-code' | 'submit';

/**
 * The booking step of `<booking-widget>` as a state machine without rendering: the typed
 * values survive every error and every step, one request is in flight at a time, a retry of
 * the same attempt keeps its Idempotency-Key, and the host page hears `booking-*` events.
 */
export class BookingFlowController implements ReactiveController {
  client: BookingClient | undefined;
  business: BookingBusiness | undefined;
  selection: SlotSelection | undefined;

  step: FlowStep = 'details';
  /** The form on screen; during `submitting` it stays visible with a busy button. */
  formStep: FormStep = 'details';
  values: BookingFields = emptyFields();
  errors: FieldErrors = {};
  problem: FlowProblem | undefined;
  sendingCode = false;
  appointment: Appointment | undefined;
  readonly resendCountdown: CountdownController;
  /** After a 429 on booking: "Try again" waits out the platform's Retry-After. */
  readonly retryCountdown: CountdownController;

  /** The last code sent: to which phone, and when. */
  private _sent: { phone: string; at: number } | undefined;
  private readonly _keys: IdempotencyKeys;
  private _inFlight: AbortController | undefined;
  private _submitting: Promise<void> | undefined;
  private _failed: Action | undefined;
  private _focusTo: FocusTarget | undefined;

  constructor(
    private readonly _host: ReactiveControllerHost,
    private readonly _options: BookingFlowOptions,
  ) {
    _host.addController(this);
    this.resendCountdown = new CountdownController(_host);
    this.retryCountdown = new CountdownController(_host);
    this._keys = new IdempotencyKeys(_options.newKey);
  }

  hostDisconnected(): void {
    this._inFlight?.abort();
  }

  get smsEnabled(): boolean {
    return this.business?.sms_enabled === true;
  }

  get busy(): boolean {
    return this.step === 'submitting' || this.sendingCode;
  }

  /** The action "Try again" repeats, when the last failure allows it. */
  get canRetry(): boolean {
    return this.problem?.retryable === true && this._failed !== undefined;
  }

  /** Returns the pending focus request once; the element calls it after each render. */
  takeFocusTarget(): FocusTarget | undefined {
    const target = this._focusTo;
    this._focusTo = undefined;
    return target;
  }

  /** A slot was chosen (again): show the form, keep everything typed. */
  select(selection: SlotSelection): void {
    if (this.busy) this._inFlight?.abort();
    this.selection = selection;
    this.appointment = undefined;
    this.problem = undefined;
    this._goTo('details');
  }

  /** Fills the fields the customer has not typed into yet. */
  prefill(values: Partial<PrefillFields>): void {
    for (const field of ['name', 'email', 'phone'] as const) {
      const value = values[field];
      if (value && this.values[field] === '') this.values[field] = value;
    }
    this._host.requestUpdate();
  }

  setField(field: FieldName, value: string): void {
    if (this.values[field] === value) return;
    this.values = { ...this.values, [field]: value };
    if (this.errors[field] !== undefined) {
      const { [field]: _cleared, ...rest } = this.errors;
      this.errors = rest;
    }
    this._host.requestUpdate();
  }

  /** The details form was submitted: validate, then book, or get an SMS code first. */
  async continue(): Promise<void> {
    if (this.busy || !this._checkDetails()) return;
    if (!this.smsEnabled) return this.submit();
    const phone = normalizePhone(sanitizeField('phone', this.values.phone));
    if (this._sent?.phone === phone && Date.now() - this._sent.at < CODE_VALID_MS) {
      this.problem = undefined;
      this._goTo('code', 'otp');
      return;
    }
    return this.sendCode();
  }

  /** POST /api/otp to the phone typed; on success the code step shows. Also "Send a new code". */
  async sendCode(): Promise<void> {
    const client = this.client;
    if (this.busy || !client) return;
    const phoneError = validatePhone(this.values.phone, { required: true });
    if (phoneError) return this._showError('phone', phoneError);
    const normalized = normalizePhone(sanitizeField('phone', this.values.phone));
    if (this.resendCountdown.running && this._sent?.phone === normalized) {
      // Asking again before the wait is over would only earn another 429.
      this._goTo('code', 'otp');
      return;
    }
    this.sendingCode = true;
    this.problem = this._failed = undefined;
    const request = this._beginRequest();
    this._host.requestUpdate();
    try {
      this._sent = undefined;
      await client.sendOtp(normalized, { signal: request.signal });
      this._sent = { phone: normalized, at: Date.now() };
      this.values = { ...this.values, otp: '' };
      this.resendCountdown.start(RESEND_AFTER_SECONDS);
      this._goTo('code', 'otp');
    } catch (caught) {
      this._codeFailed(asApiError(caught), normalized);
    } finally {
      this.sendingCode = false;
      this._endRequest(request);
      this._host.requestUpdate();
    }
  }

  /**
   * POST /api/appointments. Fires the cancelable `booking-before-submit` first; a host that
   * cancels stops the booking silently (it shows its own reason, e.g. a consent box).
   * Calls while a submit is in flight return that same submit.
   */
  submit(): Promise<void> {
    this._submitting ??= this._book().finally(() => {
      this._submitting = undefined;
    });
    return this._submitting;
  }

  /** "Try again" after a retryable failure: repeats it as it was. */
  retry(): Promise<void> {
    const action = this._failed;
    if (!this.canRetry || action === undefined || this.retryCountdown.running) return Promise.resolve();
    return action === 'send-code' ? this.sendCode() : this.submit();
  }

  /**
   * Back: from a code being sent to its form, from the code to the details, from the details
   * to the slots. Ignored while booking: the request may already have reached the platform,
   * and only its answer tells whether the appointment exists.
   */
  back(): void {
    if (this.step === 'submitting') return;
    this.problem = undefined;
    if (this.sendingCode) {
      this._inFlight?.abort();
      this._goTo(this.formStep);
    } else if (this.step === 'code') {
      // The phone is what the customer most likely came back to change.
      this._goTo('details', 'phone');
    } else if (this.step === 'details') {
      this._options.onLeave?.();
    }
    this._host.requestUpdate();
  }

  /** "Book another": a fresh attempt; the customer's contact details stay filled in. */
  reset(): void {
    this._inFlight?.abort();
    this.appointment = this.selection = this.problem = this._failed = this._sent = undefined;
    this.errors = {};
    this.values = { ...this.values, notes: '', otp: '' };
    this._keys.finish();
    this.resendCountdown.stop();
    this._goTo('details');
    this._options.onBookAnother?.();
  }

  private async _book(): Promise<void> {
    const client = this.client;
    const selection = this.selection;
    if (this.busy || this.step === 'confirmed' || !client || !selection) return;
    if (this.retryCountdown.running) {
      // Booking again before the platform's wait is over would only earn another 429.
      this._focusTo = 'problem';
      this._host.requestUpdate();
      return;
    }
    if (!this._checkDetails()) return;
    if (this.smsEnabled) {
      const codeError = validateCode(this.values.otp);
      if (codeError) return this._showError('otp', codeError);
    }
    const request = this._buildRequest(selection);
    const proceed = fireBookingEvent(
      this._options.events,
      'booking-before-submit',
      {
        date: request.date,
        from: request.from,
        to: request.to,
        businessUnitId: request.business_unit_id,
        name: request.name,
        email: request.email,
        phone: request.phone,
        notes: request.notes,
      },
      { cancelable: true },
    );
    if (!proceed) return;

    const key = this._keys.keyFor(request);
    const returnTo = this.formStep;
    const call = this._beginRequest();
    this.problem = this._failed = undefined;
    this.step = 'submitting';
    this._host.requestUpdate();
    try {
      const appointment = await client.bookAppointment(request, key, { signal: call.signal });
      this._keys.finish();
      this.appointment = appointment;
      this.values = { ...this.values, otp: '' };
      this.step = 'confirmed';
      this._focusTo = 'confirmation';
      fireBookingEvent(this._options.events, 'booking-success', { appointment });
    } catch (caught) {
      this._bookFailed(asApiError(caught), returnTo);
    } finally {
      this._endRequest(call);
      this._host.requestUpdate();
    }
  }

  private _buildRequest(selection: SlotSelection): BookingRequest {
    const phone = sanitizeField('phone', this.values.phone);
    const notes = sanitizeField('notes', this.values.notes);
    const request: BookingRequest = {
      date: selection.date,
      from: selection.from,
      to: selection.to,
      name: sanitizeField('name', this.values.name),
      email: sanitizeField('email', this.values.email),
    };
    if (selection.businessUnitId !== undefined) request.business_unit_id = selection.businessUnitId;
    if (phone !== '') request.phone = normalizePhone(phone);
    if (notes !== '') request.notes = notes;
    if (this.smsEnabled) request.otp = this.values.otp.trim();
    return request;
  }

  private _checkDetails(): boolean {
    const errors = validateDetails(this.values, { smsEnabled: this.smsEnabled });
    if (!hasErrors(errors)) return true;
    this.errors = errors;
    this.problem = undefined;
    this._goTo('details', firstField(errors));
    return false;
  }

  private _bookFailed(error: BookingApiError, returnTo: FormStep): void {
    if (error.kind === 'aborted') {
      this.step = this.formStep;
      return;
    }
    // A retry of the same attempt is only safe while the platform's answer is unknown.
    if (!isRetryable(error)) this._keys.finish();
    const field = error.kind === 'validation' ? rejectedField(error) : undefined;
    if (field) {
      this._showError(field, validationText(error));
    } else {
      this.problem = problemFor(error);
      this._failed = this.problem.retryable ? 'submit' : undefined;
      if (error.kind === 'rate-limited') this.retryCountdown.start(error.retryAfterSeconds ?? 0);
      this._goTo(returnTo, 'problem');
    }
    fireBookingEvent(this._options.events, 'booking-error', errorDetail(error));
    if (error.kind === 'conflict') this._options.onSlotTaken?.();
  }

  private _codeFailed(error: BookingApiError, phone: string): void {
    if (error.kind === 'aborted') return;
    if (error.kind === 'rate-limited') {
      // A wait up to the spacing between codes means one was sent moments ago, which the
      // customer may well have; a longer one is the hourly limit, after codes of unknown age.
      const wait = error.retryAfterSeconds ?? RESEND_AFTER_SECONDS;
      const recent = wait <= RESEND_AFTER_SECONDS;
      this._sent = { phone, at: recent ? Date.now() : 0 };
      this.resendCountdown.start(wait);
      this.problem = { kind: 'rate-limited', message: recent ? PROBLEM_MESSAGES.tooManyCodes : PROBLEM_MESSAGES.codeLimit, retryable: false };
      this._goTo('code', 'otp');
    } else if (error.kind === 'validation') {
      this._showError('phone', validationText(error));
    } else {
      this.problem = problemFor(error);
      this._failed = this.problem.retryable ? 'send-code' : undefined;
      this._focusTo = 'problem';
    }
    fireBookingEvent(this._options.events, 'booking-error', errorDetail(error));
  }

  /** A message at one field, on the step that has the field, with focus on it. */
  private _showError(field: FieldName, message: string): void {
    this.errors = { ...this.errors, [field]: message };
    this._goTo(field === 'otp' ? 'code' : 'details', field);
  }

  private _goTo(step: FormStep, focus?: FocusTarget): void {
    this.step = step;
    this.formStep = step;
    if (focus) this._focusTo = focus;
    this._host.requestUpdate();
  }

  private _beginRequest(): AbortController {
    this._inFlight = new AbortController();
    return this._inFlight;
  }

  private _endRequest(request: AbortController): void {
    if (this._inFlight === request) this._inFlight = undefined;
  }
}

const FIELD_ORDER: readonly FieldName[] = ['name', 'email', 'phone', 'notes', 'otp'];

function firstField(errors: FieldErrors): FieldName | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}
