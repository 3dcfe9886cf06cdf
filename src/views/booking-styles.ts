import { css } from 'lit';

/**
 * Styles of the booking step (details, code, confirmation). They build on the element's
 * stylesheet: its private tokens (`--_accent`, `--_danger`, …, fed from the public
 * `--booking-*` properties on `:host`) and its `.primary-button` / `.secondary-button`. The
 * fallbacks equal the element's defaults so these views also render sensibly on their own.
 * Every size is in px: a host page's root font size must not shrink the form.
 */
export const bookingStepStyles = css`
  .booking-step {
    display: flex;
    flex-direction: column;
    gap: 12px;
    margin: 0;
  }
  .step-heading {
    margin: 0;
    font-size: 17px;
  }
  .step-heading:focus:not(:focus-visible) {
    outline: none;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .field label {
    font-weight: 600;
  }
  .field-hint,
  .step-text {
    margin: 0;
    color: var(--_text-muted, #576071);
  }
  .field input,
  .field textarea {
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid var(--_text-muted, #576071);
    border-radius: 8px;
    background: var(--_surface, #ffffff);
    color: inherit;
    /* 16px keeps mobile Safari from zooming into the field. */
    font: inherit;
    font-size: 16px;
  }
  .field textarea {
    resize: vertical;
  }
  .field [aria-invalid='true'] {
    border: 2px solid var(--_danger, #b42318);
  }
  .field-error,
  .problem {
    margin: 0;
    color: var(--_danger, #b42318);
    font-weight: 600;
  }
  .problem:not(.shown) {
    /* Empty, it stays in the DOM for announcements but takes no room in the layout. */
    position: absolute;
  }
  .problem.shown {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 8px 12px;
    border: 1px solid currentColor;
    border-radius: 8px;
  }
  .problem p {
    margin: 0;
    flex: 1 1 200px;
  }
  .step-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px;
  }
  [aria-disabled='true'] {
    cursor: not-allowed;
  }
  [aria-busy='true'] {
    cursor: progress;
  }
  .link-button {
    align-self: flex-start;
    min-height: 44px;
    padding: 0;
    border: 0;
    background: none;
    color: var(--_accent, #1f5fbf);
    text-decoration: underline;
    cursor: pointer;
  }
  .link-button[aria-disabled='true'] {
    color: var(--_text-muted, #576071);
    text-decoration: none;
  }
  .summary {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  .summary dt {
    color: var(--_text-muted, #576071);
  }
  .summary dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
