const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A shared `Intl.DateTimeFormat` per locale and options. Building one costs far more than
 * formatting with it, and the calendar and the day's heading ask for the same few on every
 * render. The map holds one entry per distinct pair the widget uses, so it stops growing.
 */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter;
}
