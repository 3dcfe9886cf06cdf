import { html, nothing, type TemplateResult } from 'lit';
import type { Appointment } from '../api/types.js';
import type { BookingBusiness } from '../booking/flow.js';
import { downloadIcs } from '../booking/ics.js';
import type { Translate } from '../i18n/messages.js';
import { button } from './button.js';

export interface ConfirmationProps {
  appointment: Appointment;
  business: BookingBusiness;
  /** A calendar date in the business's `date_format`. */
  formatDate: (date: Date) => string;
  /** Makes the calendar entry's UID unique across platforms, e.g. the base URL's host. */
  calendarUidDomain: string | undefined;
  onBookAnother: () => void;
  /** The booked time in both zones when the clocks differ (`TimeZoneChoice.bookedRange`); else the business's. */
  time?: string | undefined;
  /** The business's wall clock to instants, when its zone is known: the calendar file then carries them. */
  instant?: ((date: string, time: string) => Date) | undefined;
  t: Translate;
}

/** The booked appointment as the platform returned it, with "Add to calendar" and "Book another", in place of the forms. */
export function renderConfirmation({
  appointment,
  business,
  formatDate,
  calendarUidDomain,
  onBookAnother,
  time = `${appointment.from}–${appointment.to}`,
  instant,
  t,
}: ConfirmationProps): TemplateResult {
  const location = business.locations.find((candidate) => candidate.id === appointment.business_unit_id);
  const addToCalendar = (event: Event) =>
    downloadIcs(
      {
        appointment,
        business,
        place: location?.name,
        uidDomain: calendarUidDomain,
        instant,
        summary: t('ics.summary', { business: business.name }),
        description: appointment.notes ? t('ics.description', { business: business.name, notes: appointment.notes }) : undefined,
      },
      (event.currentTarget as HTMLElement).parentElement!,
    );
  // The part names the fact (`confirmation-date`), the catalog its term (`confirmation.date`);
  // each value is isolated, so a left-to-right name stays whole in right-to-left text.
  const facts: [fact: 'date' | 'time' | 'location' | 'business' | 'address', value: string | undefined][] = [
    // The day as a local calendar date, so no time zone shifts it.
    ['date', formatDate(new Date(`${appointment.date}T00:00`))],
    ['time', time],
    ['location', location?.name],
    ['business', business.name],
    ['address', business.address],
  ];
  return html`<div part="details" class="details">
    <section part="confirmation" class="booking-step" aria-labelledby="confirmation">
      <h3 id="confirmation" part="step-heading" class="step-heading" tabindex="-1">${t('confirmation.heading')}</h3>
      <dl part="confirmation-summary" class="summary">
        ${facts.map(([fact, value]) =>
          value
            ? html`<dt>${t(`confirmation.${fact}`)}</dt>
                <dd part="confirmation-${fact}"><bdi>${value}</bdi></dd>`
            : nothing,
        )}
      </dl>
      <div part="step-actions" class="step-actions">
        ${button({ part: 'add-to-calendar-button', kind: 'secondary-button', onClick: addToCalendar, content: t('confirmation.addToCalendar') })}
        ${button({ part: 'book-another-button', kind: 'primary-button', onClick: onBookAnother, content: t('confirmation.bookAnother') })}
      </div>
    </section>
  </div>`;
}
