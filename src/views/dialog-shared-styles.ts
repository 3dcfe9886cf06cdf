import { css } from 'lit';

/**
 * What holds for the whole dialog (headings, lists, forms, icons, hidden labels): the first of
 * the dialog's stylesheets, which come with its chunk (src/panel/booking-panel.ts), so that a
 * page pays for them only when the dialog opens.
 */
export const dialogSharedStyles = css`
  h2,
  h3,
  dl,
  dd,
  form {
    margin: 0;
  }
  h2,
  h3 {
    font-weight: 600;
  }
  h3 {
    font-size: 16px;
  }
  /* The heads of the two columns, the month with its buttons and the chosen day: of one height,
     so that the calendar and the times start on one line beside each other. */
  .calendar-nav,
  .slots-heading {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 40px;
    margin-block-end: 8px;
  }
  /* A range of times ("9:00 – 9:30 AM") reads at a glance only in one piece. */
  .time-range {
    white-space: nowrap;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  /* The form's controls (the times' radios are invisible: their cards show them). */
  select,
  textarea,
  input:not([type='radio']) {
    font: inherit;
    color: inherit;
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid var(--_text-muted);
    border-radius: 8px;
    background: var(--_surface);
    font-size: 16px;
  }
  /* The dialog's own kinds of button, on the box every button shares (src/views/button-styles.ts). */
  .icon-button {
    flex: none;
    width: 40px;
    height: 40px;
    background: none;
    color: var(--_text-muted);
  }
  .primary-button {
    min-height: 44px;
    padding: 0 20px;
    background: var(--_accent);
    color: var(--_on-accent);
  }
  /* Waiting (a 429), not busy: it cannot act, and looks it, as a secondary button does. Busy, its
     label says what it does. */
  .primary-button[aria-disabled='true']:not([aria-busy='true']) {
    opacity: 0.5;
  }
`;
