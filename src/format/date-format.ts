/**
 * The business's `date_format`, whose allowed values the interface does not show, read in
 * the four families people actually write (README → Interface assumptions) and turned into
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
import { dateTimeFormat } from './date-time-format.js';

export const FALLBACK_DATE_PATTERN = 'yyyy-MM-dd';

const MAX_PATTERN_LENGTH = 40;

type Family = 'unicode' | 'moment' | 'php' | 'lowercase';

const TOKENS: Record<Family, Record<string, string>> = {
  unicode: {
    yyyy: 'yyyy', yyy: 'yyyy', y: 'yyyy', yy: 'yy',
    MMMM: 'MMMM', MMM: 'MMM', MM: 'MM', M: 'M',
    dd: 'dd', d: 'd', do: 'do',
    EEEE: 'EEEE', EEE: 'EEE', EE: 'EEE', E: 'EEE',
  },
  moment: {
    YYYY: 'yyyy', Y: 'yyyy', YY: 'yy', yyyy: 'yyyy', yy: 'yy',
    MMMM: 'MMMM', MMM: 'MMM', MM: 'MM', M: 'M',
    DD: 'dd', D: 'd', Do: 'do',
    dddd: 'EEEE', ddd: 'EEE',
  },
  php: {
    Y: 'yyyy', y: 'yy',
    F: 'MMMM', M: 'MMM', m: 'MM', n: 'M',
    d: 'dd', j: 'd',
    l: 'EEEE', D: 'EEE',
  },
  lowercase: {
    yyyy: 'yyyy', y: 'yyyy', yy: 'yy',
    mmmm: 'MMMM', mmm: 'MMM', mm: 'MM', m: 'M',
    dd: 'dd', d: 'd', do: 'do',
    dddd: 'EEEE', ddd: 'EEE',
  },
};

/** Each family's way of writing literal text: Unicode quotes, moment brackets, PHP backslashes. */
const ESCAPED: Record<Family, RegExp | undefined> = {
  unicode: /^'((?:''|[^'])*)'/,
  moment: /^\[([^\]]*)\]/,
  php: /^\\(.)/s,
  lowercase: undefined,
};

function family(pattern: string): Family {
  const letters = pattern.replace(/'(?:''|[^'])*'|\[[^\]]*\]|\\./gs, '').match(/([A-Za-z])\1*/g) ?? [];
  if (letters.every((run) => run.length === 1)) return 'php';
  if (/[YD]/.test(letters.join(''))) return 'moment';
  if (letters.some((run) => run.startsWith('M'))) return 'unicode';
  return 'lowercase';
}

type Piece = { token: string } | { literal: string };

function pieces(pattern: string, kind: Family): Piece[] | undefined {
  const result: Piece[] = [];
  let rest = pattern;
  while (rest !== '') {
    const escaped = ESCAPED[kind]?.exec(rest);
    if (escaped) {
      result.push({ literal: (escaped[1] ?? '').replace(/''/g, "'") });
      rest = rest.slice(escaped[0].length);
      continue;
    }
    const run = /^(?:Do|do|([A-Za-z])\1*)/.exec(rest);
    if (!run) {
      // Separators are plain punctuation; `%` and other symbols mean another syntax (strftime's
      // `%d/%m/%Y`) that would otherwise be shown half-raw.
      if (/[%$#@!*&^~`|\\<>{}=+?;"_]/.test(rest[0]!)) return undefined;
      result.push({ literal: rest[0]! });
      rest = rest.slice(1);
      continue;
    }
    let letters = kind === 'php' ? rest[0]! : run[0];
    rest = rest.slice(letters.length);
    // PHP writes the English ordinal as a suffix to the day: jS → 5th.
    if (kind === 'php' && rest[0] === 'S' && (letters === 'j' || letters === 'd')) {
      letters = 'do';
      rest = rest.slice(1);
    }
    const token = kind === 'php' && letters === 'do' ? 'do' : TOKENS[kind][letters];
    if (token === undefined) return undefined;
    result.push({ token });
  }
  return result;
}

function quoteLiteral(text: string): string {
  const escaped = text.replace(/'/g, "''");
  return /[A-Za-z]/.test(text) ? `'${escaped}'` : escaped;
}

/** Maps a business date_format to date-fns tokens; never throws, never echoes unknown letters. */
export function toDateFnsPattern(businessFormat: unknown): string {
  if (typeof businessFormat !== 'string') return FALLBACK_DATE_PATTERN;
  const pattern = businessFormat.trim();
  if (pattern === '' || pattern.length > MAX_PATTERN_LENGTH) return FALLBACK_DATE_PATTERN;
  const parsed = pieces(pattern, family(pattern));
  if (!parsed) return FALLBACK_DATE_PATTERN;
  const tokens = parsed.flatMap((piece) => ('token' in piece ? [piece.token] : []));
  const hasDay = tokens.some((token) => token.startsWith('d'));
  const hasMonth = tokens.some((token) => token.startsWith('M'));
  if (!hasDay || !hasMonth) return FALLBACK_DATE_PATTERN;
  let literal = '';
  let result = '';
  for (const piece of parsed) {
    if ('literal' in piece) {
      literal += piece.literal;
      continue;
    }
    result += quoteLiteral(literal) + piece.token;
    literal = '';
  }
  return result + quoteLiteral(literal);
}

/** One named part of a date as the locale writes it in a date (e.g. the genitive month in Russian). */
function namedPart(date: Date, locale: string, type: 'month' | 'weekday', width: 'long' | 'short'): string {
  const options: Intl.DateTimeFormatOptions = type === 'month' ? { day: 'numeric', month: width } : { weekday: width };
  return dateTimeFormat(locale, options).formatToParts(date).find((part) => part.type === type)?.value ?? '';
}

const ENGLISH_ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
/** Languages that write an ordinal day as the number and a full stop ("5. März"). */
const DOT_ORDINAL_LANGUAGES = new Set('de da nb nn no fi cs sk sl hr sr bs hu tr et lv is'.split(' '));

function ordinalDay(day: number, locale: string): string {
  const language = locale.split('-')[0]!.toLowerCase();
  if (language === 'en') return `${day}${ENGLISH_ORDINAL_SUFFIX[new Intl.PluralRules('en', { type: 'ordinal' }).select(day)] ?? 'th'}`;
  return DOT_ORDINAL_LANGUAGES.has(language) ? `${day}.` : String(day);
}

function usableLocale(locale: string | undefined): string {
  try {
    return Intl.getCanonicalLocales(locale ?? 'en-US')[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * Formats `date` (its local calendar day) with the date-fns tokens toDateFnsPattern emits:
 * yyyy yy MMMM MMM MM M dd d do EEEE EEE and quoted literals. Other letters are printed as
 * they are. An invalid date gives an empty string.
 */
export function formatDate(date: Date, pattern: string, locale?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  const lang = usableLocale(locale);
  const year = date.getFullYear();
  const field: Record<string, () => string> = {
    yyyy: () => pad(year, 4),
    yy: () => pad(year % 100, 2),
    MMMM: () => namedPart(date, lang, 'month', 'long'),
    MMM: () => namedPart(date, lang, 'month', 'short'),
    MM: () => pad(date.getMonth() + 1, 2),
    M: () => String(date.getMonth() + 1),
    dd: () => pad(date.getDate(), 2),
    d: () => String(date.getDate()),
    do: () => ordinalDay(date.getDate(), lang),
    EEEE: () => namedPart(date, lang, 'weekday', 'long'),
    EEE: () => namedPart(date, lang, 'weekday', 'short'),
  };
  return (pattern.match(/''|'(?:''|[^'])*(?:'|$)|do|([A-Za-z])\1*|[^A-Za-z']+/g) ?? [])
    .map((piece) => {
      if (piece === "''") return "'";
      if (piece.startsWith("'")) return piece.replace(/^'|'$/g, '').replace(/''/g, "'");
      return field[piece]?.() ?? piece;
    })
    .join('');
}
