/**
 * Files beside the script-tag file, imported only when a customer needs what they hold, so
 * that the page pays for them only then (scripts/build-side-files.mjs writes them; README →
 * Builds lists them). They are plain functions without lit: a side file never shares state
 * with the script, so loading it twice or not at all can only cost the feature it carries.
 */

/**
 * The URL of the script this module was bundled into, taken when it loads: the classic
 * script's `document.currentScript` (gone once the script has run; a module has none), else
 * the ES module's own `import.meta.url` (empty in the IIFE build, which has no `import.meta`),
 * else the page's address.
 */
const SCRIPT_URL: string =
  (globalThis.document?.currentScript as HTMLScriptElement | null | undefined)?.src || import.meta.url || document.baseURI;

/** A file's address beside the script: a widget served from a CDN loads them from the same CDN. */
export const besideScript = (path: string): string => new URL(path, SCRIPT_URL).href;

const loaded = new Map<string, Promise<unknown>>();
/** Failed loads forgotten per file: a new attempt asks for a new URL, as a module that failed to load stays failed under its URL. */
const attempts = new Map<string, number>();

/**
 * A side file's module, imported once: later calls share the first promise, so what callers
 * chain on it runs in the order they asked (the analytics steps rely on it). From the sources
 * (tests, the bundler build) `fromSources` imports it like any module; the script-tag builds
 * drop that argument (scripts/side-files-plugin.ts) and import `file` from beside the script:
 * same origin as the script, so `script-src 'self'` allows it, and an `import()` URL is no
 * Trusted Types sink. When the file cannot load (404, offline, blocked), the console gets one
 * warning, and the promise rejects for the caller to go on without what it holds.
 */
export function sideFile<Module>(file: string, fromSources?: () => Promise<Module>): Promise<Module> {
  let loading = loaded.get(file) as Promise<Module> | undefined;
  if (!loading) {
    const attempt = attempts.get(file);
    const url = besideScript(attempt ? `${file}?attempt=${attempt}` : file);
    loading = fromSources ? fromSources() : (import(/* @vite-ignore */ url) as Promise<Module>);
    loading.catch((error: unknown) => console.warn(`[booking-widget] ${url} could not be loaded (${String(error)}).`));
    loaded.set(file, loading);
  }
  return loading;
}

/** Lets the next `sideFile(file)` try again after a failed load (for a file a customer cannot go on without). */
export function forgetFailedSideFile(file: string): void {
  loaded.delete(file);
  attempts.set(file, (attempts.get(file) ?? 0) + 1);
}
