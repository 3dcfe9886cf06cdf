import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { startOfDay } from 'date-fns';
import type { Appointment, Business, BookingClient, Slot } from '../api/types.js';
import { toIsoDate } from '../calendar/month.js';
import { fireBookingEvent } from '../events.js';
import { BookingForm } from './booking-form.js';
import type { CountdownController } from './countdown.js';
import type { FlowProblem } from './failure.js';
import {
  choosing,
  dayOf,
  isAtForm,
  onForm,
  type FocusTarget,
  type Journey,
  type JourneyStep,
  type SlotSelection,
} from './journey.js';
import { BookingRequests } from './requests.js';

export type { FocusTarget, FormStep, Journey, SlotSelection } from './journey.js';
export { CODE_VALID_MS, RESEND_AFTER_SECONDS } from './sms-code.js';

export type BookingBusiness = Pick<Business, 'name' | 'address' | 'date_format' | 'sms_enabled' | 'locations'>;

export interface BookingFlowOptions {
  /** Where `booking-*` events are fired: the element itself. */
  events: EventTarget;
  /** The platform's client as it is now (none while the element has no connection). */
  client: () => BookingClient | undefined;
  /** The business as it is now (none while it loads). */
  business: () => BookingBusiness | undefined;
  /** The day's fills have changed (a booking made, or a 409: the slot was taken): it is asked for again. */
  onDayChanged?: () => void;
  /** Source of Idempotency-Keys; tests pass a predictable one. */
  newKey?: () => string;
  /**
   * Whether focus is in the widget: a change of step from outside (`chooseAgain`) moves focus
   * only then, so a customer busy elsewhere on the page keeps their place. Without it, always.
   */
  hasFocus?: () => boolean;
}

/**
 * The customer's journey through a booking as one state machine (`journey`), without
 * rendering: choosing a day and a time, the forms, the booking, the confirmation. The typed
 * values (`form`) survive every error and every step; the requests (`BookingRequests`) keep
 * one in flight at a time. The host page hears the journey's `booking-*` events from here
 * and from the requests (the dialog's open and close from the panel, src/panel/booking-panel.ts).
 */
export class BookingFlowController implements ReactiveController {
  journey: Journey = choosing();
  readonly form: BookingForm;

  readonly #requests: BookingRequests;
  #focusTo: FocusTarget | undefined;
  #lastFocus: FocusTarget = 'name';
  /** The journey an `unsure` `showDay` began: while it is still the journey (nothing chosen since), the next `showDay` replaces it. */
  #unsureDay: Journey | undefined;
  /**
   * The business the platform asked a code of though it said it sends no SMS (it turned SMS on
   * after it loaded): its bookings then go as with SMS.
   */
  #codesAskedBy: BookingBusiness | undefined;

  readonly #host: ReactiveControllerHost;
  readonly #options: BookingFlowOptions;

  constructor(host: ReactiveControllerHost, options: BookingFlowOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
    this.form = new BookingForm(() => host.requestUpdate());
    this.#requests = new BookingRequests(host, {
      journey: () => this.journey,
      goTo: (journey, focus) => this.#goTo(journey, focus),
      form: this.form,
      client: options.client,
      sms: () => this.sms,
      codesAsked: () => {
        this.#codesAskedBy = this.business;
      },
      busy: () => this.busy,
      events: options.events,
      onSlotTaken: () => options.onDayChanged?.(),
      newKey: options.newKey,
    });
  }

  hostDisconnected(): void {
    this.#requests.abort();
  }

  get step(): JourneyStep {
    return this.journey.step;
  }

  /** The business booked with, as it is now. */
  get business(): BookingBusiness | undefined {
    return this.#options.business();
  }

  /** The business sends SMS codes (it says so, or the platform asked for a code): the phone is required, and a booking needs a code. */
  get sms(): boolean {
    const business = this.business;
    return business?.sms_enabled === true || (business !== undefined && business === this.#codesAskedBy);
  }

  /** A code being sent or a booking being made: presses of the forms' buttons are ignored. */
  get busy(): boolean {
    const journey = this.journey;
    return journey.step === 'submitting' || (isAtForm(journey) && journey.sendingCode);
  }

  /** The problem above the form on screen. */
  get problem(): FlowProblem | undefined {
    const journey = this.journey;
    return isAtForm(journey) ? journey.failure?.problem : undefined;
  }

  get appointment(): Appointment | undefined {
    return this.journey.step === 'confirmed' ? this.journey.appointment : undefined;
  }

  /** The chosen day: while choosing, once a day was clicked; afterwards, the booked slot's. */
  get date(): Date | undefined {
    const journey = this.journey;
    return journey.step === 'choosing' ? journey.date : dayOf(journey.selection.date);
  }

  /** The wait before another SMS code may be asked for. */
  get resend(): CountdownController {
    return this.#requests.codes.resend;
  }

  /** After a 429 (a booking, or a code none was sent for): "Try again" waits out the platform's Retry-After. */
  get retryWait(): CountdownController {
    return this.#requests.retryWait;
  }

  /** The platform said it sent a code to `phone` (normalised) in this booking: a 200, not a 429. */
  codeWasSentTo(phone: string): boolean {
    return this.#requests.codes.wasSentTo(phone);
  }

  /**
   * Where focus goes when the dialog opens again on this journey: the focused day while
   * choosing, else where the journey last put it (a form's first field, the field with a
   * message, the confirmation's heading).
   */
  get reopenFocus(): FocusTarget {
    return this.journey.step === 'choosing' ? 'focused-day' : this.#lastFocus;
  }

  /** Returns the pending focus request once; the element calls it after each render. */
  takeFocus(): FocusTarget | undefined {
    const target = this.#focusTo;
    this.#focusTo = undefined;
    return target;
  }

  // ——— choosing ———

  /** A day was chosen for `businessUnitId`: its times show, none chosen yet. Choosing the same day again changes nothing. */
  chooseDay(date: Date, businessUnitId: number | undefined): void {
    const iso = toIsoDate(date);
    const chosen = this.date;
    if (chosen && toIsoDate(chosen) === iso) return;
    this.#goTo(choosing(startOfDay(date)));
    fireBookingEvent(this.#options.events, 'booking-date-select', { date: iso, businessUnitId });
  }

  /**
   * Shows `date`'s times while no day is chosen (the month's first open day); no event: the
   * customer chose nothing. A day shown `unsure` (its times could not load) is no choice either:
   * until the customer chooses something (a day, a time, a location), the next day shown takes
   * its place.
   */
  showDay(date: Date, unsure = false): void {
    const journey = this.journey;
    if (journey.step !== 'choosing' || (journey.date && journey !== this.#unsureDay)) return;
    this.#goTo(choosing(date));
    this.#unsureDay = unsure ? this.journey : undefined;
  }

  /** Only offered once a day is chosen: the slot list belongs to the chosen day. */
  chooseSlot(slot: Slot, businessUnitId: number | undefined): void {
    const date = this.date;
    if (!date) return;
    this.#goTo(choosing(date, { from: slot.from, to: slot.to }));
    // A copy: a listener that changes it must not change what is booked.
    fireBookingEvent(this.#options.events, 'booking-slot-select', { date: toIsoDate(date), slot: { ...slot }, businessUnitId });
  }

  /**
   * Back to the times of the chosen day with none chosen (a new location, a new platform); stops
   * what is in flight. From a form or the confirmation, whose focused field or button goes with
   * it, focus in the widget goes to the calendar's focused day, the step now shown.
   */
  chooseAgain(): void {
    this.#requests.abort();
    if (this.journey.step === 'choosing') this.#goTo(choosing(this.date, undefined, this.journey.notice));
    else this.#goTo(choosing(this.date), this.#options.hasFocus?.() === false ? undefined : 'focused-day');
  }

  /** Continue from the chosen day and time to the form, starting at its first field. */
  toDetails(businessUnitId: number | undefined): void {
    const journey = this.journey;
    if (journey.step !== 'choosing' || !journey.date || !journey.time) return;
    const { from, to } = journey.time;
    this.select({ date: toIsoDate(journey.date), from, to, businessUnitId });
    this.#focusTo = this.#lastFocus = 'name';
  }

  /** A slot was chosen (again): stop what is in flight, show the form, keep everything typed. */
  select(selection: SlotSelection): void {
    this.#requests.abort();
    this.#goTo(onForm('details', selection));
  }

  // ——— the forms ———

  /** The details form was submitted: validate, then book, or get an SMS code first. */
  continue(): Promise<void> | void {
    return this.#requests.continue();
  }

  /** POST /api/otp to the phone typed; on success the code step shows. Also "Send a new code". */
  sendCode(): Promise<void> | void {
    return this.#requests.sendCode();
  }

  /** POST /api/appointments, after the cancelable `booking-before-submit`. */
  submit(): Promise<void> {
    return this.#requests.submit();
  }

  /** "Try again" after a retryable failure: repeats the named action as it was. */
  retry(): Promise<void> | void {
    return this.#requests.retry();
  }

  /**
   * Back: from a code being sent to its form, from the code to the details, from the details
   * to the times. Ignored while booking: the request may already have reached the platform,
   * and only its answer tells whether the appointment exists.
   */
  back(): void {
    const journey = this.journey;
    if (!isAtForm(journey)) return;
    if (journey.sendingCode) {
      // A code being sent leaves the step as it was: stopping the request is all.
      this.#requests.abort();
      this.#goTo(onForm(journey.step, journey.selection));
    } else if (journey.step === 'code') {
      // The phone is what the customer most likely came back to change.
      this.#goTo(onForm('details', journey.selection), 'phone');
    } else {
      const { date, from, to } = journey.selection;
      this.#goTo(choosing(dayOf(date), { from, to }), 'checked-slot');
    }
  }

  /** "Book another": a fresh attempt on the same day; the customer's contact details stay filled in. */
  reset(): void {
    this.#requests.startOver();
    this.form.startOver();
    // The confirmation is gone: focus goes where the next booking starts.
    this.#goTo(choosing(this.date), 'focused-day');
    this.#options.onDayChanged?.();
  }

  #goTo(journey: Journey, focus?: FocusTarget): void {
    this.journey = journey;
    if (focus) this.#focusTo = this.#lastFocus = focus;
    this.#host.requestUpdate();
  }
}
