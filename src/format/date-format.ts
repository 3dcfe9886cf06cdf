/**
 * The business's `date_format`, whose allowed values the interface does not show, read in
 * the four families people actually write (docs/platform-interface.md) and turned into
 * date-fns tokens:
 *
 * | family               | example            | how it is recognised                        |
 * |----------------------|--------------------|---------------------------------------------|
 * | PHP `date()`         | `d/m/Y`, `jS F Y`  | every letter stands alone                   |
 * | moment / day.js      | `DD/MM/YYYY`       | has `Y` or `D` (Unicode has neither for dates) |
 * | Unicode / date-fns   | `dd/MM/yyyy`       | has `M`                                     |
 * | all lowercase        | `dd-mm-yyyy`       | anything else                               |
 *
 * A pattern is accepted only when every letter is a known token of its family and it names
 * both a day and a month; otherwise `yyyy-MM-dd` is used. The output uses only the tokens
 * `formatDate` implements, so the widget needs no date-fns `format` (5.7 KB gzip): month
 * and weekday names come from Intl.DateTimeFormat, in any locale, at no cost in bytes.
 */
import { isString } from '../api/parse.js';
import { dateTimeFormat } from './date-time-format.js';
import { inOrder, weekdayJoining } from './joiners.js';
import { localeTag } from './locale.js';

export const FALLBACK_DATE_PATTERN = 'yyyy-MM-dd';

// Families by index: 0 PHP, 1 moment, 2 Unicode, 3 lowercase.
// The tokens formatDate implements; each family's spelling of them below, in this order.
const OUTPUT = 'yyyy yy MMMM MMM MM M dd d do EEEE EEE'.split(' ');
const TOKENS = [
  // PHP writes the English ordinal as a suffix to the day: jS → 5th.
  'Y|y|F|M|m|n|d|j|jS dS|l|D',
  'YYYY Y yyyy|YY yy|MMMM|MMM|MM|M|DD|D|Do|dddd|ddd',
  'yyyy yyy y|yy|MMMM|MMM|MM|M|dd|d|do|EEEE|EEE EE E',
  'yyyy y|yy|mmmm|mmm|mm|m|dd|d|do|dddd|ddd',
];

/** Each family's way of writing literal text: PHP backslashes, moment brackets, Unicode quotes. */
const ESCAPED = [/^\\(.)/s, /^\[([^\]]*)\]/, /^'((?:''|[^'])*)'/];

const quoteLiteral = (text: string) => {
  const escaped = text.replace(/'/g, "''");
  return /[A-Za-z]/.test(text) ? `'${escaped}'` : escaped;
};

/** Maps a business date_format to date-fns tokens; never throws, never echoes unknown letters. */
export function toDateFnsPattern(businessFormat: unknown): string {
  const pattern = isString(businessFormat) ? businessFormat.trim() : '';
  // An empty pattern names no day and falls back below.
  if (pattern.length > 40) return FALLBACK_DATE_PATTERN;
  // The letters outside quoted text tell the family: PHP's letters all stand alone; moment has
  // `Y` or `D` (Unicode has neither for dates); Unicode has `M`; anything else is lowercase.
  const letters = pattern.replace(/'(?:''|[^'])*'|\[[^\]]*\]|\\./gs, '');
  const kind = /([A-Za-z])\1/.test(letters) ? (/[YD]/.test(letters) ? 1 : /M/.test(letters) ? 2 : 3) : 0;
  let literal = '';
  let result = '';
  let tokens = '';
  let match: RegExpExecArray | null | undefined;
  for (let rest = pattern; rest; rest = rest.slice(match[0].length)) {
    if ((match = ESCAPED[kind]?.exec(rest))) literal += match[1]!.replace(/''/g, "'");
    else if ((match = (kind ? /^(?:Do|do|([A-Za-z])\1*)/ : /^(?:[jd]S|[A-Za-z])/).exec(rest))) {
      const token = OUTPUT[TOKENS[kind]!.split('|').findIndex((names) => names.split(' ').includes(match![0]))];
      if (!token) return FALLBACK_DATE_PATTERN;
      result += quoteLiteral(literal) + token;
      literal = '';
      tokens += token;
    }
    // Separators are plain punctuation; `%` and other symbols mean another syntax (strftime's
    // `%d/%m/%Y`) that would otherwise be shown half-raw.
    else if ((match = /^[^%$#@!*&^~`|\\<>{}=+?;"_]/.exec(rest))) literal += match[0];
    else return FALLBACK_DATE_PATTERN;
  }
  // A usable date names both its day and its month.
  return /d/.test(tokens) && /M/.test(tokens) ? result + quoteLiteral(literal) : FALLBACK_DATE_PATTERN;
}

/**
 * Formats `date` (its local calendar day) with the date-fns tokens toDateFnsPattern emits:
 * yyyy yy MMMM MMM MM M dd d do EEEE EEE and quoted literals. Other letters are printed as
 * they are. An invalid date gives an empty string.
 */
export function formatDate(date: Date, pattern: string, locale?: string): string {
  if (isNaN(+date)) return '';
  // Not a locale: English.
  const lang = localeTag(locale) ?? 'en-US';
  const day = date.getDate();
  const numbers: Record<string, number> = { y: date.getFullYear(), M: date.getMonth() + 1, d: day };
  return pattern.replace(/''|'(?:''|[^'])*(?:'|$)|do|([A-Za-z])\1*/g, (piece) => {
    // Quoted text without its quotes, and '' as one quote inside or outside it.
    if (piece[0] === "'") return piece.replace(/'('?)/g, '$1');
    if (/^(yyyy|yy|MM?|dd?)$/.test(piece))
      return String(piece === 'yy' ? numbers.y! % 100 : numbers[piece[0]!]).padStart(piece.length, '0');
    if (/^(MMMM?|EEEE?)$/.test(piece)) {
      // A named part as the locale writes it in a date (e.g. the genitive month in Russian).
      const type = piece[0] === 'M' ? 'month' : 'weekday';
      const width = piece[3] ? 'long' : 'short';
      const options: Intl.DateTimeFormatOptions = type === 'month' ? { day: 'numeric', month: width } : { weekday: width };
      return (
        dateTimeFormat(lang, options)
          .formatToParts(date)
          .find((part) => part.type === type)?.value ?? ''
      );
    }
    if (piece !== 'do') return piece;
    // English suffixes (1st 2nd 3rd 4th … 11th 12th 13th … 21st); languages that write an
    // ordinal day as the number and a full stop ("5. März"); elsewhere the plain number.
    // The language is the canonical tag's first subtag.
    return (
      day +
      (/^en\b/.test(lang)
        ? (['th', 'st', 'nd', 'rd'][day > 3 && day < 21 ? 0 : day % 10] ?? 'th')
        : /^(de|da|nb|nn|no|fi|cs|sk|sl|hr|sr|bs|hu|tr|et|lv|is)\b/.test(lang)
          ? '.'
          : '')
    );
  });
}

/**
 * A day as the customer reads it: in the business's date_format, with the locale's names. A
 * format without a weekday ("10/12/2026") gets the weekday's name beside it, so the customer
 * need not work out which day it is: where and with what punctuation the language puts it
 * ("Friday, 10/12/2026"; "الجمعة، 10/12/2026"; "10/12/2026金曜日").
 */
export function formatDayLabel(date: Date, dateFormat: string | undefined, locale: string): string {
  const pattern = toDateFnsPattern(dateFormat);
  const formatted = formatDate(date, pattern, locale);
  if (pattern.replace(/'[^']*'/g, '').includes('E')) return formatted;
  const weekday = dateTimeFormat(locale, { weekday: 'long' }).format(date);
  return inOrder(weekdayJoining(locale), weekday, formatted).join('');
}
