import { html, type TemplateResult } from 'lit';
import type { Slot } from '../api/types.js';
import type { SlotTime } from '../booking/journey.js';
import { formatTimeRange } from '../format/date-format.js';
import { renderCalendar, type CalendarProps } from './calendar.js';
import { renderProblem } from './form-parts.js';
import { renderLocationPicker, type LocationPickerProps } from './header.js';
import { renderSlotList, renderSlotSkeleton } from './slots.js';

export interface ChoosingProps {
  /** The chosen day and time so far, and why the customer is back here. */
  journey: { date: Date | undefined; time: SlotTime | undefined; notice: string | undefined };
  locations: LocationPickerProps;
  calendar: CalendarProps;
  /** The chosen day's slots once loaded. */
  slots: Slot[] | undefined;
  /** A failed load's notice, in place of the slots. */
  failure: TemplateResult | undefined;
  /** A day as the customer reads it. */
  formatDay: (date: Date) => string;
  onSelect: (slot: Slot) => void;
  onContinue: (date: Date, time: SlotTime) => void;
}

/** Choosing a day and a time: the location, the calendar beside (or above) the times, and Continue. */
export function renderChoosing(props: ChoosingProps): TemplateResult {
  const { journey, formatDay, onContinue } = props;
  const { date, time } = journey;
  const summary = date && time ? `${formatDay(date)}, ${formatTimeRange(time)}` : undefined;
  const slotsPanel: SlotsPanelProps = {
    dayLabel: date && formatDay(date),
    notice: journey.notice,
    slots: props.slots,
    failure: props.failure,
    selected: time,
    onSelect: props.onSelect,
  };
  return html`${renderLocationPicker(props.locations)}
    <div class="body">${renderCalendar(props.calendar)} ${renderSlotsPanel(slotsPanel)}</div>
    ${renderFooter({ summary, onContinue: () => date && time && onContinue(date, time) })}`;
}

export interface SlotsPanelProps {
  /** The chosen day as the customer reads it; none before a day is chosen (the month's first open day is being looked for). */
  dayLabel: string | undefined;
  /** Why the customer is back at the times (their slot was just taken). */
  notice: string | undefined;
  /** The day's slots once loaded; none while they load. */
  slots: Slot[] | undefined;
  /** A failed load's notice, in place of the slots. */
  failure: TemplateResult | undefined;
  selected: SlotTime | undefined;
  onSelect: (slot: Slot) => void;
}

/**
 * The chosen day's heading, one status region and the times. The region stays in the DOM
 * and only its text changes, which is what screen readers announce reliably; a failure is
 * announced by its own alert. While no day is chosen yet (the widget looks for the month's
 * first day with free times) and while a day's times load: the skeleton.
 */
export function renderSlotsPanel({ dayLabel, notice, slots, failure, selected, onSelect }: SlotsPanelProps): TemplateResult {
  let status = '';
  let content: TemplateResult;
  if (failure) {
    content = failure;
  } else if (!slots) {
    status = 'Loading available times\u2026';
    content = renderSlotSkeleton();
  } else {
    const free = slots.filter((slot) => slot.percentage_filled < 100).length;
    status = free === 0 ? 'No available times on this day' : `${free} ${free === 1 ? 'time' : 'times'} available`;
    content =
      slots.length === 0
        ? html`<p part="slots-empty" class="hint">No available times on this day. Please choose another day.</p>`
        : renderSlotList({ slots, selected, onSelect });
  }
  return html`<section class="slots-panel" aria-labelledby="slots-heading">
    ${renderProblem({ id: 'slots-problem', message: notice })}
    <h3 part="slots-heading" class="slots-heading" id="slots-heading" tabindex="-1">${dayLabel ?? 'Available times'}</h3>
    <p class="visually-hidden" role="status">${status}</p>
    ${content}
  </section>`;
}

export interface FooterProps {
  /** The chosen day and time; none until both are chosen, and Continue waits for them. */
  summary: string | undefined;
  onContinue: () => void;
}

/** The bar with the chosen time and Continue. */
export function renderFooter({ summary, onContinue }: FooterProps): TemplateResult {
  return html`<div part="footer" class="footer">
    <p class="footer-summary" aria-live="polite">${summary ? html`<strong>${summary}</strong>` : 'No time chosen yet'}</p>
    <button part="continue-button" class="primary-button" type="button" ?disabled=${!summary} @click=${onContinue}>
      Continue
    </button>
  </div>`;
}
