import { css } from 'lit';

/**
 * The button's fallbacks equal DEFAULT_BUTTON_SETTINGS (settings/sanitize.ts), so the
 * button has its final box from the first paint when the business sends no settings.
 *
 * Public tokens (`--booking-*`, set by site owners on the element) feed private ones
 * (`--_*`). Button values from the platform's widget_settings arrive, already checked,
 * as `--_settings-*` on the host; an owner's `--booking-button-*` still wins over them.
 * Every size is in px: a host page's root font size must not shrink the widget.
 *
 * The host inherits from the page, and a theme may set text-transform, letter-spacing or
 * line-height on everything: the widget's top-level nodes (`:host > *`) start again from
 * the widget's own values. The button keeps the business's width; a label too long for one
 * line wraps onto a second rather than being cut.
 *
 * In a dialog tall enough (min-height 560px), header and footer stay put and only the days
 * and times scroll; when short (a phone on its side, 200 % zoom) the whole dialog scrolls.
 */
export const styles = css`
  :host {
    all: initial;
    display: inline-block;
    --_font: var(--booking-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
    --_accent: var(--booking-accent, #1f5fbf);
    --_accent-text: var(--booking-accent-text, #ffffff);
    --_accent-soft: var(--booking-accent-soft, #e8efff);
    --_surface: var(--booking-surface, #ffffff);
    --_surface-muted: var(--booking-surface-muted, #f4f6f9);
    --_text: var(--booking-text, #161b26);
    --_text-muted: var(--booking-text-muted, #576071);
    --_border: var(--booking-border, #d9dee7);
    --_danger: var(--booking-danger, #b42318);
    --_radius: var(--booking-radius, 12px);
    --_focus: var(--booking-focus-ring, #1f5fbf);
    --_button-bg: var(--booking-button-background, var(--_settings-bg, #1f5fbf));
    --_button-fg: var(--booking-button-color, var(--_settings-color, #ffffff));
    --_button-width: var(--booking-button-width, var(--_settings-width, 200px));
    --_button-height: var(--booking-button-height, var(--_settings-height, 44px));
    --_button-font-size: var(--booking-button-font-size, var(--_settings-font-size, 16px));
    --_button-radius: var(--booking-button-radius, 8px);
  }
  :host > * {
    font-family: var(--_font);
    font-size: 15px;
    font-style: normal;
    font-weight: 400;
    line-height: 1.4;
    letter-spacing: normal;
    text-transform: none;
    text-indent: 0;
    text-align: start;
    white-space: normal;
    color: var(--_text);
  }
  :host([hidden]) {
    display: none;
  }
  :host([mode='inline']) {
    display: block;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  button,
  select,
  input {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  .launcher {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: var(--_button-width);
    max-width: 100%;
    height: var(--_button-height);
    padding: 0 16px;
    border: 0;
    border-radius: var(--_button-radius);
    background: var(--_button-bg);
    color: var(--_button-fg);
    font-size: var(--_button-font-size);
    font-weight: 600;
    line-height: 1.1;
    cursor: pointer;
    box-shadow: 0 1px 2px rgb(16 24 40 / 0.12), 0 2px 6px rgb(16 24 40 / 0.08);
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
    overflow-wrap: anywhere;
  }

  .notice {
    display: grid;
    gap: 4px;
    justify-items: start;
    padding: 12px 14px;
    border: 1px solid var(--_border);
    border-left: 4px solid var(--_danger);
    border-radius: 8px;
    background: var(--_surface);
    font-size: 14px;
  }
  :host > .notice {
    max-width: 360px;
  }
  .notice p {
    margin: 0;
  }
  .notice-title {
    font-weight: 600;
  }
  .notice-detail {
    color: var(--_text-muted);
    font-size: 13px;
  }
  .notice .secondary-button {
    margin-top: 6px;
  }

  dialog {
    width: min(880px, calc(100vw - 32px));
    max-width: none;
    max-height: calc(100dvh - 32px);
    margin: auto;
    padding: 0;
    border: 0;
    border-radius: var(--_radius);
    background: var(--_surface);
    box-shadow: 0 24px 64px rgb(16 24 40 / 0.28);
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
    background: var(--_surface);
    color: var(--_text);
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
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    overflow: hidden;
  }
  .header {
    display: flex;
    align-items: flex-start;
    gap: 12px;
    padding: 20px 20px 16px;
    border-bottom: 1px solid var(--_border);
  }
  .header-text {
    flex: 1;
    min-width: 0;
  }
  .title {
    margin: 0;
    font-size: 20px;
    font-weight: 650;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  .address {
    margin: 4px 0 0;
    color: var(--_text-muted);
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .location {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 12px 20px;
    border-bottom: 1px solid var(--_border);
    background: var(--_surface-muted);
  }
  .location label {
    font-weight: 600;
    font-size: 14px;
  }
  .location select {
    flex: 1;
    min-width: 0;
    max-width: 360px;
    height: 40px;
    padding: 0 10px;
    border: 1px solid var(--_border);
    border-radius: 8px;
    background: var(--_surface);
  }
  .body {
    display: grid;
    gap: 20px;
    padding: 16px 20px 20px;
  }
  @container (min-width: 620px) {
    .body {
      grid-template-columns: minmax(280px, 320px) 1fr;
      align-items: start;
      gap: 28px;
    }
  }

  .icon-button,
  .secondary-button,
  .primary-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    border-radius: 8px;
    cursor: pointer;
  }
  .icon-button {
    flex: none;
    width: 40px;
    height: 40px;
    padding: 0;
    border: 1px solid transparent;
    background: transparent;
    color: var(--_text-muted);
  }
  .icon-button:hover:not(:disabled) {
    background: var(--_surface-muted);
    color: var(--_text);
  }
  .icon-button:disabled {
    opacity: 0.35;
    cursor: default;
  }
  .secondary-button {
    min-height: 40px;
    padding: 0 16px;
    border: 1px solid var(--_border);
    background: var(--_surface);
    font-weight: 600;
  }
  .secondary-button:hover {
    background: var(--_surface-muted);
  }
  .primary-button {
    min-height: 44px;
    padding: 0 22px;
    border: 0;
    background: var(--_accent);
    color: var(--_accent-text);
    font-weight: 600;
  }
  .footer .primary-button {
    margin-inline-start: auto;
  }
  .primary-button:disabled {
    opacity: 0.45;
    cursor: default;
  }

  .calendar-nav {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 8px;
  }
  .month-heading {
    margin: 0;
    font-size: 16px;
    font-weight: 650;
  }
  .grid {
    width: 100%;
    border-collapse: separate;
    border-spacing: 2px;
    table-layout: fixed;
  }
  .grid th {
    padding: 4px 0;
    color: var(--_text-muted);
    font-size: 12px;
    font-weight: 600;
    text-align: center;
    text-transform: uppercase;
    letter-spacing: 0.02em;
  }
  .grid td {
    padding: 0;
    height: 40px;
    text-align: center;
    font-size: 15px;
    font-variant-numeric: tabular-nums;
  }
  .day {
    border-radius: 8px;
    cursor: pointer;
    font-weight: 500;
    position: relative;
  }
  .day:hover {
    background: var(--_accent-soft);
  }
  .day[aria-current='date'] {
    font-weight: 700;
    color: var(--_accent);
  }
  .day[aria-current='date']::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: 5px;
    width: 4px;
    height: 4px;
    margin-left: -2px;
    border-radius: 50%;
    background: currentColor;
  }
  .day[aria-selected='true'] {
    background: var(--_accent);
    color: var(--_accent-text);
  }
  .day[aria-disabled='true'] {
    color: var(--_text-muted);
    opacity: 0.5;
    text-decoration: line-through;
    text-decoration-color: transparent;
    cursor: default;
    background: none;
  }
  .day:focus-visible {
    outline-offset: -1px;
  }

  .slots-panel {
    min-width: 0;
  }
  .slots-heading {
    margin: 6px 0 12px;
    font-size: 16px;
    font-weight: 650;
  }
  .hint {
    margin: 0;
    padding: 20px;
    border: 1px dashed var(--_border);
    border-radius: 10px;
    color: var(--_text-muted);
    text-align: center;
  }
  .slots {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
    gap: 8px;
  }
  .slot {
    position: relative;
    display: grid;
    gap: 6px;
    min-height: 64px;
    padding: 10px 12px;
    border: 1px solid var(--_border);
    border-radius: 10px;
    background: var(--_surface);
    cursor: pointer;
    transition: border-color 120ms ease, background 120ms ease;
  }
  .slot:hover {
    border-color: var(--_accent);
  }
  .slot-input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
  .slot:has(.slot-input:focus-visible) {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .slot:has(.slot-input:checked) {
    border-color: var(--_accent);
    background: var(--_accent-soft);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  .slot:has(.slot-input:disabled) {
    background: var(--_surface-muted);
    color: var(--_text-muted);
    cursor: not-allowed;
  }
  .slot:has(.slot-input:disabled):hover {
    border-color: var(--_border);
  }
  .slot-time {
    font-weight: 650;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .slot-fill {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 12px;
    color: var(--_text-muted);
    font-variant-numeric: tabular-nums;
  }
  .slot-meter {
    flex: 1;
    width: 100%;
    min-width: 0;
    height: 6px;
    border: 0;
    border-radius: 3px;
    background: var(--_border);
    appearance: none;
    overflow: hidden;
  }
  .slot-meter::-webkit-progress-bar {
    background: var(--_border);
  }
  .slot-meter::-webkit-progress-value {
    background: var(--_accent);
    border-radius: 3px;
  }
  .slot-meter::-moz-progress-bar {
    background: var(--_accent);
    border-radius: 3px;
  }
  .slot-fill-text {
    flex: none;
    min-width: 34px;
    text-align: end;
  }
  .slot:has(.slot-input:disabled) .slot-meter::-webkit-progress-value {
    background: var(--_text-muted);
  }
  .slot:has(.slot-input:disabled) .slot-meter::-moz-progress-bar {
    background: var(--_text-muted);
  }

  .slot-skeleton {
    border-color: transparent;
    background: var(--_surface-muted);
    cursor: default;
  }
  .footer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 14px 20px;
    border-top: 1px solid var(--_border);
    background: var(--_surface-muted);
  }
  .footer-summary {
    flex: 1 1 220px;
    margin: 0;
    color: var(--_text-muted);
    font-size: 14px;
  }
  .footer-summary strong {
    color: var(--_text);
  }
  .details {
    display: grid;
    /* A form as wide as the dialog's calendar and times would be hard to scan. */
    grid-template-columns: minmax(0, 560px);
    gap: 16px;
    padding: 20px;
  }
  .details p {
    margin: 0;
  }
`;
