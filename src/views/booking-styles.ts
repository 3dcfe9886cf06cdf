import { css } from 'lit';

/**
 * Styles of the booking step (details, code, confirmation). Sizes are in px so a host page's
 * `html { font-size }` cannot shrink them. Site owners theme through the public `--booking-*`
 * properties; the private `--_*` copies keep one fallback in one place.
 *
 * @cssproperty --booking-accent-color - Main buttons and focus rings. Default `#1a56db`.
 * @cssproperty --booking-accent-text-color - Text on the main buttons. Default `#ffffff`.
 * @cssproperty --booking-text-color - Body text. Default `#1f2328`.
 * @cssproperty --booking-muted-color - Hints and labels of the summary. Default `#59636e`.
 * @cssproperty --booking-border-color - Input borders. Default `#8c959f`.
 * @cssproperty --booking-error-color - Messages and invalid borders. Default `#b3261e`.
 * @cssproperty --booking-surface-color - Inputs and secondary buttons. Default `#ffffff`.
 * @cssproperty --booking-radius - Corner radius. Default `6px`.
 */
export const bookingStepStyles = css`
  .booking-step {
    --_accent: var(--booking-accent-color, #1a56db);
    --_accent-text: var(--booking-accent-text-color, #ffffff);
    --_text: var(--booking-text-color, #1f2328);
    --_muted: var(--booking-muted-color, #59636e);
    --_border: var(--booking-border-color, #8c959f);
    --_error: var(--booking-error-color, #b3261e);
    --_surface: var(--booking-surface-color, #ffffff);
    --_radius: var(--booking-radius, 6px);
    display: flex;
    flex-direction: column;
    gap: 12px;
    margin: 0;
    color: var(--_text);
    font-size: 16px;
    line-height: 1.4;
  }
  .heading {
    margin: 0;
    font-size: 18px;
    font-weight: 600;
  }
  .heading:focus {
    outline: none;
  }
  .heading:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  .text,
  .hint {
    margin: 0;
  }
  .hint {
    color: var(--_muted);
    font-size: 14px;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  label {
    font-weight: 600;
  }
  input,
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    margin: 0;
    padding: 8px 10px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    font: inherit;
    /* 16px keeps mobile Safari from zooming into the field. */
    font-size: 16px;
  }
  textarea {
    resize: vertical;
  }
  input:focus-visible,
  textarea:focus-visible,
  button:focus-visible,
  .problem:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  [aria-invalid='true'] {
    border: 2px solid var(--_error);
  }
  .field-error,
  .problem {
    margin: 0;
    color: var(--_error);
    font-size: 14px;
    font-weight: 600;
  }
  .problem.shown {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 8px 12px;
    border: 1px solid var(--_error);
    border-radius: var(--_radius);
  }
  .problem-text {
    margin: 0;
    flex: 1 1 200px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px;
  }
  button {
    min-height: 44px;
    padding: 8px 16px;
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
    font: inherit;
    font-size: 16px;
    cursor: pointer;
  }
  .primary {
    background: var(--_accent);
    color: var(--_accent-text);
  }
  .secondary {
    background: var(--_surface);
    color: var(--_accent);
  }
  .link {
    align-self: flex-start;
    min-height: 44px;
    padding: 0;
    border: none;
    background: none;
    color: var(--_accent);
    text-decoration: underline;
  }
  [aria-disabled='true'] {
    cursor: not-allowed;
  }
  .link[aria-disabled='true'] {
    color: var(--_muted);
    text-decoration: none;
  }
  [aria-busy='true'] {
    cursor: progress;
  }
  .summary {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  .summary dt {
    color: var(--_muted);
  }
  .summary dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
