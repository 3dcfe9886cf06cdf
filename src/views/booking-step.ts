import { html, nothing, type TemplateResult } from 'lit';
import { phoneOf } from '../booking/fields.js';
import type { BookingFlowController, FormStep } from '../booking/flow.js';
import type { Translate } from '../i18n/messages.js';
import { CODE_VALID_MS } from '../booking/sms-code.js';
import { formatWait } from '../i18n/numbers.js';
import type { ShownRange } from '../format/time-of-day.js';
import { button } from './button.js';
import { fieldError, renderField, renderProblem } from './form-parts.js';
import { renderWhen } from './time-text.js';

export interface BookingFormProps {
  flow: BookingFlowController;
  /** The form on screen; during a booking it stays visible with a busy button. */
  form: FormStep;
  t: Translate;
  /** The tag numbers are formatted with. */
  locale: string;
}

export interface BookingStepProps extends BookingFormProps {
  /** The chosen time as shown: on the business's clock or the customer's, naming it when the clocks differ. */
  shown: ShownRange;
  /** The day it falls on, on that clock, as the customer reads it. */
  dayLabel: string;
  /** The location, named only where there is a choice of them. */
  location: string | undefined;
}

/**
 * A form of the booking under the chosen time, so the customer always sees what they are
 * booking; a chosen location on the line below (a line, unlike a comma, needs no language's
 * punctuation).
 */
export function renderBookingStep({ shown, dayLabel, location, ...form }: BookingStepProps): TemplateResult {
  // tabindex="-1": see the calendar's body (choosing.ts).
  return html`<div part="details" class="details" tabindex="-1">
    <p>
      <strong>${renderWhen({ shown, day: dayLabel, locale: form.locale })}</strong
      >${location ? html`<br /><bdi>${location}</bdi>` : nothing}
    </p>
    ${renderBookingForm(form)}
  </div>`;
}

/**
 * The form of the flow's step — the customer's details (with SMS the phone is required and
 * the button asks for a code), or the SMS code (one-time-code autofill, a resend control
 * that waits out the platform's limit).
 *
 * A form shows its heading, the flow's problem (in the region focus moves to when it appears;
 * "Try again" waits out a 429), the step's own fields, a status region that says a field's
 * message when focus was on that field already (`BookingForm.said`), then Back and the step's
 * main button.
 * The busy button stays focusable (`aria-disabled` rather than `disabled`, which would drop
 * keyboard focus to the page); the flow ignores presses while a request is in flight, so
 * nothing is sent twice. While a 429's wait runs the main button is marked the same way and
 * looks it: a press then takes focus to the problem, beside "Try again" counting the wait down.
 * Submitting never navigates the host page.
 */
export function renderBookingForm({ flow, form, t, locale }: BookingFormProps): TemplateResult {
  const { busy, problem } = flow;
  const waiting = flow.retryWait.secondsLeft > 0;
  const code = form === 'code';
  // A field's message said again, else on the code step the wait before a new code.
  const said = flow.form.said ? fieldError(flow, flow.form.said, { t, locale }) : code && resendSaid(flow, t, locale);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void (code ? flow.submit() : flow.continue());
  };
  return html`<form part="form ${form}-form" class="booking-step" novalidate aria-labelledby="step-heading" @submit=${onSubmit}>
    <h3 id="step-heading" part="step-heading" class="step-heading">${t(code ? 'code.heading' : 'details.heading')}</h3>
    ${code && flow.codeWasSentTo(phoneOf(flow.form.values)) ? renderCodeSent(t, flow.form.values.phone, locale) : nothing}
    ${renderProblem({
      id: 'problem',
      message: problem?.message,
      onRetry: problem?.retryable ? () => void flow.retry() : undefined,
      waitSeconds: flow.retryWait.secondsLeft,
      t,
      locale,
    })}
    ${code ? renderCodeFields(flow, t, locale) : renderDetailsFields(flow, t, locale)}
    <p class="visually-hidden" role="status">${said || nothing}</p>
    <div part="step-actions" class="step-actions">
      ${button({ part: 'back-button', kind: 'secondary-button', onClick: () => flow.back(), content: t('action.back'), disabled: flow.step === 'submitting' })}
      <button type="submit" part="submit-button" class="primary-button" aria-busy=${busy} aria-disabled=${busy || waiting}>
        ${t(submitLabel(flow, code))}
      </button>
    </div>
  </form>`;
}

function submitLabel(flow: BookingFlowController, code: boolean) {
  if (flow.step === 'submitting') return 'action.booking';
  if (flow.busy) return 'action.sendingCode';
  return code || !flow.sms ? 'action.book' : 'action.sendCode';
}

/**
 * Where the code went, the number in its own part (and isolated: it reads left to right in any
 * script), said only once the platform answered 200 for that number, and how long the code can
 * be used: a time limit the customer is told (WCAG 2.2.1).
 */
function renderCodeSent(t: Translate, phone: string, locale: string): TemplateResult {
  const [before, after] = t('code.sent', { phone: '{phone}' }).split('{phone}');
  const validFor = t('code.validFor', { wait: formatWait(locale, CODE_VALID_MS / 1000) });
  return html`<p part="code-text" id="code-text" class="step-text">
    ${before}<bdi part="code-phone">${phone}</bdi>${after} ${validFor}
  </p>`;
}

function renderDetailsFields(flow: BookingFlowController, t: Translate, locale: string): TemplateResult {
  const sms = flow.sms;
  return html`${renderField(flow, { field: 'name', label: t('field.name'), autocomplete: 'name', required: true, t, locale })}
  ${renderField(flow, { field: 'email', label: t('field.email'), autocomplete: 'email', required: true, type: 'email', t, locale })}
  ${renderField(flow, {
    field: 'phone',
    label: t(sms ? 'field.phoneRequired' : 'field.phoneOptional'),
    autocomplete: 'tel',
    required: sms,
    type: 'tel',
    hint: sms ? t('field.phoneHint') : undefined,
    t,
    locale,
  })}
  ${renderField(flow, { field: 'notes', label: t('field.notes'), autocomplete: 'off', t, locale })}`;
}

/**
 * The code field, described by where the code went and how long it works, and "Send a new
 * code", whose label counts the wait down each second.
 */
function renderCodeFields(flow: BookingFlowController, t: Translate, locale: string): TemplateResult {
  const secondsLeft = flow.resend.secondsLeft;
  const blocked = secondsLeft > 0 || flow.busy;
  const described = flow.codeWasSentTo(phoneOf(flow.form.values)) ? 'code-text' : undefined;
  return html`${renderField(flow, { field: 'otp', label: t('field.otp'), autocomplete: 'one-time-code', required: true, described, t, locale })}
  ${button({
    part: 'resend-button',
    kind: 'link-button',
    onClick: () => blocked || flow.sendCode(),
    content: secondsLeft > 0 ? t('code.resendIn', { wait: formatWait(locale, secondsLeft) }) : t('code.resend'),
    disabled: blocked,
  })}`;
}

/**
 * What the form's status region says on the code step: the wait before a new code, once, in
 * words that stay put while the button's label counts (WCAG 2.2.1, 4.1.3), then that a new code
 * can be asked for. The region is the form's own, there since the details step, so that the
 * wait is a change a screen reader announces.
 */
function resendSaid(flow: BookingFlowController, t: Translate, locale: string): string {
  return flow.resend.secondsLeft > 0
    ? t('code.resendIn', { wait: formatWait(locale, flow.resend.startedWith) })
    : t('code.resend');
}
