import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { isBookingApiError } from '../api/errors.js';
import type { Translate } from '../i18n/messages.js';

/** A paragraph whose part and class are both `name`, when there is text to show. */
export const textLine = (
  name: string,
  text: string | TemplateResult | undefined,
  id?: string,
): TemplateResult | typeof nothing => (text ? html`<p id=${ifDefined(id)} part=${name} class=${name}>${text}</p>` : nothing);

export interface NoticeProps {
  title: string;
  detail: string | undefined;
  /** "Try again"; none where trying again cannot help (a refused key, a missing attribute). */
  onRetry?: (() => void) | undefined;
  t: Translate;
}

/**
 * A notice's "Try again". Written here rather than with `button()` (button.ts), the dialog's,
 * which would bring that module to the page's first paint.
 */
const retryButton = (onRetry: () => void, t: Translate): TemplateResult =>
  html`<button type="button" part="retry-button" class="secondary-button" @click=${onRetry}>${t('action.tryAgain')}</button>`;

/** A short message, announced when it appears. */
export const renderNotice = ({ title, detail, onRetry, t }: NoticeProps): TemplateResult =>
  html`<div part="notice" class="notice" role="alert">
    ${textLine('notice-title', title)} ${textLine('notice-detail', detail)} ${onRetry ? retryButton(onRetry, t) : nothing}
  </div>`;

export interface ErrorNoticeProps {
  error: unknown;
  onRetry: () => void;
  t: Translate;
}

/**
 * The notice a customer reads for a failed call, in plain words chosen by its kind: the
 * platform's own text ("Unauthorized request") is for programs, and stays in the console and
 * the error. A refused key cannot be fixed by the customer, so it offers no retry; everything
 * else (404, network, time-out, 5xx, a malformed answer) can pass, so it does. Offline there
 * is nothing to press: the element loads again when the browser is back online.
 */
export function renderErrorNotice({ error, onRetry, t }: ErrorNoticeProps): TemplateResult {
  const kind = isBookingApiError(error) ? error.kind : undefined;
  // Offline, trying again cannot help until the browser is back online, which loads again by itself.
  if (kind === 'offline') return renderNotice({ title: t('notice.offlineTitle'), detail: t('notice.offlineWaiting'), t });
  return kind === 'unauthorized' || kind === 'not-found'
    ? renderNotice({
        title: t('notice.unavailableTitle'),
        detail: t('notice.unavailableDetail'),
        onRetry: kind === 'not-found' ? onRetry : undefined,
        t,
      })
    : renderNotice({
        title: t('notice.unreachableTitle'),
        detail: t(kind === 'network' ? 'notice.offlineDetail' : 'notice.laterDetail'),
        onRetry,
        t,
      });
}
