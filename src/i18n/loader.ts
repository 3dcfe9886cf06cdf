/**
 * A language's module, `./locales/<locale>.js` (generated from xliff/<locale>.xlf by
 * scripts/build-locales.mjs). The `import()` names its folder and extension, so every bundler
 * sees the language files and emits each as a chunk of its own (vite's dynamic import
 * variables): the script-tag build beside the entry, an application's build beside its own.
 * Their names carry a content hash, so a page never mixes a language of one version of the
 * widget with another version's catalog.
 */
const importLanguageFile = (locale: string): Promise<{ default?: unknown }> => import(`./locales/${locale}.js`);

/**
 * A language file's default export: its texts in `MESSAGE_IDS` order, plain strings with
 * `{name}` placeholders, `0` for a plural variant the language does not use or a text not
 * translated yet (the English then shows). `createTranslate` looks a text up by its id's place.
 */
export type LanguageTexts = ReadonlyArray<string | 0>;

export interface LocaleLoaderOptions {
  /** Imports a language's module (default: `./locales/<locale>.js`, a chunk of its own). */
  importFile?: (locale: string) => Promise<{ default?: unknown }>;
  warn?: (message: string) => void;
}

/**
 * The loader of language files: imports a language's chunk (same origin as the script, so
 * `script-src 'self'` allows it; an `import()` URL is no Trusted Types sink). Calls for one
 * language share one request, so starting it early — beside the business details — costs
 * nothing when the element asks again. When a file cannot load (404, offline, blocked) or holds
 * no texts, the promise rejects and the console gets one warning per language; the caller then
 * stays with English. A later call tries again. `console.warn` is looked up at each warning, so
 * a console wrapper installed later hears it.
 */
export function createLocaleLoader({
  importFile = importLanguageFile,
  warn = (message: string) => console.warn(message),
}: LocaleLoaderOptions = {}) {
  const loads = new Map<string, Promise<LanguageTexts>>();
  const warned = new Set<string>();
  return (locale: string): Promise<LanguageTexts> => {
    let load = loads.get(locale);
    if (!load) {
      load = importFile(locale)
        .then(({ default: texts }) => {
          if (!Array.isArray(texts)) throw new Error('not a language file');
          return texts as LanguageTexts;
        })
        .catch((error: unknown) => {
          loads.delete(locale);
          if (!warned.has(locale)) {
            warned.add(locale);
            warn(
              `[booking-widget] The language file of "${locale}" could not be loaded (${error instanceof Error ? error.message : String(error)}); texts stay English.`,
            );
          }
          throw error;
        });
      loads.set(locale, load);
    }
    return load;
  };
}
