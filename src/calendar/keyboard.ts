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
 * Where each key of the WAI-ARIA APG date picker grid moves focus from `from`: arrows by a day
 * or a week, Home/End to the first/last day of the week, PageUp/PageDown by a month and with
 * Shift by a year. date-fns keeps the day of month when moving by months and falls back to the
 * month's last day, so Jan 31 + 1 month is Feb 28/29.
 */
const MOVES = {
  ArrowLeft: (from: Date, { rtl }: MoveOptions) => addDays(from, rtl ? 1 : -1),
  ArrowRight: (from: Date, { rtl }: MoveOptions) => addDays(from, rtl ? -1 : 1),
  ArrowUp: (from: Date) => addDays(from, -7),
  ArrowDown: (from: Date) => addDays(from, 7),
  Home: (from: Date, { weekStartsOn }: MoveOptions) => dayOfWeek(from, weekStartsOn, 0),
  End: (from: Date, { weekStartsOn }: MoveOptions) => dayOfWeek(from, weekStartsOn, 6),
  PageUp: (from: Date, { shiftKey }: MoveOptions) => addMonths(from, shiftKey ? -12 : -1),
  PageDown: (from: Date, { shiftKey }: MoveOptions) => addMonths(from, shiftKey ? 12 : 1),
};

/** The `KeyboardEvent.key` values that move focus in the day grid. */
export type NavigationKey = keyof typeof MOVES;

/** True for the `KeyboardEvent.key` values that move focus in the day grid. */
export function isNavigationKey(key: string): key is NavigationKey {
  return Object.hasOwn(MOVES, key);
}

/**
 * The day that receives focus after `key` is pressed on `focused`. The algorithm is "move,
 * then clamp": the raw target (`MOVES`), then pulled back inside [min, max]. Clamping instead
 * of refusing the move means a key near a bound still lands on the nearest day that can be
 * chosen, and focus never rests on a day that cannot.
 */
export function nextFocusedDate(key: NavigationKey, focused: Date, options: MoveOptions): Date {
  const { min, max } = options;
  const target = MOVES[key](startOfDay(focused), options);
  if (min && target < min) return min;
  if (max && target > max) return max;
  return target;
}
