import type { MessageId } from './messages.js';

/**
 * Where the language files are: `locales/` beside the module that holds the loader — the side
 * file `languages.js`, beside the script-tag file; `dist/lib/i18n/` in the bundler build.
 */
export const LANGUAGE_FILES_URL: string = new URL(/* @vite-ignore */ './locales/', import.meta.url).href;

/**
 * A language file's default export: its texts in `MESSAGE_IDS` order, plain strings with
 * `{name}` placeholders, `0` for a plural variant the language does not use
 * (scripts/build-locales.mjs writes it from xliff/<locale>.xlf).
 */
export type LanguageFileTexts = ReadonlyArray<string | 0>;

/** A language's texts by id. */
export type LanguageTexts = Partial<Record<MessageId, string>>;

/** A language file's texts by id; a text that is not a string is left out (English stays). */
export function languageTexts(texts: LanguageFileTexts, ids: readonly string[]): LanguageTexts {
  const byId: Record<string, string> = {};
  ids.forEach((id, index) => {
    const text = texts[index];
    if (typeof text === 'string') byId[id] = text;
  });
  return byId;
}

export interface LocaleLoaderOptions {
  /** The folder of the language files (default `LANGUAGE_FILES_URL`). */
  baseUrl?: string;
  /**
   * The catalog's ids in order (`MESSAGE_IDS`); a file with another count is refused. Given by
   * the caller, so that the side file holding the loader carries no copy of the catalog.
   */
  ids: readonly string[];
  warn?: (message: string) => void;
}

/**
 * The loader of language files: imports `<baseUrl><locale>.js` (same origin as
 * the script, so `script-src 'self'` allows it; an `import()` URL is no Trusted Types sink).
 * Calls for one language share one request, so starting it early — beside the business
 * details — costs nothing when the element asks again. When a file cannot load (404, offline,
 * blocked) or is not of this version of the widget, the promise rejects and the console gets
 * one warning per language; the caller then stays with English. A later call tries again.
 * `console.warn` is looked up at each warning, so a console wrapper installed later hears it.
 */
export function createLocaleLoader({
  baseUrl = LANGUAGE_FILES_URL,
  ids,
  warn = (message: string) => console.warn(message),
}: LocaleLoaderOptions) {
  const loads = new Map<string, Promise<LanguageTexts>>();
  const warned = new Set<string>();
  return (locale: string): Promise<LanguageTexts> => {
    let load = loads.get(locale);
    if (!load) {
      const url = new URL(`${encodeURIComponent(locale)}.js`, baseUrl).href;
      load = (import(/* @vite-ignore */ url) as Promise<{ default?: LanguageFileTexts }>)
        .then(({ default: texts }) => {
          if (!Array.isArray(texts) || texts.length !== ids.length) throw new Error('not a language file of this version');
          return languageTexts(texts, ids);
        })
        .catch((error: unknown) => {
          loads.delete(locale);
          if (!warned.has(locale)) {
            warned.add(locale);
            warn(
              `[booking-widget] The language file ${url} could not be loaded (${error instanceof Error ? error.message : String(error)}); texts stay English.`,
            );
          }
          throw error;
        });
      loads.set(locale, load);
    }
    return load;
  };
}
