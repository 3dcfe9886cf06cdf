import { memoize } from '../memoize.js';
import { dateTimeFormat } from './date-time-format.js';
import { formatTime } from './time-of-day.js';
import { instantsReading, offsetAt, wallClock } from './zoned-time.js';

export { wallClock, zonedTimeToInstant } from './zoned-time.js';

/**
 * Instants in any zone as the customer reads them, and the zones' names, through `Intl` alone;
 * the arithmetic between wall clocks and instants is `zoned-time.ts`.
 */

/** Whether the browser knows `timeZone` (an IANA name such as `Europe/Berlin`). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return !!timeZone;
  } catch {
    return false;
  }
}

/** The customer's own zone, as the browser reports it. */
export const customerTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A zone's name for the customer, e.g. "Central European Time" / "Mitteleuropäische Zeit"
 * (`longGeneric`, the name without summer/winter), else the browser's long name at `instant`.
 */
export function timeZoneLabel(locale: string, timeZone: string, instant = new Date()): string {
  for (const timeZoneName of ['longGeneric', 'long'] as const) {
    try {
      const name = dateTimeFormat(locale, { timeZone, timeZoneName })
        .formatToParts(instant)
        .find((part) => part.type === 'timeZoneName')?.value;
      if (name) return name;
    } catch {
      // `longGeneric` is newer than `long`: try the next.
    }
  }
  return timeZone;
}

/** Whether two zones' clocks differ at `instant` (Paris and Berlin do not; London and Berlin do). */
export const clocksDiffer = (zoneA: string, zoneB: string, instant: Date): boolean =>
  offsetAt(zoneA, instant.getTime()) !== offsetAt(zoneB, instant.getTime());

type ZoneAffixes = { before: string; after: string };

interface AffixOptions {
  locale: string;
  timeZone: string;
  instant: Date;
  /** How the zone is named: `longGeneric` ("Pacific Time"), `long`, or `short` ("GMT+13", "NZDT"). */
  timeZoneName: Intl.DateTimeFormatOptions['timeZoneName'];
}

/** What goes before and after a time in `locale` to write `timeZone`'s name, in the given style, at `instant`. */
function affixes({ locale, timeZone, instant, timeZoneName }: AffixOptions): ZoneAffixes {
  const parts = dateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName }).formatToParts(instant);
  const isTime = parts.map((part) => ['hour', 'minute', 'dayPeriod'].includes(part.type));
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return { before: text(0, isTime.indexOf(true)), after: text(isTime.lastIndexOf(true) + 1) };
}

/**
 * What goes before and after a time to name `timeZone`'s clock, as the language writes a time
 * with its zone at `instant`: `{ before: '', after: ' Pacific Time' }` in en,
 * `{ before: '北美太平洋时间 ', after: '' }` in zh, `' (وقت غرب امریکا)'` after it in fa. The name
 * is `longGeneric` ("Central European Time"), else the browser's `long` name.
 */
export function zoneAround(locale: string, timeZone: string, instant: Date): ZoneAffixes {
  for (const timeZoneName of ['longGeneric', 'long'] as const) {
    try {
      return affixes({ locale, timeZone, instant, timeZoneName });
    } catch {
      // `longGeneric` is newer than `long`: try the next.
    }
  }
  return { before: '', after: ` (${timeZone})` };
}

/**
 * What stands between the two times of a range in `locale` (" – " in en-US, "–" in de, "～" in
 * ja, " تا " in fa), as `formatRange` writes it. Where the end time's own suffix is shared with
 * the separator (ja's "分～"), the suffix is left out: a range of times without it has none.
 */
const rangeSeparator = memoize((locale) => {
  const parts = dateTimeFormat(locale, { timeZone: 'UTC', timeStyle: 'short' }).formatRangeToParts(0, 36e5);
  const sources = parts.map((part) => part.source);
  const endEnds = sources.lastIndexOf('endRange');
  const between = parts
    .slice(sources.lastIndexOf('startRange') + 1, sources.indexOf('endRange'))
    .map((part) => part.value)
    .join('');
  const suffix = parts[endEnds + 1]?.type === 'literal' ? parts[endEnds + 1]!.value : '';
  return (suffix.trim() && between.startsWith(suffix) ? between.slice(suffix.length) : between) || '\u2013';
});

/**
 * Two instants as a range of times of day in `timeZone`, as the language writes one
 * (`formatRange`, as `formatTimeRange`). A range across midnight there is two times and the
 * language's separator ("11:45 PM – 12:15 AM"): `formatRange` would write both dates, and the
 * list's headings say the day.
 */
export function formatInstantRange({ from, to }: { from: Date; to: Date }, locale: string, timeZone: string): string {
  if (wallClock(from, timeZone).date !== wallClock(to, timeZone).date)
    return `${formatTime(from, locale, timeZone)}${rangeSeparator(locale)}${formatTime(to, locale, timeZone)}`;
  return dateTimeFormat(locale, { timeZone, timeStyle: 'short' }).formatRange(from, to);
}

/**
 * Whether `timeZone`'s wall clock alone could mislead about a range: one of its times is read
 * twice that night (the clocks go back: 2:30 AM before the change and again after it), or its
 * offset changes within it (2:30 – 2:00 AM ends after it starts; 1:30 – 3:00 AM, across the
 * hour the clocks skip, is thirty minutes).
 */
function wallClockMisleads({ from, to }: { from: Date; to: Date }, timeZone: string): boolean {
  const isRepeated = (instant: Date) => instantsReading({ timeZone, ...wallClock(instant, timeZone) }).length > 1;
  return offsetAt(timeZone, from.getTime()) !== offsetAt(timeZone, to.getTime()) || isRepeated(from) || isRepeated(to);
}

/**
 * A range of instants on `timeZone`'s clock: its two times and the range as one piece. On most
 * days as `formatTime` and `formatInstantRange` write them. Where the wall clock alone could
 * mislead (see `wallClockMisleads`), each time names its offset as the language writes a short
 * zone name ("2:30 AM GMT+13 – 2:00 AM GMT+12" in en-US, "NZDT"/"NZST" in en-NZ), and a range
 * with one offset names it once ("2:00 – 2:30 AM GMT+13"); the affixes keep no-break spaces,
 * as the times do, so a time and its offset stay on one line.
 */
export function formatInstantTimes(
  range: { from: Date; to: Date },
  locale: string,
  timeZone: string,
): { from: string; to: string; range: string } {
  const plain = { from: formatTime(range.from, locale, timeZone), to: formatTime(range.to, locale, timeZone) };
  if (!wallClockMisleads(range, timeZone)) return { ...plain, range: formatInstantRange(range, locale, timeZone) };
  const offsetAround = (instant: Date, text: string) => {
    const { before, after } = affixes({ locale, timeZone, instant, timeZoneName: 'short' });
    const unbroken = (affix: string) => affix.replace(/\s/g, '\u00a0');
    return `${unbroken(before)}${text}${unbroken(after)}`;
  };
  const from = offsetAround(range.from, plain.from);
  const to = offsetAround(range.to, plain.to);
  const oneOffset = offsetAt(timeZone, range.from.getTime()) === offsetAt(timeZone, range.to.getTime());
  return {
    from,
    to,
    range: oneOffset
      ? offsetAround(range.from, formatInstantRange(range, locale, timeZone))
      : `${from}${rangeSeparator(locale)}${to}`,
  };
}
