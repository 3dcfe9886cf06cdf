import { css, unsafeCSS } from 'lit';
import { tokenDeclarations } from './tokens.js';

/**
 * The widget's colours as private tokens on `:host`, for the views' styles to read, and the
 * rules that follow the reader's settings rather than the widget's look.
 *
 * - `theme="light"`: the light tokens. `theme="dark"`: the dark ones. `theme="auto"` (and no
 *   attribute, or an unknown value): the page's `prefers-color-scheme`. `color-scheme` follows,
 *   so the browser's own parts (the `<select>`'s list, scrollbars) match.
 * - Forced colours (Windows high contrast): the browser replaces every colour with the
 *   reader's palette, so states that differ only by colour would merge. Chosen day and chosen
 *   time keep `Highlight`; today is underlined; past days, full times and unavailable buttons
 *   turn `GrayText`, a full time's card dashed; the focus ring is thick `CanvasText`, and
 *   `HighlightText` on a chosen day. States are found by their `part` names, which are the
 *   widget's public contract and do not change with the views' markup.
 * - Reduced motion: no animation and no transition anywhere in the shadow root.
 * Both are the reader's settings, so their rules are `!important`: they win over the views'
 * rules whatever their order and specificity, and over a host page's `::part()` rules (an
 * important rule inside a shadow root beats an important one outside it).
 *
 * The token declarations are written from `tokens.ts` (the values the contrast tests check),
 * not from any attribute or API value; `tokenDeclarations` refuses anything but hex colours
 * and property names, so `unsafeCSS` here only ever receives this repository's own constants.
 */
const light = unsafeCSS(tokenDeclarations('light'));
const dark = unsafeCSS(tokenDeclarations('dark'));

export const themeStyles = css`
  :host {
    color-scheme: light;
    ${light}
  }
  :host([theme='dark']) {
    color-scheme: dark;
    ${dark}
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      color-scheme: dark;
      ${dark}
    }
  }

  @media (forced-colors: active) {
    :host {
      --_accent: Highlight;
      --_on-accent: HighlightText;
      --_accent-ink: CanvasText;
      --_accent-soft: Canvas;
      --_focus-ring: CanvasText;
      --_text-disabled: GrayText;
    }
    :focus-visible {
      outline: 3px solid CanvasText !important;
    }
    [part~='day-selected'],
    [part~='slot-selected'] {
      forced-color-adjust: none !important;
      background: Highlight !important;
      color: HighlightText !important;
    }
    [part~='slot-selected'] {
      border-color: HighlightText !important;
    }
    [part~='day-selected']:focus-visible,
    [part~='slot-selected']:focus-within {
      outline-color: HighlightText !important;
    }
    [part~='day-today'] {
      text-decoration: underline 2px !important;
      text-underline-offset: 4px !important;
    }
    [part~='day-disabled'],
    [part~='slot-full'],
    [aria-disabled='true'],
    :disabled {
      color: GrayText !important;
      border-color: GrayText !important;
    }
    [part~='day-disabled'] {
      text-decoration: line-through !important;
    }
    [part~='slot-full'] {
      border-style: dashed !important;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    :host,
    *,
    *::before,
    *::after,
    ::backdrop {
      animation: none !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
`;
