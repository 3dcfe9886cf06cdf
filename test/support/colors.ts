// Colours as the browser paints them, for tests that judge contrast (WCAG 2.2 1.4.3, 1.4.11,
// 2.4.13): any computed colour (`rgb()`, `color(srgb …)`, a system colour in forced colours)
// read back through a canvas as 0–255 channels, layered over what is behind it, and compared
// with WCAG's contrast ratio.

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

const canvas = document.createElement('canvas');
canvas.width = canvas.height = 1;
const context = canvas.getContext('2d', { willReadFrequently: true })!;

/** A CSS colour as the canvas paints it: the one parser that reads every syntax a computed style gives. */
export function parseColor(css: string): Rgba {
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = '#000';
  context.fillStyle = css;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  return { r: r!, g: g!, b: b!, a: a! / 255 };
}

/** `top` painted over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** The page's own background, else the browser's canvas colour (white, or the forced palette's). */
function pageBackground(): Rgba {
  const page = parseColor(getComputedStyle(document.documentElement).backgroundColor);
  return page.a === 1 ? page : over(page, parseColor('Canvas'));
}

/** The parent an element is painted on: its parent element, or the host of its shadow root. */
function paintedOn(el: Element): Element | null {
  if (el.parentElement) return el.parentElement;
  const root = el.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * The opaque colour seen behind `el`'s own background: its ancestors' backgrounds (across
 * shadow roots), each painted over the next, down to the page. `includeSelf` counts `el`'s own.
 */
export function backgroundBehind(el: Element, { includeSelf = false } = {}): Rgba {
  const layers: Rgba[] = [];
  for (let node = includeSelf ? el : paintedOn(el); node; node = paintedOn(node)) {
    const layer = parseColor(getComputedStyle(node).backgroundColor);
    if (layer.a > 0) layers.push(layer);
    if (layer.a === 1) break;
  }
  return layers.reduceRight((below, layer) => over(layer, below), pageBackground());
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.2's contrast ratio of two opaque colours, 1 to 21. */
export function contrast(first: Rgba, second: Rgba): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

export const describeColor = ({ r, g, b }: Rgba): string => `rgb(${[r, g, b].map(Math.round).join(', ')})`;
