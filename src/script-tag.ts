// The classic script (dist/booking-widget.iife.js), for the places that take only a plain
// `<script src>` (tag managers, site builders): it imports the module entry, booking-widget.js,
// from beside itself. The module then registers the element, once, and brings its chunks.
// Run twice, late (after DOMContentLoaded), `async` or `defer`, it does the same: the entry's
// URL carries no query of the classic script's (`?v=2`), so every copy imports the one module.
// It declares nothing at the top level: a second copy has nothing to redeclare.

/** The widget's chunk, `chunks/booking-widget-<hash>.js`, which the entry imports (vite.config.ts). */
declare const __WIDGET_CHUNK__: string;

{
  const script = document.currentScript as HTMLScriptElement | null;
  if (!customElements.get('booking-widget')) {
    const base = script?.src || document.baseURI;
    const entry = new URL('booking-widget.js', base).href;
    // The entry is one line that imports the widget's chunk: asked for now, the chunk comes in
    // the same round trip as the entry rather than after it. It is the one module the entry
    // imports; should it fail, the entry fails with it and says so below.
    import(/* @vite-ignore */ new URL(__WIDGET_CHUNK__, base).href).catch(() => {});
    import(/* @vite-ignore */ entry).catch((error: unknown) =>
      console.error(`[booking-widget] ${entry} could not be loaded (${String(error)}).`),
    );
  }
}
