import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { ariaDisabled } from './button.js';

export interface IconButtonProps {
  part: string;
  /** The button's accessible name (the icon says nothing to a screen reader). */
  label: string;
  /** The icon: one SVG path in a 24×24 box. */
  path: string;
  onClick: () => unknown;
  /** As in `button`: `aria-disabled`, so the button keeps focus. */
  disabled?: boolean;
}

/** A 20px line icon, one SVG path in a 24×24 box, drawn in the text colour (`styles.ts`, `svg`); silent to screen readers. */
export const icon = (path: string): TemplateResult =>
  html`<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d=${path} /></svg>`;

/**
 * A button named by `label` that shows an `icon`.
 */
export const iconButton = ({ part, label, path, onClick, disabled }: IconButtonProps): TemplateResult =>
  html`<button
    type="button"
    part=${part}
    class="icon-button"
    aria-label=${label}
    aria-disabled=${ifDefined(ariaDisabled(disabled))}
    @click=${onClick}
  >
    ${icon(path)}
  </button>`;
