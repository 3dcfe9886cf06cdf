import { addDays, isSameMonth, startOfDay, startOfMonth } from 'date-fns';
import { dateTimeFormat } from '../format/date-time-format.js';

/** 0 = Sunday … 6 = Saturday, as `Date#getDay` and date-fns count. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

// The model's members are private-style (`_names`): only the widget's own calendar view reads
// them, and the script-tag files then carry them shortened.
export interface CalendarDay {
  _date: Date;
  /** `YYYY-MM-DD` in local time: the form the slots request and the events carry. */
  _iso: string;
  _today: boolean;
  /** Before today: shown, never bookable. */
  _past: boolean;
  /** A day of the previous or next month that fills the first or last week. */
  _outside: boolean;
  _selected: boolean;
}

export interface WeekdayHeader {
  /** Full name, e.g. "Monday": what a screen reader announces for the column. */
  _long: string;
  /** Short name shown in narrow cells, e.g. "Mon". */
  _short: string;
}

export interface CalendarMonth {
  /** The first day of the month shown. */
  _month: Date;
  _weekdays: WeekdayHeader[];
  /** Always whole weeks, so every row has seven cells. */
  _weeks: CalendarDay[][];
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
  return Array.from({ length: 7 }, (_, i) => {
    // 2023-01-01 was a Sunday; stepping from it gives every weekday once.
    const date = new Date(2023, 0, 1 + ((weekStartsOn + i) % 7));
    return { _long: long.format(date), _short: short.format(date) };
  });
}

/**
 * The model of one month's grid: whole weeks of flagged days and the column headers;
 * `locale` names the weekdays (the browser's language when absent).
 */
export function createMonth(
  anyDayOfMonth: Date,
  today: Date,
  weekStartsOn: Weekday,
  selected?: Date,
  locale?: string,
): CalendarMonth {
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
        _date: day,
        _iso: iso,
        _today: iso == todayIso,
        _past: day < start,
        _outside: !isSameMonth(day, month),
        _selected: iso == selectedIso,
      });
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (isSameMonth(day, month));
  return { _month: month, _weekdays: weekdayHeaders(weekStartsOn, locale), _weeks: weeks };
}
