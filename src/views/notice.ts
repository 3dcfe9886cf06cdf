import { html, nothing, type TemplateResult } from 'lit';
import { isBookingApiError, type BookingApiError } from '../api/errors.js';
import { button } from './button.js';

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
  const { kind, serverMessage } = isBookingApiError(error) ? error : ({} as Partial<BookingApiError>);
  return kind == 'unauthorized'
    ? { title: 'Booking is unavailable', detail: serverMessage ?? 'Unauthorized request', retryable: false }
    : kind == 'not-found'
      ? { title: 'Booking is unavailable right now', detail: serverMessage ?? 'Not found', retryable: true }
      : {
          title: 'Could not reach the booking service',
          detail: kind == 'network' ? 'Check your connection and try again.' : 'Please try again in a moment.',
          retryable: true,
        };
}

/** A paragraph whose part and class are both `name`, when there is text to show. */
export const textLine = (name: string, text: string | undefined, id?: string): TemplateResult | typeof nothing =>
  text ? html`<p id=${id ?? nothing} part=${name} class=${name}>${text}</p>` : nothing;

/** A short message with an optional "Try again" control, announced when it appears. */
export function renderNotice(content: NoticeContent, onRetry?: () => void, label = 'Try again'): TemplateResult {
  return html`<div part="notice" class="notice" role="alert">
    ${textLine('notice-title', content.title)} ${textLine('notice-detail', content.detail)}
    ${content.retryable && onRetry ? button('retry-button', 'secondary-button', onRetry, label) : nothing}
  </div>`;
}
