import { addDays, addMonths, isAfter, isBefore, lastDayOfWeek, startOfDay, startOfWeek } from 'date-fns';
import type { Weekday } from './month.js';

/** `KeyboardEvent.key` values the day grid answers to. */
export const Keys = {
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  ArrowUp: 'ArrowUp',
  ArrowDown: 'ArrowDown',
  Home: 'Home',
  End: 'End',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
  Enter: 'Enter',
  Space: ' ',
} as const;

export type NavigationKey = Exclude<(typeof Keys)[keyof typeof Keys], typeof Keys.Enter | typeof Keys.Space>;

export interface NavigationOptions {
  shiftKey?: boolean;
  weekStartsOn: Weekday;
  /** Earliest day focus may reach (today: past days cannot be chosen). */
  min?: Date | undefined;
  /** Latest day focus may reach. */
  max?: Date | undefined;
  /** Right-to-left pages swap the meaning of the left and right arrows. */
  rtl?: boolean;
}

/** Each key's move from the focused day; `forward` is -1 on right-to-left pages. */
const MOVES: Record<NavigationKey, (from: Date, options: NavigationOptions, forward: number) => Date> = {
  ArrowLeft: (from, _, forward) => addDays(from, -forward),
  ArrowRight: (from, _, forward) => addDays(from, forward),
  ArrowUp: (from) => addDays(from, -7),
  ArrowDown: (from) => addDays(from, 7),
  Home: (from, options) => startOfWeek(from, { weekStartsOn: options.weekStartsOn }),
  End: (from, options) => lastDayOfWeek(from, { weekStartsOn: options.weekStartsOn }),
  PageUp: (from, options) => addMonths(from, options.shiftKey ? -12 : -1),
  PageDown: (from, options) => addMonths(from, options.shiftKey ? 12 : 1),
};
const NAVIGATION_KEYS: ReadonlySet<string> = new Set(Object.keys(MOVES));

export function isNavigationKey(key: string): key is NavigationKey {
  return NAVIGATION_KEYS.has(key);
}

/**
 * The day that receives focus after `key` is pressed on `focused`, following the WAI-ARIA
 * APG date picker grid: arrows move by a day or a week, Home/End go to the first/last day
 * of the week, PageUp/PageDown by a month and with Shift by a year.
 *
 * The algorithm is "move, then clamp": the raw target is computed with ./dates.ts
 * (which keeps the day of month when moving by months and falls back to the month's last
 * day, so Jan 31 + 1 month is Feb 28/29), then pulled back inside
 * [min, max]. Clamping instead of refusing the move means a key near a bound still lands
 * on the nearest day that can be chosen, and focus never rests on a day that cannot.
 */
export function nextFocusedDate(key: NavigationKey, focused: Date, options: NavigationOptions): Date {
  const target = MOVES[key](startOfDay(focused), options, options.rtl ? -1 : 1);
  return clamp(target, options.min, options.max);
}

function clamp(date: Date, min: Date | undefined, max: Date | undefined): Date {
  if (min && isBefore(date, startOfDay(min))) return startOfDay(min);
  if (max && isAfter(date, startOfDay(max))) return startOfDay(max);
  return date;
}
