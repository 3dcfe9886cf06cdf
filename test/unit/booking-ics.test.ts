import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { Appointment } from '../../src/api/types.js';
import { REVOKE_AFTER_MS, appointmentIcs, downloadIcs, escapeText, foldLine, icsFileName } from '../../src/booking/ics.js';

const appointment: Appointment = {
  id: 42,
  date: '2026-11-24',
  from: '09:30',
  to: '10:00',
  business_unit_id: 2,
  name: 'Ada',
  email: 'ada@example.com',
  phone: null,
  notes: 'Short back\nand sides',
  status: 'confirmed',
  created_at: '2026-11-21T23:05:09Z',
};
const business = { name: 'Cut & Dry', address: 'Main street, 1; Springfield' };
const stamp = new Date(Date.UTC(2026, 10, 21, 23, 5, 9, 123));
/** The file as the confirmation builds it in English: the notes are the description. */
function buildIcs(changes: Partial<Appointment> = {}): string {
  const booked = { ...appointment, ...changes };
  return appointmentIcs(
    {
      appointment: booked,
      business,
      uidDomain: 'booking.example',
      summary: `Appointment at ${business.name}`,
      description: booked.notes ?? undefined,
    },
    stamp,
  );
}

/** Content lines with folding undone, as a calendar application reads them. */
function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

describe('iCalendar file', () => {
  it('is one VEVENT inside a VCALENDAR, every line ending in CRLF', () => {
    const ics = buildIcs();
    expect(ics.endsWith('\r\n')).to.equal(true);
    expect(ics.replace(/\r\n/g, '')).not.to.match(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines.slice(0, 2)).to.deep.equal(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).to.include('BEGIN:VEVENT');
    expect(lines.slice(-2)).to.deep.equal(['END:VEVENT', 'END:VCALENDAR']);
    expect(lines.some((line) => line.startsWith('PRODID:'))).to.equal(true);
  });

  it('writes start and end as floating local times and the stamp in UTC', () => {
    const lines = unfold(buildIcs());
    expect(lines).to.include('DTSTART:20261124T093000');
    expect(lines).to.include('DTEND:20261124T100000');
    expect(lines).to.include('DTSTAMP:20261121T230509Z');
    expect(lines.join('\n')).not.to.contain('TZID');
  });

  it('ends a slot that runs to midnight on the next day', () => {
    const lines = unfold(buildIcs({ date: '2026-12-31', from: '23:30', to: '00:00' }));
    expect(lines).to.include('DTSTART:20261231T233000');
    expect(lines).to.include('DTEND:20270101T000000');
  });

  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).to.equal('a\\\\b\\;c\\,d\\ne\\nf');
    const lines = unfold(buildIcs());
    expect(lines).to.include('SUMMARY:Appointment at Cut & Dry');
    expect(lines).to.include('LOCATION:Main street\\, 1\\; Springfield');
    expect(lines).to.include('DESCRIPTION:Short back\\nand sides');
    expect(lines).to.include('UID:appointment-42@booking.example');
  });

  it('names an appointment the platform gave no id by the Idempotency-Key it was booked with', () => {
    const key = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    const entry = {
      appointment: { ...appointment, id: undefined },
      business,
      uidDomain: 'booking.example',
      summary: 'Appointment',
    };
    expect(unfold(appointmentIcs({ ...entry, bookingKey: key }, stamp))).to.include(`UID:booking-${key}@booking.example`);
  });

  it('folds lines longer than 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const encoder = new TextEncoder();
    const physical = folded.split('\r\n');
    expect(physical.length).to.be.greaterThan(1);
    for (const part of physical) expect(encoder.encode(part).length).to.be.at.most(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).to.equal(true);
    expect(folded.replace(/\r\n /g, '')).to.equal(line);
    expect(foldLine('SUMMARY:short')).to.equal('SUMMARY:short');
  });

  it('describes a booked appointment with its location and the business address', () => {
    const lines = unfold(
      appointmentIcs(
        {
          appointment: { ...appointment, notes: null },
          business: { name: 'Cut & Dry', address: '1 Main St' },
          place: 'South',
          uidDomain: 'booking.example',
          summary: 'Appointment at Cut & Dry',
        },
        stamp,
      ),
    );
    expect(lines).to.include('UID:appointment-42@booking.example');
    expect(lines).to.include('SUMMARY:Appointment at Cut & Dry');
    expect(lines).to.include('LOCATION:South\\, 1 Main St');
    expect(lines.some((line) => line.startsWith('DESCRIPTION:'))).to.equal(false);
  });

  it('names the file after the business and the date', () => {
    expect(icsFileName('Appointment at Café Ünter, 1', '2026-11-24')).to.equal('appointment-at-cafe-unter-1-2026-11-24.ics');
    expect(icsFileName('¿¿', '2026-11-24')).to.equal('appointment-2026-11-24.ics');
  });

  describe('download', () => {
    afterEach(() => sinon.restore());

    it('clicks a download link to a calendar blob, removes it, and revokes the URL later', async () => {
      const clock = sinon.useFakeTimers({ now: stamp, toFake: ['setTimeout', 'Date'] });
      const createObjectURL = sinon.spy(URL, 'createObjectURL');
      const revokeObjectURL = sinon.spy(URL, 'revokeObjectURL');
      const container = document.createElement('div');
      document.body.append(container);
      const clicked: HTMLAnchorElement[] = [];
      container.addEventListener('click', (clickEvent) => {
        clicked.push(clickEvent.target as HTMLAnchorElement);
        clickEvent.preventDefault(); // no real download during the test
      });

      downloadIcs(
        {
          appointment,
          business,
          uidDomain: 'booking.example',
          summary: `Appointment at ${business.name}`,
          description: appointment.notes!,
        },
        container,
      );

      expect(clicked).to.have.length(1);
      expect(clicked[0]!.download).to.equal('appointment-at-cut-dry-2026-11-24.ics');
      const blob = createObjectURL.firstCall.args[0] as Blob;
      expect(blob.type).to.equal('text/calendar;charset=utf-8');
      expect(await blob.text()).to.equal(buildIcs());
      expect(container.querySelector('a')).to.equal(null);
      expect(revokeObjectURL.called).to.equal(false);
      clock.tick(REVOKE_AFTER_MS);
      expect(revokeObjectURL.calledOnceWith(createObjectURL.firstCall.returnValue)).to.equal(true);
      container.remove();
    });
  });
});

describe('iCalendar file in the business’s time zone', () => {
  const entry = { appointment, business, uidDomain: 'booking.example', summary: 'Appointment at Cut & Dry' };

  it('carries the exact instants in UTC, across midnight too', () => {
    // Berlin in November: UTC+1. New York: UTC−5.
    const berlin = unfold(appointmentIcs({ ...entry, timeZone: 'Europe/Berlin' }, stamp));
    expect(berlin).to.include('DTSTART:20261124T083000Z').and.include('DTEND:20261124T090000Z');
    const late = unfold(
      appointmentIcs(
        { ...entry, appointment: { ...appointment, from: '23:30', to: '00:30' }, timeZone: 'America/New_York' },
        stamp,
      ),
    );
    expect(late).to.include('DTSTART:20261125T043000Z').and.include('DTEND:20261125T053000Z');
  });

  it('keeps floating times for a zone the browser does not know', () => {
    const lines = unfold(appointmentIcs({ ...entry, timeZone: 'Mars/Olympus_Mons' }, stamp));
    expect(lines).to.include('DTSTART:20261124T093000').and.include('DTEND:20261124T100000');
  });
});
