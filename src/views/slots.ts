import { html, nothing, type TemplateResult } from 'lit';
import type { Slot } from '../api/types.js';
import { dayOf, type SlotTime } from '../booking/journey.js';
import { joinDayAndTime } from '../format/joiners.js';
import type { ShownRange } from '../format/time-of-day.js';
import type { Translate } from '../i18n/messages.js';
import { formatPercent } from '../i18n/numbers.js';

export interface SlotListProps {
  slots: Slot[];
  selected: SlotTime | undefined;
  onSelect: (slot: Slot) => void;
  t: Translate;
  /** The tag numbers are formatted with ("70 %" in German). */
  locale: string;
  /** The business's day the slots are of (`YYYY-MM-DD`): the heading above them names it. */
  date: string;
  /** A slot as shown: on the business's clock, or on the customer's with the day it falls on there. */
  shownRange: (slot: SlotTime) => ShownRange;
  /** A day as the customer reads it. */
  formatDay: (date: Date) => string;
  /**
   * Part of the radios' `name`, new each time the dialog opens. Chromium leaves a group whose
   * radios were removed after one had focus unreachable by Tab for radios made later with the
   * same name, in the same shadow root: closed from an unchosen time and opened again, Tab
   * skipped every time. With the day, it names each list of times afresh.
   */
  group: string;
}

/** Almost full from this fill on: a time few places are left in, said in words, never highlighted. */
const ALMOST_FULL = 80;

/** What a fill means, shown on the slot and (in lower case) in its name: Free, 70% booked, Almost full, Full. */
const fillWords = (fill: number, locale: string, t: Translate) =>
  fill >= 100
    ? t('slot.full')
    : fill >= ALMOST_FULL
      ? t('slot.almostFull')
      : fill > 0
        ? t('slot.booked', { percent: formatPercent(locale, fill) })
        : t('slot.free');

/**
 * `--fill: 70%` for a fill bar's `style` property: that is the CSSOM (`style.cssText`), which a
 * strict CSP allows, where it blocks a `style` attribute (lit's `styleMap` writes one on its
 * first render). The property takes a string when set; its type is what it gives when read.
 * `fill` is a number from 0 to 100 (api/parse.ts).
 */
const fillStyle = (fill: number) => `--fill: ${fill}%` as unknown as CSSStyleDeclaration;

/**
 * How wide a range is, in `ch` (the width of a digit), without laying it out: a bold digit a
 * little over one (the cards' figures are tabular, all of a width), a space or a colon half,
 * a character from U+1100 on two (East Asian scripts are about two digits wide; so counted, a
 * dash is over), any other character a little over one. Over rather than under: a card a
 * little too wide costs nothing, one too narrow cuts its range.
 */
function rangeWidth(range: string): number {
  let width = 0;
  for (const char of range) width += /[\s:.]/.test(char) ? 0.5 : char >= '\u1100' ? 2 : 1.2;
  return Math.ceil(width);
}

/** `--_range-width: 19ch`, the day's widest range, for the cards' least width (the `style` property, as `fillStyle`). */
const rangeWidthStyle = (ranges: string[]) =>
  `--_range-width: ${Math.max(0, ...ranges.map(rangeWidth))}ch` as unknown as CSSStyleDeclaration;

/**
 * The day's slots as a radio group; full slots stay visible but cannot be chosen.
 * A busy day has close to a hundred slots, so each one is kept cheap to build and to lay out:
 * one `change` listener on the group (the radio's value is the slot's index), and a fill bar
 * that is one empty element, drawn by its `::before` from a `--fill` custom property (no
 * `<progress>` and its internal shadow tree, no `<svg>` with a layout and paint of its own).
 *
 * On the customer's clock a business's day can reach into the customer's day before or after
 * (Los Angeles' afternoon is Berlin's night): each run of times on another day than the
 * heading's starts with that day's heading, and those times' names say their day.
 */
export function renderSlotList({
  slots,
  selected,
  onSelect,
  t,
  locale,
  date,
  shownRange,
  formatDay,
  group,
}: SlotListProps): TemplateResult {
  let dayBefore = date;
  const shownSlots = slots.map((slot) => shownRange(slot));
  return html`<div
    part="slots"
    class="slots"
    role="radiogroup"
    aria-labelledby="slots-heading"
    .style=${rangeWidthStyle(shownSlots.map((shown) => shown.range))}
    @change=${(event: Event) => onSelect(slots[Number((event.target as HTMLInputElement).value)]!)}
    @focusin=${keepAboveFooter}
  >
    ${slots.map((slot, index) => {
      const shown = shownSlots[index]!;
      const otherDay = shown.date === date ? undefined : formatDay(dayOf(shown.date));
      const dayHeading =
        shown.date === dayBefore ? nothing : html`<h4 part="slots-day" class="slots-day">${formatDay(dayOf(shown.date))}</h4>`;
      dayBefore = shown.date;
      const fill = slot.percentage_filled;
      const full = fill >= 100;
      const checked = selected?.from === slot.from && selected.to === slot.to;
      const words = fillWords(fill, locale, t);
      // What a screen reader says: "09:00 to 09:30, 70% booked", "…, almost full"; on
      // another day than the heading's, with that day: "Saturday, 28/11/2026, 01:40 to 02:10, free".
      const from = otherDay ? joinDayAndTime(locale, otherDay, shown.from) : shown.from;
      return html`${dayHeading}<label part="slot${full ? ' slot-full' : ''}${checked ? ' slot-selected' : ''}" class="slot">
          <input
            class="slot-input"
            type="radio"
            name=${`slot-${date}-${group}`}
            value=${index}
            .checked=${checked}
            ?disabled=${full}
            aria-label=${t('slot.name', { from, to: shown.to, fill: words.toLocaleLowerCase(locale) })}
          />
          <span part="slot-time" class="slot-time time-range" aria-hidden="true">${shown.range}</span>
          <span part="slot-meter" class="slot-meter" .style=${fillStyle(fill)}></span>
          <span part="slot-fill-text" class="slot-fill-text" aria-hidden="true">${words}</span>
        </label>`;
    })}
  </div>`;
}

/**
 * A time reached with the arrow keys, scrolled into view with its scroll margin: inline, the
 * footer stays at the bottom of the screen, and WebKit scrolls a focused control into view as
 * if it were not there. Where the time is in view already, this scrolls nothing.
 */
const keepAboveFooter = (event: FocusEvent) => (event.target as Element).scrollIntoView({ block: 'nearest' });

/** Placeholder cards of the same size as real slots, so nothing jumps when they arrive. */
export function renderSlotSkeleton(): TemplateResult {
  return html`<div part="slots-loading" class="slots" aria-hidden="true">
    ${Array.from({ length: 6 }, () => html`<div class="slot slot-skeleton"></div>`)}
  </div>`;
}
