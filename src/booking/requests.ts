import type { ReactiveControllerHost } from 'lit';
import type { MessageId } from '../i18n/messages.js';
import type { BookingClient } from '../api/types.js';
import { fireBookingEvent } from '../events.js';
import type { BookingForm } from './booking-form.js';
import { loadCalendarFile } from './calendar-file.js';
import { CountdownController } from './countdown.js';
import {
  CHECK_DETAILS,
  CODE_LIMIT,
  CODE_NOT_SENT,
  REFUSED,
  SLOT_TAKEN,
  TOO_MANY_ATTEMPTS,
  UNAVAILABLE,
  asApiError,
  fieldProblem,
  isFormField,
} from './failure.js';
import { bookingRequest, phoneOf, validateCode, type FieldName } from './fields.js';
import { IdempotencyKeys } from './idempotency.js';
import {
  choosing,
  dayOf,
  isAtForm,
  onForm,
  sendingCode,
  type Failure,
  type FocusTarget,
  type FormStep,
  type Journey,
  type RetryAction,
} from './journey.js';
import { RESEND_AFTER_SECONDS, SmsCodes } from './sms-code.js';

/** What the requests read and change of the booking flow. */
export interface FlowAccess {
  journey: () => Journey;
  /** Moves the journey on, focus (if given) following after the next render. */
  goTo: (journey: Journey, focus?: FocusTarget) => void;
  form: BookingForm;
  client: () => BookingClient | undefined;
  sms: () => boolean;
  /** The platform asked for a code though the business said it sends no SMS: from now on `sms` is true. */
  codesAsked: () => void;
  busy: () => boolean;
  events: EventTarget;
  /** A 409: the slot was taken, so the day's fills have changed. */
  onSlotTaken: () => void;
  newKey?: (() => string) | undefined;
}

/** A request in flight: what "Try again" would repeat, the form it was sent from, the phone a code was asked for. */
interface RequestContext {
  action: RetryAction;
  form: FormStep;
  phone?: string;
}

/**
 * The booking flow's requests: SMS codes and the booking, one abortable request in flight at
 * a time, a retry of the same attempt with the same Idempotency-Key, and what each failure
 * means for the journey. The host page hears `booking-before-submit`, `booking-success` and
 * `booking-error` from here.
 */
export class BookingRequests {
  readonly codes: SmsCodes;
  /** After a 429 on booking: "Try again" waits out the platform's Retry-After. */
  readonly retryWait: CountdownController;
  readonly #keys: IdempotencyKeys;
  #inFlight: AbortController | undefined;
  #submitting: Promise<void> | undefined;

  readonly #host: ReactiveControllerHost;
  readonly #flow: FlowAccess;

  constructor(host: ReactiveControllerHost, flow: FlowAccess) {
    this.#host = host;
    this.#flow = flow;
    this.codes = new SmsCodes(host);
    this.retryWait = new CountdownController(host);
    this.#keys = new IdempotencyKeys(flow.newKey);
  }

  abort(): void {
    this.#inFlight?.abort();
  }

  /** A new booking: a new attempt, no code of the last one counts. */
  startOver(): void {
    this.abort();
    this.codes.forget();
    this.#keys.finish();
  }

  /** The details form was submitted: validate, then book, or get an SMS code first. */
  continue(): Promise<void> | void {
    if (this.#flow.busy() || !this.#checkDetails()) return;
    if (!this.#flow.sms()) return this.submit();
    if (this.codes.isValidFor(phoneOf(this.#flow.form.values))) return this.#showForm('code', 'otp');
    return this.sendCode();
  }

  /** POST /api/otp to the phone typed; on success the code step shows. Also "Send a new code". */
  sendCode(): Promise<void> | void {
    const client = this.#flow.client();
    const journey = this.#flow.journey();
    // A code goes only to a phone that can receive one (the details' rules with SMS), whatever the business said.
    if (this.#flow.busy() || !client || !isAtForm(journey) || !this.#checkDetails(true)) return;
    const phone = phoneOf(this.#flow.form.values);
    if (this.codes.mustWaitFor(phone)) return this.#showForm('code', 'otp');
    // The platform's wait after a 429 is not over: asking now would only earn another.
    if (this.retryWait.secondsLeft) return this.#flow.goTo(journey, 'problem');
    this.codes.sending();
    this.#flow.goTo(sendingCode(journey.step, journey.selection));
    return this.#call({ action: 'send-code', form: journey.step, phone }, async (signal) => {
      await client.sendOtp(phone, { signal });
      this.codes.sent(phone);
      this.#flow.form.forgetCode();
      this.#showForm('code', 'otp');
    });
  }

  /**
   * POST /api/appointments. Fires the cancelable `booking-before-submit` first; a host that
   * cancels stops the booking silently (it shows its own reason, e.g. a consent box).
   * Calls while a submit is in flight return that same submit.
   */
  submit(): Promise<void> {
    // The confirmation's "Add to calendar" code, fetched while the booking is on its way. A
    // failure is the console's one warning, not the page's unhandled rejection: "Add to calendar"
    // asks again.
    loadCalendarFile().catch(() => undefined);
    return (this.#submitting ??= this.#book().finally(() => {
      this.#submitting = undefined;
    }));
  }

  /** "Try again" after a retryable failure: repeats the named action as it was. */
  retry(): Promise<void> | void {
    const journey = this.#flow.journey();
    if (!isAtForm(journey) || this.retryWait.secondsLeft) return;
    switch (journey.failure?.retry) {
      case 'send-code':
        return this.sendCode();
      case 'book':
        return this.submit();
    }
  }

  async #book(): Promise<void> {
    const client = this.#flow.client();
    const journey = this.#flow.journey();
    const { values } = this.#flow.form;
    const sms = this.#flow.sms();
    if (this.#flow.busy() || !client || !isAtForm(journey)) return;
    if (this.retryWait.secondsLeft) {
      // Booking again before the platform's wait is over would only earn another 429.
      return this.#flow.goTo(journey, 'problem');
    }
    if (!this.#checkDetails()) return;
    const codeError = sms && validateCode(values.otp);
    if (codeError) return this.#showError('otp', codeError);
    const request = bookingRequest(journey.selection, values, sms);
    const { date, from, to, business_unit_id: businessUnitId, name, email, phone, notes } = request;
    const detail = { date, from, to, businessUnitId, name, email, phone, notes };
    if (!fireBookingEvent(this.#flow.events, 'booking-before-submit', detail, { cancelable: true })) return;

    const { key, earlier } = this.#keys.attemptFor(request);
    const selection = journey.selection;
    this.#flow.goTo({ step: 'submitting', selection, form: journey.step });
    return this.#call({ action: 'book', form: journey.step }, async (signal) => {
      const isKeyTaken = (error: unknown) => asApiError(error).field === 'idempotency';
      const appointment = await client.bookAppointment(request, key, { signal }).catch(async (error: unknown) => {
        // A 422 naming the Idempotency-Key: the platform holds the booking of an earlier request
        // of this attempt, whose answer was lost. Sent again, that one answers with it.
        if (!isKeyTaken(error)) throw error;
        for (const sent of earlier) {
          // Not the one held: the key names another (a 422 naming it), or it was refused for its
          // details (a 422 of a field: the platform checks them before the key).
          const held = await client.bookAppointment(sent, key, { signal }).catch((again: unknown) => {
            if (asApiError(again).kind !== 'validation') throw again;
          });
          if (held) return held;
        }
        throw error;
      });
      this.#keys.finish();
      this.#flow.form.forgetCode();
      this.#flow.goTo({ step: 'confirmed', selection, appointment, bookingKey: key }, 'confirmation');
      fireBookingEvent(this.#flow.events, 'booking-success', { appointment });
    });
  }

  /** Checks the details (`sms`: as with SMS codes); on a field with a message, shows it there. */
  #checkDetails(sms = this.#flow.sms()): boolean {
    const first = this.#flow.form.checkDetails(sms);
    if (first) this.#showForm('details', first);
    return !first;
  }

  /** Sends a code or a booking as the one abortable request in flight; a failure goes to `fail`. */
  async #call(request: RequestContext, send: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const call = (this.#inFlight = new AbortController());
    this.#host.requestUpdate();
    try {
      await send(call.signal);
    } catch (caught) {
      this.#fail(caught, request);
    } finally {
      if (this.#inFlight === call) this.#inFlight = undefined;
      this.#host.requestUpdate();
    }
  }

  /**
   * A failed booking (`book`) or code request (`send-code`), in the customer's words chosen by its
   * kind (for a 422, by the field it names); the platform's own text reaches only the host page,
   * in `booking-error`'s detail:
   * - a 409 on booking: back to the times, saying the slot was taken;
   * - a 422 naming a form's field (for a code, the phone): its sentence at that field; any other
   *   422, a 409 for a code and a refused key (401, 404): a problem above the form;
   * - a 429: "Try again" counting the platform's wait down (for a code, see below);
   * - anything else (network, time-out, 5xx): a problem above the form with "Try again".
   */
  #fail(caught: unknown, { action, form, phone }: RequestContext): void {
    const journey = this.#flow.journey();
    const error = asApiError(caught);
    const { kind, retryAfterSeconds } = error;
    const booking = action === 'book';
    // A booking stopped on its way (the element left the page, another platform) may have reached
    // the platform: its answer is lost.
    if (booking && kind === 'aborted') this.#keys.lost();
    // The customer has moved on (Back, another slot) and stopped the request: nothing to show.
    if (!this.#flow.busy() || journey.step === 'choosing' || journey.step === 'confirmed') return;
    const { selection } = journey;
    // A failed or aborted request returns to the form it came from.
    this.#flow.goTo(onForm(form, selection));
    if (kind === 'aborted') return;
    // Whether the platform answered the request (a 429, which may follow a lost answer, and the
    // last case say nothing of whether it was booked).
    let answered = true;
    switch (kind) {
      case 'conflict':
        if (booking) this.#flow.goTo(choosing(dayOf(selection.date), undefined, SLOT_TAKEN), 'slots-problem');
        else this.#showProblem(form, SLOT_TAKEN);
        break;
      case 'validation': {
        // The client names a 422's field (`Invalid OTP` → `otp`) and reason; a code request's field is the phone.
        const field = booking ? error.field : 'phone';
        if (field === 'otp' && !this.#flow.sms()) {
          // The platform asks for a code at a business that said it sends no SMS (it turned SMS on
          // since it loaded), and none was sent: back to the details, which now ask for what a code
          // needs, the phone first.
          this.#flow.codesAsked();
          if (this.#checkDetails()) this.#showForm('details', 'phone');
        } else if (isFormField(field)) this.#showError(field, fieldProblem(field, error.reason));
        else this.#showProblem(form, CHECK_DETAILS);
        break;
      }
      case 'unauthorized':
      case 'not-found':
        this.#showProblem(form, REFUSED);
        break;
      case 'rate-limited':
        if (booking) {
          answered = false;
          this.#showProblem(form, TOO_MANY_ATTEMPTS, action);
          this.retryWait.start(retryAfterSeconds);
        } else if (phone && this.codes.wasSentTo(phone)) {
          // No code went out. After one the platform did send in this booking, the code step
          // invites the last one received; otherwise the form stays, saying none was sent, with
          // "Try again" counting the platform's wait down.
          this.codes.rateLimited(phone, retryAfterSeconds);
          this.#showForm('code', 'otp', { problem: { message: CODE_LIMIT } });
        } else {
          this.#showProblem(form, CODE_NOT_SENT, action);
          this.retryWait.start(retryAfterSeconds ?? RESEND_AFTER_SECONDS);
        }
        break;
      default:
        answered = false;
        this.#showProblem(form, UNAVAILABLE, action);
    }
    // The attempt is over once the platform refused it, unless an answer of it was lost: the
    // platform may hold that booking, and only a 409 says it does not (idempotency.ts).
    if (booking) {
      if (answered && (kind === 'conflict' || !this.#keys.isLost)) this.#keys.finish();
      else this.#keys.lost();
    }
    fireBookingEvent(this.#flow.events, 'booking-error', {
      kind,
      status: error.status,
      message: error.serverMessage ?? error.message,
    });
    // A 409 on booking: the slot was taken, so the day's fills have changed.
    if (booking && kind === 'conflict') this.#flow.onSlotTaken();
  }

  /** The problem above the form; with `retry`, "Try again" repeats that action as it was. */
  #showProblem(form: FormStep, message: MessageId, retry?: RetryAction): void {
    this.#showForm(form, 'problem', { problem: retry ? { message, retryable: true } : { message }, retry });
  }

  /** A message at one field, on the form that has the field, with focus on it. */
  #showError(field: FieldName, message: MessageId): void {
    this.#flow.form.errors[field] = message;
    this.#showForm(field === 'otp' ? 'code' : 'details', field);
  }

  /** A form of the current slot, with focus on `focus` and a failure above it if given. */
  #showForm(step: FormStep, focus: FocusTarget, failure?: Failure): void {
    const journey = this.#flow.journey();
    if (journey.step === 'choosing') return;
    this.#flow.goTo(onForm(step, journey.selection, failure), focus);
  }
}
