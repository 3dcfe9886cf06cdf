import type { ReactiveControllerHost } from 'lit';
import type { SlotTime } from '../booking/journey.js';
import {
  clocksDiffer,
  customerTimeZone,
  formatInstantTimes,
  isKnownTimeZone,
  timeZoneLabel,
  wallClock,
  zoneAround,
  zonedTimeToInstant,
} from '../format/time-zone.js';
import { wallRange, type ShownRange } from '../format/time-of-day.js';
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
  /** The button to the other clock: none without the conversions (`TimeZones`). */
  toggle?: { action: string; onToggle: () => void } | undefined;
}

/**
 * The time zone conversions, a chunk of their own (see `TimeZones`).
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

  /** The business's zone when the customer's clock differs from it on `date` (`YYYY-MM-DD`). */
  differingZone(date: string): string | undefined {
    const zone = this.businessZone;
    return zone && clocksDiffer(zone, customerTimeZone(), zonedTimeToInstant({ timeZone: zone, date, time: '12:00' }))
      ? zone
      : undefined;
  }

  /**
   * The business's `slot` of `date` as the customer sees it: on their own clock when they asked
   * for it, with the day it falls on there; and, when the clocks differ, whose clock it is.
   */
  shownRange(date: string, slot: SlotTime): ShownRange {
    return this.rangeOn(this.customerTimes ? 'customer' : 'business', date, slot);
  }

  /**
   * A booked range as the confirmation states it: the business's, and when the clocks differ
   * also the customer's, each naming its zone and on its own day ("4:40 – 5:10 PM Pacific
   * Time", "Saturday …, 1:40 – 2:10 AM Central European Time").
   */
  bookedRanges(date: string, slot: SlotTime): ShownRange[] {
    const business = this.rangeOn('business', date, slot);
    return business.zone ? [business, this.rangeOn('customer', date, slot)] : [business];
  }

  private rangeOn(clock: 'business' | 'customer', date: string, slot: SlotTime): ShownRange {
    const zone = this.differingZone(date);
    const locale = this.options.locale();
    if (!zone) return wallRange(locale, date, slot);
    const timeZone = clock === 'customer' ? customerTimeZone() : zone;
    const [from, to] = [slot.from, slot.to].map((time) => zonedTimeToInstant({ timeZone: zone, date, time })) as [Date, Date];
    return {
      date: wallClock(from, timeZone).date,
      // With their offsets where the clock reads a time twice that night or changes within the range.
      ...formatInstantTimes({ from, to }, locale, timeZone),
      zone: zoneAround(locale, timeZone, from),
    };
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
      toggle: {
        action: t(mine ? 'timeZone.showBusiness' : 'timeZone.showCustomer'),
        onToggle: () => {
          this.customerTimes = !mine;
          this.host.requestUpdate();
        },
      },
    };
  }
}
