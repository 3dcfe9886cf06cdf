import { addDays, addMonths, startOfDay } from 'date-fns';
import { dayOfWeek, type Weekday } from './month.js';

/** The keys that move focus, in pairs: each key's move goes back, its partner's the same way forward. */
const NAVIGATION = 'ArrowLeft ArrowRight ArrowUp ArrowDown Home End PageUp PageDown'.split(' ');

export type NavigationKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/** `KeyboardEvent.key` values the day grid answers to. */
export const Keys = { ...Object.fromEntries(NAVIGATION.map((key) => [key, key])), Enter: 'Enter', Space: ' ' } as {
  readonly [K in NavigationKey]: K;
} & { readonly Enter: 'Enter'; readonly Space: ' ' };

export function isNavigationKey(key: string): key is NavigationKey {
  return NAVIGATION.includes(key);
}

/**
 * The day that receives focus after `key` is pressed on `focused`, following the WAI-ARIA
 * APG date picker grid: arrows move by a day or a week, Home/End go to the first/last day
 * of the week, PageUp/PageDown by a month and with Shift by a year.
 *
 * The algorithm is "move, then clamp": the raw target is computed with date-fns
 * (which keeps the day of month when moving by months and falls back to the month's last
 * day, so Jan 31 + 1 month is Feb 28/29), then pulled back inside
 * [min, max]. Clamping instead of refusing the move means a key near a bound still lands
 * on the nearest day that can be chosen, and focus never rests on a day that cannot.
 *
 * `min` is the earliest day focus may reach (today: past days cannot be chosen), `max` the
 * latest, both start of day; right-to-left pages (`rtl`) swap the meaning of the left and
 * right arrows.
 */
export function nextFocusedDate(
  key: NavigationKey,
  focused: Date,
  weekStartsOn: Weekday,
  min?: Date,
  shiftKey?: boolean,
  rtl?: boolean,
  max?: Date,
): Date {
  const from = startOfDay(focused);
  const index = NAVIGATION.indexOf(key);
  const forward = (index % 2) * 2 - 1;
  const target =
    index < 2
      ? addDays(from, rtl ? -forward : forward)
      : index < 4
        ? addDays(from, 7 * forward)
        : index < 6
          ? dayOfWeek(from, weekStartsOn, forward < 0 ? 0 : 6)
          : addMonths(from, shiftKey ? 12 * forward : forward);
  return min && target < min ? min : max && target > max ? max : target;
}
