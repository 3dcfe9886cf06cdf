/** `locale` when it is a BCP 47 tag, canonicalized; undefined (the browser's language) otherwise. */
export function localeTag(locale: string | undefined): string | undefined {
  try {
    return locale ? new Intl.Locale(locale).toString() : undefined;
  } catch {
    return undefined;
  }
}
