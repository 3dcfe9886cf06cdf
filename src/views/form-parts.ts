import { html, nothing, type TemplateResult } from 'lit';
import { FIELD_MAX_LENGTH, type FieldName } from '../booking/fields.js';
import { formatWait } from '../booking/countdown.js';
import type { BookingFlowController } from '../booking/flow.js';

/** Ids inside the element's shadow root; `focusBookingTarget` finds nodes by them. */
export const fieldId = (field: FieldName): string => `booking-${field}`;
export const PROBLEM_ID = 'booking-problem';
export const CONFIRMATION_HEADING_ID = 'booking-confirmation-heading';

export interface FieldConfig {
  field: FieldName;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autocomplete: string;
  required?: boolean;
  hint?: string;
  inputmode?: 'numeric' | 'email' | 'tel' | 'text';
  multiline?: boolean;
}

/**
 * One labelled input with its hint and its message. The message is tied to the input with
 * `aria-describedby` and `aria-invalid`, so a screen reader reads it on focus. Every input
 * event stores the value in the flow and renders, so the value last set on the control is
 * always what it shows, and a plain property binding keeps it in step without `live()`.
 */
export function renderField(flow: BookingFlowController, config: FieldConfig): TemplateResult {
  const { field, label, hint } = config;
  const id = fieldId(field);
  const error = flow.errors[field];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || nothing;
  const onInput = (event: Event) => flow.setField(field, (event.target as HTMLInputElement | HTMLTextAreaElement).value);
  const invalid = error ? 'true' : 'false';
  const control = config.multiline
    ? html`<textarea
        id=${id}
        name=${field}
        part="input"
        rows="3"
        maxlength=${FIELD_MAX_LENGTH[field]}
        autocomplete=${config.autocomplete}
        aria-invalid=${invalid}
        aria-describedby=${describedBy}
        .value=${flow.values[field]}
        @input=${onInput}
      ></textarea>`
    : html`<input
        id=${id}
        name=${field}
        part="input"
        type=${config.type ?? 'text'}
        inputmode=${config.inputmode ?? nothing}
        maxlength=${FIELD_MAX_LENGTH[field]}
        autocomplete=${config.autocomplete}
        ?required=${config.required === true}
        aria-invalid=${invalid}
        aria-describedby=${describedBy}
        .value=${flow.values[field]}
        @input=${onInput}
      />`;
  return html`<div part="field" class="field">
    <label part="label" for=${id}>${label}</label>
    ${hint ? html`<p id="${id}-hint" part="field-hint" class="field-hint">${hint}</p>` : nothing} ${control}
    ${error ? html`<p id="${id}-error" part="field-error" class="field-error">${error}</p>` : nothing}
  </div>`;
}

/**
 * The live region for what is wrong with the whole step: always in the DOM (and never
 * `hidden`) so that a new message is announced, focusable so focus can be moved to it,
 * with "Try again" when the failure allows a retry of the same attempt.
 */
export function renderProblem(id: string, message: string | undefined, onRetry?: () => void, waitSeconds = 0): TemplateResult {
  return html`<div id=${id} part="error" class=${message ? 'problem shown' : 'problem'} role="alert" tabindex="-1">
    ${message ? html`<p>${message}</p>` : nothing}
    ${message && onRetry
      ? html`<button type="button" part="retry-button" class="secondary-button" aria-disabled=${waitSeconds > 0 ? 'true' : 'false'} @click=${onRetry}>
          ${waitSeconds > 0 ? `Try again in ${formatWait(waitSeconds)}` : 'Try again'}
        </button>`
      : nothing}
  </div>`;
}

/** The flow's problem, in the region focus moves to when it appears; "Try again" waits out a 429. */
export const renderFlowProblem = (flow: BookingFlowController): TemplateResult =>
  renderProblem(PROBLEM_ID, flow.problem?.message, flow.canRetry ? () => void flow.retry() : undefined, flow.retryCountdown.secondsLeft);

/**
 * Back and the step's main button. The busy button stays focusable (`aria-disabled` rather
 * than `disabled`, which would drop keyboard focus to the page); the flow ignores presses
 * while a request is in flight, so nothing is sent twice.
 */
export function renderActions(flow: BookingFlowController, submitLabel: string): TemplateResult {
  const busy = flow.busy;
  return html`<div part="step-actions" class="step-actions">
    <button type="button" part="back-button" class="secondary-button" aria-disabled=${flow.step === 'submitting' ? 'true' : 'false'} @click=${() => flow.back()}>Back</button>
    <button type="submit" part="submit-button" class="primary-button" aria-busy=${busy ? 'true' : 'false'} aria-disabled=${busy ? 'true' : 'false'}>
      ${busy ? (flow.sendingCode ? 'Sending code…' : 'Booking…') : submitLabel}
    </button>
  </div>`;
}

/** Submitting the form never navigates the host page. */
export function onSubmit(action: () => unknown) {
  return (event: SubmitEvent) => {
    event.preventDefault();
    void action();
  };
}
