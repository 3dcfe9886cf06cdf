import { html, type TemplateResult } from 'lit';
import type { Slot } from '../api/types.js';

export interface SlotListProps {
  slots: Slot[];
  selected: Slot | undefined;
  labelledBy: string;
  onSelect: (slot: Slot) => void;
}

export const isFull = (slot: Slot) => slot.percentage_filled >= 100;

/** What a screen reader says for a slot: "09:00 to 09:30, 70 % booked". */
export function slotLabel(slot: Slot): string {
  const fill = isFull(slot) ? 'fully booked' : `${slot.percentage_filled} % booked`;
  return `${slot.from} to ${slot.to}, ${fill}`;
}

const sameSlot = (a: Slot | undefined, b: Slot) => a !== undefined && a.from === b.from && a.to === b.to;

/** The day's slots as a radio group; full slots stay visible but cannot be chosen. */
export function renderSlotList({ slots, selected, labelledBy, onSelect }: SlotListProps): TemplateResult {
  return html`<div part="slots" class="slots" role="radiogroup" aria-labelledby=${labelledBy}>
    ${slots.map((slot) => {
      const full = isFull(slot);
      const checked = sameSlot(selected, slot);
      const parts = ['slot', full && 'slot-full', checked && 'slot-selected'].filter(Boolean).join(' ');
      return html`<label part=${parts} class="slot">
        <input
          class="slot-input"
          type="radio"
          name="slot"
          .checked=${checked}
          ?disabled=${full}
          aria-label=${slotLabel(slot)}
          @change=${() => onSelect(slot)}
        />
        <span part="slot-time" class="slot-time" aria-hidden="true">${slot.from}\u2013${slot.to}</span>
        <span class="slot-fill" aria-hidden="true">
          <progress part="slot-meter" class="slot-meter" max="100" .value=${slot.percentage_filled}></progress>
          <span part="slot-fill-text" class="slot-fill-text">${full ? 'Full' : `${slot.percentage_filled} %`}</span>
        </span>
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
