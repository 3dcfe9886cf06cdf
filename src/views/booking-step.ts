import { nothing, type TemplateResult } from 'lit';
import type { BookingFlowController } from '../booking/flow.js';
import { renderCodeStep } from './code-step.js';
import { renderConfirmation, type ConfirmationOptions } from './confirmation.js';
import { renderDetailsForm } from './details-form.js';

/** The view for where the flow is: the details form, the SMS code, or the confirmation. */
export function renderBookingStep(flow: BookingFlowController, options: ConfirmationOptions): TemplateResult | typeof nothing {
  if (flow.step === 'confirmed') return renderConfirmation(flow, options);
  return flow._formStep === 'code' ? renderCodeStep(flow) : renderDetailsForm(flow);
}
