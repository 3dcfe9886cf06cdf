/**
 * The business's wall-clock times (what the platform's slots are, see the contract) as
 * instants, and instants as any zone's wall clock, through `Intl` alone: correct across
 * daylight-saving changes for every IANA zone the browser knows, with no time zone data of our
 * own. A module of its own, shared by the time zone conversions and the calendar file.
 */

/**
 * Each zone's numeric clock, made once: building a formatter costs far more than formatting,
 * and a conversion reads a clock several times. (Not `dateTimeFormat()`, whose module the
 * bundler would then split into a chunk of its own, fetched with the dialog.)
 */
const clocks = new Map<string, Intl.DateTimeFormat>();
const clockOf = (timeZone: string): Intl.DateTimeFormat => {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const options = {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    } as const;
    clocks.set(timeZone, (clock = new Intl.DateTimeFormat('en-US', options)));
  }
  return clock;
};

/** The wall clock of `timeZone` at `instant`: `{ date: 'YYYY-MM-DD', time: 'HH:MM' }`. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    clockOf(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `epochMs`, in ms (whole minutes). */
export function offsetAt(timeZone: string, epochMs: number): number {
  const { date, time } = wallClock(new Date(epochMs), timeZone);
  const minuteStart = epochMs - (((epochMs % 60_000) + 60_000) % 60_000);
  return Date.parse(`${date}T${time}:00Z`) - minuteStart;
}

/**
 * The instants (ms) at which `timeZone`'s wall clock reads `date` `time`, earliest first: one on
 * most nights, two for a time it reads twice (the clocks go back), none for one it skips.
 */
export function instantsReading({ timeZone, date, time }: { timeZone: string; date: string; time: string }): number[] {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const candidates = new Set([wall - offsetAt(timeZone, wall - 864e5), wall - offsetAt(timeZone, wall + 864e5)]);
  return [...candidates].filter((candidate) => offsetAt(timeZone, candidate) === wall - candidate).sort((a, b) => a - b);
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
  const [first] = instantsReading({ timeZone, date, time });
  return new Date(first ?? wall - offsetAt(timeZone, wall - 864e5));
}
