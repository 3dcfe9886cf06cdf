import { html, nothing, type TemplateResult } from 'lit';
import { isBookingApiError } from '../api/errors.js';

export interface NoticeContent {
  title: string;
  detail?: string | undefined;
  /** Whether trying again can help (not for a refused key or a missing attribute). */
  retryable: boolean;
}

/**
 * What a customer reads for a failed call. A refused key cannot be fixed by the customer,
 * so it offers no retry; everything else (404, network, time-out, 5xx, a malformed answer)
 * can pass, so it does. Server text is shown as text, never as HTML.
 */
export function describeError(error: unknown): NoticeContent {
  const kind = isBookingApiError(error) ? error.kind : undefined;
  const serverMessage = isBookingApiError(error) ? error.serverMessage : undefined;
  if (kind === 'unauthorized') {
    return { title: 'Booking is unavailable', detail: serverMessage ?? 'Unauthorized request', retryable: false };
  }
  if (kind === 'not-found') {
    return { title: 'Booking is unavailable right now', detail: serverMessage ?? 'Not found', retryable: true };
  }
  return {
    title: 'Could not reach the booking service',
    detail: kind === 'network' ? 'Check your connection and try again.' : 'Please try again in a moment.',
    retryable: true,
  };
}

/** A short message with an optional "Try again" control, announced when it appears. */
export function renderNotice(content: NoticeContent, onRetry?: () => void, label = 'Try again'): TemplateResult {
  return html`<div part="notice" class="notice" role="alert">
    <p part="notice-title" class="notice-title">${content.title}</p>
    ${content.detail ? html`<p part="notice-detail" class="notice-detail">${content.detail}</p>` : nothing}
    ${content.retryable && onRetry
      ? html`<button part="retry-button" class="secondary-button" type="button" @click=${onRetry}>${label}</button>`
      : nothing}
  </div>`;
}
