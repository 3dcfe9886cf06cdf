import { html, nothing, type TemplateResult } from 'lit';

/**
 * The button on the host page that opens the booking dialog. While the business loads it is
 * `busy`: it keeps its place and stays usable.
 */
export function renderLauncher(label: string, busy: boolean, expanded: boolean, onClick: () => void): TemplateResult {
  return html`<button part="button" class="launcher" type="button" aria-haspopup="dialog" aria-expanded=${expanded} aria-busy=${busy} @click=${onClick}><span part="button-label" class="launcher-label">${label}</span></button>`;
}

/**
 * A plain button. A button that cannot act now is `aria-disabled` rather than `disabled`,
 * which would drop keyboard focus to the page; its click handler decides what a press does.
 */
export const button = (part: string, kind: string, onClick: (event: Event) => unknown, content: unknown, disabled?: boolean): TemplateResult =>
  html`<button type="button" part=${part} class=${kind} aria-disabled=${disabled ?? nothing} @click=${onClick}>${content}</button>`;
