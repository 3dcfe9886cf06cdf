import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SlotTime } from '../booking/journey.js';
import { warnNotLoaded } from '../chunk-warning.js';
import { dateTimeFormat } from '../format/date-time-format.js';
import { wallRange, type ShownRange } from '../format/time-of-day.js';
import type { Translate } from '../i18n/messages.js';
import type { TimeZoneChoice, TimeZoneChoiceOptions, TimeZoneNotice } from './time-zone-choice.js';

/**
 * The `time-zone` attribute: which clock the times are on, and whose it is. The conversions
 * (`TimeZoneChoice` and its arithmetic, `format/time-zone.ts`) are a chunk of their own,
 * imported once the business's zone is set and is not the customer's own; until then the times
 * are shown as given, which is what they are: the business's wall clock. When the chunk cannot
 * load (one console warning) they stay so, and name the business's zone as `Intl` alone names it
 * ("Eastern Standard Time"), without the button to the customer's clock: the customer is never
 * shown the business's clock without being told so. The chunk is then asked for again at the
 * next natural moment (`loadAgain`).
 */
export class TimeZones implements ReactiveController {
  /** The conversions, once loaded. */
  choice: TimeZoneChoice | undefined;
  /** Settles when the file has loaded or failed (the element's `dataComplete` waits for it). */
  loaded: Promise<void> = Promise.resolve();
  #zone = '';
  /** The chunk could not load: the times name the zone until it does. */
  #failed = false;

  readonly #host: ReactiveControllerHost;
  readonly #options: TimeZoneChoiceOptions;

  constructor(host: ReactiveControllerHost, options: TimeZoneChoiceOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostUpdate(): void {
    const zone = this.#options.zone().trim();
    if (this.choice || zone === this.#zone) return;
    this.#zone = zone;
    this.#failed = false;
    if (zone && zone !== new Intl.DateTimeFormat().resolvedOptions().timeZone) this.#load();
  }

  /** A moment to ask again for a chunk that could not load (the dialog opens, the step changes). */
  loadAgain(): void {
    if (this.#failed) this.#load();
  }

  #load(): void {
    this.loaded = import('./time-zone-choice.js').catch(warnNotLoaded('time zone conversions')).then(
      ({ TimeZoneChoice }) => {
        // Asked for twice (the dialog opened, then the step changed), the first stays: it may hold the customer's choice.
        this.choice ??= new TimeZoneChoice(this.#host, this.#options);
        this.#host.requestUpdate();
      },
      () => {
        this.#failed = true;
      },
    );
  }

  /** The line saying which zone the times of `date` are in, when the clocks differ. */
  notice(date: string, t: Translate): TimeZoneNotice | undefined {
    if (this.choice) return this.choice.notice(date, t);
    const zone = this.#missingZone(date);
    return zone ? { text: t('timeZone.businessTimes', { zone }) } : undefined;
  }

  /** The business's `slot` of `date` as the customer sees it (`TimeZoneChoice.shownRange`). */
  shownRange(date: string, slot: SlotTime): ShownRange {
    return this.choice?.shownRange(date, slot) ?? this.#asGiven(date, slot);
  }

  /** A booked range as the confirmation states it (`TimeZoneChoice.bookedRanges`). */
  bookedRanges(date: string, slot: SlotTime): ShownRange[] {
    return this.choice?.bookedRanges(date, slot) ?? [this.#asGiven(date, slot)];
  }

  /** The business's wall clock as given; without the conversions, naming its zone after the time. */
  #asGiven(date: string, slot: SlotTime): ShownRange {
    const zone = this.#missingZone(date);
    return { ...wallRange(this.#options.locale(), date, slot), zone: zone ? { before: '', after: ` (${zone})` } : undefined };
  }

  /**
   * The business's zone in the customer's language on `date`, when the conversions could not load
   * (so the zone is not the customer's): `Intl`'s long name at noon UTC. None for a zone the
   * browser does not know, whose times are shown as given.
   */
  #missingZone(date: string): string | undefined {
    if (!this.#failed) return undefined;
    try {
      return dateTimeFormat(this.#options.locale(), { timeZone: this.#zone, timeZoneName: 'long' })
        .formatToParts(new Date(`${date}T12:00Z`))
        .find((part) => part.type === 'timeZoneName')?.value;
    } catch {
      return undefined;
    }
  }
}
