import { addDays, isBefore, isSameDay, isSameMonth, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
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
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Weekday names in display order, starting from `weekStartsOn`. */
export function weekdayHeaders(weekStartsOn: Weekday, locale?: string): WeekdayHeader[] {
  const long = dateTimeFormat(locale, { weekday: 'long' });
  const short = dateTimeFormat(locale, { weekday: 'short' });
  // 2023-01-01 was a Sunday; stepping from it gives every weekday once.
  const sunday = new Date(2023, 0, 1);
  return Array.from({ length: 7 }, (_, i) => {
    const weekday = ((weekStartsOn + i) % 7) as Weekday;
    const date = addDays(sunday, weekday);
    return { weekday, long: long.format(date), short: short.format(date) };
  });
}

/** The model of one month's grid: whole weeks of flagged days and the column headers. */
export function createMonth(anyDayOfMonth: Date, options: MonthOptions): CalendarMonth {
  const month = startOfMonth(anyDayOfMonth);
  const today = startOfDay(options.today);
  const first = startOfWeek(month, { weekStartsOn: options.weekStartsOn });
  const weeks: CalendarDay[][] = [];
  let day = first;
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({
        date: day,
        iso: toIsoDate(day),
        dayOfMonth: day.getDate(),
        today: isSameDay(day, today),
        past: isBefore(day, today),
        outsideMonth: !isSameMonth(day, month),
        selected: options.selected !== undefined && isSameDay(day, options.selected),
      });
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (isSameMonth(day, month));
  return { month, weekdays: weekdayHeaders(options.weekStartsOn, options.locale), weeks };
}
