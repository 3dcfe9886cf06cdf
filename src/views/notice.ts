import { html, nothing, type TemplateResult } from 'lit';
import { isBookingApiError } from '../api/errors.js';

export interface NoticeContent {
  title: string;
  detail?: string | undefined;
  /** Whether trying again can help (not for a refused key or a missing attribute). */
  retryable: boolean;
}

/** What a customer reads for a failed call. Server text is shown as text, never as HTML. */
export function describeError(error: unknown): NoticeContent {
  if (!isBookingApiError(error)) {
    return { title: 'Something went wrong', detail: 'Please try again.', retryable: true };
  }
  switch (error.kind) {
    case 'unauthorized':
      return { title: 'Booking is unavailable', detail: error.serverMessage ?? 'Unauthorized request', retryable: false };
    case 'not-found':
      return { title: 'Booking is unavailable right now', detail: error.serverMessage ?? 'Not found', retryable: true };
    case 'timeout':
      return { title: 'The booking service is taking too long to answer', detail: 'Please try again in a moment.', retryable: true };
    case 'network':
      return { title: 'Could not reach the booking service', detail: 'Check your connection and try again.', retryable: true };
    case 'rate-limited':
      return { title: 'The booking service is busy', detail: 'Please try again in a moment.', retryable: true };
    default:
      return { title: 'Could not reach the booking service', detail: 'Please try again in a moment.', retryable: true };
  }
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
