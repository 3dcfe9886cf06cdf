import { addDays, isSameMonth, startOfDay, startOfMonth } from 'date-fns';
import { dateTimeFormat } from '../format/date-time-format.js';

/** 0 = Sunday … 6 = Saturday, as `Date#getDay` and date-fns count. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface CalendarDay {
  date: Date;
  /** `YYYY-MM-DD` in local time: the form the slots request and the events carry. */
  iso: string;
  today: boolean;
  /** Before today: shown, never bookable. */
  past: boolean;
  /** A day of the previous or next month that fills the first or last week. */
  outside: boolean;
  selected: boolean;
}

export interface WeekdayHeader {
  /** Full name, e.g. "Monday": what a screen reader announces for the column. */
  long: string;
  /** Short name shown in narrow cells, e.g. "Mon". */
  short: string;
  /** Narrow name shown in a narrow calendar, e.g. "M". */
  narrow: string;
}

export interface CalendarMonth {
  /** The first day of the month shown. */
  month: Date;
  weekdays: WeekdayHeader[];
  /** Always whole weeks, so every row has seven cells. */
  weeks: CalendarDay[][];
}

/** `YYYY-MM-DD` of a date's local calendar day (never shifted through UTC). */
export function toIsoDate(date: Date): string {
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');
}

/**
 * The start of the first day of `date`'s week, `days` later (6: the week's last day). The
 * week's own arithmetic, so that the calendar needs no more of date-fns than it shares.
 */
export function dayOfWeek(date: Date, weekStartsOn: Weekday, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() - weekStartsOn + 7) % 7) + days);
}

/** Weekday names in display order, starting from `weekStartsOn`. */
export function weekdayHeaders(weekStartsOn: Weekday, locale?: string): WeekdayHeader[] {
  const long = dateTimeFormat(locale, { weekday: 'long' });
  const short = dateTimeFormat(locale, { weekday: 'short' });
  const narrow = dateTimeFormat(locale, { weekday: 'narrow' });
  return Array.from({ length: 7 }, (_, i) => {
    // 2023-01-01 was a Sunday; stepping from it gives every weekday once.
    const date = new Date(2023, 0, 1 + ((weekStartsOn + i) % 7));
    return { long: long.format(date), short: short.format(date), narrow: narrow.format(date) };
  });
}

/**
 * The model of one month's grid: whole weeks of flagged days and the column headers;
 * `locale` names the weekdays (the browser's language when absent).
 */
export interface MonthOptions {
  /** Any day of the month to model. */
  month: Date;
  today: Date;
  weekStartsOn: Weekday;
  selected?: Date | undefined;
  locale?: string | undefined;
}

export function createMonth({ month: anyDayOfMonth, today, weekStartsOn, selected, locale }: MonthOptions): CalendarMonth {
  const month = startOfMonth(anyDayOfMonth);
  const start = startOfDay(today);
  const todayIso = toIsoDate(start);
  const selectedIso = selected && toIsoDate(selected);
  const weeks: CalendarDay[][] = [];
  let day = dayOfWeek(month, weekStartsOn, 0);
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      const iso = toIsoDate(day);
      week.push({
        date: day,
        iso: iso,
        today: iso === todayIso,
        past: day < start,
        outside: !isSameMonth(day, month),
        selected: iso === selectedIso,
      });
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (isSameMonth(day, month));
  return { month, weekdays: weekdayHeaders(weekStartsOn, locale), weeks };
}
