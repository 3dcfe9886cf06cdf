import { html, type TemplateResult } from 'lit';
import type { CalendarMonth } from '../calendar/month.js';
import { dateTimeFormat } from '../format/date-time-format.js';
import { iconButton } from './icon.js';

/**
 * The month grid of the WAI-ARIA APG date picker dialog. "Previous month" in the current
 * month is `aria-disabled`, not `disabled`: it may hold focus when it reaches that month,
 * and a disabled button would drop focus to the page.
 */
export function renderCalendar(
  model: CalendarMonth,
  /** The one day in the tab sequence (roving tabindex). */
  focusedIso: string,
  canGoBack: boolean,
  locale: string | undefined,
  /** The month before (-1) or after (1) the one shown. */
  onMonth: (step: -1 | 1) => void,
  onKeyDown: (event: KeyboardEvent) => void,
  /** A day of the month shown was clicked (days of the neighbouring months are empty cells). */
  onChoose: (date: Date) => void,
): TemplateResult {
  const monthName = dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(model._month);
  const dayName = dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return html`<div part="calendar" class="calendar">
    <div class="calendar-nav">
      ${iconButton('month-button', 'Previous month', 'M15 6l-6 6 6 6', () => canGoBack && onMonth(-1), !canGoBack)}
      <h3 part="month-heading" class="month-heading" id="month-heading" aria-live="polite">${monthName}</h3>
      ${iconButton('month-button', 'Next month', 'M9 6l6 6-6 6', () => onMonth(1))}
    </div>
    <table part="grid" class="grid" role="grid" aria-labelledby="month-heading" @keydown=${onKeyDown}>
      <thead>
        <tr>
          ${model._weekdays.map((w) => html`<th part="weekday" scope="col" abbr=${w._long}><span aria-hidden="true">${w._short}</span><span class="visually-hidden">${w._long}</span></th>`)}
        </tr>
      </thead>
      <tbody>
        ${model._weeks.map(
          (week) => html`<tr>
            ${week.map((day) =>
              day._outside
                ? html`<td class="day-empty"></td>`
                : html`<td
                    part="day${day._today ? ' day-today' : ''}${day._selected ? ' day-selected' : ''}${day._past ? ' day-disabled' : ''}"
                    class="day"
                    data-date=${day._iso}
                    tabindex=${day._iso === focusedIso ? 0 : -1}
                    aria-label=${dayName.format(day._date) + (day._past ? ', unavailable' : '')}
                    aria-selected=${day._selected}
                    aria-disabled=${day._past}
                    aria-current=${day._today ? 'date' : 'false'}
                    @click=${() => onChoose(day._date)}
                  >${day._date.getDate()}</td>`,
            )}
          </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
