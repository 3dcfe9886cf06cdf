import { html, nothing, type TemplateResult } from 'lit';
import { formatWait } from '../booking/countdown.js';
import type { BookingFlowController } from '../booking/flow.js';
import { button } from './button.js';
import { renderConfirmation } from './confirmation.js';
import { renderField, renderProblem } from './form-parts.js';

/**
 * The view for where the flow is: the confirmation, or the form of its step — the customer's
 * details (with SMS the phone is required and the button asks for a code), or the SMS code
 * (one-time-code autofill, a resend control that waits out the platform's limit).
 *
 * A form shows its heading, the flow's problem (in the region focus moves to when it appears;
 * "Try again" waits out a 429), the step's own fields, then Back and the step's main button.
 * The busy button stays focusable (`aria-disabled` rather than `disabled`, which would drop
 * keyboard focus to the page); the flow ignores presses while a request is in flight, so
 * nothing is sent twice. Submitting never navigates the host page.
 *
 * `formatDate` and `calendarUidDomain` are the confirmation's (`renderConfirmation`).
 */
export function renderBookingStep(
  flow: BookingFlowController,
  formatDate: (date: Date) => string,
  calendarUidDomain?: string,
): TemplateResult | typeof nothing {
  if (flow.step == 'confirmed') return renderConfirmation(flow, formatDate, calendarUidDomain);
  const { _busy: busy, _problem: problem, _sms: sms, _formStep: name } = flow;
  const code = name == 'code';
  const secondsLeft = flow._resend._secondsLeft;
  const resendBlocked = secondsLeft > 0 || busy;
  return html`<form
    part="form ${name}-form"
    class="booking-step"
    novalidate
    aria-labelledby="step-heading"
    @submit=${(event: SubmitEvent) => {
      event.preventDefault();
      void (code ? flow._submit() : flow._continue());
    }}
  >
    <h3 id="step-heading" part="step-heading" class="step-heading">${code ? 'Enter your code' : 'Your details'}</h3>
    ${code
      ? html`<p part="code-text" class="step-text">We sent a 6-digit code by SMS to <span part="code-phone">${flow._values.phone}</span>.</p>`
      : nothing}
    ${renderProblem('problem', problem?.message, problem?._retryable ? () => void flow._retry() : undefined, flow._retryWait._secondsLeft)}
    ${code
      ? html`${renderField(flow, 'otp', 'SMS code', 'one-time-code', true)}
          ${button(
            'resend-button',
            'link-button',
            () => resendBlocked || flow._sendCode(),
            secondsLeft > 0 ? `Send a new code in ${formatWait(secondsLeft)}` : 'Send a new code',
            resendBlocked,
          )}`
      : html`${renderField(flow, 'name', 'Name', 'name', true)}
          ${renderField(flow, 'email', 'Email', 'email', true, 'email')}
          ${renderField(
            flow,
            'phone',
            sms ? 'Mobile phone' : 'Phone (optional)',
            'tel',
            sms,
            'tel',
            sms ? 'We text a 6-digit code to this number to confirm the booking.' : undefined,
          )}
          ${renderField(flow, 'notes', 'Notes (optional)', 'off')}`}
    <div part="step-actions" class="step-actions">
      ${button('back-button', 'secondary-button', () => flow._back(), 'Back', flow.step == 'submitting')}
      <button type="submit" part="submit-button" class="primary-button" aria-busy=${busy} aria-disabled=${busy}>
        ${busy ? (flow._sending ? 'Sending code…' : 'Booking…') : code || !sms ? 'Book' : 'Send code'}
      </button>
    </div>
  </form>`;
}
