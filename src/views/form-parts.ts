import { html, nothing, type TemplateResult } from 'lit';
import { FIELD_MAX_LENGTH, type FieldName } from '../booking/fields.js';
import type { BookingFlowController } from '../booking/flow.js';
import type { MessageId, Translate } from '../i18n/messages.js';
import { formatNumber, formatWait } from '../i18n/numbers.js';
import { button } from './button.js';
import { textLine } from './notice.js';

export interface FieldProps {
  field: FieldName;
  label: string;
  /** The `autocomplete` token that lets the browser fill it in. */
  autocomplete: AutoFill;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  hint?: string | undefined;
  /** The id of a text elsewhere in the form that tells what goes in the field, read with it on focus. */
  described?: string | undefined;
  t: Translate;
  locale: string;
}

/**
 * A stored message (a catalog id: the platform's own texts never reach the customer) in the
 * language on screen; `max`, the formatted maximum length of the field it is shown at, is the one
 * number a message names.
 */
export const say = (t: Translate, message: MessageId, max?: string): string =>
  (t as (id: MessageId, params: object) => string)(message, { max });

/** The message of `field`, if it has one, in the language on screen. */
export function fieldError(
  flow: BookingFlowController,
  field: FieldName,
  { t, locale }: Pick<FieldProps, 't' | 'locale'>,
): string | undefined {
  const stored = flow.form.errors[field];
  return stored && say(t, stored, formatNumber(locale, FIELD_MAX_LENGTH[field]));
}

/**
 * One labelled input with its hint and its message. Its id is the field's name, the name
 * the flow asks focus to go to. The message is tied to the input with `aria-describedby`
 * and `aria-invalid`, so a screen reader reads it on focus. Every input event stores the
 * value in the flow and renders, so the value last set on the control is always what it
 * shows, and a plain property binding keeps it in step without `live()`. Notes is the one
 * multi-line field; the SMS code asks for a numeric keyboard.
 */
export function renderField(
  flow: BookingFlowController,
  { field, label, autocomplete, required = false, type = 'text', hint, described, t, locale }: FieldProps,
): TemplateResult {
  const error = fieldError(flow, field, { t, locale });
  const describedBy = [described, hint && `${field}-hint`, error && `${field}-error`].filter(Boolean).join(' ') || nothing;
  const onInput = (event: Event) => flow.form.setField(field, (event.target as HTMLInputElement).value);
  return html`<div part="field" class="field">
    <label part="label" for=${field}>${label}</label>
    ${textLine('field-hint', hint, `${field}-hint`)}
    ${
      field === 'notes'
        ? html`<textarea
            rows="3"
            id=${field}
            name=${field}
            part="input"
            maxlength=${FIELD_MAX_LENGTH[field]}
            .autocomplete=${autocomplete}
            ?required=${required}
            aria-invalid=${!!error}
            aria-describedby=${describedBy}
            .value=${flow.form.values[field]}
            @input=${onInput}
          ></textarea>`
        : html`<input
            type=${type}
            inputmode=${field === 'otp' ? 'numeric' : nothing}
            id=${field}
            name=${field}
            part="input"
            maxlength=${FIELD_MAX_LENGTH[field]}
            .autocomplete=${autocomplete}
            ?required=${required}
            aria-invalid=${!!error}
            aria-describedby=${describedBy}
            .value=${flow.form.values[field]}
            @input=${onInput}
          />`
    }
    ${textLine('field-error', error, `${field}-error`)}
  </div>`;
}

export interface ProblemProps {
  id: string;
  message: MessageId | undefined;
  /** "Try again", when the failure allows a retry of the same attempt. */
  onRetry?: (() => void) | undefined;
  /** Seconds until "Try again" may act (a 429's Retry-After). */
  waitSeconds?: number;
  t: Translate;
  locale: string;
}

/**
 * What is wrong with the whole step, and "Try again" when it can be. The message is a live
 * region, always in the DOM (and never `hidden`) so that a new message is announced, and
 * focusable so focus can be moved to it; "Try again" is beside it, outside it, as its label
 * counts a wait down each second (a 429), which a live region would read out each time.
 */
export function renderProblem({ id, message, onRetry, waitSeconds = 0, t, locale }: ProblemProps): TemplateResult {
  const waiting = waitSeconds > 0;
  return html`<div part="error" class="problem${message ? ' shown' : ''}">
    <div id=${id} class="problem-text" role="alert" tabindex="-1">${message ? say(t, message) : nothing}</div>
    ${
      message && onRetry
        ? button({
            part: 'retry-button',
            kind: 'secondary-button',
            onClick: onRetry,
            content: waiting ? t('action.tryAgainIn', { wait: formatWait(locale, waitSeconds) }) : t('action.tryAgain'),
            disabled: waiting,
          })
        : nothing
    }
  </div>`;
}
