import { memoize } from '../memoize.js';
import { dateTimeFormat } from './date-time-format.js';

/**
 * An instant's time of day in `locale`'s style and `timeZone` ("9:30 AM" in en-US, "09:30" in
 * de), with no-break spaces: a time never breaks inside ("9:30 ص"), a range only at its dash.
 */
export const formatTime = (instant: Date, locale: string, timeZone: string): string =>
  dateTimeFormat(locale, { timeZone, timeStyle: 'short' }).format(instant).replace(/\s/g, '\u00a0');

// Each slot's two times are formatted in every render of a day's list (up to 96 slots, again
// on a slot click): the answer depends on the language and the time alone, so it is kept.
const wallTimes = memoize((key) => {
  const [locale, time] = key.split(' ') as [string, string];
  const [hours, minutes] = time.split(':').map(Number);
  return formatTime(new Date(Date.UTC(1970, 0, 1, hours, minutes)), locale, 'UTC');
});

/**
 * A wall-clock `HH:MM` as `locale` writes times of day, no zone involved: what a slot shows
 * when no `time-zone` is set or the customer reads the business's own times.
 */
export const formatWallTime = (locale: string, time: string): string => wallTimes(`${locale} ${time}`);

/** A slot's range, `from`–`to` (wall-clock `HH:MM`), as `locale` writes times of day: "9:30 AM–10:00 AM", "09:30–10:00". */
export const formatTimeRange = ({ from, to }: { from: string; to: string }, locale: string): string =>
  `${formatWallTime(locale, from)}\u2013${formatWallTime(locale, to)}`;
