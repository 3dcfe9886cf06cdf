import { memoize } from '../memoize.js';

// Canonicalizing builds an `Intl.Locale`, and the element asks on every render (the calendar,
// every date label): the answer depends on the string alone, so it is remembered per string.
const canonical = memoize((locale): string | undefined => {
  try {
    return new Intl.Locale(locale).toString();
  } catch {
    return undefined;
  }
});

/** `locale` when it is a BCP 47 tag, canonicalized; undefined (the browser's language) otherwise. */
export function localeTag(locale: string | undefined): string | undefined {
  return locale ? canonical(locale) : undefined;
}
