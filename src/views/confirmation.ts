import { html, nothing, type TemplateResult } from 'lit';
import type { BookingFlowController } from '../booking/flow.js';
import { appointmentCalendarEvent, buildIcs, downloadIcs, icsFileName } from '../booking/ics.js';
import { CONFIRMATION_HEADING_ID } from './form-parts.js';

export interface ConfirmationOptions {
  /** Formats a calendar date in the business's `date_format`. */
  formatDate: (date: Date) => string;
  /** Makes the calendar entry's UID unique across platforms, e.g. the base URL's host. */
  calendarUidDomain?: string;
}

/** `YYYY-MM-DD` as a local calendar date, so no time zone shifts the day. */
function calendarDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The booked appointment as the platform returned it, with "Add to calendar" and "Book another". */
export function renderConfirmation(flow: BookingFlowController, options: ConfirmationOptions): TemplateResult | typeof nothing {
  const appointment = flow.appointment;
  const business = flow.business;
  if (!appointment || !business) return nothing;
  const location = business.locations.find((candidate) => candidate.id === appointment.business_unit_id);
  const addToCalendar = (event: Event) => {
    const calendarEvent = appointmentCalendarEvent(appointment, business, { uidDomain: options.calendarUidDomain });
    const container = (event.currentTarget as HTMLElement).parentElement ?? undefined;
    downloadIcs(buildIcs(calendarEvent), icsFileName(calendarEvent.summary, appointment.date), container);
  };
  return html`<section part="confirmation" class="booking-step" aria-labelledby=${CONFIRMATION_HEADING_ID}>
    <h3 id=${CONFIRMATION_HEADING_ID} part="step-heading" class="step-heading" tabindex="-1">Your appointment is booked</h3>
    <dl part="confirmation-summary" class="summary">
      ${([
        ['Date', 'date', options.formatDate(calendarDate(appointment.date))],
        ['Time', 'time', `${appointment.from}–${appointment.to}`],
        ['Location', 'location', location?.name],
        ['Business', 'business', business.name],
        ['Address', 'address', business.address],
      ] as const).map(([term, part, value]) =>
        value ? html`<dt>${term}</dt><dd part="confirmation-${part}">${value}</dd>` : nothing,
      )}
    </dl>
    <div part="step-actions" class="step-actions">
      <button type="button" part="add-to-calendar-button" class="secondary-button" @click=${addToCalendar}>Add to calendar</button>
      <button type="button" part="book-another-button" class="primary-button" @click=${() => flow.reset()}>Book another</button>
    </div>
  </section>`;
}
