import { html, nothing, type TemplateResult } from 'lit';
import type { BookingFlowController } from '../booking/flow.js';
import { renderField, renderForm } from './form-parts.js';

/** The customer's details. With SMS the phone is required and the button asks for a code. */
export function renderDetailsForm(flow: BookingFlowController): TemplateResult {
  const sms = flow._sms;
  return renderForm(
    flow,
    'details',
    'Your details',
    () => flow.continue(),
    sms ? 'Send code' : 'Book',
    nothing,
    html`${renderField(flow, 'name', 'Name', 'name', true)}
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
      ${renderField(flow, 'notes', 'Notes (optional)', 'off')}`,
  );
}
