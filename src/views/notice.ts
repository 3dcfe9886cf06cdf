import { html, nothing, type TemplateResult } from 'lit';
import { isBookingApiError, type BookingApiError } from '../api/errors.js';
import { button } from './button.js';

/** A paragraph whose part and class are both `name`, when there is text to show. */
export const textLine = (name: string, text: string | undefined, id?: string): TemplateResult | typeof nothing =>
  text ? html`<p id=${id ?? nothing} part=${name} class=${name}>${text}</p>` : nothing;

/**
 * A short message, announced when it appears, with "Try again" when there is `onRetry`
 * (none where trying again cannot help: a refused key, a missing attribute).
 */
export const renderNotice = (title: string, detail: string | undefined, onRetry?: () => void): TemplateResult =>
  html`<div part="notice" class="notice" role="alert">
    ${textLine('notice-title', title)} ${textLine('notice-detail', detail)}
    ${onRetry ? button('retry-button', 'secondary-button', onRetry, 'Try again') : nothing}
  </div>`;

/**
 * The notice a customer reads for a failed call. A refused key cannot be fixed by the
 * customer, so it offers no retry; everything else (404, network, time-out, 5xx, a malformed
 * answer) can pass, so it does. Server text is shown as text, never as HTML.
 */
export function renderErrorNotice(error: unknown, onRetry: () => void): TemplateResult {
  const { kind, serverMessage } = isBookingApiError(error) ? error : ({} as Partial<BookingApiError>);
  return kind == 'unauthorized'
    ? renderNotice('Booking is unavailable', serverMessage ?? 'Unauthorized request')
    : kind == 'not-found'
      ? renderNotice('Booking is unavailable right now', serverMessage ?? 'Not found', onRetry)
      : renderNotice(
          'Could not reach the booking service',
          kind == 'network' ? 'Check your connection and try again.' : 'Please try again in a moment.',
          onRetry,
        );
}
