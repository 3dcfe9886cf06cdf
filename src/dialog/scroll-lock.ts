/**
 * Keeps the page behind an open dialog from scrolling, and gives back exactly what the
 * page had: its own inline `overflow` and `padding-right` (with their priority) are
 * restored when the last lock is released. The scrollbar's width is added as padding so
 * the page does not shift sideways when its scrollbar disappears.
 */
let locks = 0;
let saved: { overflow: [string, string]; paddingRight: [string, string] } | undefined;

export function lockPageScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  if (locks++ === 0) {
    const style = root.style;
    saved = {
      overflow: [style.getPropertyValue('overflow'), style.getPropertyPriority('overflow')],
      paddingRight: [style.getPropertyValue('padding-right'), style.getPropertyPriority('padding-right')],
    };
    const scrollbar = (doc.defaultView?.innerWidth ?? 0) - root.clientWidth;
    if (scrollbar > 0) {
      const current = parseFloat(doc.defaultView!.getComputedStyle(root).paddingRight) || 0;
      style.setProperty('padding-right', `${current + scrollbar}px`, 'important');
    }
    style.setProperty('overflow', 'hidden', 'important');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks > 0 || !saved) return;
    restore(root.style, 'overflow', saved.overflow);
    restore(root.style, 'padding-right', saved.paddingRight);
    saved = undefined;
  };
}

function restore(style: CSSStyleDeclaration, name: string, [value, priority]: [string, string]): void {
  if (value) style.setProperty(name, value, priority);
  else style.removeProperty(name);
}
