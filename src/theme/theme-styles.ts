import { css } from 'lit';

/** The dark theme's tokens, for `theme="dark"` and for `auto` on a dark page. */
const dark = css`
  color-scheme: dark;
  --_surface: var(--booking-surface, #131519);
  --_surface-muted: var(--booking-surface-muted, #1d2026);
  --_text: var(--booking-text, #eceff4);
  --_text-muted: var(--booking-text-muted, #a9b1bf);
  --_border: var(--booking-border, #363c47);
  --_danger: var(--booking-danger, #ff9289);
  --_accent: var(--booking-accent, var(--_business-accent-dark, #8ab0ff));
  --_on-accent: var(--booking-accent-text, var(--_business-text-dark, #0b1324));
  /* A tint reads weaker on a dark background than on a light one: more of the accent. */
  --_accent-soft: var(--booking-accent-soft, color-mix(in srgb, var(--_accent) 25%, var(--_surface)));
`;

/**
 * The widget's colours as private tokens on `:host` for the views' styles, in two themes, and
 * the rules that follow the reader's settings rather than the widget's look.
 *
 * - Each token takes the site owner's `--booking-*` first, then, for the accent's tokens, the
 *   business's colours for that theme (written on the host by the button settings controller,
 *   theme/accent.ts), then the theme's default. Every text and state meets WCAG 2.2 AA in both
 *   themes: text 4.5:1 on every background it is painted on, states and the focus ring 3:1.
 * - `theme="light"`: light. `theme="dark"`: dark. `theme="auto"` (the default, or any other
 *   value): the page's `prefers-color-scheme`. `color-scheme` follows, so the browser's own
 *   parts (a `<select>`'s list, scrollbars) match.
 * - Forced colours (Windows high contrast): the browser paints with the reader's palette, so
 *   states that differ only by colour would merge. The chosen day and time keep `Highlight`;
 *   today is underlined; past days (struck through by calendar-styles.ts, in a colour that
 *   only forced colours show), full times and unavailable buttons turn `GrayText`, a full
 *   time's card dashed; a time's fill bar is outlined and filled in its card's text colour.
 *   The focus ring keeps its 3 px, in `CanvasText` (as the browser forces it, and on a chosen
 *   day or time, which keep their own colours), and a chosen day or time takes a ring of
 *   `HighlightText` inside its edge when focused. States are found
 *   by their `part` names, the widget's public contract.
 * - Reduced motion: no animation or transition anywhere in the shadow root, a page's
 *   `::part()` rules included.
 * The last two are the reader's settings, so their rules are `!important`: they win over the
 * views' rules and over a host page's `::part()` rules. The forced-colours rules of the
 * dialog's days, times and unavailable buttons are in theme/dialog-theme-styles.ts, which comes
 * with the dialog's chunk (the button and its notices have no unavailable state).
 */
export const themeStyles = css`
  :host {
    color-scheme: light;
    --_surface: var(--booking-surface, #fff);
    --_surface-muted: var(--booking-surface-muted, #f4f6f9);
    --_text: var(--booking-text, #161b26);
    --_text-muted: var(--booking-text-muted, #576071);
    --_border: var(--booking-border, #d9dee7);
    --_danger: var(--booking-danger, #b42318);
    --_accent: var(--booking-accent, var(--_business-accent-light, #1f5fbf));
    --_on-accent: var(--booking-accent-text, var(--_business-text-light, #fff));
    --_accent-soft: var(--booking-accent-soft, color-mix(in srgb, var(--_accent) 15%, var(--_surface)));
    --_focus-ring: var(--booking-focus-ring, var(--_accent));
  }
  :host([theme='dark']) {
    ${dark}
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${dark}
    }
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    ::before,
    ::after,
    ::backdrop {
      animation: none !important;
      transition: none !important;
    }
  }
`;
