// The languages the widget speaks: English, built in, and one chunk per other language,
// dist/chunks/<code>-<hash>.js, from src/i18n/locales/<code>.js, which scripts/build-locales.mjs
// generates from xliff/<code>.xlf (CONTRIBUTING.md, "Languages": adding a language).

/** The language of the catalog (`src/i18n/messages.ts`), built into the script. */
export const sourceLocale = 'en';

/** The languages with a file of their own, sorted. */
export const targetLocales = [
  'ar',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'pl',
  'pt-BR',
  'pt-PT',
  'ro',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-Hans',
  'zh-Hant',
] as const;
