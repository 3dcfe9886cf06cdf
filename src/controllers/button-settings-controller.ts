import type { ReactiveController } from 'lit';
import type { Business } from '../api/types.js';
import { applyButtonSettings, clearButtonSettings, setHostProperties } from '../settings/button-style.js';
import { recallButtonSettings, rememberButtonSettings } from '../settings/remembered.js';
import { DEFAULT_BUTTON_SETTINGS, type ButtonSettings } from '../settings/sanitize.js';
import { sideFile } from '../side-files.js';
import type { BookingHost } from './host.js';

/** No business accent: the theme's own (theme-styles.ts reads these properties). */
const THEME_ACCENT = Object.fromEntries(
  ['accent', 'text'].flatMap((part) => ['light', 'dark'].map((theme) => [`--_business-${part}-${theme}`, ''])),
);

export interface ButtonSettingsSource {
  /** The loaded business, whose widget_settings style the button. */
  business: Business | undefined;
  /** The base-url and the api-key, separated by a space: the key of the remembered settings. */
  platform: string;
}

/**
 * The button in the business's own style: its widget_settings, checked and applied once per
 * loaded business, and until it loads the ones remembered from the last visit (the button
 * keeps its size instead of jumping). Its colours also give the dialog its accent
 * (theme/accent.ts); a pair short of WCAG contrast is warned about once per loaded business.
 * That contrast arithmetic is a side file, `accent.js`, imported only for a business with
 * colours of its own, and in the meantime (or if it cannot load) the dialog wears the theme's
 * own accent.
 */
export class ButtonSettingsController implements ReactiveController {
  settings: ButtonSettings = DEFAULT_BUTTON_SETTINGS;
  /** Settles when the dialog wears the latest settings' accent (or the theme's, if it cannot load). */
  accentApplied: Promise<void> = Promise.resolve();
  /** The business, or before it loads the platform, the button was styled for. */
  #styledFor: Business | string | undefined;

  readonly #host: BookingHost;
  readonly #source: () => ButtonSettingsSource;

  constructor(host: BookingHost, source: () => ButtonSettingsSource) {
    this.#host = host;
    this.#source = source;
    host.addController(this);
  }

  hostUpdate(): void {
    const { business, platform } = this.#source();
    const styledFor = business ?? platform;
    if (styledFor === this.#styledFor) return;
    this.#styledFor = styledFor;
    const settings = business ? business.widget_settings : recallButtonSettings(platform);
    this.settings = settings ? applyButtonSettings(this.#host, settings) : clearButtonSettings(this.#host);
    this.#applyAccent(business !== undefined);
    if (business) rememberButtonSettings(platform, this.settings);
  }

  #applyAccent(warn: boolean): void {
    const settings = this.settings;
    const { backgroundColor, fontColor } = settings;
    if (
      (backgroundColor === DEFAULT_BUTTON_SETTINGS.backgroundColor && fontColor === DEFAULT_BUTTON_SETTINGS.fontColor) ||
      // The site owner's own accent wins (README → Styling), and the business's text colour
      // belongs with the business's accent, not with it: the theme's text, unless the owner
      // sets --booking-accent-text as well.
      getComputedStyle(this.#host).getPropertyValue('--booking-accent').trim()
    ) {
      setHostProperties(this.#host, THEME_ACCENT);
      return;
    }
    const theme = this.#host.getAttribute('theme');
    this.accentApplied = sideFile('accent.js', () => import('../theme/accent.js')).then(
      ({ businessAccent }) => {
        // Settings that changed meanwhile have their own accent on the way.
        if (this.settings !== settings) return;
        const accent = businessAccent(settings, theme);
        setHostProperties(this.#host, accent.properties);
        if (warn && accent.warning) console.warn(accent.warning);
      },
      () => undefined,
    );
  }
}
