import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { startOfDay } from 'date-fns';
import type { Appointment, Business, BookingClient, Slot } from '../api/types.js';
import { toIsoDate } from '../calendar/month.js';
import { fireBookingEvent } from '../events.js';
import { CountdownController } from './countdown.js';
import { IdempotencyKeys } from './idempotency.js';
import { CODE_LIMIT, TOO_MANY_CODES, asApiError, failureOutcome, type FlowProblem } from './failure.js';
import { FIELD_NAMES, PREFILL_FIELDS, bookingRequest, emptyFields, phoneOf, validateCode, validateDetails, type BookingFields, type FieldErrors, type FieldName, type PrefillFields } from './fields.js';
import { SmsCodes } from './sms-code.js';
import { choosing, dayOf, onForm, sendingCode, type FormStep, type Journey, type JourneyStep, type RetryAction, type SlotSelection } from './journey.js';

export type { FormStep, Journey, SlotSelection } from './journey.js';

/**
 * Where focus should go after the next render, so keyboard and screen-reader users follow:
 * a field or the form's problem (each its element's id), the confirmation's heading, or on
 * the way back to the times the chosen slot, the focused day or the notice above the times.
 */
export type FocusTarget = FieldName | 'problem' | 'confirmation' | 'checked-slot' | 'focused-day' | 'slots-problem';

export type BookingBusiness = Pick<Business, 'name' | 'address' | 'date_format' | 'sms_enabled' | 'locations'>;

export interface BookingFlowOptions {
  /** Where `booking-*` events are fired: the element itself. */
  events: EventTarget;
  /** The day's fills have changed (a booking made, or a 409: the slot was taken): it is asked for again. */
  onDayChanged?: () => void;
  /** Source of Idempotency-Keys; tests pass a predictable one. */
  newKey?: () => string;
}

/** A request in flight: what "Try again" would repeat, the form it was sent from, the phone a code was asked for. */
interface RequestContext {
  action: RetryAction;
  form: FormStep;
  phone?: string;
}

export { CODE_VALID_MS, RESEND_AFTER_SECONDS } from './sms-code.js';

/**
 * The customer's journey through a booking as one state machine (`journey`), without
 * rendering: the typed values survive every error and every step, one request is in flight
 * at a time, a retry of the same attempt keeps its Idempotency-Key. The host page hears the
 * journey's `booking-*` events from here (the dialog's open and close from the element).
 */
export class BookingFlowController implements ReactiveController {
  client: BookingClient | undefined;
  business: BookingBusiness | undefined;
  journey: Journey = choosing();

  values: BookingFields = emptyFields();
  errors: FieldErrors = {};
  /** After a 429 on booking: "Try again" waits out the platform's Retry-After. */
  readonly retryWait: CountdownController;

  private readonly codes: SmsCodes;
  private readonly keys: IdempotencyKeys;
  private inFlight: AbortController | undefined;
  private submitting: Promise<void> | undefined;
  private focusTo: FocusTarget | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: BookingFlowOptions,
  ) {
    host.addController(this);
    this.codes = new SmsCodes(host);
    this.retryWait = new CountdownController(host);
    this.keys = new IdempotencyKeys(options.newKey);
  }

  hostDisconnected(): void {
    this.inFlight?.abort();
  }

  /** The wait before another SMS code may be asked for. */
  get resend(): CountdownController {
    return this.codes.resend;
  }

  get step(): JourneyStep {
    return this.journey.step;
  }

  get sms(): boolean {
    return this.business?.sms_enabled === true;
  }

  /** A code being sent or a booking being made: presses of the forms' buttons are ignored. */
  get busy(): boolean {
    const journey = this.journey;
    return journey.step === 'submitting' || ((journey.step === 'details' || journey.step === 'code') && journey.sendingCode === true);
  }

  /** The problem above the form on screen. */
  get problem(): FlowProblem | undefined {
    const journey = this.journey;
    return journey.step === 'details' || journey.step === 'code' ? journey.failure?.problem : undefined;
  }

  get appointment(): Appointment | undefined {
    return this.journey.step === 'confirmed' ? this.journey.appointment : undefined;
  }

  /** The chosen day: while choosing, once a day was clicked; afterwards, the booked slot's. */
  get date(): Date | undefined {
    const journey = this.journey;
    return journey.step === 'choosing' ? journey.date : dayOf(journey.selection.date);
  }

  /** Returns the pending focus request once; the element calls it after each render. */
  takeFocus(): FocusTarget | undefined {
    const target = this.focusTo;
    this.focusTo = undefined;
    return target;
  }

  // ——— choosing ———

  /** A day was chosen for `businessUnitId`: its times show, none chosen yet. Choosing the same day again changes nothing. */
  chooseDay(date: Date, businessUnitId: number | undefined): void {
    const iso = toIsoDate(date);
    const chosen = this.date;
    if (chosen && toIsoDate(chosen) === iso) return;
    this.journey = choosing(startOfDay(date));
    this.host.requestUpdate();
    fireBookingEvent(this.options.events, 'booking-date-select', { date: iso, businessUnitId });
  }

  /** Only offered once a day is chosen: the slot list belongs to the chosen day. */
  chooseSlot(slot: Slot, businessUnitId: number | undefined): void {
    const date = this.date;
    if (!date) return;
    this.journey = choosing(date, { from: slot.from, to: slot.to });
    this.host.requestUpdate();
    // A copy: a listener that changes it must not change what is booked.
    fireBookingEvent(this.options.events, 'booking-slot-select', { date: toIsoDate(date), slot: { ...slot }, businessUnitId });
  }

  /** Back to the times of the chosen day with none chosen (a new location, a new platform); stops what is in flight. */
  chooseAgain(): void {
    this.inFlight?.abort();
    const notice = this.journey.step === 'choosing' ? this.journey.notice : undefined;
    this.journey = choosing(this.date, undefined, notice);
    this.host.requestUpdate();
  }

  /** Continue from the chosen day and time to the form, starting at its first field. */
  toDetails(businessUnitId: number | undefined): void {
    const journey = this.journey;
    if (journey.step !== 'choosing' || !journey.date || !journey.time) return;
    const { from, to } = journey.time;
    this.select({ date: toIsoDate(journey.date), from, to, businessUnitId });
    this.focusTo = 'name';
  }

  /** A slot was chosen (again): stop what is in flight, show the form, keep everything typed. */
  select(selection: SlotSelection): void {
    this.inFlight?.abort();
    this.journey = onForm('details', selection);
    this.host.requestUpdate();
  }

  // ——— the forms ———

  /** Fills the fields the customer has not typed into yet. */
  prefill(values: Partial<PrefillFields>): void {
    for (const field of PREFILL_FIELDS) if (values[field] && !this.values[field]) this.values[field] = values[field];
    this.host.requestUpdate();
  }

  setField(field: FieldName, value: string): void {
    if (this.values[field] === value) return;
    this.values[field] = value;
    delete this.errors[field];
    this.host.requestUpdate();
  }

  /** The details form was submitted: validate, then book, or get an SMS code first. */
  continue(): Promise<void> | void {
    if (this.busy || !this.checkDetails()) return;
    if (!this.sms) return this.submit();
    if (this.codes.isValidFor(phoneOf(this.values))) return this.showForm('code', 'otp');
    return this.sendCode();
  }

  /** POST /api/otp to the phone typed; on success the code step shows. Also "Send a new code". */
  sendCode(): Promise<void> | void {
    const client = this.client;
    const journey = this.journey;
    if (this.busy || !client || (journey.step !== 'details' && journey.step !== 'code')) return;
    const phone = phoneOf(this.values);
    if (this.codes.mustWaitFor(phone)) return this.showForm('code', 'otp');
    this.codes.sending();
    this.journey = sendingCode(journey.step, journey.selection);
    return this.call({ action: 'send-code', form: journey.step, phone }, async (signal) => {
      await client.sendOtp(phone, { signal });
      this.codes.sent(phone);
      this.values.otp = '';
      this.showForm('code', 'otp');
    });
  }

  /**
   * POST /api/appointments. Fires the cancelable `booking-before-submit` first; a host that
   * cancels stops the booking silently (it shows its own reason, e.g. a consent box).
   * Calls while a submit is in flight return that same submit.
   */
  submit(): Promise<void> {
    return (this.submitting ??= this.book().finally(() => {
      this.submitting = undefined;
    }));
  }

  /** "Try again" after a retryable failure: repeats the named action as it was. */
  retry(): Promise<void> | void {
    const journey = this.journey;
    if ((journey.step !== 'details' && journey.step !== 'code') || this.retryWait.secondsLeft) return;
    switch (journey.failure?.retry) {
      case 'send-code':
        return this.sendCode();
      case 'book':
        return this.submit();
    }
  }

  /**
   * Back: from a code being sent to its form, from the code to the details, from the details
   * to the times. Ignored while booking: the request may already have reached the platform,
   * and only its answer tells whether the appointment exists.
   */
  back(): void {
    const journey = this.journey;
    if (journey.step === 'details' || journey.step === 'code') {
      if (journey.sendingCode) {
        // A code being sent leaves the step as it was: stopping the request is all.
        this.inFlight?.abort();
        this.journey = onForm(journey.step, journey.selection);
      } else if (journey.step === 'code') {
        // The phone is what the customer most likely came back to change.
        this.showForm('details', 'phone');
      } else {
        const { date, from, to } = journey.selection;
        this.journey = choosing(dayOf(date), { from, to });
        this.focusTo = 'checked-slot';
      }
    }
    this.host.requestUpdate();
  }

  /** "Book another": a fresh attempt on the same day; the customer's contact details stay filled in. */
  reset(): void {
    this.inFlight?.abort();
    this.codes.forget();
    this.errors = {};
    this.values.notes = '';
    this.values.otp = '';
    this.keys.finish();
    this.journey = choosing(this.date);
    // The confirmation is gone: focus goes where the next booking starts.
    this.focusTo = 'focused-day';
    this.host.requestUpdate();
    this.options.onDayChanged?.();
  }

  // ——— requests ———

  private async book(): Promise<void> {
    const { client, journey, values } = this;
    if (this.busy || !client || (journey.step !== 'details' && journey.step !== 'code')) return;
    if (this.retryWait.secondsLeft) {
      // Booking again before the platform's wait is over would only earn another 429.
      this.focusTo = 'problem';
      return this.host.requestUpdate();
    }
    if (!this.checkDetails()) return;
    const codeError = this.sms && validateCode(values.otp);
    if (codeError) return this.showError('otp', codeError);
    const request = bookingRequest(journey.selection, values, this.sms);
    const { date, from, to, business_unit_id: businessUnitId, name, email, phone, notes } = request;
    const detail = { date, from, to, businessUnitId, name, email, phone, notes };
    if (!fireBookingEvent(this.options.events, 'booking-before-submit', detail, { cancelable: true })) return;

    const key = this.keys.keyFor(request);
    const selection = journey.selection;
    this.journey = { step: 'submitting', selection, form: journey.step };
    return this.call({ action: 'book', form: journey.step }, async (signal) => {
      const appointment = await client.bookAppointment(request, key, { signal });
      this.keys.finish();
      this.values.otp = '';
      this.journey = { step: 'confirmed', selection, appointment };
      this.focusTo = 'confirmation';
      fireBookingEvent(this.options.events, 'booking-success', { appointment });
    });
  }

  private checkDetails(): boolean {
    const errors = validateDetails(this.values, this.sms);
    const first = Object.keys(errors)[0] as FieldName | undefined;
    if (first) {
      this.errors = errors;
      this.showForm('details', first);
    }
    return !first;
  }

  /** Sends a code or a booking as the one abortable request in flight; a failure goes to `fail`. */
  private async call(request: RequestContext, send: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const call = (this.inFlight = new AbortController());
    this.host.requestUpdate();
    try {
      await send(call.signal);
    } catch (caught) {
      this.fail(caught, request);
    } finally {
      if (this.inFlight === call) this.inFlight = undefined;
      this.host.requestUpdate();
    }
  }

  /** A failed booking or code request, shown as `failureOutcome` decides; the host page hears `booking-error`. */
  private fail(caught: unknown, { action, form, phone }: RequestContext): void {
    const journey = this.journey;
    // The customer has moved on (Back, another slot) and stopped the request: nothing to show.
    if (!this.busy || journey.step === 'choosing' || journey.step === 'confirmed') return;
    const error = asApiError(caught);
    const selection = journey.selection;
    // A failed or aborted request returns to the form it came from.
    this.journey = onForm(form, selection);
    const outcome = failureOutcome(error, action);
    if (outcome.kind === 'aborted') return;
    // A retry of the same attempt is only safe while the platform's answer is unknown: the
    // retryable problems but a 429's.
    if (action === 'book' && (error.kind === 'rate-limited' || outcome.kind !== 'problem' || !outcome.problem.retryable)) this.keys.finish();
    switch (outcome.kind) {
      case 'field': {
        const field = outcome.field as FieldName;
        if (FIELD_NAMES.includes(field)) this.showError(field, outcome.message);
        else this.showProblem(form, selection, { message: outcome.message });
        break;
      }
      case 'code-wait': {
        const recent = this.codes.rateLimited(phone, outcome.retryAfterSeconds);
        this.showForm('code', 'otp', { problem: { message: recent ? TOO_MANY_CODES : CODE_LIMIT } });
        break;
      }
      case 'slot-taken':
        this.journey = choosing(dayOf(selection.date), undefined, outcome.message);
        this.focusTo = 'slots-problem';
        break;
      case 'problem':
        this.showProblem(form, selection, outcome.problem, action);
        if (error.kind === 'rate-limited') this.retryWait.start(outcome.retryAfterSeconds);
        break;
    }
    fireBookingEvent(this.options.events, 'booking-error', { kind: error.kind, status: error.status, message: error.serverMessage ?? error.message });
    if (outcome.kind === 'slot-taken') this.options.onDayChanged?.();
  }

  /** The problem above the form, with "Try again" repeating `action` when the problem allows it. */
  private showProblem(form: FormStep, selection: SlotSelection, problem: FlowProblem, action?: RetryAction): void {
    this.journey = onForm(form, selection, { problem, retry: problem.retryable ? action : undefined });
    this.focusTo = 'problem';
  }

  /** A message at one field, on the form that has the field, with focus on it. */
  private showError(field: FieldName, message: string): void {
    this.errors[field] = message;
    this.showForm(field === 'otp' ? 'code' : 'details', field);
  }

  private showForm(step: FormStep, focus: FocusTarget, failure?: { problem: FlowProblem }): void {
    const selection = (this.journey as { selection?: SlotSelection }).selection;
    if (!selection) return;
    this.journey = onForm(step, selection, failure && { problem: failure.problem, retry: undefined });
    this.focusTo = focus;
    this.host.requestUpdate();
  }
}
