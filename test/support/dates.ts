import { addDays, addMonths, startOfDay } from 'date-fns';
import { toIsoDate } from '../../src/calendar/month.js';

export const today = () => startOfDay(new Date());
export const tomorrow = () => addDays(today(), 1);
/** A day of next month that exists in every month: always in the future, never at an edge. */
export const nextMonthDay = (day = 10) => {
  const next = addMonths(today(), 1);
  return new Date(next.getFullYear(), next.getMonth(), day);
};
export const iso = toIsoDate;

/** The next `month` (0–11) `day` from tomorrow on: a day of that season in the future. */
export function nextDayOfMonth(month: number, day: number): Date {
  for (let year = today().getFullYear(); ; year++) {
    const date = new Date(year, month, day);
    if (date > today()) return date;
  }
}

/** The next second Sunday of March, a day from tomorrow on: when the United States' clocks go forward. */
export function nextSecondSundayOfMarch(): Date {
  for (let year = today().getFullYear(); ; year++) {
    const firstOfMarch = new Date(year, 2, 1);
    const secondSunday = new Date(year, 2, 1 + ((7 - firstOfMarch.getDay()) % 7) + 7);
    if (addDays(secondSunday, -1) > today()) return secondSunday;
  }
}

/**
 * The next Saturday, from tomorrow on, before the `which` Sunday of `month` (0–11). New Zealand's
 * clocks change at 2:00 or 3:00 on a Sunday morning, which is Saturday afternoon in Europe:
 * `{ month: 3, which: 'first' }` is the Saturday they go back on, `{ month: 8, which: 'last' }`
 * the one they go forward on.
 */
export function nextSaturdayBeforeSunday({ month, which }: { month: number; which: 'first' | 'last' }): Date {
  for (let year = today().getFullYear(); ; year++) {
    const first = new Date(year, month, 1);
    const firstSunday = new Date(year, month, 1 + ((7 - first.getDay()) % 7));
    const sunday =
      which === 'first' ? firstSunday : addDays(firstSunday, 7 * Math.floor((daysIn(year, month) - firstSunday.getDate()) / 7));
    const saturday = addDays(sunday, -1);
    if (saturday > today()) return saturday;
  }
}

const daysIn = (year: number, month: number) => new Date(year, month + 1, 0).getDate();
