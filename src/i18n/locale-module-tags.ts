/**
 * The two template tags a language file uses, in place of `lit`'s `html` and
 * `@lit/localize`'s `str` (scripts/build-locales.mjs maps both imports here), so that a
 * language file carries its texts and nothing of either library.
 *
 * Both return the plain objects the libraries' own tags return: `@lit/localize`'s runtime
 * reads `{ strTag, strings, values }` of a `str` text, and lit renders
 * `{ _$litType$: 1, strings, values }`, the cross-version shape of an HTML template result
 * (a tagged template's own `strings`, as lit requires). The widget's copy of lit renders it.
 */
export const str = (strings: TemplateStringsArray, ...values: unknown[]) => ({ strTag: true as const, strings, values });

export const html = (strings: TemplateStringsArray, ...values: unknown[]) => ({ ['_$litType$']: 1 as const, strings, values });
