// What a reader sees of the widget's text: each run of text as the browser lays it out, and
// the ways it can be lost — cut off by a box that hides its overflow, run into another text,
// or pushed sideways out of a 320 px screen (WCAG 2.2 1.4.10 reflow, 1.4.12 text spacing).

/** A laid-out run of text: its node, its line boxes, and the parts of them not scrolled out of view. */
interface TextRun {
  node: Text;
  boxes: DOMRect[];
  inView: DOMRect[];
}

const overflowHides = (value: string) => value === 'hidden' || value === 'clip';

/** Text meant for screen readers only: clipped on purpose. */
const screenReaderOnly = (el: Element) => el.closest('.visually-hidden') !== null;

/** `box` cut to what each box around it that does not let overflow show leaves in view. */
function visiblePart(box: DOMRect, from: Element, root: ShadowRoot): DOMRect | undefined {
  let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
  for (let el: Element | null = from; el && el !== root.host; el = parentOf(el)) {
    const style = getComputedStyle(el);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const limit = el.getBoundingClientRect();
    [left, top, right, bottom] = [
      Math.max(left, limit.left),
      Math.max(top, limit.top),
      Math.min(right, limit.right),
      Math.min(bottom, limit.bottom),
    ];
  }
  return right - left > 1 && bottom - top > 1 ? new DOMRect(left, top, right - left, bottom - top) : undefined;
}

/**
 * Every visible run of text in `root`, skipping text for screen readers only, closed dialogs,
 * and, while the modal dialog is open, the page behind it (the button), which the backdrop covers.
 */
function textRuns(root: ShadowRoot): TextRun[] {
  const runs: TextRun[] = [];
  const modal = root.querySelector('dialog:modal');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!node.data.trim() || !parent || screenReaderOnly(parent) || !parent.checkVisibility({ opacityProperty: true })) continue;
    if (parent.closest('dialog:not([open])') || (modal && !modal.contains(parent))) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
    const inView = boxes.map((box) => visiblePart(box, parent, root)).filter((box) => box !== undefined);
    if (boxes.length) runs.push({ node, boxes, inView });
  }
  return runs;
}

/** The element a node is drawn in, crossing out of the shadow root to the host. */
const parentOf = (el: Element): Element | null => el.parentElement ?? (el.getRootNode() as ShadowRoot).host ?? null;

const describe = (node: Text) => JSON.stringify(node.data.trim().slice(0, 40));

/**
 * How far a run's boxes may reach past its line boxes: a text's box is its font's content area,
 * which a line height under the font's own (1.1 on the button) makes taller than its line. The
 * line box is what a box must hold; the difference, half above and half below, is leading.
 */
function halfLeading(node: Text, box: DOMRect): number {
  const lineHeight = parseFloat(getComputedStyle(node.parentElement!).lineHeight);
  return Number.isNaN(lineHeight) ? 0 : Math.max(0, (box.height - lineHeight) / 2);
}

/** Runs of text cut off by an ancestor (or their own box) that hides what overflows it. */
export function clippedText(root: ShadowRoot): string[] {
  const problems: string[] = [];
  for (const { node, boxes } of textRuns(root)) {
    for (let el: Element | null = node.parentElement; el && el !== root.host; el = parentOf(el)) {
      const style = getComputedStyle(el);
      // A line clamp hides with `overflow: hidden`: the lines it drops lie outside the box.
      if (!overflowHides(style.overflowX) && !overflowHides(style.overflowY)) continue;
      const limit = el.getBoundingClientRect();
      const cut = boxes.some((box) => {
        const slack = 1 + halfLeading(node, box);
        return (
          box.left < limit.left - 1 ||
          box.right > limit.right + 1 ||
          box.top < limit.top - slack ||
          box.bottom > limit.bottom + slack
        );
      });
      if (cut) problems.push(`${describe(node)} is cut off by ${el.tagName.toLowerCase()}.${el.className}`);
    }
  }
  return problems;
}

/** Pairs of runs of text whose line boxes overlap. */
export function overlappingText(root: ShadowRoot): string[] {
  const runs = textRuns(root);
  const problems: string[] = [];
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  for (let i = 0; i < runs.length; i++) {
    for (let j = i + 1; j < runs.length; j++) {
      if (runs[i]!.inView.some((a) => runs[j]!.inView.some((b) => overlap(a, b)))) {
        problems.push(`${describe(runs[i]!.node)} overlaps ${describe(runs[j]!.node)}`);
      }
    }
  }
  return problems;
}

/** Boxes in `root` that scroll sideways (more content than width), and the page itself. */
export function sidewaysScrolling(root: ShadowRoot): string[] {
  const problems: string[] = [];
  if (document.documentElement.scrollWidth > innerWidth)
    problems.push(`the page is ${document.documentElement.scrollWidth}px wide`);
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(el);
    const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
    if (scrolls && el.scrollWidth > el.clientWidth + 1)
      problems.push(`${el.tagName.toLowerCase()}.${el.className} scrolls sideways`);
  }
  return problems;
}

/**
 * The text spacing of WCAG 2.2 1.4.12, as a reader's style sheet or bookmarklet sets it,
 * adopted inside the shadow root (a page's own style sheet cannot reach in).
 */
export function applyTextSpacing(root: ShadowRoot): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`* {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-block-end: 2em !important; }`);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
