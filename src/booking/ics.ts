import type { Appointment, Business } from '../api/types.js';
import { zonedTimeToInstant } from '../format/zoned-time.js';

/**
 * "Add to calendar": an RFC 5545 iCalendar file built in the browser, no server round trip.
 *
 * Slot times are the business's wall clock. With the business's zone (the `time-zone`
 * attribute) start and end are the exact instants in UTC (`DTSTART:20261124T083000Z`), which
 * every calendar shows at the right time wherever the customer is: converted here, whether or not
 * the time zone conversions' chunk loaded, and also when the customer is in that zone. Without it the interface
 * gives no zone, so the times are *floating* (`DTSTART:20261124T093000`, no `Z`, no `TZID`):
 * "09:30 wherever you are", the only honest statement; the browser's zone would be wrong for
 * a customer booking from elsewhere. DTSTAMP is the moment of creation in UTC,
 * as the RFC requires.
 */

const CRLF = '\r\n';

/** TEXT escaping of RFC 5545 §3.3.11: backslash, semicolon, comma, and newlines as `\n`. */
export function escapeText(value: string): string {
  return value.replace(/\r\n?|[\n\\;,]/g, (match) => (match < ' ' ? '\\n' : `\\${match}`));
}

/**
 * Folds content lines to at most 75 octets per physical line (RFC 5545 §3.1): continuation
 * lines start with one space, and a multi-byte UTF-8 character is never split. A line feed
 * ends a content line, written as CRLF.
 */
export function foldLine(text: string): string {
  const encoder = new TextEncoder();
  let octets = 0;
  let folded = '';
  for (const char of text) {
    const size = encoder.encode(char).length;
    if (char === '\n') {
      folded += CRLF;
      octets = 0;
    } else if (octets + size > 75) {
      folded += `${CRLF} ${char}`;
      // The continuation's leading space counts.
      octets = size + 1;
    } else {
      folded += char;
      octets += size;
    }
  }
  return folded;
}

/** An ISO date and time in iCalendar's basic form: `2026-11-24T09:30:00.000Z` as `20261124T093000Z`. */
const basic = (time: string): string => time.replace(/[-:]|\.\d+/g, '');

/**
 * The calendar file of a booked `appointment` at `business`, at `place` (the name of the location
 * it was booked for). The interface gives a business one address and its locations only names,
 * so with several locations the address is the head office's, not the appointment's place: the
 * entry's LOCATION then names the location and the business, and the address goes into the
 * description, labelled as the business's. The UID is globally unique and stable for the appointment, so importing
 * it again updates the entry rather than duplicating it: the platform's id, or for an appointment it gave none the
 * Idempotency-Key it was booked with, which names that booking alone; `stamp` is when the file was made.
 *
 * One line per property; escaped text holds no line break, so the template's own line breaks
 * (LF whatever the source file's) are the only ones, and folding turns each into CRLF.
 */
export interface CalendarEntry {
  appointment: Appointment;
  business: Pick<Business, 'name' | 'address'>;
  /** The name of the location the appointment was booked for. */
  place?: string | undefined;
  /** The business has several locations, so its address is not necessarily the place. */
  severalLocations?: boolean;
  /** Makes the UID unique across platforms, e.g. the base URL's host. */
  uidDomain?: string | undefined;
  /** The Idempotency-Key the appointment was booked with: its UID when the platform gave it no id. */
  bookingKey?: string | undefined;
  /** The entry's title in the customer's language (`ics.summary`); also names the file. */
  summary: string;
  /** The business's IANA zone (the `time-zone` attribute): start and end are then exact (UTC), if the browser knows it. */
  timeZone?: string | undefined;
  /** Its description in the customer's language: the customer's notes (`ics.description`) and, with several locations, the business's address. */
  description?: string | undefined;
}

export function appointmentIcs(
  {
    appointment,
    business,
    place,
    severalLocations,
    uidDomain = 'booking-widget',
    bookingKey,
    summary,
    description,
    timeZone,
  }: CalendarEntry,
  stamp = new Date(),
): string {
  const { id, date, from, to } = appointment;
  const { name, address } = business;
  const uid = id === undefined ? `booking-${bookingKey}` : `appointment-${id}`;
  // With several locations the business's one address is its head office's: the caller puts it
  // in the description, labelled, and the location names the place and the business.
  const location = (severalLocations ? [place, name] : [place, address]).filter(Boolean).join(', ');
  // A slot that ends at or after midnight ends on the next calendar day.
  const endDate = to <= from ? new Date(Date.parse(`${date}T00:00Z`) + 864e5).toISOString().slice(0, 10) : date;
  // In the business's zone: the instant, in UTC; else floating, "HH:MM wherever you are".
  const at = (day: string, time: string) => basic(exactIn(timeZone?.trim(), day, time) ?? `${day}T${time}:00`);
  return foldLine(`BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//booking-widget//booking-widget//EN
CALSCALE:GREGORIAN
METHOD:PUBLISH
BEGIN:VEVENT
UID:${escapeText(`${uid}@${uidDomain}`)}
DTSTAMP:${basic(stamp.toISOString())}
DTSTART:${at(date, from)}
DTEND:${at(endDate, to)}
SUMMARY:${escapeText(summary)}${
    location
      ? `
LOCATION:${escapeText(location)}`
      : ''
  }${
    description
      ? `
DESCRIPTION:${escapeText(description)}`
      : ''
  }
STATUS:CONFIRMED
END:VEVENT
END:VCALENDAR
`);
}

/** The instant `timeZone`'s wall clock reads `date` `time`, in ISO form; none without a zone, or for one the browser does not know. */
function exactIn(timeZone: string | undefined, date: string, time: string): string | undefined {
  try {
    return timeZone ? zonedTimeToInstant({ timeZone, date, time }).toISOString() : undefined;
  } catch {
    // RangeError: a zone the browser does not know (the console said so, if the conversions loaded).
    return undefined;
  }
}

/** A file name any OS accepts: letters, digits, dashes. */
export function icsFileName(summary: string, date: string): string {
  const slug = summary
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\W+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${slug || 'appointment'}-${date}.ics`;
}

/**
 * Browsers read the blob asynchronously after the click; revoking at once can cancel the
 * download (seen in Firefox), so the URL lives on a little while.
 */
export const REVOKE_AFTER_MS = 30_000;

/**
 * "Add to calendar": offers the appointment's calendar file (`appointmentIcs`) as a download
 * named after the business and the date. The temporary link is put into `container` for the
 * click (some browsers ignore clicks on detached links) and removed again at once.
 */
export function downloadIcs(entry: CalendarEntry, container: Node): void {
  const { appointment, summary } = entry;
  const url = URL.createObjectURL(new Blob([appointmentIcs(entry)], { type: 'text/calendar;charset=utf-8' }));
  const link = container.appendChild(
    Object.assign(document.createElement('a'), { href: url, download: icsFileName(summary, appointment.date), hidden: true }),
  );
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
