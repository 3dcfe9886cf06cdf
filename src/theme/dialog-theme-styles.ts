import { css } from 'lit';

/**
 * The forced-colours rules of the dialog's states (see `themeStyles` in theme-styles.ts): with the dialog's chunk,
 * adopted after the element's own stylesheets.
 */
export const dialogThemeStyles = css`
  @media (forced-colors: active) {
    /* Controls that cannot act now (the button and its notices have none). */
    [aria-disabled='true'],
    :disabled {
      color: GrayText !important;
    }
    /* The fill bar of a time, whose backgrounds forced colours would paint like the card: an
       outlined track, filled in the text colour of the card (the rules below give full and
       chosen times theirs). No apostrophes in these comments: the build reads one as a string. */
    [part~='slot-meter'] {
      forced-color-adjust: none;
      color: CanvasText !important;
      background: none !important;
      outline: 1px solid;
    }
    /* The chosen card keeps its own colours, so they are given to its children too (the bar,
       the muted fill words). */
    [part~='day-selected'],
    [part~='slot-selected'],
    [part~='slot-selected'] > * {
      forced-color-adjust: none;
      background: Highlight !important;
      color: HighlightText !important;
      outline-color: CanvasText !important;
    }
    [part~='day-today'] {
      text-decoration: underline 2px !important;
    }
    [part~='slot-full'],
    [part~='slot-full'] > * {
      color: GrayText !important;
    }
    [part~='slot-full'] {
      border: 1px dashed GrayText !important;
    }
  }
`;
