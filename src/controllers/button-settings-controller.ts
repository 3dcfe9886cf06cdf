import type { ReactiveController } from 'lit';
import type { Business } from '../api/types.js';
import { applyButtonSettings, clearButtonSettings } from '../settings/button-style.js';
import { recallButtonSettings, rememberButtonSettings } from '../settings/remembered.js';
import { DEFAULT_BUTTON_SETTINGS, type ButtonSettings } from '../settings/sanitize.js';
import type { BookingHost } from './host.js';

export interface ButtonSettingsSource {
  /** The loaded business, whose widget_settings style the button. */
  business: Business | undefined;
  /** The base-url and the api-key, separated by a space: the key of the remembered settings. */
  platform: string;
}

/**
 * The button in the business's own style: its widget_settings, checked and applied once per
 * loaded business, and until it loads the ones remembered from the last visit (the button
 * keeps its size instead of jumping). Its colours also give the dialog its accent, worked out
 * with the dialog (src/theme/accent-controller.ts), which a page that is never opened never pays for.
 */
export class ButtonSettingsController implements ReactiveController {
  settings: ButtonSettings = DEFAULT_BUTTON_SETTINGS;
  /** The settings are the loaded business's own (not yet: the remembered ones, or none). */
  fromBusiness = false;
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
    this.fromBusiness = business !== undefined;
    if (business) rememberButtonSettings(platform, this.settings);
  }
}
