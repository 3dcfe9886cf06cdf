import { html, type TemplateResult } from 'lit';

/** A 20px line icon drawn in the text colour; its stroke is styled in `styles.ts` (`svg`). */
export const icon = (path: string): TemplateResult =>
  html`<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d=${path} /></svg>`;
