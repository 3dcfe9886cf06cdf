/**
 * The dialog's accent from the business's button colours. `widget_settings.bg_color` becomes
 * the accent (chosen day, chosen time, primary buttons, focus ring, fill bars) and
 * `font_color` the text on it, as given when the pair meets WCAG 2.2 AA against the theme's
 * dialog background:
 * - text on the accent at least 4.5:1 (1.4.3, text of any size);
 * - the accent against the dialog background at least 3:1 (1.4.11, a chosen day or time is a
 *   state of a control, and the focus ring must stand out).
 * Otherwise the nearest shade of the same hue that meets both is used (OKLCH lightness moved,
 * hue kept), and the caller is told why so it can warn the site owner once.
 *
 * Two more colours follow from the accent: `ink`, the accent as text on the dialog (today's
 * date, links), which needs 4.5:1 where the accent itself needs only 3:1; and `soft`, a tint
 * of the accent for hover and the chosen time's card, on which the theme's text stays legible.
 */
import { compositeOver, contrastRatio, formatRatio, parseHexColor, toHex, type Rgb, type Rgba } from './contrast.js';
import { oklchToRgb, rgbToOklch } from './oklch.js';

/** WCAG 2.2 AA, 1.4.3: text of any size. */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG 2.2 AA, 1.4.11: parts of controls and their states. */
export const MIN_UI_CONTRAST = 3;

export interface ThemeBackground {
  /** The name used in the warning: `light` or `dark`. */
  name: string;
  /** The dialog background, opaque `#rrggbb`. */
  surface: string;
  /** The theme's main text, opaque `#rrggbb` (read on the soft tint). */
  text: string;
  /** How far the soft tint goes from the dialog background towards the accent (0–1). */
  softStrength: number;
}

export interface AccentRequest {
  /** `widget_settings.bg_color`, as checked by the sanitizer. */
  accent: string;
  /** `widget_settings.font_color`, as checked by the sanitizer. */
  accentText: string;
  theme: ThemeBackground;
}

export interface AccentColors {
  /** Background of the chosen day and time and of primary buttons; the focus ring. */
  accent: string;
  /** Text on `accent`. */
  onAccent: string;
  /** The accent as text on the dialog background (today's date, links). */
  ink: string;
  /** Hover and chosen-time background. */
  soft: string;
}

export interface AccentChoice {
  colors: AccentColors;
  /** Text on the accent, as used. */
  textContrast: number;
  /** The accent against the dialog background, as used. */
  surfaceContrast: number;
  /**
   * Set when the business's pair was not used as given: what failed, with ratios and what is
   * used instead, one sentence for the site owner's console.
   */
  problem?: string;
}

interface Search {
  /** The colour whose shades are searched. */
  from: Rgb;
  /** True when a shade (opaque, already rounded to `#rrggbb`) is good enough. */
  accepts: (shade: Rgb) => boolean;
}

const LIGHTNESS_STEPS = 1000;

/**
 * The shade of `from` nearest in OKLCH lightness that `accepts` takes, or undefined when
 * none does. Lightness moves away from the colour's own in thousandths (each step below what
 * the eye tells apart), darker and lighter in turn, so the first shade taken is the nearest.
 * Each shade is judged after rounding to `#rrggbb`, so the colour written into the
 * stylesheet is the one that was measured.
 */
export function nearestShade({ from, accepts }: Search): Rgb | undefined {
  const start = rgbToOklch(from);
  for (let step = 0; step <= LIGHTNESS_STEPS; step++) {
    for (const lightness of [start.lightness - step / LIGHTNESS_STEPS, start.lightness + step / LIGHTNESS_STEPS]) {
      if (lightness < 0 || lightness > 1) continue;
      const shade = parseHexColor(toHex(oklchToRgb({ ...start, lightness })))!;
      if (accepts(shade)) return shade;
    }
  }
  return undefined;
}

const WHITE: Rgba = { red: 255, green: 255, blue: 255, alpha: 1 };
const BLACK: Rgba = { red: 0, green: 0, blue: 0, alpha: 1 };

interface Ratios {
  /** Text on the accent. */
  text: number;
  /** The accent against the dialog background. */
  surface: number;
}

const meetsBoth = (ratios: Ratios) => ratios.text >= MIN_TEXT_CONTRAST && ratios.surface >= MIN_UI_CONTRAST;

/** The accent's colours for one theme, or undefined when a colour is not a checked hex colour. */
export function chooseAccent({ accent, accentText, theme }: AccentRequest): AccentChoice | undefined {
  const givenAccent = parseHexColor(accent);
  const givenText = parseHexColor(accentText);
  const surface = parseHexColor(theme.surface);
  const themeText = parseHexColor(theme.text);
  if (!givenAccent || !givenText || !surface || !themeText) return undefined;

  // What the eye sees: a translucent accent over the dialog, translucent text over the accent.
  const seenAccent = compositeOver(givenAccent, surface);
  const ratiosWith = (text: Rgba, shade: Rgb): Ratios => ({
    // Rounded as it will be written, so the ratio reported is the ratio painted.
    text: contrastRatio(parseHexColor(toHex(compositeOver(text, shade)))!, shade),
    surface: contrastRatio(shade, surface),
  });
  const given = ratiosWith(givenText, seenAccent);

  let colors: Pick<AccentColors, 'accent' | 'onAccent'>;
  let used = given;
  let problem: string | undefined;
  if (meetsBoth(given)) {
    colors = { accent: accent.toLowerCase(), onAccent: accentText.toLowerCase() };
  } else {
    // First the business's own text colour on a shade of its accent; only when no shade of
    // that hue can carry it (white text on a dark theme's narrow band), white or black text.
    let text = givenText;
    let shade = nearestShade({ from: seenAccent, accepts: (candidate) => meetsBoth(ratiosWith(text, candidate)) });
    for (const plain of [WHITE, BLACK]) {
      if (shade) break;
      text = plain;
      shade = nearestShade({ from: seenAccent, accepts: (candidate) => meetsBoth(ratiosWith(plain, candidate)) });
    }
    // Black or white text on one of black and white always meets both: the search cannot fail.
    used = ratiosWith(text, shade!);
    const onAccent = text === givenText ? toHex(compositeOver(givenText, shade!)) : toHex(text);
    colors = { accent: toHex(shade!), onAccent };
    const failures = [
      ...(given.text < MIN_TEXT_CONTRAST ? [`text on the accent is ${formatRatio(given.text)} (needs ${MIN_TEXT_CONTRAST}:1)`] : []),
      ...(given.surface < MIN_UI_CONTRAST
        ? [`the accent against the dialog background ${theme.surface} is ${formatRatio(given.surface)} (needs ${MIN_UI_CONTRAST}:1)`]
        : []),
    ];
    problem =
      `in the ${theme.name} theme ${failures.join(' and ')}; ` +
      `using ${colors.accent} with ${colors.onAccent} text instead (text ${formatRatio(used.text)}, background ${formatRatio(used.surface)})`;
  }

  const accentSeen = parseHexColor(toHex(compositeOver(parseHexColor(colors.accent)!, surface)))!;
  // The tint is made fainter until the theme's text reads on it (with the themes' own
  // strengths it always does at once; a custom theme text colour might not).
  // Mixed in OKLCH towards the (grey) dialog background, so the tint keeps the accent's hue;
  // mixed in sRGB, a green's tint drifts towards teal.
  const accentLch = rgbToOklch(accentSeen);
  const surfaceLch = rgbToOklch(surface);
  const tint = (strength: number) =>
    parseHexColor(
      toHex(
        oklchToRgb({
          lightness: surfaceLch.lightness + (accentLch.lightness - surfaceLch.lightness) * strength,
          chroma: accentLch.chroma * strength,
          hue: accentLch.hue,
        }),
      ),
    )!;
  let strength = theme.softStrength;
  while (strength > 0 && contrastRatio(themeText, tint(strength)) < MIN_TEXT_CONTRAST) strength -= 0.01;
  const soft = tint(Math.max(0, strength));
  // Today's date is accent-coloured text on the dialog, or on the soft tint under the pointer.
  const ink =
    nearestShade({
      from: accentSeen,
      accepts: (candidate) => contrastRatio(candidate, surface) >= MIN_TEXT_CONTRAST && contrastRatio(candidate, soft) >= MIN_TEXT_CONTRAST,
    }) ?? themeText;
  return {
    colors: { ...colors, ink: toHex(ink), soft: toHex(soft) },
    textContrast: used.text,
    surfaceContrast: used.surface,
    ...(problem ? { problem } : {}),
  };
}
