import { html, nothing, type TemplateResult } from 'lit';
import type { Appointment } from '../api/types.js';
import type { BookingBusiness } from '../booking/flow.js';
import type { CalendarEntry } from '../booking/ics.js';
import { dayOf } from '../booking/journey.js';
import { shownName } from '../booking/names.js';
import type { ShownRange } from '../format/time-of-day.js';
import type { Translate } from '../i18n/messages.js';
import { button } from './button.js';
import { icon } from './icon.js';
import { renderNotice } from './notice.js';
import { renderWhen } from './time-text.js';

export interface ConfirmationProps {
  appointment: Appointment;
  business: BookingBusiness;
  /** A calendar date in the business's `date_format`. */
  formatDate: (date: Date) => string;
  /** Makes the calendar entry's UID unique across platforms, e.g. the base URL's host. */
  calendarUidDomain: string | undefined;
  /** The Idempotency-Key it was booked with: the calendar entry's UID when the platform gave the appointment no id. */
  bookingKey: string;
  onBookAnother: () => void;
  /** "Done", the main action: closes the dialog. None inline, where there is nothing to close; "Book another" leads there. */
  onDone?: (() => void) | undefined;
  /**
   * The booked time: the business's, and when the clocks differ also the customer's, each naming
   * its zone (`TimeZoneChoice.bookedRanges`).
   */
  times: ShownRange[];
  /** The tag times are written with. */
  locale: string;
  /** The `time-zone` attribute, the business's zone: the calendar file then carries exact instants. */
  timeZone: string;
  /** "Add to calendar": offers the file, made in `container` (`CalendarFileOffer.offer`). */
  onAddToCalendar: (entry: CalendarEntry, container: Node) => void;
  /** The last "Add to calendar" could not load the calendar file's code: the confirmation says so. */
  calendarFileFailed: boolean;
  t: Translate;
}

/**
 * The booked appointment as the platform returned it under a success mark, with "Done", "Add to
 * calendar" and "Book another", in place of the forms.
 */
export function renderConfirmation({
  appointment,
  business,
  formatDate,
  calendarUidDomain,
  bookingKey,
  onBookAnother,
  onDone,
  times,
  locale,
  timeZone,
  onAddToCalendar,
  calendarFileFailed,
  t,
}: ConfirmationProps): TemplateResult {
  const location = business.locations.find((candidate) => candidate.id === appointment.business_unit_id);
  // The interface gives a business one address and its locations only names: with several
  // locations that address is the head office's, so it is shown only labelled as the business's.
  const severalLocations = business.locations.length > 1;
  const { address } = business;
  const name = shownName(business);
  const place = shownName(location);
  // Without a name the business is not named: in the calendar, the entry is an appointment at
  // its location or its address, or, with neither, the confirmation's own words.
  const namedAs = name ?? place ?? (address.trim() || undefined);
  const { notes } = appointment;
  const description = [
    notes && (namedAs ? t('ics.description', { business: namedAs, notes }) : notes),
    severalLocations && address && t('ics.businessAddress', { address }),
  ];
  const addToCalendar = (event: Event) =>
    onAddToCalendar(
      {
        appointment,
        business: { name: name ?? '', address },
        place,
        severalLocations,
        uidDomain: calendarUidDomain,
        bookingKey,
        timeZone,
        summary: namedAs ? t('ics.summary', { business: namedAs }) : t('confirmation.heading'),
        description: description.filter(Boolean).join('\n') || undefined,
      },
      (event.currentTarget as HTMLElement).parentElement!,
    );
  // The part names the fact (`confirmation-date`), the catalog its term (`confirmation.date`);
  // each value is isolated, so a left-to-right name stays whole in right-to-left text.
  // Each on its line; a time on another day than the appointment's (the customer's clock) says its day.
  const time = times.map(
    (shown) =>
      html`<span class="confirmation-line"
        >${renderWhen({ shown, day: shown.date === appointment.date ? undefined : formatDate(dayOf(shown.date)), locale })}</span
      >`,
  );
  const facts: [fact: 'date' | 'time' | 'location' | 'business' | 'address', value: string | TemplateResult[] | undefined][] = [
    // The day as a local calendar date, so no time zone shifts it.
    ['date', formatDate(dayOf(appointment.date))],
    ['time', time],
    ['location', place],
    ['business', name],
    ['address', address],
  ];
  // tabindex="-1": see the calendar's body (choosing.ts).
  return html`<div part="details" class="details" tabindex="-1">
    <section part="confirmation" class="booking-step" aria-labelledby="confirmation">
      <h3 id="confirmation" part="step-heading" class="step-heading" tabindex="-1">
        ${icon('M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0M8 12l3 3 5-6')}${t('confirmation.heading')}
      </h3>
      <dl part="confirmation-summary" class="summary">
        ${facts.map(([fact, value]) =>
          value
            ? html`<dt>${t(fact === 'address' && severalLocations ? 'confirmation.businessAddress' : `confirmation.${fact}`)}</dt>
                <dd part="confirmation-${fact}"><bdi>${value}</bdi></dd>`
            : nothing,
        )}
      </dl>
      <div part="step-actions" class="step-actions">
        ${button({ part: 'add-to-calendar-button', kind: 'secondary-button', onClick: addToCalendar, content: t('confirmation.addToCalendar') })}
        ${button({ part: 'book-another-button', kind: onDone ? 'secondary-button' : 'primary-button', onClick: onBookAnother, content: t('confirmation.bookAnother') })}
        ${onDone ? button({ part: 'done-button', kind: 'primary-button', onClick: onDone, content: t('confirmation.done') }) : nothing}
      </div>
      ${
        // Announced as it appears; focus stays on "Add to calendar", which asks again.
        calendarFileFailed ? renderNotice({ title: t('notice.unreachableTitle'), detail: t('notice.laterDetail'), t }) : nothing
      }
    </section>
  </div>`;
}
