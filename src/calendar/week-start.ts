import type { Weekday } from './month.js';

interface WeekInfo {
  /** 1 = Monday … 7 = Sunday (ISO numbering). */
  firstDay: number;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * Regions whose week starts on Sunday or Saturday, for browsers without
 * `Intl.Locale#getWeekInfo` (Firefox before 130). Everything else starts on Monday,
 * as ISO 8601 and most of the world do. From CLDR's weekData.
 */
const SUNDAY_REGIONS = new Set(
  'AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(' '),
);
const SATURDAY_REGIONS = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));
/** Languages that imply a region when the tag has none ("en" reads as en-US). */
const DEFAULT_REGIONS: Record<string, string> = { en: 'US', ja: 'JP', ko: 'KR', zh: 'CN', he: 'IL', ar: 'EG', pt: 'BR', hi: 'IN', th: 'TH', fa: 'IR' };

/** The first day of the week for a BCP 47 locale (the browser's language when absent). */
export function firstDayOfWeek(locale?: string): Weekday {
  let parsed: LocaleWithWeekInfo;
  try {
    parsed = new Intl.Locale(locale || navigator.language || 'en-US') as LocaleWithWeekInfo;
  } catch {
    return 1;
  }
  const info = parsed.getWeekInfo?.() ?? parsed.weekInfo;
  if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday;
  const region = parsed.maximize?.().region ?? parsed.region ?? DEFAULT_REGIONS[parsed.language];
  if (region && SUNDAY_REGIONS.has(region)) return 0;
  if (region && SATURDAY_REGIONS.has(region)) return 6;
  return 1;
}
