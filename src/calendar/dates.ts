/**
 * The calendar's day arithmetic on local dates, with date-fns' results for `Date` inputs
 * (addMonths keeps the day, or the month's last day when the day does not exist in it).
 * date-fns' helpers accept numbers, strings and date contexts too; the widget only ever
 * passes Dates, and the generality costs about 450 B gzip in the script-tag file.
 */
import type { Weekday } from './month.js';

/** A copy of `date` changed by `change`. */
function changed(date: Date, change: (copy: Date) => unknown): Date {
  const copy = new Date(date.getTime());
  change(copy);
  return copy;
}

export const startOfDay = (date: Date): Date => changed(date, (d) => d.setHours(0, 0, 0, 0));

export const startOfMonth = (date: Date): Date => changed(startOfDay(date), (d) => d.setDate(1));

export const addDays = (date: Date, amount: number): Date => changed(date, (d) => d.setDate(d.getDate() + amount));

export function addMonths(date: Date, amount: number): Date {
  // Day 0 of the month after the target month is the target month's last day.
  const lastDay = changed(date, (d) => d.setMonth(d.getMonth() + amount + 1, 0));
  const day = date.getDate();
  return day >= lastDay.getDate() ? lastDay : changed(lastDay, (d) => d.setDate(day));
}

/** Days from the week's first day (per `weekStartsOn`) back to `date`'s weekday. */
const daysIntoWeek = (date: Date, weekStartsOn: Weekday) => (date.getDay() - weekStartsOn + 7) % 7;

export const startOfWeek = (date: Date, weekStartsOn: Weekday): Date =>
  startOfDay(addDays(date, -daysIntoWeek(date, weekStartsOn)));

/** The week's last day, at midnight. */
export const lastDayOfWeek = (date: Date, weekStartsOn: Weekday): Date =>
  startOfDay(addDays(date, 6 - daysIntoWeek(date, weekStartsOn)));

export const isSameDay = (a: Date, b: Date): boolean => +startOfDay(a) === +startOfDay(b);

export const isSameMonth = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();

export const isBefore = (a: Date, b: Date): boolean => +a < +b;

export const isAfter = (a: Date, b: Date): boolean => +a > +b;
