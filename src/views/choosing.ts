import { html, nothing, type TemplateResult } from 'lit';
import type { Slot } from '../api/types.js';
import { dayOf, type SlotTime } from '../booking/journey.js';
import type { ShownRange } from '../format/time-of-day.js';
import type { TimeZoneNotice } from '../controllers/time-zone-choice.js';
import type { MessageId, Translate } from '../i18n/messages.js';
import { formatNumber, pluralId } from '../i18n/numbers.js';
import { toIsoDate } from '../calendar/month.js';
import { renderCalendar, type CalendarProps } from './calendar.js';
import { renderProblem } from './form-parts.js';
import { renderLocationPicker, type LocationPickerProps } from './header.js';
import { renderSlotList, renderSlotSkeleton } from './slots.js';
import { renderWhen } from './time-text.js';

export interface ChoosingProps {
  /** The chosen day and time so far, and why the customer is back here. */
  journey: { date: Date | undefined; time: SlotTime | undefined; notice: MessageId | undefined };
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
  t: Translate;
  /** The tag numbers are formatted with. */
  locale: string;
  /** Which clock the times are on, when the business's and the customer's differ. */
  zoneNotice: TimeZoneNotice | undefined;
  /** A slot of the chosen day as shown: on the business's clock, or on the customer's with the day it falls on there. */
  shownRange: (slot: SlotTime) => ShownRange;
  /** Names the times' radio group anew each time the dialog's content is made (`SlotListProps.group`). */
  group: string;
}

/** Choosing a day and a time: the location, the calendar beside (or above) the times, and Continue. */
export function renderChoosing(props: ChoosingProps): TemplateResult {
  const { journey, formatDay, onContinue, t, locale, shownRange } = props;
  const { date, time } = journey;
  const shown = time && shownRange(time);
  // The day the time falls on, on the clock it is shown on, and whose clock it is when they differ.
  const summary = shown && renderWhen({ shown, day: formatDay(dayOf(shown.date)), locale });
  // In the dialog the body scrolls on a small screen. Firefox then makes it a Tab stop of its
  // own, without a name or a visible ring; its content is all reachable by Tab and scrolls into
  // view with focus, so it is taken out of the Tab order.
  return html`${renderLocationPicker(props.locations)}
    <div class="body" tabindex="-1">
      ${renderCalendar(props.calendar)} ${renderSlotsPanel({ ...props, date, notice: journey.notice, selected: time })}
    </div>
    ${renderFooter({ summary, onContinue: () => date && time && onContinue(date, time), t })}`;
}

/** What the times beside the calendar show: the chosen day, why the customer is back, and the chosen time. */
export type SlotsPanelProps = Pick<
  ChoosingProps,
  'formatDay' | 'slots' | 'failure' | 'onSelect' | 't' | 'locale' | 'zoneNotice' | 'shownRange' | 'group'
> & {
  /** The chosen day; none before a day is chosen (the month's first open day is being looked for). */
  date: Date | undefined;
  /** Why the customer is back at the times (their slot was just taken). */
  notice: MessageId | undefined;
  selected: SlotTime | undefined;
};

/**
 * The chosen day's heading, one status region and the times. The region stays in the DOM
 * and only its text changes, which is what screen readers announce reliably; a failure is
 * announced by its own alert. While no day is chosen yet (the widget looks for the month's
 * first day with free times) and while a day's times load: the skeleton.
 */
export function renderSlotsPanel({
  date,
  formatDay,
  notice,
  slots,
  failure,
  selected,
  onSelect,
  t,
  locale,
  zoneNotice,
  shownRange,
  group,
}: SlotsPanelProps): TemplateResult {
  let status = '';
  let content: TemplateResult;
  if (failure) {
    content = failure;
  } else if (!slots) {
    status = t('slots.status.loading');
    content = renderSlotSkeleton();
  } else {
    const free = slots.filter((slot) => slot.percentage_filled < 100).length;
    status =
      free === 0
        ? t('slots.status.none')
        : t(pluralId('slots.status.count', locale, free), { count: formatNumber(locale, free) });
    content =
      slots.length === 0
        ? html`<p part="slots-empty" class="hint">${t('slots.empty')}</p>`
        : renderSlotList({
            slots,
            selected,
            onSelect,
            t,
            locale,
            date: date ? toIsoDate(date) : '',
            shownRange,
            formatDay,
            group,
          });
  }
  return html`<section class="slots-panel" aria-labelledby="slots-heading">
    ${renderProblem({ id: 'slots-problem', message: notice, t, locale })}
    <h3 part="slots-heading" class="slots-heading" id="slots-heading" tabindex="-1">
      ${date ? formatDay(date) : t('slots.heading')}
    </h3>
    <p class="visually-hidden" role="status">${status}</p>
    ${
      zoneNotice
        ? html`<p part="time-zone" class="time-zone">
            ${zoneNotice.text}
            ${
              zoneNotice.toggle
                ? html`<button type="button" part="time-zone-button" class="link-button" @click=${zoneNotice.toggle.onToggle}>
                    ${zoneNotice.toggle.action}
                  </button>`
                : nothing
            }
          </p>`
        : nothing
    }
    ${content}
  </section>`;
}

export interface FooterProps {
  /** The chosen day and time; none until both are chosen, and Continue waits for them. */
  summary: TemplateResult | undefined;
  onContinue: () => void;
  t: Translate;
}

/** The bar with the chosen time and Continue. */
export function renderFooter({ summary, onContinue, t }: FooterProps): TemplateResult {
  return html`<div part="footer" class="footer">
    <p class="footer-summary" aria-live="polite">${summary ? html`<strong>${summary}</strong>` : t('footer.nothingChosen')}</p>
    <button part="continue-button" class="primary-button" type="button" ?disabled=${!summary} @click=${onContinue}>
      ${t('footer.continue')}
    </button>
  </div>`;
}
