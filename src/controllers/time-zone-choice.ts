import type { ReactiveControllerHost } from 'lit';
import { clocksDiffer, customerTimeZone, isKnownTimeZone, timeZoneLabel, zonedTimeToInstant } from '../format/time-zone.js';
import { formatTime, formatTimeRange, formatWallTime } from '../format/time-of-day.js';
import type { Translate } from '../i18n/messages.js';

export interface TimeZoneChoiceOptions {
  /** The `time-zone` attribute: the business's IANA zone, or empty. */
  zone: () => string;
  /** The tag times and zone names are written with. */
  locale: () => string;
}

/** The line that says which zone the times are in, and offers the other one. */
export interface TimeZoneNotice {
  text: string;
  action: string;
  onToggle: () => void;
}

/**
 * The entry of the time zone file beside the script (`time-zone.js`, see `TimeZones`).
 *
 * Which clock the times are shown on: the business's (the platform's `HH:MM`) by default;
 * when the business's zone is known and its clock differs from the customer's on the day
 * shown, the customer may see them on their own clock, converted with `Intl` across
 * daylight-saving changes. Only what is shown changes: requests keep the business's `HH:MM`.
 */
export class TimeZoneChoice {
  /** The customer asked for the times on their own clock. */
  customerTimes = false;
  private warnedZone = '';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: TimeZoneChoiceOptions,
  ) {}

  /** The business's zone when the browser knows it; an unknown one is warned about once. */
  get businessZone(): string | undefined {
    const zone = this.options.zone().trim();
    if (!zone || isKnownTimeZone(zone)) return zone || undefined;
    if (this.warnedZone !== zone)
      console.warn(`[booking-widget] time-zone "${zone}" is not a time zone this browser knows; times are shown as given.`);
    this.warnedZone = zone;
    return undefined;
  }

  /** The business's wall clock to instants (for the calendar file), when its zone is known. */
  get toInstant(): ((date: string, time: string) => Date) | undefined {
    const timeZone = this.businessZone;
    return timeZone ? (date, time) => zonedTimeToInstant({ timeZone, date, time }) : undefined;
  }

  /** The business's zone when the customer's clock differs from it on `date` (`YYYY-MM-DD`). */
  differingZone(date: string): string | undefined {
    const zone = this.businessZone;
    return zone && clocksDiffer(zone, customerTimeZone(), zonedTimeToInstant({ timeZone: zone, date, time: '12:00' }))
      ? zone
      : undefined;
  }

  /**
   * A booked time range as the confirmation states it: the business's, and when the clocks
   * differ also the customer's, each with its zone's name ("10:00–10:30 (Japan Standard Time),
   * 02:00–02:30 (Greenwich Mean Time)").
   */
  bookedRange(date: string, from: string, to: string): string {
    const zone = this.differingZone(date);
    const locale = this.options.locale();
    if (!zone) return formatTimeRange({ from, to }, locale);
    const at = (time: string) => zonedTimeToInstant({ timeZone: zone, date, time });
    const mine = customerTimeZone();
    const own = (time: string) => formatTime(at(time), locale, mine);
    return `${formatTimeRange({ from, to }, locale)} (${timeZoneLabel(locale, zone, at(from))}), ${own(from)}–${own(to)} (${timeZoneLabel(locale, mine, at(from))})`;
  }

  /** A time of `date` as shown, in the language's style: the business's, or on the customer's clock. */
  show(date: string, time: string): string {
    const zone = this.customerTimes && this.differingZone(date);
    return zone
      ? formatTime(zonedTimeToInstant({ timeZone: zone, date, time }), this.options.locale(), customerTimeZone())
      : formatWallTime(this.options.locale(), time);
  }

  /** The notice for `date`, when the clocks differ. */
  notice(date: string, t: Translate): TimeZoneNotice | undefined {
    const zone = this.differingZone(date);
    if (!zone) return undefined;
    const mine = this.customerTimes;
    const label = timeZoneLabel(
      this.options.locale(),
      mine ? customerTimeZone() : zone,
      zonedTimeToInstant({ timeZone: zone, date, time: '12:00' }),
    );
    return {
      text: t(mine ? 'timeZone.customerTimes' : 'timeZone.businessTimes', { zone: label }),
      action: t(mine ? 'timeZone.showBusiness' : 'timeZone.showCustomer'),
      onToggle: () => {
        this.customerTimes = !mine;
        this.host.requestUpdate();
      },
    };
  }
}
