import { html, type TemplateResult } from 'lit';
import type { CalendarDay, CalendarMonth } from '../calendar/month.js';
import { dateTimeFormat } from '../format/date-time-format.js';
import { iconButton } from './icon.js';

export interface CalendarProps {
  model: CalendarMonth;
  /** The one day in the tab sequence (roving tabindex). */
  focusedIso: string;
  canGoBack: boolean;
  locale: string | undefined;
  /** The month before (-1) or after (1) the one shown. */
  onMonth: (step: -1 | 1) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onChoose: (day: CalendarDay) => void;
}

/**
 * The month grid of the WAI-ARIA APG date picker dialog. "Previous month" in the current
 * month is `aria-disabled`, not `disabled`: it may hold focus when it reaches that month,
 * and a disabled button would drop focus to the page.
 */
export function renderCalendar(props: CalendarProps): TemplateResult {
  const { model, locale } = props;
  const monthName = dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(model.month);
  const dayName = dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return html`<div part="calendar" class="calendar">
    <div class="calendar-nav">
      ${iconButton('month-button', 'Previous month', 'M15 6l-6 6 6 6', () => props.canGoBack && props.onMonth(-1), !props.canGoBack)}
      <h3 part="month-heading" class="month-heading" id="month-heading" aria-live="polite">${monthName}</h3>
      ${iconButton('month-button', 'Next month', 'M9 6l6 6-6 6', () => props.onMonth(1))}
    </div>
    <table part="grid" class="grid" role="grid" aria-labelledby="month-heading" @keydown=${props.onKeyDown}>
      <thead>
        <tr>
          ${model.weekdays.map((w) => html`<th part="weekday" scope="col" abbr=${w.long}><span aria-hidden="true">${w.short}</span><span class="visually-hidden">${w.long}</span></th>`)}
        </tr>
      </thead>
      <tbody>
        ${model.weeks.map(
          (week) => html`<tr>
            ${week.map((day) =>
              day.outsideMonth
                ? html`<td class="day-empty"></td>`
                : html`<td
                    part="day${day.today ? ' day-today' : ''}${day.selected ? ' day-selected' : ''}${day.past ? ' day-disabled' : ''}"
                    class="day"
                    data-date=${day.iso}
                    tabindex=${day.iso === props.focusedIso ? 0 : -1}
                    aria-label=${dayName.format(day.date) + (day.past ? ', unavailable' : '')}
                    aria-selected=${day.selected}
                    aria-disabled=${day.past}
                    aria-current=${day.today ? 'date' : 'false'}
                    @click=${() => props.onChoose(day)}
                  >${day.dayOfMonth}</td>`,
            )}
          </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
