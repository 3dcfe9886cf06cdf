// A language file as scripts/build-locales.mjs writes it (texts in catalog order, a hole for a
// plural form German does not use), for the four ids i18n-loader.test.ts passes as its catalog.
const s = (strings, ...values) => ({ strTag: true, strings, values });
const h = (strings, ...values) => ({ ['_$litType$']: 1, strings, values });
export default ['Buchen', s`${0} Zeit verfügbar`, , s`${0} Zeiten verfügbar`, h`Wir haben einen 6-stelligen Code per SMS an ${0} gesendet.`];
