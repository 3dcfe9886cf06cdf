import { css } from 'lit';

/**
 * The element's shared stylesheet: what holds for the whole shadow root, the button's and the
 * notices' included (the dialog's shared rules are in src/views/dialog-shared-styles.ts, which
 * comes with the dialog's chunk). The colour tokens
 * every view's styles use, light and dark, come first (theme/theme-styles.ts); each view has its
 * stylesheet beside it (`src/views/*-styles.ts`), built on these tokens; the element adopts
 * them in this order.
 *
 * Public tokens (`--booking-*`, set by site owners on the element) feed private ones
 * (`--_*`) where a value is used in many rules, differs between themes or is changed inside
 * (a full time's accent); one used in a rule or two is read where it is used. Button values
 * from the platform's widget_settings arrive, already checked, as `--_settings-*` on the host
 * (settings/button-style.ts); an owner's `--booking-button-*` still wins over them. Every
 * size is in px: a host page's root font size must not shrink the widget.
 *
 * The host inherits from the page, and a theme may set text-transform, letter-spacing or
 * line-height on everything: the widget's top-level nodes (`:host > *`) start again from
 * the widget's own values. Spacing comes from gaps and padding, so the browser's own margins
 * on text blocks (and a quirks-mode page's on forms) go at once. Every browser the build
 * targets (ES2022) knows `system-ui`, so the font stack needs no per-platform names before
 * `sans-serif`. Selects, text areas and inputs (the location and the forms) share one look.
 *
 * The public tokens, which custom-elements.json lists as `<booking-widget>`'s CSS custom
 * properties (custom-elements-manifest.config.mjs reads these lines):
 *
 * @cssprop --booking-font-family - Font of the whole widget (system UI font by default).
 * @cssprop --booking-accent - Selected day, chosen slot, Continue, focus ring. Default widget_settings.bg_color, checked; else `#1f5fbf` (dark `#8ab0ff`).
 * @cssprop --booking-accent-text - Text on the accent colour. Default widget_settings.font_color, checked; else `#ffffff` (dark `#0b1324`).
 * @cssprop --booking-accent-soft - Hover and chosen-slot background. Default 15 % of the accent over the dialog background (25 % in the dark theme).
 * @cssprop --booking-surface - Dialog background. Default `#ffffff` (dark `#131519`).
 * @cssprop --booking-surface-muted - Header rows, footer, full slots. Default `#f4f6f9` (dark `#1d2026`).
 * @cssprop --booking-text - Main text colour. Default `#161b26` (dark `#eceff4`).
 * @cssprop --booking-text-muted - Secondary text colour. Default `#576071` (dark `#a9b1bf`).
 * @cssprop --booking-border - Lines and card borders. Default `#d9dee7` (dark `#363c47`).
 * @cssprop --booking-danger - Notice accent. Default `#b42318` (dark `#ff9289`).
 * @cssprop --booking-radius - Dialog corner radius. Default `12px`.
 * @cssprop --booking-focus-ring - Focus outline colour. Default the accent (the text colour in the location row and the footer).
 * @cssprop --booking-backdrop - Colour behind the dialog. Default `rgb(15 23 42 / 0.55)`.
 * @cssprop --booking-button-background - Button background; wins over widget_settings.bg_color.
 * @cssprop --booking-button-color - Button text colour; wins over widget_settings.font_color.
 * @cssprop --booking-button-width - Button width; wins over widget_settings.width. Default: the label's width on one line, at least `200px`.
 * @cssprop --booking-button-height - Button height; wins over widget_settings.height. Default `44px`.
 * @cssprop --booking-button-font-size - Button font size; wins over widget_settings.font_size. Default `16px`.
 * @cssprop --booking-button-radius - Button corner radius. Default `8px`.
 */
export const styles = css`
  :host {
    all: initial;
    display: inline-block;
    max-width: 100%;
    --_line: 1px solid var(--_border);
  }
  :host > * {
    font: 15px/1.4 var(--booking-font-family, system-ui, sans-serif);
    letter-spacing: normal;
    text-transform: none;
    text-indent: 0;
    text-align: start;
    white-space: normal;
    font-variant-numeric: tabular-nums;
    color: var(--_text);
  }
  :host([hidden]) {
    display: none;
  }
  :host([mode='inline']) {
    display: block;
  }
  * {
    box-sizing: border-box;
  }
  p {
    margin: 0;
  }
  button {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--_focus-ring);
    outline-offset: 2px;
  }
`;
