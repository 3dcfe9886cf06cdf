import { html, nothing, type TemplateResult } from 'lit';
import type { BookingFlowController } from '../booking/flow.js';
import { downloadIcs } from '../booking/ics.js';
import { button } from './button.js';

/**
 * The booked appointment as the platform returned it, with "Add to calendar" and "Book another".
 * `formatDate` formats a calendar date in the business's `date_format`; `calendarUidDomain`
 * makes the calendar entry's UID unique across platforms, e.g. the base URL's host.
 */
export function renderConfirmation(
  flow: BookingFlowController,
  formatDate: (date: Date) => string,
  calendarUidDomain?: string,
): TemplateResult | typeof nothing {
  const { _appointment: appointment, _business: business } = flow;
  if (!appointment || !business) return nothing;
  const location = business.locations.find((candidate) => candidate.id === appointment.business_unit_id);
  const addToCalendar = (event: Event) =>
    downloadIcs(appointment, business, location?.name, calendarUidDomain, (event.currentTarget as HTMLElement).parentElement!);
  return html`<section part="confirmation" class="booking-step" aria-labelledby="confirmation">
    <h3 id="confirmation" part="step-heading" class="step-heading" tabindex="-1">Your appointment is booked</h3>
    <dl part="confirmation-summary" class="summary">
      ${([
        // The day as a local calendar date, so no time zone shifts it.
        ['Date', formatDate(new Date(`${appointment.date}T00:00`))],
        ['Time', `${appointment.from}–${appointment.to}`],
        ['Location', location?.name],
        ['Business', business.name],
        ['Address', business.address],
      ] as const).map(([term, value]) =>
        value ? html`<dt>${term}</dt><dd part="confirmation-${term.toLowerCase()}">${value}</dd>` : nothing,
      )}
    </dl>
    <div part="step-actions" class="step-actions">
      ${button('add-to-calendar-button', 'secondary-button', addToCalendar, 'Add to calendar')}
      ${button('book-another-button', 'primary-button', () => flow._reset(), 'Book another')}
    </div>
  </section>`;
}
