import { css } from 'lit';

/**
 * The button's fallbacks equal DEFAULT_BUTTON_SETTINGS (settings/sanitize.ts), so the
 * button has its final box from the first paint when the business sends no settings.
 *
 * Public tokens (`--booking-*`, set by site owners on the element) feed private ones
 * (`--_*`) where a value is used in many rules or changed inside (a full time's accent);
 * one used in a rule or two is read where it is used. Button values from the platform's widget_settings arrive, already checked,
 * as `--_settings-*` on the host; an owner's `--booking-button-*` still wins over them.
 * Every size is in px: a host page's root font size must not shrink the widget.
 *
 * The host inherits from the page, and a theme may set text-transform, letter-spacing or
 * line-height on everything: the widget's top-level nodes (`:host > *`) start again from
 * the widget's own values. The button keeps the business's width; a label too long for one
 * line wraps onto a second rather than being cut. Spacing comes from gaps and padding, so
 * the browser's own margins on text blocks (and a quirks-mode page's on forms) go at once.
 *
 * In a dialog tall enough (min-height 560px), header and footer stay put and only the days
 * and times scroll; when short (a phone on its side, 200 % zoom) the whole dialog scrolls.
 *
 * Every browser the build targets (ES2021) knows `system-ui`, so the font stack needs no
 * per-platform names before `sans-serif`.
 *
 * Forced colours drop colours and opacity: the transparent border of buttons and the
 * transparent line through past days then become visible. The details form is at most
 * 560px wide: a form as wide as the calendar and times together would be hard to scan. It
 * sits in the middle of the dialog, which keeps its width from step to step.
 */
export const styles = css`
  :host {
    all: initial;
    display: inline-block;
    --_accent: var(--booking-accent, #1f5fbf);
    --_surface-muted: var(--booking-surface-muted, #f4f6f9);
    --_text: var(--booking-text, #161b26);
    --_text-muted: var(--booking-text-muted, #576071);
    --_border: var(--booking-border, #d9dee7);
    --_danger: var(--booking-danger, #b42318);
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
  h3 {
    font-size: 16px;
  }
  h2,
  h3,
  .launcher,
  .icon-button,
  .secondary-button,
  .primary-button,
  .notice-title,
  .location label,
  .grid th,
  .day[aria-current='date'],
  .slot-time,
  .field label,
  .field-error,
  .problem {
    font-weight: 600;
  }
  button,
  select,
  input,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible,
  .slot:has(:focus-visible) {
    outline: 3px solid var(--booking-focus-ring, #1f5fbf);
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

  .launcher,
  .icon-button,
  .secondary-button,
  .primary-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 1px solid transparent;
    border-radius: 8px;
    cursor: pointer;
  }
  .launcher {
    width: var(--booking-button-width, var(--_settings-width, 200px));
    max-width: 100%;
    height: var(--booking-button-height, var(--_settings-height, 44px));
    padding: 0 12px;
    border-radius: var(--booking-button-radius, 8px);
    background: var(--booking-button-background, var(--_settings-bg, #1f5fbf));
    color: var(--booking-button-color, var(--_settings-color, #fff));
    font-size: var(--booking-button-font-size, var(--_settings-font-size, 16px));
    line-height: 1.1;
    box-shadow: 0 1px 4px #10182833;
  }
  svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .launcher:hover {
    filter: brightness(1.07);
  }
  .launcher-label {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    text-align: center;
  }

  .notice,
  .problem.shown {
    align-items: center;
    padding: 12px 16px;
    border: var(--_line);
    border-left: 4px solid var(--_danger);
    border-radius: 8px;
  }
  .notice {
    display: grid;
    gap: 8px;
    justify-items: start;
    font-size: 14px;
  }
  :host > .notice,
  .location select {
    max-width: 360px;
  }

  dialog {
    width: min(880px, 100vw - 32px);
    max-width: none;
    max-height: calc(100dvh - 32px);
    padding: 0;
    border: 0;
    border-radius: var(--booking-radius, 12px);
    box-shadow: 0 24px 64px #10182847;
    overflow: auto;
    overscroll-behavior: contain;
  }
  dialog::backdrop {
    background: var(--booking-backdrop, rgb(15 23 42 / 0.55));
  }
  @media (max-width: 480px) {
    dialog {
      width: calc(100vw - 16px);
      max-height: calc(100dvh - 16px);
    }
  }

  .panel {
    container-type: inline-size;
  }
  dialog,
  .panel,
  .notice,
  .secondary-button,
  .slot,
  select,
  textarea,
  .field input {
    background: var(--booking-surface, #fff);
  }
  @media (min-height: 560px) {
    dialog .panel {
      display: flex;
      flex-direction: column;
      max-height: calc(100dvh - 32px);
    }
    dialog .body,
    dialog .details {
      flex: 1;
      min-height: 0;
      overflow: auto;
      overscroll-behavior: contain;
    }
  }
  :host([mode='inline']) .panel {
    border: var(--_line);
    border-radius: var(--booking-radius, 12px);
    overflow: hidden;
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
  .location,
  .footer {
    background: var(--_surface-muted);
  }
  .header-text,
  .location select {
    flex: 1;
    min-width: 0;
  }
  .title {
    font-size: 20px;
  }
  .title,
  .address,
  .summary dd,
  .launcher-label {
    overflow-wrap: anywhere;
  }
  .address,
  .footer-summary {
    font-size: 14px;
  }
  select,
  textarea,
  .field input {
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid var(--_text-muted);
    border-radius: 8px;
    font-size: 16px;
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

  .icon-button {
    flex: none;
    width: 40px;
    height: 40px;
    background: none;
  }
  .icon-button,
  .address,
  .notice-detail,
  .grid th,
  .hint,
  .slot-fill,
  .footer-summary,
  .field-hint,
  .step-text,
  .summary dt,
  .link-button[aria-disabled='true'] {
    color: var(--_text-muted);
  }
  :is(.icon-button, .secondary-button):hover:not([aria-disabled='true']) {
    background: var(--_surface-muted);
    color: var(--_text);
  }
  :is(.icon-button, .secondary-button, .day)[aria-disabled='true'],
  .primary-button:disabled {
    opacity: 0.5;
  }
  .secondary-button,
  .primary-button {
    min-height: 44px;
    padding: 0 20px;
  }
  .secondary-button {
    border-color: var(--_border);
  }
  .footer .primary-button {
    margin-inline-start: auto;
  }

  .calendar-nav,
  .slots-heading {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 40px;
    margin-bottom: 8px;
  }
  .grid {
    width: 100%;
    border-spacing: 2px;
    table-layout: fixed;
  }
  .grid th {
    padding: 4px 0;
    font-size: 12px;
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
  .day:hover,
  .slot:has(:checked) {
    background: var(--booking-accent-soft, #e8efff);
  }
  .day[aria-current='date'] {
    color: var(--_accent);
  }
  .day[aria-current='date']:after {
    content: '';
    position: absolute;
    inset: auto calc(50% - 2px) 4px;
    height: 4px;
    border-radius: 50%;
    background: currentColor;
  }
  .day[aria-selected='true'],
  .primary-button {
    background: var(--_accent);
    color: var(--booking-accent-text, #fff);
  }
  .day[aria-disabled='true'] {
    text-decoration: line-through transparent;
    background: none;
  }
  .day:focus-visible {
    outline-offset: -1px;
  }
  .grid,
  .hint {
    text-align: center;
  }

  .slots-panel {
    min-width: 0;
  }
  .hint {
    padding: 20px;
    border: 1px dashed var(--_border);
    border-radius: 8px;
  }
  .slots {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
    gap: 8px;
  }
  .slot {
    position: relative;
    display: grid;
    gap: 8px;
    min-height: 64px;
    padding: 8px 12px;
    border: var(--_line);
    border-radius: 8px;
    /* A busy day has a hundred times: lay out and paint only those in view. */
    content-visibility: auto;
    contain-intrinsic-size: auto 64px;
  }
  .slot:hover,
  .slot:has(:checked) {
    border-color: var(--_accent);
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
  .slot:has(:checked) {
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  .slot:has(:disabled),
  .slot-skeleton {
    --_accent: var(--_text-muted);
    border-color: var(--_border);
    background: var(--_surface-muted);
    color: var(--_text-muted);
  }
  .slot-time {
    white-space: nowrap;
  }
  .slot-fill {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 12px;
  }
  .slot-meter {
    flex: 1;
    width: 0;
    height: 6px;
    border-radius: 8px;
    background: var(--_border);
    color: var(--_accent);
    fill: currentColor;
    stroke: none;
  }
  .slot-fill-text {
    flex: none;
    min-width: 32px;
    text-align: end;
  }

  .footer {
    border-top: var(--_line);
  }
  .footer-summary {
    flex: 1 1 220px;
  }
  .footer-summary strong {
    color: var(--_text);
  }
  .details {
    grid-template-columns: minmax(0, 560px);
    justify-content: center;
  }
`;
