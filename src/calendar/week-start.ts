import { memoize } from '../memoize.js';
import type { Weekday } from './month.js';

interface WeekInfo {
  /** 1 = Monday … 7 = Sunday (ISO numbering). */
  firstDay: number;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * Fallback for browsers without `Intl.Locale#getWeekInfo` (or the older `weekInfo`):
 * the most populous regions whose week starts on Sunday (from CLDR weekData); everything else
 * starts on Monday, as ISO 8601 and most of the world do. Saturday-first regions are left
 * to the browsers that know them, to keep this list short.
 */
const SUNDAY_REGIONS = 'US CA MX BR JP KR IN ID PH IL';

/**
 * The first day of the week for a BCP 47 locale. Every render of the calendar asks; `Intl.Locale`
 * and its week data cost a few milliseconds on a slow phone each time, and the answer depends on
 * the tag alone: it is remembered per tag.
 */
export const firstDayOfWeek: (locale: string) => Weekday = memoize(readFirstDay);

function readFirstDay(tag: string): Weekday {
  let parsed: LocaleWithWeekInfo;
  try {
    parsed = new Intl.Locale(tag);
  } catch {
    return 1;
  }
  // Missing, it is no day.
  const first = (parsed.getWeekInfo?.() ?? parsed.weekInfo)?.firstDay as number;
  if (first > 0 && first < 8) return (first % 7) as Weekday;
  // No region (`undefined`) matches no two-letter entry.
  return SUNDAY_REGIONS.includes(parsed.maximize().region as string) ? 0 : 1;
}
