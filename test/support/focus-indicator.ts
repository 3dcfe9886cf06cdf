// The focus indicator of the focused control as the browser draws it, judged as WCAG 2.2
// judges it (1.4.11 non-text contrast, 2.4.7 focus visible, 2.4.13 focus appearance): the ring
// must stand out at 3:1 from what it touches on both sides. The widget draws rings with
// `outline`, on the control itself or on the card around a hidden radio (`:has(:focus-visible)`),
// and where the ring hugs a filled control (no offset), with an inset `box-shadow` inside it.
import { backgroundBehind, contrast, describeColor, parseColor, type Rgba } from './colors.js';

export interface FocusIndicator {
  /** The element that draws the ring: the control, or the card around a hidden radio. */
  drawnBy: Element;
  /** The outermost ring's contrast with what is behind the control (the dialog, the footer, the page). */
  outside: number;
  /** The innermost ring's contrast with what it touches inside: the control's own fill, or the gap of background an offset leaves. */
  inside: number;
  /**
   * The indicator's best contrast with the control's own fill, whether or not it touches it:
   * the chosen day's ring must stand out from the accent it is drawn around.
   */
  againstFill: number;
  /** What was measured, for a failure's message. */
  description: string;
}

/** The first spread-only inset ring of a computed `box-shadow` (`rgb(…) 0px 0px 0px 2px inset`), if any. */
function insetRing(boxShadow: string): Rgba | undefined {
  for (const shadow of boxShadow.split(/,(?![^(]*\))/)) {
    if (!/\binset\b/.test(shadow)) continue;
    const color = /(?:rgba?|color)\([^)]*\)|[a-z]+(?=\s)/i.exec(shadow)?.[0];
    const lengths = shadow
      .replace(/(?:rgba?|color)\([^)]*\)/gi, '')
      .match(/-?[\d.]+px/g)
      ?.map(parseFloat);
    const [x = 0, y = 0, blur = 0, spread = 0] = lengths ?? [];
    if (color && x === 0 && y === 0 && blur === 0 && spread > 0) return parseColor(color);
  }
  return undefined;
}

/** The element that draws `focused`'s ring: itself, or the nearest ancestor with an outline (a time's card). */
function ringOwner(focused: Element): Element | undefined {
  for (let el: Element | null = focused; el; el = el.parentElement) {
    const style = getComputedStyle(el);
    // A hidden radio (opacity 0) has a ring nobody sees; its card draws the visible one.
    if (style.opacity === '0') continue;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return el;
  }
  return undefined;
}

/** The focused control's indicator, or undefined when it has none. */
export function focusIndicator(focused: Element): FocusIndicator | undefined {
  const owner = ringOwner(focused);
  if (!owner) return undefined;
  const style = getComputedStyle(owner);
  const ring = parseColor(style.outlineColor);
  const behind = backgroundBehind(owner);
  const offset = parseFloat(style.outlineOffset);
  // With an offset the ring stands apart and the background shows between it and the control;
  // without, it touches the control's edge, or the inset ring drawn just inside that edge.
  const hugs = offset <= 0;
  const inset = insetRing(style.boxShadow);
  const inner = (hugs && inset) || ring;
  const fill = backgroundBehind(owner, { includeSelf: true });
  const touchedInside = hugs ? fill : behind;
  return {
    drawnBy: owner,
    outside: contrast(ring, behind),
    inside: contrast(inner, touchedInside),
    againstFill: Math.max(contrast(ring, fill), inset ? contrast(inset, fill) : 0),
    description:
      `ring ${describeColor(ring)}${inset ? ` with ${describeColor(inset)} inside` : ''}, ` +
      `offset ${style.outlineOffset}, behind ${describeColor(behind)}, fill ${describeColor(fill)}`,
  };
}
