import { html, type TemplateResult } from 'lit';

export interface LauncherProps {
  /** The business's label, already checked (settings/sanitize.ts), else the widget's own in the customer's language. */
  label: string;
  /** While the business loads: the button keeps its place and stays usable. */
  busy: boolean;
  /** Pressed before the dialog's code arrived: the button shows it is working until the dialog opens. */
  opening: boolean;
  /** The dialog is open. */
  expanded: boolean;
  onClick: () => void;
  /** The pointer entered the button, it got focus or a finger touched it: a click may follow. */
  onInterest: () => void;
  /** The widget's language and its direction (the page's may differ). */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The button on the host page that opens the booking dialog. Its label may be the business's
 * own, in a script other than the widget's language: it takes its direction from its own text.
 */
export function renderLauncher({
  label,
  busy,
  opening,
  expanded,
  onClick,
  onInterest,
  lang,
  dir,
}: LauncherProps): TemplateResult {
  return html`<button
    part="button"
    class=${opening ? 'launcher opening' : 'launcher'}
    type="button"
    lang=${lang}
    dir=${dir}
    aria-haspopup="dialog"
    aria-expanded=${expanded}
    aria-busy=${busy}
    @click=${onClick}
    @pointerenter=${onInterest}
    @focus=${onInterest}
    @touchstart=${{ handleEvent: onInterest, passive: true }}
  >
    <span part="button-label" class="launcher-label" dir="auto">${label}</span>
  </button>`;
}
