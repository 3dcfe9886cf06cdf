import { memoize } from '../memoize.js';
import { dateTimeFormat } from './date-time-format.js';
import { formatTime } from './time-of-day.js';

/**
 * The business's wall-clock times (what the platform's slots are, see the contract) as
 * instants, and instants in any zone, through `Intl` alone: correct across daylight-saving
 * changes for every IANA zone the browser knows, with no time zone data of our own.
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

/** The wall clock of `timeZone` at `instant`: `{ date: 'YYYY-MM-DD', time: 'HH:MM' }`. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `epochMs`, in ms (whole minutes). */
function offsetAt(timeZone: string, epochMs: number): number {
  const { date, time } = wallClock(new Date(epochMs), timeZone);
  const minuteStart = epochMs - (((epochMs % 60_000) + 60_000) % 60_000);
  return Date.parse(`${date}T${time}:00Z`) - minuteStart;
}

/**
 * The instant at which `timeZone`'s wall clock reads `date` `time` (`YYYY-MM-DD`, `HH:MM`).
 * Around a change of offset the wall clock can read a time twice or never; as `Temporal`'s
 * `compatible` disambiguation does, a repeated time is its first instant (02:30 before the
 * clocks go back) and a skipped one is read with the offset before the change (02:30 on
 * the night the clocks go forward is 03:30).
 */
export function zonedTimeToInstant({ timeZone, date, time }: { timeZone: string; date: string; time: string }): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offsetBefore = offsetAt(timeZone, wall - 864e5);
  const offsetAfter = offsetAt(timeZone, wall + 864e5);
  const matches = [wall - offsetBefore, wall - offsetAfter].filter(
    (candidate) => offsetAt(timeZone, candidate) === wall - candidate,
  );
  return new Date(matches.length ? Math.min(...matches) : wall - offsetBefore);
}

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

/**
 * What goes before and after a time to name `timeZone`'s clock, as the language writes a time
 * with its zone at `instant`: `{ before: '', after: ' Pacific Time' }` in en,
 * `{ before: '北美太平洋时间 ', after: '' }` in zh, `' (وقت غرب امریکا)'` after it in fa. The name
 * is `longGeneric` ("Central European Time"), else the browser's `long` name.
 */
export function zoneAround(locale: string, timeZone: string, instant: Date): { before: string; after: string } {
  for (const timeZoneName of ['longGeneric', 'long'] as const) {
    try {
      const parts = dateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName }).formatToParts(instant);
      const isTime = parts.map((part) => ['hour', 'minute', 'dayPeriod'].includes(part.type));
      const text = (from: number, to?: number) =>
        parts
          .slice(from, to)
          .map((part) => part.value)
          .join('');
      return { before: text(0, isTime.indexOf(true)), after: text(isTime.lastIndexOf(true) + 1) };
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
