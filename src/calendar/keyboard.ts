import { addDays, addMonths, startOfDay } from 'date-fns';
import { dayOfWeek, type Weekday } from './month.js';

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

export type NavigationKey = Exclude<(typeof Keys)[keyof typeof Keys], 'Enter' | ' '>;

const NAVIGATION_KEYS: readonly string[] = [
  Keys.ArrowLeft,
  Keys.ArrowRight,
  Keys.ArrowUp,
  Keys.ArrowDown,
  Keys.Home,
  Keys.End,
  Keys.PageUp,
  Keys.PageDown,
];

/** True for the `KeyboardEvent.key` values that move focus in the day grid. */
export function isNavigationKey(key: string): key is NavigationKey {
  return NAVIGATION_KEYS.includes(key);
}

export interface MoveOptions {
  weekStartsOn: Weekday;
  /** The earliest day focus may reach (today: past days cannot be chosen), start of day. */
  min?: Date;
  /** The latest day focus may reach, start of day. */
  max?: Date;
  /** With Shift, PageUp/PageDown move by a year. */
  shiftKey?: boolean;
  /** Right-to-left pages swap the meaning of the left and right arrows. */
  rtl?: boolean;
}

/**
 * The day that receives focus after `key` is pressed on `focused`, following the WAI-ARIA
 * APG date picker grid: arrows move by a day or a week, Home/End go to the first/last day
 * of the week, PageUp/PageDown by a month and with Shift by a year.
 *
 * The algorithm is "move, then clamp": the raw target is computed with date-fns
 * (which keeps the day of month when moving by months and falls back to the month's last
 * day, so Jan 31 + 1 month is Feb 28/29), then pulled back inside [min, max]. Clamping
 * instead of refusing the move means a key near a bound still lands on the nearest day
 * that can be chosen, and focus never rests on a day that cannot.
 */
export function nextFocusedDate(key: NavigationKey, focused: Date, options: MoveOptions): Date {
  const { weekStartsOn, min, max, shiftKey = false, rtl = false } = options;
  const from = startOfDay(focused);
  const target = move(key, from, { weekStartsOn, shiftKey, rtl });
  if (min && target < min) return min;
  if (max && target > max) return max;
  return target;
}

/** What a move depends on besides the key: the bounds are applied after it. */
type Movement = Required<Pick<MoveOptions, 'weekStartsOn' | 'shiftKey' | 'rtl'>>;

function move(key: NavigationKey, from: Date, { weekStartsOn, shiftKey, rtl }: Movement): Date {
  const monthsPerPage = shiftKey ? 12 : 1;
  switch (key) {
    case Keys.ArrowLeft:
      return addDays(from, rtl ? 1 : -1);
    case Keys.ArrowRight:
      return addDays(from, rtl ? -1 : 1);
    case Keys.ArrowUp:
      return addDays(from, -7);
    case Keys.ArrowDown:
      return addDays(from, 7);
    case Keys.Home:
      return dayOfWeek(from, weekStartsOn, 0);
    case Keys.End:
      return dayOfWeek(from, weekStartsOn, 6);
    case Keys.PageUp:
      return addMonths(from, -monthsPerPage);
    case Keys.PageDown:
      return addMonths(from, monthsPerPage);
  }
}
