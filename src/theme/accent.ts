/**
 * The dialog's accent from the business's button colours. `widget_settings.bg_color` becomes
 * the accent (chosen day, chosen time, primary buttons, focus ring) and
 * `font_color` the text on it, as given when the pair meets WCAG 2.2 AA against the theme's
 * dialog background: text on the accent at least 4.5:1 (1.4.3), the accent against the
 * background at least 3:1 (1.4.11, a chosen day is the state of a control). Otherwise the
 * nearest shade of the same hue that meets both is used, and the site owner is told why.
 */
import type { ButtonSettings } from '../settings/sanitize.js';
import { contrast, formatRatio, mix, paint, toHex, type Rgb } from './contrast.js';

/** Each theme's dialog background, `--_surface` in theme-styles.ts. */
const SURFACES: Record<string, Rgb> = { light: [255, 255, 255], dark: [0x13, 0x15, 0x19] };

/**
 * The colour nearest to `color` that `accepts` takes: the colour itself, else it mixed with
 * black (a shade) or with white (a tint) in steps of 1 %, the nearer first. Both keep the
 * hue. Colours are judged rounded, as they will be written.
 */
export function nearestShade(color: Rgb, accepts: (shade: Rgb) => boolean): Rgb | undefined {
  for (let step = 0; step <= 100; step++) {
    for (const end of [0, 255]) {
      const shade = mix([end, end, end], color, step / 100).map(Math.round);
      if (accepts(shade)) return shade;
    }
  }
  return undefined;
}

/**
 * The host properties the theme stylesheet reads for each theme, `--_business-accent-light`
 * and `--_business-text-light` (and `-dark`): '' removes them, for the theme's own accent,
 * when the business kept the built-in button colours. And one warning for the site owner
 * when the pair falls short in a theme the widget can show (`theme`, the element's attribute).
 */
export function businessAccent(
  settings: ButtonSettings,
  theme: string | null,
): { properties: Record<string, string>; warning?: string } {
  const { backgroundColor, fontColor } = settings;
  const properties: Record<string, string> = {};
  const problems: string[] = [];
  for (const [name, surface] of Object.entries(SURFACES)) {
    // Text on the accent and the accent against the dialog, each as painted: a translucent
    // colour is measured over what shows through it.
    const ratios = (accent: Rgb, text: string) => [contrast(paint(text, accent), accent), contrast(accent, surface)];
    const meets = (accent: Rgb, text: string) => {
      const [onAccent, onSurface] = ratios(accent, text);
      return onAccent! >= 4.5 && onSurface! >= 3;
    };
    const given = paint(backgroundColor, surface);
    // The business's text colour on a shade of its accent; where no shade can carry it, white
    // or black text, one of which always finds one.
    const [text, accent] = [fontColor, '#ffffff', '#000000']
      .map((candidate) => [candidate, nearestShade(given, (shade) => meets(shade, candidate))] as const)
      .find(([, shade]) => shade) as [string, Rgb];
    properties[`--_business-accent-${name}`] = toHex(accent);
    properties[`--_business-text-${name}`] = text;
    // Every theme but the one the attribute rules out (`auto` and unknown values show both).
    const shown = theme !== (name === 'light' ? 'dark' : 'light');
    if (shown && !meets(given, fontColor)) {
      const was = ratios(given, fontColor).map(formatRatio).join(' and ');
      problems.push(`${name} theme ${was}, so ${toHex(accent)} with ${text} text is used`);
    }
  }
  return {
    properties,
    ...(problems[0] && {
      warning:
        `[booking-widget] widget_settings.bg_color ${backgroundColor} with font_color ${fontColor} falls short of WCAG contrast in ` +
        `the dialog (text on the accent needs 4.5:1, the accent against the background 3:1): ${problems.join('; ')}.`,
    }),
  };
}
