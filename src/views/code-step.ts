import { html, type TemplateResult } from 'lit';
import { formatWait } from '../booking/countdown.js';
import type { BookingFlowController } from '../booking/flow.js';
import { button } from './button.js';
import { renderField, renderForm } from './form-parts.js';

/** The SMS code: one-time-code autofill, a resend control that waits out the platform's limit. */
export function renderCodeStep(flow: BookingFlowController): TemplateResult {
  const secondsLeft = flow.resendCountdown.secondsLeft;
  const resendBlocked = secondsLeft > 0 || flow.busy;
  return renderForm(
    flow,
    'code',
    'Enter your code',
    () => flow.submit(),
    'Book',
    html`<p part="code-text" class="step-text">We sent a 6-digit code by SMS to <span part="code-phone">${flow.values.phone}</span>.</p>`,
    html`${renderField(flow, 'otp', 'SMS code', 'one-time-code', true)}
      ${button(
        'resend-button',
        'link-button',
        () => resendBlocked || flow.sendCode(),
        secondsLeft > 0 ? `Send a new code in ${formatWait(secondsLeft)}` : 'Send a new code',
        resendBlocked,
      )}`,
  );
}
