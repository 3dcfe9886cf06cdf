import { css } from 'lit';

/**
 * Styles of the booking step (details, code, confirmation). They build on the shared
 * stylesheet (`styles.ts`): its private tokens (`--_accent`, `--_danger`, …, fed from the
 * public `--booking-*` properties on `:host`) and its control boxes, and on the boxed
 * `.problem` (notice-styles.ts) and `.primary-button` / `.secondary-button` (button-styles.ts). Every
 * size is in px: a host page's root font size must not shrink the form; fields use 16px,
 * below which mobile Safari zooms into a field.
 * An empty `.problem` stays in the DOM for announcements but takes no room in the layout.
 * On a narrow panel the actions fill their row, so buttons that wrap stack at full width.
 * Headings focused by script show no ring (they are not controls).
 */
export const bookingStepStyles = css`
  .booking-step,
  .field {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .field {
    gap: 4px;
  }
  .field label,
  .field-error {
    font-weight: 600;
  }
  .field-hint,
  .step-text,
  .summary dt {
    color: var(--_text-muted);
  }
  .field textarea {
    resize: vertical;
  }
  .field [aria-invalid='true'] {
    border: 2px solid var(--_danger);
  }
  .field-error,
  .problem {
    color: var(--_danger);
  }
  .problem:not(.shown) {
    position: absolute;
  }
  .problem.shown,
  .step-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .problem-text {
    flex: 1 1 200px;
  }
  .step-actions {
    justify-content: space-between;
  }
  @container (max-width: 480px) {
    .step-actions > * {
      flex: auto;
    }
  }
  [part='code-phone'] {
    white-space: nowrap;
  }
  .link-button {
    align-self: flex-start;
    min-height: 44px;
    padding: 0;
    border: 0;
    background: none;
    text-decoration: underline;
    cursor: pointer;
  }
  .link-button[aria-disabled='true'] {
    color: var(--_text-muted);
    text-decoration: none;
  }
  /* The confirmation's success mark, in the accent: the business's own colour of "yes". */
  .step-heading svg {
    margin-inline-end: 8px;
    vertical-align: -4px;
    color: var(--_accent);
  }
  /* A heading is not a control: it takes focus (by script, tabindex -1) only so that a screen
     reader reads on from it, and a ring around it would look like something to press. */
  h3:focus {
    outline: none;
  }
  /* Terms in a column as wide as the longest, but no wider than 40 % of the panel: a long
     term (German "Adresse des Geschäfts", or any term with a reader's text spacing) wraps at
     its spaces and leaves the values their room, instead of pushing them past the dialog's
     edge; a value wraps anywhere, its column may be narrower than its longest word. */
  .summary {
    display: grid;
    grid-template-columns: fit-content(40%) minmax(0, 1fr);
    gap: 4px 12px;
  }
  /* On a phone two columns leave a value too little room (a French term with text spacing
     takes half the line, and a time range does not break): each term above its value. */
  @container (max-width: 400px) {
    .summary {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
    }
    .summary dd + dt {
      margin-block-start: 8px;
    }
  }
  /* The business's time, then the customer's on its own line. */
  .confirmation-line {
    display: block;
  }
  .summary dd {
    overflow-wrap: anywhere;
  }
  [aria-disabled='true'],
  :disabled {
    cursor: not-allowed;
  }
  [aria-busy='true'] {
    cursor: progress;
  }
`;
