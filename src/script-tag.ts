// The classic script (dist/booking-widget.iife.js), for the places that take only a plain
// `<script src>` (tag managers, site builders): it imports the module entry, booking-widget.js,
// from beside itself. The module then registers the element, once, and brings its chunks.
// Run twice, late (after DOMContentLoaded), `async` or `defer`, it does the same: the entry's
// URL carries no query of the classic script's (`?v=2`), so every copy imports the one module.
// It declares nothing at the top level: a second copy has nothing to redeclare.
{
  const script = document.currentScript as HTMLScriptElement | null;
  if (!customElements.get('booking-widget')) {
    const entry = new URL('booking-widget.js', script?.src || document.baseURI).href;
    import(/* @vite-ignore */ entry).catch((error: unknown) =>
      console.error(`[booking-widget] ${entry} could not be loaded (${String(error)}).`),
    );
  }
}
