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

/** Where a piece goes beside the rest, and what stands between them. */
export interface Joining {
  /** The piece comes after the rest (the weekday in ja, the time in most languages). */
  after: boolean;
  joiner: string;
}

/**
 * Where `Intl` writes the parts of `options` whose types match `piece`, beside the rest, and the
 * literal between them; after the rest, less the letters and full stop that end the rest's last
 * part (the day's "日" in ja, "일" in ko, the full stop of hu's "27.").
 */
function joiningOf(locale: string, options: Intl.DateTimeFormatOptions, piece: RegExp): Joining {
  const parts = dateTimeFormat(locale, options).formatToParts(SAMPLE);
  const isPiece = parts.map((part) => piece.test(part.type));
  const after = !isPiece[0];
  const between = parts[after ? isPiece.indexOf(true) - 1 : isPiece.lastIndexOf(true) + 1];
  const joiner = between?.type === 'literal' ? between.value : '';
  return { after, joiner: after ? joiner.replace(/^[\p{L}.]+/u, '') : joiner };
}

/** The weekday beside a date: `{ after: false, joiner: ', ' }` in en, `'، '` in ar, after the date in ja. */
export const weekdayJoining = memoize((locale): Joining =>
  joiningOf(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, /^weekday$/),
);

/** A time beside its day: after it with `', '` in en, `'، '` in ar, `' '` in ja; before it in vi. */
export const dayTimeJoining = memoize((locale): Joining =>
  joiningOf(
    locale,
    { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' },
    /^(hour|minute|dayPeriod)$/,
  ),
);

/** `piece` and `rest` in the order `joining` gives, the joiner between them: a list to join or to render. */
export const inOrder = <Piece, Rest>({ after, joiner }: Joining, piece: Piece, rest: Rest): (Piece | Rest | string)[] =>
  after ? [rest, joiner, piece] : [piece, joiner, rest];

/** `day` and `time` as one text, in the language's order and punctuation ("Saturday, 28/11/2026, 01:40"). */
export const joinDayAndTime = (locale: string, day: string, time: string): string =>
  inOrder(dayTimeJoining(locale), time, day).join('');
