import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

// The dialog's buttons (its steps, the confirmation, a form's "Try again"): this module comes
// with the dialog's chunk. The button on the page is launcher.ts; a notice's "Try again" is
// written in notice.ts, which the page's first paint carries.

export interface ButtonProps {
  part: string;
  /** Its look: `primary-button`, `secondary-button` or `link-button`. */
  kind: string;
  onClick: (event: Event) => unknown;
  content: unknown;
  /** Cannot act now: `aria-disabled` rather than `disabled`, which would drop keyboard focus to the page. */
  disabled?: boolean;
}

/** `aria-disabled`'s `"true"` or `"false"`; undefined (no attribute, with `ifDefined`) when `disabled` is not given. */
export const ariaDisabled = (disabled: boolean | undefined): 'true' | 'false' | undefined =>
  disabled === undefined ? undefined : disabled ? 'true' : 'false';

/** A plain button; its click handler decides what a press does while it is disabled. */
export const button = ({ part, kind, onClick, content, disabled }: ButtonProps): TemplateResult =>
  html`<button type="button" part=${part} class=${kind} aria-disabled=${ifDefined(ariaDisabled(disabled))} @click=${onClick}>
    ${content}
  </button>`;
