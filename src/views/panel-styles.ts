import { css } from 'lit';

/**
 * The dialog and the panel inside it (or inline in the page): header, location row, the
 * body with calendar and times, the details, and the footer with Continue. The dialog's top
 * edge stays where it opened (a fixed gap from the top of the viewport, never above it) while
 * its content changes height from step to step, and a shorter step keeps the height of the
 * one before (`--_held-height`): the dialog never shrinks away from under the pointer. At any height (a phone on its side, 200 %
 * zoom) the header with Close and the footer with Continue stay put and only the days and
 * times, or the form, scroll between them. The
 * details form is at most 560px wide: a form as wide as the calendar and times together would
 * be hard to scan. It sits in the middle of the dialog, which keeps its width from step to
 * step.
 */
export const panelStyles = css`
  /* --_held-height: the height the dialog keeps while open once a step changed
     (DialogController.holdHeight), never more than the viewport allows. --_edge: the gap
     between the dialog and the viewport's edges. */
  dialog {
    --_edge: 16px;
    width: min(880px, 100vw - 2 * var(--_edge));
    max-width: none;
    max-height: calc(100dvh - 2 * var(--_edge));
    min-height: min(var(--_held-height, 0px), 100dvh - 2 * var(--_edge));
    margin: var(--_edge) auto auto;
    padding: 0;
    border: 0;
    border-radius: var(--booking-radius, 12px);
    background: var(--_surface);
    box-shadow: 0 24px 64px #10182847;
    overflow: auto;
    overscroll-behavior: contain;
  }
  dialog::backdrop {
    background: var(--booking-backdrop, rgb(15 23 42 / 0.55));
  }
  @media (max-width: 480px) {
    dialog {
      --_edge: 8px;
    }
  }
  .panel {
    container-type: inline-size;
    background: var(--_surface);
  }
  /* The panel fills a held height: the body grows, and a footer stays at the bottom. */
  dialog .panel {
    display: flex;
    flex-direction: column;
    min-height: inherit;
    max-height: inherit;
  }
  /* Positioned, so that what is positioned inside them (the visually hidden status texts, an
     empty alert region) stays in their scrolling box: placed below its fold, it would make the
     dialog itself scroll and take the header with Close out of view. */
  dialog .body,
  dialog .details {
    position: relative;
    flex: 1;
    min-height: 0;
    overflow: auto;
    overscroll-behavior: contain;
  }
  /* Clipped to its rounded corners without becoming a scroll container, which would hold
     the sticky footer below (overflow: hidden would). */
  :host([mode='inline']) .panel {
    border: var(--_line);
    border-radius: var(--booking-radius, 12px);
    overflow: clip;
  }
  /* Inline, a busy day's times run far below the screen of a phone: Continue and the chosen
     time stay at the bottom of the viewport while the panel is on screen, and settle in place
     at its end. */
  :host([mode='inline']) .footer {
    position: sticky;
    bottom: 0;
    z-index: 1;
  }
  /* A day or a time that takes focus (by Tab or the arrow keys) is scrolled into view above
     that footer, not under it. */
  :host([mode='inline']) .day,
  :host([mode='inline']) .slot-input {
    scroll-margin-block-end: 160px;
  }
  .header,
  .location,
  .footer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 16px 20px;
  }
  .header,
  .location {
    border-bottom: var(--_line);
  }
  /* The muted rows: the business's accent is only sure to stand out 3:1 from the dialog's own
     background, so a ring here takes the text colour, sure to stand out from both. */
  .location,
  .footer {
    --_focus-ring: var(--booking-focus-ring, var(--_text));
    background: var(--_surface-muted);
  }
  .header-text {
    flex: 1;
    min-width: 0;
  }
  .title {
    font-size: 20px;
    overflow-wrap: anywhere;
  }
  .address {
    color: var(--_text-muted);
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .location label {
    font-weight: 600;
  }
  .location select {
    flex: 1;
    min-width: 0;
    max-width: 360px;
    /* WebKit lays a long option's text out at full width inside the select and lets that
       overflow reach the dialog, which then scrolls sideways; paint containment keeps it in. */
    contain: paint;
  }
  .body,
  .details {
    display: grid;
    gap: 20px;
    padding: 20px;
  }
  @container (min-width: 620px) {
    .body {
      grid-template-columns: minmax(280px, 320px) 1fr;
      align-items: start;
    }
  }
  .details {
    grid-template-columns: minmax(0, 560px);
    justify-content: center;
    /* A step shorter than the height the dialog holds keeps its rows together at the top,
       the room left below them, not spread between them. */
    align-content: start;
  }
  .footer {
    border-top: var(--_line);
  }
  .footer-summary {
    flex: 1 1 220px;
    color: var(--_text-muted);
    font-size: 14px;
  }
  .footer-summary strong {
    color: var(--_text);
  }
  .footer .primary-button {
    margin-inline-start: auto;
  }
  /* A short viewport (a phone on its side; 400 % zoom, 320 × 256): header and footer keep less
     padding and the chosen time sits beside Continue, so in the dialog the days and times
     scrolling between them keep room for at least a whole time card (WCAG 1.4.10). */
  @media (max-height: 480px) {
    .header,
    .location,
    .footer {
      padding: 8px 12px;
    }
    .title,
    .address {
      line-height: 1.25;
    }
    .title {
      font-size: 16px;
    }
    .footer-summary {
      flex-basis: 0;
      font-size: 13px;
    }
  }
`;
