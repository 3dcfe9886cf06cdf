// A chunk of its own: the choice among every language the widget speaks (`chooseLocale`) and
// the loader of their files, loaded only for a page that asks first for a language other than
// English (`LocaleController`, `firstTagAsked`).
import { createLocaleLoader, type LanguageTexts } from './loader.js';
import { chooseLocale, localeDirection, type LocaleChoice, type LocaleSources } from './negotiate.js';

/** A language ready to show: what `LocaleController` puts on screen. */
export interface Language extends LocaleChoice {
  /** The direction of the widget's root: `rtl` for Arabic, Hebrew, Persian. */
  dir: 'ltr' | 'rtl';
  /** The language file's texts; none for English. */
  texts: LanguageTexts | undefined;
}

export interface LanguageSources extends LocaleSources {
  /** Loads a language's texts (default: its file beside this one, one request per language for the page). */
  load?: ((locale: string) => Promise<LanguageTexts>) | undefined;
}

let sharedLoad: ((locale: string) => Promise<LanguageTexts>) | undefined;

/**
 * The language the widget speaks for `sources`, with its file's texts. Rejects when the file
 * cannot load (the loader warned once); the widget then speaks English.
 */
export async function chooseLanguage({
  load = (sharedLoad ??= createLocaleLoader()),
  ...sources
}: LanguageSources): Promise<Language> {
  const choice = chooseLocale(sources);
  const texts = choice.messages === 'en' ? undefined : await load(choice.messages);
  return { ...choice, dir: localeDirection(choice.messages), texts };
}
