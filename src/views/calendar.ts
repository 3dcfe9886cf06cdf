import { html, type TemplateResult } from 'lit';
import type { CalendarDay, CalendarMonth } from '../calendar/month.js';
import { dateTimeFormat } from '../format/date-time-format.js';
import type { Translate } from '../i18n/messages.js';
import type { DayState } from '../slots/day-state.js';
import { iconButton } from './icon.js';

export interface CalendarProps {
  model: CalendarMonth;
  /** The one day in the tab sequence (roving tabindex), `YYYY-MM-DD`. */
  focusedIso: string;
  /** What is known of a day's times (`YYYY-MM-DD`): free, full or none; nothing until its slots came. */
  stateOf: (date: string) => DayState | undefined;
  /** False in the current month: no going back to past months. */
  canGoBack: boolean;
  locale: string | undefined;
  /** The month before (-1) or after (1) the one shown. */
  onMonth: (step: -1 | 1) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** A day of the month shown was clicked (days of the neighbouring months are empty cells). */
  onChoose: (date: Date) => void;
  t: Translate;
}

/**
 * The month grid of the WAI-ARIA APG date picker dialog. "Previous month" in the current
 * month is `aria-disabled`, not `disabled`: it may hold focus when it reaches that month,
 * and a disabled button would drop focus to the page.
 */
export function renderCalendar({
  model,
  focusedIso,
  stateOf,
  canGoBack,
  locale,
  onMonth,
  onKeyDown,
  onChoose,
  t,
}: CalendarProps): TemplateResult {
  const monthName = dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(model.month);
  const dayName = dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const renderDay = (day: CalendarDay) => {
    if (day.outside) return html`<td></td>`;
    // Every day stays focusable and choosable, whatever its state: choosing shows why. A day
    // whose times are not known yet has no words: "Tuesday, 15 December 2026, fully booked".
    const state = day.past ? undefined : stateOf(day.iso);
    const named = { day: dayName.format(day.date) };
    return html`<td
      part=${dayParts(day, state)}
      class="day ${state ?? ''}"
      data-date=${day.iso}
      tabindex=${day.iso === focusedIso ? 0 : -1}
      aria-label=${day.past ? t('calendar.dayUnavailable', named) : state ? t(`calendar.day.${state}`, named) : named.day}
      aria-selected=${day.selected}
      aria-disabled=${day.past}
      aria-current=${day.today ? 'date' : 'false'}
      @click=${() => onChoose(day.date)}
    >
      ${day.date.getDate()}
    </td>`;
  };
  // Where the short names are words (Arabic "الثلاثاء", Hebrew "יום ג׳"), seven do not fit
  // a phone's row: the column heads take the narrow ones, as calendars in those languages do.
  const wordy = model.weekdays.some(({ short }) => [...short].length > 5);
  return html`<div part="calendar">
    <div class="calendar-nav">
      ${iconButton({ part: 'month-button', label: t('calendar.previousMonth'), path: 'M15 6l-6 6 6 6', onClick: () => canGoBack && onMonth(-1), disabled: !canGoBack })}
      <h3 part="month-heading" id="month-heading" aria-live="polite">${monthName}</h3>
      ${iconButton({ part: 'month-button', label: t('calendar.nextMonth'), path: 'M9 6l6 6-6 6', onClick: () => onMonth(1) })}
    </div>
    <table part="grid" class="grid" role="grid" aria-labelledby="month-heading" @keydown=${onKeyDown}>
      <thead>
        <tr>
          ${model.weekdays.map((w) => html`<th part="weekday" scope="col" abbr=${w.long}><span aria-hidden="true" class="short">${wordy ? w.narrow : w.short}</span><span aria-hidden="true" class="narrow">${w.narrow}</span><span class="visually-hidden">${w.long}</span></th>`)}
        </tr>
      </thead>
      <tbody>
        ${model.weeks.map(
          (week) =>
            html`<tr>
              ${week.map(renderDay)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

function dayParts(day: CalendarDay, state: DayState | undefined): string {
  const parts = ['day'];
  if (state) parts.push(`day-${state}`);
  if (day.today) parts.push('day-today');
  if (day.selected) parts.push('day-selected');
  if (day.past) parts.push('day-disabled');
  return parts.join(' ');
}
