import { html, type TemplateResult } from 'lit';
import type { Slot } from '../api/types.js';
import type { SlotTime } from '../booking/journey.js';
import type { Translate } from '../i18n/messages.js';
import { formatPercent } from '../i18n/numbers.js';

export interface SlotListProps {
  slots: Slot[];
  selected: SlotTime | undefined;
  onSelect: (slot: Slot) => void;
  t: Translate;
  /** The tag numbers are formatted with ("70 %" in German). */
  locale: string;
  /** A slot's `HH:MM` as shown: the business's, or on the customer's clock. */
  showTime: (time: string) => string;
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
 * The day's slots as a radio group; full slots stay visible but cannot be chosen.
 * A busy day has close to a hundred slots, so each one is kept cheap to build and to lay out:
 * one `change` listener on the group (the radio's value is the slot's index), and a fill bar
 * that is one empty element, drawn by its `::before` from a `--fill` custom property (no
 * `<progress>` and its internal shadow tree, no `<svg>` with a layout and paint of its own).
 */
export function renderSlotList({ slots, selected, onSelect, t, locale, showTime }: SlotListProps): TemplateResult {
  return html`<div
    part="slots"
    class="slots"
    role="radiogroup"
    aria-labelledby="slots-heading"
    @change=${(event: Event) => onSelect(slots[Number((event.target as HTMLInputElement).value)]!)}
  >
    ${slots.map((slot, index) => {
      const [from, to, fill] = [showTime(slot.from), showTime(slot.to), slot.percentage_filled];
      const full = fill >= 100;
      const checked = selected?.from === slot.from && selected.to === slot.to;
      const words = fillWords(fill, locale, t);
      // What a screen reader says: "09:00 to 09:30, 70% booked", "…, almost full".
      return html`<label part="slot${full ? ' slot-full' : ''}${checked ? ' slot-selected' : ''}" class="slot">
        <input
          class="slot-input"
          type="radio"
          name="slot"
          value=${index}
          .checked=${checked}
          ?disabled=${full}
          aria-label=${t('slot.name', { from, to, fill: words.toLocaleLowerCase(locale) })}
        />
        <span part="slot-time" class="slot-time" aria-hidden="true">${`${from}\u2013${to}`}</span>
        <span part="slot-meter" class="slot-meter" .style=${fillStyle(fill)}></span>
        <span part="slot-fill-text" class="slot-fill-text" aria-hidden="true">${words}</span>
      </label>`;
    })}
  </div>`;
}

/** Placeholder cards of the same size as real slots, so nothing jumps when they arrive. */
export function renderSlotSkeleton(): TemplateResult {
  return html`<div part="slots-loading" class="slots" aria-hidden="true">
    ${Array.from({ length: 6 }, () => html`<div class="slot slot-skeleton"></div>`)}
  </div>`;
}
