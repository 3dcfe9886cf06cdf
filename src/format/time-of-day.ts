import { memoize } from '../memoize.js';
import { dateTimeFormat } from './date-time-format.js';

/**
 * An instant's time of day in `locale`'s style and `timeZone` ("9:30 AM" in en-US, "09:30" in
 * de), with no-break spaces: a time never breaks inside ("9:30 ص").
 */
export const formatTime = (instant: Date, locale: string, timeZone: string): string =>
  dateTimeFormat(locale, { timeZone, timeStyle: 'short' }).format(instant).replace(/\s/g, '\u00a0');

// Each slot's two times are formatted in every render of a day's list (up to 96 slots, again
// on a slot click): the answer depends on the language and the time alone, so it is kept.
const wallTimes = memoize((key) => {
  const [locale, time] = key.split(' ') as [string, string];
  return formatTime(wallInstant(time), locale, 'UTC');
});

/** A wall-clock `HH:MM` as an instant of 1 January 1970 UTC, so formatting it in UTC gives it back. */
function wallInstant(time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.UTC(1970, 0, 1, hours, minutes));
}

/**
 * A wall-clock `HH:MM` as `locale` writes times of day, no zone involved: what a slot shows
 * when no `time-zone` is set or the customer reads the business's own times.
 */
export const formatWallTime = (locale: string, time: string): string => wallTimes(`${locale} ${time}`);

// A day's list formats each slot's range in every render, like its times (above). The
// platform's slots end after they begin (api/parse.ts), so a range is of one day.
const wallRanges = memoize((key) => {
  const [locale, from, to] = key.split(' ') as [string, string, string];
  return dateTimeFormat(locale, { timeZone: 'UTC', timeStyle: 'short' }).formatRange(wallInstant(from), wallInstant(to));
});

/**
 * A slot's range, `from`–`to` (wall-clock `HH:MM`), as `locale` writes one
 * (`Intl.DateTimeFormat#formatRange`): "9:00 – 9:30 AM" in en-US, "09:00–09:30 Uhr" in de.
 */
export const formatTimeRange = ({ from, to }: { from: string; to: string }, locale: string): string =>
  wallRanges(`${locale} ${from} ${to}`);

/**
 * A time range as the customer reads it, on the business's clock or their own: the pieces the
 * views put together (the slot's card, its accessible name, the summary, the forms' line and
 * the confirmation).
 */
export interface ShownRange {
  /** The day (`YYYY-MM-DD`) the range starts on, on the clock it is shown on. */
  date: string;
  /** The two times, each on its own ("9:00 AM"). */
  from: string;
  to: string;
  /** The range as one piece ("9:00 – 9:30 AM"), which the views keep on one line. */
  range: string;
  /**
   * Whose clock it is, as the language writes a time with its zone's name: what goes before and
   * after the time (" Pacific Time" in en; "北美太平洋时间 " before it in zh). Only when the
   * business's and the customer's clocks differ.
   */
  zone?: { before: string; after: string } | undefined;
}

/** The business's own range on `date`, as given: no zone named (the clocks agree, or none is set). */
export const wallRange = (locale: string, date: string, slot: { from: string; to: string }): ShownRange => ({
  date,
  from: formatWallTime(locale, slot.from),
  to: formatWallTime(locale, slot.to),
  range: formatTimeRange(slot, locale),
});
