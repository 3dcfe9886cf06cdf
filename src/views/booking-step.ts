import { html, nothing, type TemplateResult } from 'lit';
import { formatWait } from '../booking/countdown.js';
import type { BookingFlowController, FormStep } from '../booking/flow.js';
import { button } from './button.js';
import { renderField, renderProblem } from './form-parts.js';

export interface BookingFormProps {
  flow: BookingFlowController;
  /** The form on screen; during a booking it stays visible with a busy button. */
  form: FormStep;
}

export interface BookingStepProps extends BookingFormProps {
  /** The chosen day as the customer reads it. */
  dayLabel: string;
  /** The chosen time. */
  time: string;
  /** The location, named only where there is a choice of them. */
  location: string | undefined;
}

/** A form of the booking under the chosen time, so the customer always sees what they are booking. */
export function renderBookingStep({ dayLabel, time, location, ...form }: BookingStepProps): TemplateResult {
  return html`<div part="details" class="details">
    <p><strong>${dayLabel}</strong>, ${time}${location ? html`, ${location}` : nothing}</p>
    ${renderBookingForm(form)}
  </div>`;
}

/**
 * The form of the flow's step — the customer's details (with SMS the phone is required and
 * the button asks for a code), or the SMS code (one-time-code autofill, a resend control
 * that waits out the platform's limit).
 *
 * A form shows its heading, the flow's problem (in the region focus moves to when it appears;
 * "Try again" waits out a 429), the step's own fields, then Back and the step's main button.
 * The busy button stays focusable (`aria-disabled` rather than `disabled`, which would drop
 * keyboard focus to the page); the flow ignores presses while a request is in flight, so
 * nothing is sent twice. Submitting never navigates the host page.
 */
export function renderBookingForm({ flow, form }: BookingFormProps): TemplateResult {
  const { busy, problem } = flow;
  const code = form === 'code';
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void (code ? flow.submit() : flow.continue());
  };
  return html`<form part="form ${form}-form" class="booking-step" novalidate aria-labelledby="step-heading" @submit=${onSubmit}>
    <h3 id="step-heading" part="step-heading" class="step-heading">${code ? 'Enter your code' : 'Your details'}</h3>
    ${
      code
        ? html`<p part="code-text" class="step-text">
            We sent a 6-digit code by SMS to <span part="code-phone">${flow.form.values.phone}</span>.
          </p>`
        : nothing
    }
    ${renderProblem({
      id: 'problem',
      message: problem?.message,
      onRetry: problem?.retryable ? () => void flow.retry() : undefined,
      waitSeconds: flow.retryWait.secondsLeft,
    })}
    ${code ? renderCodeFields(flow) : renderDetailsFields(flow)}
    <div part="step-actions" class="step-actions">
      ${button({ part: 'back-button', kind: 'secondary-button', onClick: () => flow.back(), content: 'Back', disabled: flow.step === 'submitting' })}
      <button type="submit" part="submit-button" class="primary-button" aria-busy=${busy} aria-disabled=${busy}>
        ${submitLabel(flow, code)}
      </button>
    </div>
  </form>`;
}

function submitLabel(flow: BookingFlowController, code: boolean): string {
  if (flow.step === 'submitting') return 'Booking…';
  if (flow.busy) return 'Sending code…';
  return code || !flow.sms ? 'Book' : 'Send code';
}

function renderDetailsFields(flow: BookingFlowController): TemplateResult {
  const sms = flow.sms;
  return html`${renderField(flow, { field: 'name', label: 'Name', autocomplete: 'name', required: true })}
  ${renderField(flow, { field: 'email', label: 'Email', autocomplete: 'email', required: true, type: 'email' })}
  ${renderField(flow, {
    field: 'phone',
    label: sms ? 'Mobile phone' : 'Phone (optional)',
    autocomplete: 'tel',
    required: sms,
    type: 'tel',
    hint: sms ? 'We text a 6-digit code to this number to confirm the booking.' : undefined,
  })}
  ${renderField(flow, { field: 'notes', label: 'Notes (optional)', autocomplete: 'off' })}`;
}

function renderCodeFields(flow: BookingFlowController): TemplateResult {
  const secondsLeft = flow.resend.secondsLeft;
  const blocked = secondsLeft > 0 || flow.busy;
  return html`${renderField(flow, { field: 'otp', label: 'SMS code', autocomplete: 'one-time-code', required: true })}
  ${button({
    part: 'resend-button',
    kind: 'link-button',
    onClick: () => blocked || flow.sendCode(),
    content: secondsLeft > 0 ? `Send a new code in ${formatWait(secondsLeft)}` : 'Send a new code',
    disabled: blocked,
  })}`;
}
