import { html, type TemplateResult } from 'lit';

export interface LauncherProps {
  label: string;
  /** True while the business is loading: the button keeps its place and stays usable. */
  busy: boolean;
  expanded: boolean;
  onClick: () => void;
}

/** The button on the host page that opens the booking dialog. */
export function renderLauncher({ label, busy, expanded, onClick }: LauncherProps): TemplateResult {
  return html`<button
    part="button"
    class="launcher"
    type="button"
    aria-haspopup="dialog"
    aria-expanded=${expanded ? 'true' : 'false'}
    aria-busy=${busy ? 'true' : 'false'}
    @click=${onClick}
  ><span part="button-label" class="launcher-label">${label}</span></button>`;
}
