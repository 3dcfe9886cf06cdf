/**
 * WCAG 2.2 relative luminance and contrast ratio for the colours the settings sanitizer lets
 * through (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`). A translucent colour is measured as the
 * eye sees it: painted over what lies beneath it.
 */

/** Red, green and blue, each 0–255, opaque. */
export type Rgb = number[];

/** `under` with `color` painted over it at `weight` (0: only `under`, 1: only `color`). */
export const mix = (color: Rgb, under: Rgb, weight: number): Rgb =>
  color.map((channel, index) => channel * weight + under[index]! * (1 - weight));

/** The opaque colour seen when a checked hex colour is painted over `under`. */
export function paint(hex: string, under: Rgb): Rgb {
  let digits = hex.slice(1);
  // `#rgb` and `#rgba` double each digit (`#f80` is `#ff8800`).
  if (digits.length < 5) digits = digits.replace(/./g, '$&$&');
  const [red, green, blue, alpha = 255] = digits.match(/../g)!.map((pair) => parseInt(pair, 16));
  return mix([red!, green!, blue!], under, alpha / 255);
}

/** `#rrggbb`, each channel rounded. */
export const toHex = (color: Rgb): string =>
  `#${color.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** A channel (0–255) as linear light (0–1). */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** https://www.w3.org/TR/WCAG22/#dfn-relative-luminance */
const luminance = (color: Rgb) =>
  [0.2126, 0.7152, 0.0722].reduce((sum, weight, index) => sum + weight * linear(color[index]!), 0);

/** https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio, from 1 (same) to 21 (black on white). */
export function contrast(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * A ratio as people read it in tools and in the WCAG text: "4.48:1". Truncated, not rounded,
 * so a ratio just under a threshold never reads as meeting it (4.496 is "4.49:1", 3 is "3:1").
 */
export const formatRatio = (ratio: number): string => `${Math.floor(ratio * 100) / 100}:1`;
