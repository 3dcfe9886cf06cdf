import { html, type TemplateResult } from 'lit';
import type { BookingFlowController } from '../booking/flow.js';
import { onSubmit, renderActions, renderField, renderFlowProblem } from './form-parts.js';

/** The customer's details. With SMS the phone is required and the button asks for a code. */
export function renderDetailsForm(flow: BookingFlowController): TemplateResult {
  const sms = flow.smsEnabled;
  return html`<form part="form details-form" class="booking-step" novalidate aria-labelledby="booking-details-heading" @submit=${onSubmit(() => flow.continue())}>
    <h3 id="booking-details-heading" part="step-heading" class="step-heading">Your details</h3>
    ${renderFlowProblem(flow)}
    ${renderField(flow, { field: 'name', label: 'Name', autocomplete: 'name', required: true })}
    ${renderField(flow, { field: 'email', label: 'Email', type: 'email', autocomplete: 'email', required: true })}
    ${renderField(flow, {
      field: 'phone',
      label: sms ? 'Mobile phone' : 'Phone (optional)',
      type: 'tel',
      autocomplete: 'tel',
      required: sms,
      hint: sms ? 'We text a 6-digit code to this number to confirm the booking.' : undefined,
    })}
    ${renderField(flow, { field: 'notes', label: 'Notes (optional)', autocomplete: 'off', multiline: true })}
    ${renderActions(flow, sms ? 'Send code' : 'Book')}
  </form>`;
}
