import { css } from 'lit';

/**
 * The month grid. Today is marked by a dot under its number; forced colours drop colours, and
 * the transparent line through past days then becomes visible. Once a day's times are known,
 * a day with free times is tinted and bold, a fully booked day or one without times muted,
 * a fully booked one also struck through (all still focusable and choosable). In a narrow calendar (an inline widget 260px
 * wide) the weekday headers shorten to their narrow form.
 */
export const calendarStyles = css`
  /* Right to left the months run the other way: the chevrons point where they lead. */
  [dir='rtl'] [part~='month-button'] svg {
    transform: scaleX(-1);
  }
  .grid {
    width: 100%;
    border-spacing: 2px;
    table-layout: fixed;
    text-align: center;
  }
  .grid th {
    padding: 4px 0;
    color: var(--_text-muted);
    font-size: 12px;
    font-weight: 600;
    text-transform: uppercase;
  }
  .grid td {
    padding: 0;
    height: 40px;
    font-size: 15px;
  }
  .day {
    position: relative;
    border-radius: 8px;
    cursor: pointer;
  }
  .day:hover {
    background: var(--_accent-soft);
  }
  .day[aria-current='date'] {
    font-weight: 600;
  }
  .day[aria-current='date']:after {
    content: '';
    position: absolute;
    inset: auto calc(50% - 2px) 4px;
    height: 4px;
    border-radius: 50%;
    background: currentColor;
  }
  .open {
    background: var(--_accent-soft);
    font-weight: 600;
  }
  .full,
  .closed {
    color: var(--_text-muted);
  }
  .full {
    text-decoration: line-through;
  }
  .day[aria-selected='true'] {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .day[aria-disabled='true'] {
    text-decoration: line-through transparent;
    background: none;
    opacity: 0.5;
  }
  /* The ring stands 2px off the cell, as on every control, with the dialog's background between
     (raised, so the next cell does not paint over it), and a ring in the cell's own text colour
     (a shadow's colour by default) inside it, which stands out from a tinted or chosen fill as
     the accent may not: on the chosen day, whose fill is the accent, the text on the accent, in
     forced colours HighlightText. */
  .day:focus-visible {
    z-index: 1;
    box-shadow: inset 0 0 0 2px;
  }
  .narrow {
    display: none;
  }
  @container (max-width: 300px) {
    .short {
      display: none;
    }
    .narrow {
      display: inline;
    }
  }
`;
