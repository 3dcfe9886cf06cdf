import { css } from 'lit';

/**
 * The chosen day's times: cards with a fill bar and its words, a full one muted (it takes the
 * muted colour as its accent), placeholders of the same size while they load. The bar is
 * muted, and on the chosen time in the card's text colour, so a nearly full time (a long bar)
 * never looks highlighted and the chosen one's bar still reads at 3:1.
 */
export const slotsStyles = css`
  .slots-panel {
    min-width: 0;
  }
  .hint {
    padding: 20px;
    border: 1px dashed var(--_border);
    border-radius: 8px;
    color: var(--_text-muted);
    text-align: center;
  }
  /* Which clock the times are on: a quiet line above them, not a box. */
  .time-zone {
    margin-block-end: 8px;
    color: var(--_text-muted);
    font-size: 13px;
  }
  .slots {
    display: grid;
    /* A card holds its range on one line: at least as wide as the day's widest range
       (--_range-width, set by the view) and its padding, never wider than the list. */
    grid-template-columns: repeat(auto-fill, minmax(min(100%, max(128px, var(--_range-width, 0px) + 26px)), 1fr));
    gap: 8px;
  }
  /* The customer's day, where their clock moves a run of times to another day than the heading's. */
  .slots-day {
    grid-column: 1 / -1;
    margin: 8px 0 0;
    font-size: 14px;
    font-weight: 600;
  }
  .slots-day:first-child {
    margin-block-start: 0;
  }
  .slot {
    position: relative;
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: 8px;
    min-height: 64px;
    padding: 8px 12px;
    border: var(--_line);
    border-radius: 8px;
    background: var(--_surface);
    /* A busy day has a hundred times: lay out and paint only those in view. */
    content-visibility: auto;
    contain-intrinsic-size: auto 64px;
  }
  .slot:hover,
  .slot:has(:checked) {
    border-color: var(--_accent);
  }
  .slot:has(:checked) {
    /* On the card, inherited by its bar: WebKit restyles the subject of :has(), not its descendants.
       The bar takes the card's text colour, not the accent: a business's accent is only sure to
       be 3:1 against the dialog (theme/accent.ts), not against the bar's lighter track in the
       dark theme or the card's tint (WCAG 1.4.11). */
    --_fill: var(--_text);
    background: var(--_accent-soft);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  /* Focused, a card takes the focus ring outside its edge and a ring of its text colour (a
     shadow's colour by default) inside it: the accent ring outside may be close to the fill of a
     chosen card (the accent's tint); in forced colours a chosen card's text is HighlightText.
     After the chosen card's rule, whose inner ring it replaces. */
  .slot:has(:focus-visible) {
    outline: 3px solid var(--_focus-ring);
    outline-offset: 2px;
    box-shadow: inset 0 0 0 2px;
  }
  .slot-input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .slot:has(:disabled),
  .slot-skeleton {
    --_accent: var(--_text-muted);
    border-color: var(--_border);
    background: var(--_surface-muted);
    color: var(--_text-muted);
  }
  /* One line (.time-range): the cards are made wide enough for it. */
  .slot-time {
    grid-column: 1 / -1;
    font-weight: 600;
  }
  .slot-meter {
    position: relative;
    height: 6px;
    border-radius: 8px;
    background: var(--_border);
    color: var(--_fill, var(--_text-muted));
  }
  /* The fill, from the inline start: the left, or the right in a right-to-left page. */
  .slot-meter::before {
    content: '';
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    inline-size: var(--fill);
    border-radius: inherit;
    background: currentColor;
  }
  .slot-fill-text {
    min-width: 32px;
    color: var(--_text-muted);
    font-size: 12px;
    text-align: end;
  }
`;
