import type { ReactiveController } from 'lit';
import type { BookingHost } from '../controllers/host.js';
import { setHostProperties } from '../settings/button-style.js';
import { DEFAULT_BUTTON_SETTINGS, type ButtonSettings } from '../settings/sanitize.js';
import { businessAccent } from './accent.js';

/** No business accent: the theme's own (theme-styles.ts reads these properties). */
const THEME_ACCENT = {
  '--_business-accent-light': '',
  '--_business-accent-dark': '',
  '--_business-text-light': '',
  '--_business-text-dark': '',
};

export interface AccentSource {
  /** The button's settings as applied (src/controllers/button-settings-controller.ts). */
  settings: ButtonSettings;
  /** They are the loaded business's: a pair short of contrast is then worth a warning. */
  fromBusiness: boolean;
}

export interface AccentOptions {
  /** The button's settings as they are now. */
  source: () => AccentSource;
  /** The dialog is on screen (open, or inline): only then is its accent worked out. */
  shown: () => boolean;
}

/**
 * The dialog in the business's colours: its button's background becomes the dialog's accent
 * (theme/accent.ts), adjusted until it reaches WCAG contrast; a pair short of it is warned about
 * once per loaded business. Part of the dialog's chunk, and worked out when the dialog is on
 * screen: a page view whose dialog is never opened runs none of it. A site owner's own
 * `--booking-accent` wins.
 */
export class AccentController implements ReactiveController {
  #appliedFor: ButtonSettings | undefined;
  readonly #host: BookingHost;
  readonly #options: AccentOptions;

  constructor(host: BookingHost, options: AccentOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostUpdate(): void {
    if (!this.#options.shown()) return;
    const { settings, fromBusiness } = this.#options.source();
    if (settings === this.#appliedFor) return;
    this.#appliedFor = settings;
    const { backgroundColor, fontColor } = settings;
    if (
      (backgroundColor === DEFAULT_BUTTON_SETTINGS.backgroundColor && fontColor === DEFAULT_BUTTON_SETTINGS.fontColor) ||
      // The site owner's own accent wins (docs/styling.md), and the business's text colour
      // belongs with the business's accent, not with it: the theme's text, unless the owner
      // sets --booking-accent-text as well.
      getComputedStyle(this.#host).getPropertyValue('--booking-accent').trim()
    ) {
      setHostProperties(this.#host, THEME_ACCENT);
      return;
    }
    const accent = businessAccent(settings, this.#host.getAttribute('theme'));
    setHostProperties(this.#host, accent.properties);
    if (fromBusiness && accent.warning) console.warn(accent.warning);
  }
}
