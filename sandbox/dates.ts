/** Calendar dates as ISO `YYYY-MM-DD` strings and clock times as `HH:MM`, both strict. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a `YYYY-MM-DD` string naming a day that exists (no 2025-02-30, no month 13). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The server's local calendar date of an instant. */
export function localIsoDate(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(instant.getFullYear()).padStart(4, '0')}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** Minutes since local midnight of an instant, to compare with wall-clock slot times. */
export function localMinutes(instant: Date): number {
  return instant.getHours() * 60 + instant.getMinutes();
}

// UTC arithmetic on the date alone, so daylight-saving shifts never move a day.
function toUtc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function addDays(isoDate: string, days: number): string {
  const date = toUtc(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(isoDate: string): number {
  return toUtc(isoDate).getUTCDay();
}

/** Minutes since midnight for a strict `HH:MM`, or null. */
export function parseClock(value: string): number | null {
  const match = CLOCK.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function formatClock(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
