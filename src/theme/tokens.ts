/**
 * The widget's colours, light and dark: the one typed source the theme stylesheet is written
 * from and the contrast tests read, so a value tested is a value shipped.
 *
 * Each token is a private custom property (`--_*`) that the views' styles read. Where the
 * widget has a public property (`--booking-*`, README → Styling), a site owner's value wins;
 * the accent's tokens then fall back to the business's checked colours, which the accent
 * controller writes on the host (`--_settings-accent-light`, …), and last to the theme's
 * default. Names are written out in full: the build shortens private names it finds in the
 * source (scripts/shorten-private-css-properties.ts).
 */
import { isHexColor } from '../settings/sanitize.js';

export type ThemeName = 'light' | 'dark';

export interface ColorToken {
  /** The private property the views read. */
  property: `--_${string}`;
  /**
   * Public properties that win over the default, first match first: the site owner's
   * `--booking-*`, then the business's checked colour for this theme written by the accent
   * controller.
   */
  overrides: { light: string[]; dark: string[] };
  /** `#rrggbb` or `#rrggbbaa`. */
  light: string;
  dark: string;
}

const publicOnly = (...names: string[]) => ({ light: names, dark: names });

/**
 * Colours chosen so that every text and state meets WCAG 2.2 AA in both themes
 * (test/unit/theme-tokens.test.ts lists the pairs): text 4.5:1, parts of controls 3:1.
 */
export const COLOR_TOKENS = {
  surface: { property: '--_surface', overrides: publicOnly('--booking-surface'), light: '#ffffff', dark: '#131519' },
  surfaceMuted: { property: '--_surface-muted', overrides: publicOnly('--booking-surface-muted'), light: '#f4f6f9', dark: '#1d2026' },
  text: { property: '--_text', overrides: publicOnly('--booking-text'), light: '#161b26', dark: '#eceff4' },
  textMuted: { property: '--_text-muted', overrides: publicOnly('--booking-text-muted'), light: '#576071', dark: '#a9b1bf' },
  /** Past days and unavailable buttons: told apart by colour and cursor, still readable. */
  textDisabled: { property: '--_text-disabled', overrides: publicOnly(), light: '#687080', dark: '#868fa0' },
  border: { property: '--_border', overrides: publicOnly('--booking-border'), light: '#d9dee7', dark: '#363c47' },
  danger: { property: '--_danger', overrides: publicOnly('--booking-danger'), light: '#b42318', dark: '#ff9289' },
  /** Chosen day, chosen time's border, primary buttons, fill bars. */
  accent: {
    property: '--_accent',
    overrides: { light: ['--booking-accent', '--_settings-accent-light'], dark: ['--booking-accent', '--_settings-accent-dark'] },
    light: '#1f5fbf',
    dark: '#8ab0ff',
  },
  /** Text on the accent. */
  onAccent: {
    property: '--_on-accent',
    overrides: { light: ['--booking-accent-text', '--_settings-on-accent-light'], dark: ['--booking-accent-text', '--_settings-on-accent-dark'] },
    light: '#ffffff',
    dark: '#0b1324',
  },
  /** The accent as text on the dialog: today's date, link buttons. */
  accentInk: {
    property: '--_accent-ink',
    overrides: { light: ['--booking-accent', '--_settings-accent-ink-light'], dark: ['--booking-accent', '--_settings-accent-ink-dark'] },
    light: '#1f5fbf',
    dark: '#9dbcff',
  },
  /** Day under the pointer, the chosen time's card. */
  accentSoft: {
    property: '--_accent-soft',
    overrides: { light: ['--booking-accent-soft', '--_settings-accent-soft-light'], dark: ['--booking-accent-soft', '--_settings-accent-soft-dark'] },
    light: '#e8efff',
    dark: '#1e2a40',
  },
  focusRing: {
    property: '--_focus-ring',
    overrides: {
      light: ['--booking-focus-ring', '--booking-accent', '--_settings-accent-light'],
      dark: ['--booking-focus-ring', '--booking-accent', '--_settings-accent-dark'],
    },
    light: '#1f5fbf',
    dark: '#8ab0ff',
  },
  backdrop: { property: '--_backdrop', overrides: publicOnly('--booking-backdrop'), light: '#0f172a8c', dark: '#000000b3' },
  /** The dialog's and the button's shadow. */
  shadow: { property: '--_shadow', overrides: publicOnly(), light: '#10182847', dark: '#000000a6' },
} satisfies Record<string, ColorToken>;

export type ColorTokenName = keyof typeof COLOR_TOKENS;

/** The theme's colours by token name, e.g. `themeColors('dark').surface`. */
export function themeColors(theme: ThemeName): Record<ColorTokenName, string> {
  return Object.fromEntries(Object.entries(COLOR_TOKENS).map(([name, token]) => [name, token[theme]])) as Record<ColorTokenName, string>;
}

/**
 * `--_surface: var(--booking-surface, #ffffff);` … for one theme. Every value is checked
 * against the same strict pattern as the business's colours and every name against the
 * custom-property grammar the widget uses, so only what this file states can reach the
 * stylesheet.
 */
export function tokenDeclarations(theme: ThemeName): string {
  return Object.values(COLOR_TOKENS as Record<string, ColorToken>)
    .map(({ property, overrides, [theme]: value }) => {
      for (const name of [property, ...overrides[theme]]) {
        if (!/^--[a-z_][a-z0-9-]*$/.test(name)) throw new Error(`Invalid custom property name ${name}`);
      }
      if (!isHexColor(value)) throw new Error(`Invalid colour ${value} for ${property}`);
      const fallback = overrides[theme].reduceRight((inner, name) => `var(${name}, ${inner})`, value);
      return `${property}: ${fallback};`;
    })
    .join('\n');
}
