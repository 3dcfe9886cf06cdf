// A language file as scripts/build-locales.mjs writes it (texts in catalog order, 0 for a
// plural form German does not use), for the ids i18n-loader.test.ts passes as its catalog.
export default [
  'Buchen',
  '{count} Zeit verfügbar',
  0,
  '{count} Zeiten verfügbar',
  'Wir haben einen 6-stelligen Code per SMS an {phone} gesendet.',
];
