import { html, type TemplateResult } from 'lit';
import { formatWait } from '../booking/countdown.js';
import type { BookingFlowController } from '../booking/flow.js';
import { onSubmit, renderActions, renderField, renderFlowProblem } from './form-parts.js';

/** The SMS code: one-time-code autofill, a resend control that waits out the platform's limit. */
export function renderCodeStep(flow: BookingFlowController): TemplateResult {
  const secondsLeft = flow.resendCountdown.secondsLeft;
  const resendBlocked = secondsLeft > 0 || flow.busy;
  return html`<form part="form code-form" class="booking-step" novalidate aria-labelledby="booking-code-heading" @submit=${onSubmit(() => flow.submit())}>
    <h3 id="booking-code-heading" part="step-heading" class="step-heading">Enter your code</h3>
    <p part="code-text" class="step-text">We sent a 6-digit code by SMS to <span part="code-phone">${flow.values.phone}</span>.</p>
    ${renderFlowProblem(flow)}
    ${renderField(flow, { field: 'otp', label: 'SMS code', autocomplete: 'one-time-code', inputmode: 'numeric', required: true })}
    <button
      type="button"
      part="resend-button"
      class="link-button"
      aria-disabled=${resendBlocked ? 'true' : 'false'}
      @click=${() => (resendBlocked ? undefined : flow.sendCode())}
    >
      ${secondsLeft > 0 ? `Send a new code in ${formatWait(secondsLeft)}` : 'Send a new code'}
    </button>
    ${renderActions(flow, 'Book')}
  </form>`;
}
