// The languages the widget speaks: English, built in, and one file per other language,
// dist/locales/<code>.js, built from xliff/<code>.xlf (README "Adding a language").

/**
 * The locale code that templates in this source code are written in.
 */
export const sourceLocale = `en`;

/**
 * The other locale codes that this application is localized into. Sorted
 * lexicographically.
 */
export const targetLocales = [
  `ar`,
  `cs`,
  `da`,
  `de`,
  `el`,
  `es`,
  `fa`,
  `fi`,
  `fr`,
  `he`,
  `hi`,
  `hu`,
  `id`,
  `it`,
  `ja`,
  `ko`,
  `nb`,
  `nl`,
  `pl`,
  `pt-BR`,
  `pt-PT`,
  `ro`,
  `ru`,
  `sv`,
  `th`,
  `tr`,
  `uk`,
  `vi`,
  `zh-Hans`,
  `zh-Hant`,
] as const;

/**
 * All valid project locale codes. Sorted lexicographically.
 */
export const allLocales = [
  `ar`,
  `cs`,
  `da`,
  `de`,
  `el`,
  `en`,
  `es`,
  `fa`,
  `fi`,
  `fr`,
  `he`,
  `hi`,
  `hu`,
  `id`,
  `it`,
  `ja`,
  `ko`,
  `nb`,
  `nl`,
  `pl`,
  `pt-BR`,
  `pt-PT`,
  `ro`,
  `ru`,
  `sv`,
  `th`,
  `tr`,
  `uk`,
  `vi`,
  `zh-Hans`,
  `zh-Hant`,
] as const;
