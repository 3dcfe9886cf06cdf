import { memoize } from '../memoize.js';
import type { MessageId } from './messages.js';

/**
 * Counts, percentages and waits in the customer's language through `Intl`: "70 %" in German
 * and French, "70%" in English, "٧٠٪؜" in Arabic, "۷۰٪" in Persian (each language's own
 * digits where it uses them), and the plural category a count takes.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and options, built once: building costs far more than using. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export const formatNumber = (locale: string, value: number): string => numberFormat(locale).format(value);

/** A percentage given as 0–100 (the platform's `percentage_filled`), e.g. `70` → "70 %". */
export const formatPercent = (locale: string, percent: number): string =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/**
 * A wait as the customer reads it: seconds up to a minute and a half, whole minutes beyond
 * ("30 s", "2 min"; "30 Sek.", "2 Min."), in the language's short unit style.
 */
export function formatWait(locale: string, seconds: number): string {
  const [value, unit] = seconds > 90 ? [Math.ceil(seconds / 60), 'minute'] : [seconds, 'second'];
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** The plural categories a catalog entry can have a variant for (`slots.status.count.few`). */
export type PluralCategory = Intl.LDMLPluralRule;

/** One set of plural rules per locale, built once. */
const pluralRules = memoize((locale) => new Intl.PluralRules(locale));

/**
 * The `Intl.PluralRules` category of `count` in `locale`: English knows `one` and `other`,
 * Polish and Russian also `few` and `many`, Arabic all six (`zero`, `one`, `two`, `few`,
 * `many`, `other`).
 */
export const pluralCategory = (locale: string, count: number): PluralCategory => pluralRules(locale).select(count);

/** Entries with one variant per plural category (`slots.status.count.one`, `.few`, …). */
export type PluralBase = MessageId extends infer Id ? (Id extends `${infer Base}.${PluralCategory}` ? Base : never) : never;

/** The variant of a plural entry that `count` takes in `locale` (`Intl.PluralRules`). */
export const pluralId = <Base extends PluralBase>(base: Base, locale: string, count: number) =>
  `${base}.${pluralCategory(locale, count)}` as `${Base}.${PluralCategory}` & MessageId;
