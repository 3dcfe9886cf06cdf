import { addDays, isSameMonth, startOfDay, startOfMonth } from 'date-fns';
import { dateTimeFormat } from '../format/date-time-format.js';

/** 0 = Sunday … 6 = Saturday, as `Date#getDay` and date-fns count. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface CalendarDay {
  date: Date;
  /** `YYYY-MM-DD` in local time: the form the slots request and the events carry. */
  iso: string;
  dayOfMonth: number;
  today: boolean;
  /** Before today: shown, never bookable. */
  past: boolean;
  /** A day of the previous or next month that fills the first or last week. */
  outsideMonth: boolean;
  selected: boolean;
}

export interface WeekdayHeader {
  weekday: Weekday;
  /** Full name, e.g. "Monday": what a screen reader announces for the column. */
  long: string;
  /** Short name shown in narrow cells, e.g. "Mon". */
  short: string;
}

export interface CalendarMonth {
  /** The first day of the month shown. */
  month: Date;
  weekdays: WeekdayHeader[];
  /** Always whole weeks, so every row has seven cells. */
  weeks: CalendarDay[][];
}

export interface MonthOptions {
  today: Date;
  selected?: Date | undefined;
  weekStartsOn: Weekday;
  /** BCP 47 tag for the weekday names; the browser's language when absent. */
  locale?: string | undefined;
}

/** `YYYY-MM-DD` of a date's local calendar day (never shifted through UTC). */
export function toIsoDate(date: Date): string {
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');
}

/**
 * The start of the first day of `date`'s week, `days` later (6: the week's last day). The
 * week's own arithmetic, so that the calendar needs no more of date-fns than it shares.
 */
export function dayOfWeek(date: Date, weekStartsOn: Weekday, days = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() - weekStartsOn + 7) % 7) + days);
}

/** Weekday names in display order, starting from `weekStartsOn`. */
export function weekdayHeaders(weekStartsOn: Weekday, locale?: string): WeekdayHeader[] {
  const long = dateTimeFormat(locale, { weekday: 'long' });
  const short = dateTimeFormat(locale, { weekday: 'short' });
  return Array.from({ length: 7 }, (_, i) => {
    const weekday = ((weekStartsOn + i) % 7) as Weekday;
    // 2023-01-01 was a Sunday; stepping from it gives every weekday once.
    const date = new Date(2023, 0, 1 + weekday);
    return { weekday, long: long.format(date), short: short.format(date) };
  });
}

/** The model of one month's grid: whole weeks of flagged days and the column headers. */
export function createMonth(anyDayOfMonth: Date, options: MonthOptions): CalendarMonth {
  const { selected, weekStartsOn } = options;
  const month = startOfMonth(anyDayOfMonth);
  const today = startOfDay(options.today);
  const todayIso = toIsoDate(today);
  const selectedIso = selected && toIsoDate(selected);
  const weeks: CalendarDay[][] = [];
  let day = dayOfWeek(month, weekStartsOn);
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      const iso = toIsoDate(day);
      week.push({
        date: day,
        iso,
        dayOfMonth: day.getDate(),
        today: iso == todayIso,
        past: day < today,
        outsideMonth: !isSameMonth(day, month),
        selected: iso == selectedIso,
      });
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (isSameMonth(day, month));
  return { month, weekdays: weekdayHeaders(weekStartsOn, options.locale), weeks };
}
