import { memoize } from '../memoize.js';
import { dateTimeFormat } from './date-time-format.js';

/**
 * How a language puts two pieces of a date together, read from what `Intl` writes for a full
 * date: the punctuation between a weekday and a date ("Friday, …" in en, "الجمعة، …" with the
 * Arabic comma, "…金曜日" after the date in ja), and between a day and a time. No table of our
 * own: every language the browser knows gets its own.
 */

/** Any day: only the order of the parts and the literals between them are read. */
const SAMPLE = new Date(2026, 10, 27, 9, 0);

type PartType = Intl.DateTimeFormatPartTypes;

/** Where a piece goes beside another, and what stands between them. */
export interface Joining {
  /** The piece comes after the other (the weekday in ja, the time in most languages). */
  after: boolean;
  joiner: string;
}

/**
 * How `Intl` writes the parts of `options` whose types are `piece` beside the others: which comes
 * first, and the literal between them, less what the other side writes at its own end (ko's
 * date "2026. 11. 27." ends in a full stop of its own).
 */
function joiningOf({
  locale,
  options,
  piece,
  otherAlone,
}: {
  locale: string;
  /** The whole: the piece and the other side. */
  options: Intl.DateTimeFormatOptions;
  /** The piece's part types. */
  piece: readonly PartType[];
  /** The other side alone. */
  otherAlone: Intl.DateTimeFormatOptions;
}): Joining | undefined {
  const parts = dateTimeFormat(locale, options).formatToParts(SAMPLE);
  const isPiece = parts.map((part) => piece.includes(part.type));
  const first = isPiece.indexOf(true);
  const last = isPiece.lastIndexOf(true);
  if (first < 0) return undefined;
  const after = first > 0;
  const between = parts[after ? first - 1 : last + 1];
  if (between?.type !== 'literal') return { after, joiner: '' };
  // The other side's own punctuation at the edge it shares with the piece stays with it.
  const alone = dateTimeFormat(locale, otherAlone).formatToParts(SAMPLE);
  const edge = alone[after ? alone.length - 1 : 0];
  const own = edge?.type === 'literal' ? edge.value : '';
  const joiner = after ? between.value.slice(between.value.startsWith(own) ? own.length : 0) : between.value;
  return { after, joiner };
}

const DAY = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/** The weekday beside a date: `{ after: false, joiner: ', ' }` in en, `'، '` in ar, after the date in ja. */
export const weekdayJoining = memoize(
  (locale): Joining =>
    joiningOf({ locale, options: { weekday: 'long', ...DAY }, piece: ['weekday'], otherAlone: DAY }) ?? {
      after: false,
      joiner: ', ',
    },
);

const NUMERIC_DAY = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;

/** A time beside its day: after it with `', '` in en, `'، '` in ar, `' '` in ja; before it in vi. */
export const dayTimeJoining = memoize(
  (locale): Joining =>
    joiningOf({
      locale,
      options: { ...NUMERIC_DAY, hour: 'numeric', minute: 'numeric' },
      piece: ['hour', 'minute', 'dayPeriod'],
      otherAlone: NUMERIC_DAY,
    }) ?? {
      after: true,
      joiner: ', ',
    },
);

/** `day` and `time` as one text, in the language's order and punctuation ("Saturday, 28/11/2026, 01:40"). */
export function joinDayAndTime(locale: string, day: string, time: string): string {
  const { after, joiner } = dayTimeJoining(locale);
  return after ? `${day}${joiner}${time}` : `${time}${joiner}${day}`;
}
