/**
 * WCAG 2.2 relative luminance and contrast ratio for the colours the settings sanitizer lets
 * through (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`). A translucent colour is what the eye sees
 * once it is painted over what lies beneath it, so it is composited over that background
 * before any ratio is taken.
 */
import { isHexColor } from '../settings/sanitize.js';

/** Channels 0–255, opaque. */
export interface Rgb {
  red: number;
  green: number;
  blue: number;
}

/** Channels 0–255 and an alpha of 0–1. */
export interface Rgba extends Rgb {
  alpha: number;
}

/** The colour of a checked hex string, or undefined for anything else. */
export function parseHexColor(value: string): Rgba | undefined {
  if (!isHexColor(value)) return undefined;
  let digits = value.slice(1);
  // `#rgb` and `#rgba` double each digit (`#f80` is `#ff8800`).
  if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
  const channel = (index: number) => parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  return { red: channel(0), green: channel(1), blue: channel(2), alpha: digits.length == 8 ? channel(3) / 255 : 1 };
}

/** The opaque colour seen when `color` is painted over `background`. */
export function compositeOver(color: Rgba, background: Rgb): Rgb {
  const mix = (front: number, back: number) => front * color.alpha + back * (1 - color.alpha);
  return { red: mix(color.red, background.red), green: mix(color.green, background.green), blue: mix(color.blue, background.blue) };
}

/** `#rrggbb`, lowercase, each channel rounded. */
export function toHex({ red, green, blue }: Rgb): string {
  const hex = (channel: number) =>
    Math.round(Math.min(255, Math.max(0, channel)))
      .toString(16)
      .padStart(2, '0');
  return `#${hex(red)}${hex(green)}${hex(blue)}`;
}

/** https://www.w3.org/TR/WCAG22/#dfn-relative-luminance */
export function relativeLuminance({ red, green, blue }: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * A ratio as people read it in tools and in the WCAG text: "4.48:1". Truncated, not rounded,
 * so a ratio just under a threshold never reads as meeting it (4.496 is "4.49:1", not "4.50:1").
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
