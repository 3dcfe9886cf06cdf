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
