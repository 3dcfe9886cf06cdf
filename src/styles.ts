import { css } from 'lit';

/**
 * The element's shared stylesheet: what holds for the whole shadow root. The colour tokens
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
  h2,
  h3,
  p,
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
  button,
  select,
  input,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--_focus-ring);
    outline-offset: 2px;
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
  select,
  textarea,
  input:not([type='radio']) {
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid var(--_text-muted);
    border-radius: 8px;
    background: var(--_surface);
    font-size: 16px;
  }
`;
