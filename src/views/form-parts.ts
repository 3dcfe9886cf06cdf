import { html, nothing, type TemplateResult } from 'lit';
import { FIELD_MAX_LENGTH, type FieldName } from '../booking/fields.js';
import { formatWait } from '../booking/countdown.js';
import type { BookingFlowController, FocusTarget } from '../booking/flow.js';
import { button } from './button.js';
import { textLine } from './notice.js';

/** Ids inside the element's shadow root; `focusBookingTarget` finds each target by its own. */
export const fieldId = (target: FocusTarget): string => `booking-${target}`;
export const PROBLEM_ID = fieldId('problem');
export const CONFIRMATION_HEADING_ID = fieldId('confirmation');

/**
 * One labelled input with its hint and its message. The message is tied to the input with
 * `aria-describedby` and `aria-invalid`, so a screen reader reads it on focus. Every input
 * event stores the value in the flow and renders, so the value last set on the control is
 * always what it shows, and a plain property binding keeps it in step without `live()`.
 * Notes is the one multi-line field; the SMS code asks for a numeric keyboard.
 */
export function renderField(
  flow: BookingFlowController,
  field: FieldName,
  label: string,
  autocomplete: string,
  required?: boolean,
  type = 'text',
  hint?: string,
): TemplateResult {
  const id = fieldId(field);
  const error = flow.errors[field];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || nothing;
  const onInput = (event: Event) => flow.setField(field, (event.target as HTMLInputElement).value);
  return html`<div part="field" class="field">
    <label part="label" for=${id}>${label}</label>
    ${textLine('field-hint', hint, `${id}-hint`)}
    ${field === 'notes'
      ? html`<textarea rows="3" id=${id} name=${field} part="input" maxlength=${FIELD_MAX_LENGTH[field]} autocomplete=${autocomplete} ?required=${required} aria-invalid=${!!error} aria-describedby=${describedBy} .value=${flow.values[field]} @input=${onInput}></textarea>`
      : html`<input type=${type} inputmode=${field === 'otp' ? 'numeric' : nothing} id=${id} name=${field} part="input" maxlength=${FIELD_MAX_LENGTH[field]} autocomplete=${autocomplete} ?required=${required} aria-invalid=${!!error} aria-describedby=${describedBy} .value=${flow.values[field]} @input=${onInput} />`}
    ${textLine('field-error', error, `${id}-error`)}
  </div>`;
}

/**
 * The live region for what is wrong with the whole step: always in the DOM (and never
 * `hidden`) so that a new message is announced, focusable so focus can be moved to it,
 * with "Try again" when the failure allows a retry of the same attempt.
 */
export function renderProblem(id: string, message: string | undefined, onRetry?: () => void, waitSeconds = 0): TemplateResult {
  const waiting = waitSeconds > 0;
  return html`<div id=${id} part="error" class="problem${message ? ' shown' : ''}" role="alert" tabindex="-1">
    ${message
      ? html`<p>${message}</p>
          ${onRetry
            ? button('retry-button', 'secondary-button', onRetry, waiting ? `Try again in ${formatWait(waitSeconds)}` : 'Try again', waiting)
            : nothing}`
      : nothing}
  </div>`;
}

/**
 * A step's form: its heading, the flow's problem (in the region focus moves to when it
 * appears; "Try again" waits out a 429), the step's own content, then Back and the step's
 * main button. The busy button stays focusable (`aria-disabled` rather than `disabled`,
 * which would drop keyboard focus to the page); the flow ignores presses while a request is
 * in flight, so nothing is sent twice. Submitting never navigates the host page.
 */
export function renderForm(
  flow: BookingFlowController,
  name: 'details' | 'code',
  heading: string,
  action: () => unknown,
  submitLabel: string,
  intro: unknown,
  content: unknown,
): TemplateResult {
  const busy = flow.busy;
  return html`<form
    part="form ${name}-form"
    class="booking-step"
    novalidate
    aria-labelledby="booking-${name}-heading"
    @submit=${(event: SubmitEvent) => {
      event.preventDefault();
      void action();
    }}
  >
    <h3 id="booking-${name}-heading" part="step-heading" class="step-heading">${heading}</h3>
    ${intro}
    ${renderProblem(PROBLEM_ID, flow.problem?.message, flow.problem?.retryable ? () => void flow.retry() : undefined, flow._retryWait.secondsLeft)}
    ${content}
    <div part="step-actions" class="step-actions">
      ${button('back-button', 'secondary-button', () => flow.back(), 'Back', flow.step === 'submitting')}
      <button type="submit" part="submit-button" class="primary-button" aria-busy=${busy} aria-disabled=${busy}>
        ${busy ? (flow._sending ? 'Sending code…' : 'Booking…') : submitLabel}
      </button>
    </div>
  </form>`;
}
