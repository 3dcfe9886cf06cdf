import type { MessageId } from '../i18n/messages.js';
import type { Appointment, Slot } from '../api/types.js';
import type { FlowProblem } from './failure.js';
import type { FieldName } from './fields.js';

/** The slot the customer chose. `date` is `YYYY-MM-DD`, times the business's `HH:MM`. */
export interface SlotSelection {
  date: string;
  from: string;
  to: string;
  businessUnitId: number | undefined;
}

export type SlotTime = Pick<Slot, 'from' | 'to'>;

/** The two forms: the customer's details, and the SMS code when the business has SMS. */
export type FormStep = 'details' | 'code';

/** What "Try again" repeats after a failure whose outcome is unknown. */
export type RetryAction = 'send-code' | 'book';

/** A failed request on a form: the problem above it and, when it may be repeated as it was, the action. */
export interface Failure {
  problem: FlowProblem;
  retry?: RetryAction | undefined;
}

/**
 * Where the customer is, as one value:
 * - `choosing` a day and a time (`notice`: why they are back here, their slot was just taken);
 * - a form, `details` then (with SMS) `code`, possibly with a `failure` or a code being sent;
 * - `submitting` the booking from one of the forms, which stays on screen with a busy button;
 * - `confirmed`, with the appointment the platform booked and the Idempotency-Key it was booked
 *   with (`bookingKey`: the calendar file's name for an appointment the platform gave no id).
 */
export type Journey =
  | { step: 'choosing'; date: Date | undefined; time: SlotTime | undefined; notice: MessageId | undefined }
  | { step: FormStep; selection: SlotSelection; failure: Failure | undefined; sendingCode: boolean }
  | { step: 'submitting'; selection: SlotSelection; form: FormStep }
  | { step: 'confirmed'; selection: SlotSelection; appointment: Appointment; bookingKey: string };

export type JourneyStep = Journey['step'];

/**
 * Where focus should go after the next render, so keyboard and screen-reader users follow:
 * a field or the form's problem (each its element's id), the confirmation's heading, or on
 * the way back to the times the chosen slot, the focused day or the notice above the times.
 */
export type FocusTarget = FieldName | 'problem' | 'confirmation' | 'checked-slot' | 'focused-day' | 'slots-problem';

/** The local calendar day of a `YYYY-MM-DD` date. */
export const dayOf = (isoDate: string): Date => new Date(`${isoDate}T00:00`);

/** The journey is at one of the forms (details or code), where the customer types. */
export const isAtForm = (journey: Journey): journey is Extract<Journey, { step: FormStep }> =>
  journey.step === 'details' || journey.step === 'code';

// Every journey is made by one of these, with each of its fields set, even to undefined: a
// field left out would be read from Object.prototype, which a polluted host page may have
// given a `date`.

/** Choosing a day and a time; `notice` says why the customer is back here. */
export const choosing = (date?: Date, time?: SlotTime, notice?: MessageId): Journey => ({ step: 'choosing', date, time, notice });

/** A form on screen, with the failure of its last request if there is one. */
export const onForm = (step: FormStep, selection: SlotSelection, failure?: Failure): Journey => ({
  step,
  selection,
  failure,
  sendingCode: false,
});

/** A code being sent from a form, which stays on screen with a busy button. */
export const sendingCode = (step: FormStep, selection: SlotSelection): Journey => ({
  step,
  selection,
  failure: undefined,
  sendingCode: true,
});
