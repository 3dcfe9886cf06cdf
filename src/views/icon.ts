import { html, nothing, type TemplateResult } from 'lit';

/**
 * A button named by `label` that shows a 20px line icon drawn in the text colour (its stroke
 * is styled in `styles.ts`, `svg`); `disabled` as in `button`.
 */
export const iconButton = (part: string, label: string, path: string, onClick: () => unknown, disabled?: boolean): TemplateResult =>
  html`<button type="button" part=${part} class="icon-button" aria-label=${label} aria-disabled=${disabled ?? nothing} @click=${onClick}><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d=${path} /></svg></button>`;
