/**
 * Keeps the page behind an open dialog from scrolling, and gives back exactly what the
 * page had: its own inline `overflow` and `padding-right` (with their priority) are
 * restored when the last lock is released. The scrollbar's width is added as padding so
 * the page does not shift sideways when its scrollbar disappears.
 */
let locks = 0;
const PROPERTIES = ['overflow', 'padding-right'];
/** Name, value and priority of each of PROPERTIES, as the page had them. */
let saved: [string, string, string][] = [];

export function lockPageScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  const style = root.style;
  const view = doc.defaultView;
  if (!locks++) {
    saved = PROPERTIES.map((name) => [name, style.getPropertyValue(name), style.getPropertyPriority(name)]);
    // NaN without a window: no padding.
    const scrollbar = (view?.innerWidth as number) - root.clientWidth;
    if (scrollbar > 0) {
      const current = parseFloat(view!.getComputedStyle(root).paddingRight) || 0;
      style.setProperty('padding-right', `${current + scrollbar}px`, 'important');
    }
    style.setProperty('overflow', 'hidden', 'important');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (!--locks) {
      // An empty value removes the property again.
      for (const property of saved) style.setProperty(...property);
    }
  };
}
