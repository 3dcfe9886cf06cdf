import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { DEFAULT_BUTTON_SETTINGS, type ButtonSettings } from '../settings/sanitize.js';
import { chooseAccent, type AccentColors, type ThemeBackground } from './accent.js';
import { themeColors, type ThemeName } from './tokens.js';

/** The business's colours the accent comes from, as the settings sanitizer checked them. */
export type AccentSettings = Pick<ButtonSettings, 'backgroundColor' | 'fontColor'>;

export interface AccentControllerOptions {
  /** The business's checked settings, or undefined while there are none (loading, a new key). */
  settings: () => AccentSettings | undefined;
  /** The element's `theme` attribute: `light`, `dark`, or anything else for `auto`. */
  theme: () => string | null | undefined;
}

/** How far the soft tint goes towards the accent: further on dark, where tints look weaker. */
const SOFT_STRENGTH: Record<ThemeName, number> = { light: 0.12, dark: 0.24 };

const backgroundOf = (theme: ThemeName): ThemeBackground => ({
  name: theme,
  surface: themeColors(theme).surface,
  text: themeColors(theme).text,
  softStrength: SOFT_STRENGTH[theme],
});

/**
 * The host properties the theme stylesheet reads (tokens.ts) for each theme, written out in
 * full because the build shortens private names where it finds them.
 */
const PROPERTIES: Record<ThemeName, Record<keyof AccentColors, string>> = {
  light: {
    accent: '--_settings-accent-light',
    onAccent: '--_settings-on-accent-light',
    ink: '--_settings-accent-ink-light',
    soft: '--_settings-accent-soft-light',
  },
  dark: {
    accent: '--_settings-accent-dark',
    onAccent: '--_settings-on-accent-dark',
    ink: '--_settings-accent-ink-dark',
    soft: '--_settings-accent-soft-dark',
  },
};

/**
 * Gives the dialog the business's accent: for each theme the colours `chooseAccent` settles
 * on, written as custom properties on the host through the CSSOM (`style.setProperty`, which
 * a strict CSP allows; never a style attribute). The stylesheet picks the light or dark set,
 * so a change of the page's colour scheme needs no script, and a site owner's
 * `--booking-accent` still wins over both.
 *
 * Only the sanitizer's checked colours are read, and `chooseAccent` writes only `#rrggbb`
 * values it computed or hex values it parsed. The built-in button colours mean the business
 * set none: the theme's own accent is kept. When a pair falls short of WCAG contrast in a
 * theme the widget can show, the site owner reads one console warning for that pair.
 */
export class AccentController implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly options: AccentControllerOptions;
  /** The pair last applied (`#bg #text`), so an update without a change costs nothing. */
  private applied = '';
  private readonly warned = new Set<string>();

  constructor(host: ReactiveControllerHost & HTMLElement, options: AccentControllerOptions) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  hostUpdate(): void {
    const settings = this.options.settings();
    const pair = settings && !isDefault(settings) ? `${settings.backgroundColor} ${settings.fontColor}` : '';
    if (pair === this.applied) return;
    this.applied = pair;
    if (!settings || !pair) return this.clear();

    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as ThemeName[]) {
      const choice = chooseAccent({ accent: settings.backgroundColor, accentText: settings.fontColor, theme: backgroundOf(theme) });
      // Unreachable with checked settings; without an accent the theme's own is the safe one.
      if (!choice) return this.clear();
      for (const [key, property] of Object.entries(PROPERTIES[theme])) {
        this.host.style.setProperty(property, choice.colors[key as keyof AccentColors]);
      }
      if (choice.problem && this.themesShown().includes(theme)) problems.push(choice.problem);
    }
    if (problems.length && !this.warned.has(pair)) {
      this.warned.add(pair);
      console.warn(
        `[booking-widget] widget_settings.bg_color ${settings.backgroundColor} with font_color ${settings.fontColor} ` +
          `falls short of WCAG contrast in the dialog: ${problems.join('; ')}. ` +
          'Choose a pair that meets 4.5:1 for the text and 3:1 against the dialog background to see it as given.',
      );
    }
  }

  private themesShown(): ThemeName[] {
    const theme = this.options.theme();
    return theme === 'light' || theme === 'dark' ? [theme] : ['light', 'dark'];
  }

  private clear(): void {
    // An empty value removes the property: the theme's own accent again.
    for (const theme of Object.values(PROPERTIES)) for (const property of Object.values(theme)) this.host.style.setProperty(property, '');
  }
}

const isDefault = ({ backgroundColor, fontColor }: AccentSettings) =>
  backgroundColor === DEFAULT_BUTTON_SETTINGS.backgroundColor && fontColor === DEFAULT_BUTTON_SETTINGS.fontColor;
