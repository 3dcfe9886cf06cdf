/**
 * sRGB ↔ OKLCH (Björn Ottosson's OKLab, in polar form, as CSS Color 4 defines it). OKLCH
 * lightness follows perceived lightness closely and keeps hue steady while it changes, which
 * is what a "lighter or darker shade of the same colour" search needs; HSL lightness does not
 * (an HSL yellow and blue of equal lightness look nothing alike).
 */
import type { Rgb } from './contrast.js';

export interface Oklch {
  /** 0 (black) to 1 (white). */
  lightness: number;
  /** 0 (grey) up to about 0.37 for the most saturated sRGB colours. */
  chroma: number;
  /** Degrees, 0–360; meaningless when chroma is 0. */
  hue: number;
}

const toLinear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (value: number) => 255 * (value <= 0.0031308 ? 12.92 * value : 1.055 * value ** (1 / 2.4) - 0.055);

export function rgbToOklch({ red, green, blue }: Rgb): Oklch {
  const [r, g, b] = [toLinear(red), toLinear(green), toLinear(blue)];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bAxis = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const hue = (Math.atan2(bAxis, a) * 180) / Math.PI;
  return {
    lightness: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    chroma: Math.hypot(a, bAxis),
    hue: hue < 0 ? hue + 360 : hue,
  };
}

/** Unclamped: a colour outside sRGB comes back with channels below 0 or above 255. */
function oklchToUnclampedRgb({ lightness, chroma, hue }: Oklch): Rgb {
  const radians = (hue * Math.PI) / 180;
  const a = chroma * Math.cos(radians);
  const b = chroma * Math.sin(radians);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return {
    red: fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    green: fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    blue: fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  };
}

const inGamut = ({ red, green, blue }: Rgb) => [red, green, blue].every((channel) => channel >= -0.5 && channel <= 255.5);

/**
 * The sRGB colour of an OKLCH one. Outside sRGB the chroma is reduced (hue and lightness
 * kept) until it fits, the way CSS Color 4 maps colours into a gamut: a very light or very
 * dark shade of a saturated colour is necessarily a paler one.
 */
export function oklchToRgb(color: Oklch): Rgb {
  const rgb = oklchToUnclampedRgb(color);
  if (inGamut(rgb)) return rgb;
  let [low, high] = [0, color.chroma];
  for (let step = 0; step < 20; step++) {
    const chroma = (low + high) / 2;
    if (inGamut(oklchToUnclampedRgb({ ...color, chroma }))) low = chroma;
    else high = chroma;
  }
  return oklchToUnclampedRgb({ ...color, chroma: low });
}
