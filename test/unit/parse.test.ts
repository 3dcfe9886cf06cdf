import { expect } from '@open-wc/testing';
import { BookingApiError } from '../../src/api/errors.js';
import { parseBusiness } from '../../src/api/parse.js';
import { parseAppointment, parseSlots } from '../../src/api/parse-booking.js';
import { APPOINTMENT, BOOKING, BUSINESS } from './fixtures.js';

function kindOf(parse: () => unknown): string | undefined {
  try {
    parse();
  } catch (error) {
    if (error instanceof BookingApiError) return error.kind;
    throw error;
  }
  return undefined;
}

describe('boundary checks', () => {
  describe('slots', () => {
    it('clamp fullness to 0..100', () => {
      const slots = parseSlots([
        { from: '09:00', to: '09:30', percentage_filled: -5 },
        { from: '09:30', to: '10:00', percentage_filled: 150 },
        { from: '10:00', to: '10:30', percentage_filled: 100 },
        { from: '10:30', to: '11:00', percentage_filled: 0 },
      ]);
      expect(slots.map((slot) => slot.percentage_filled)).to.deep.equal([0, 100, 100, 0]);
    });

    it('round a fractional fullness down to a whole percent: only 100 or more is full', () => {
      const slots = parseSlots([
        { from: '09:00', to: '09:30', percentage_filled: 33.4 },
        { from: '09:30', to: '10:00', percentage_filled: 99.6 },
        { from: '10:00', to: '10:30', percentage_filled: 100.4 },
      ]);
      expect(slots.map((slot) => slot.percentage_filled)).to.deep.equal([33, 99, 100]);
    });

    it('drop slots whose fullness is not a number', () => {
      const slots = parseSlots([
        { from: '09:00', to: '09:30', percentage_filled: '50%' },
        { from: '09:30', to: '10:00', percentage_filled: null },
        { from: '10:00', to: '10:30', percentage_filled: '50' },
        { from: '10:30', to: '11:00' },
        { from: '11:00', to: '11:30', percentage_filled: 20 },
      ]);
      expect(slots).to.deep.equal([{ from: '11:00', to: '11:30', percentage_filled: 20 }]);
    });

    it('drop slots with malformed times', () => {
      const slots = parseSlots([
        null,
        'nine',
        [],
        { to: '09:30', percentage_filled: 0 },
        { from: '9:00', to: '09:30', percentage_filled: 0 },
        { from: '24:00', to: '24:30', percentage_filled: 0 },
        { from: '09:00', to: '09:60', percentage_filled: 0 },
        { from: '10:00', to: '09:00', percentage_filled: 0 },
        { from: '10:00', to: '10:00', percentage_filled: 0 },
        { from: 900, to: 930, percentage_filled: 0 },
        { from: '<b>09:00</b>', to: '09:30', percentage_filled: 0 },
        { from: '12:00', to: '12:30', percentage_filled: 10 },
      ]);
      expect(slots).to.deep.equal([{ from: '12:00', to: '12:30', percentage_filled: 10 }]);
    });

    it('sort slots that arrive out of order by start', () => {
      const slots = parseSlots([
        { from: '14:00', to: '14:30', percentage_filled: 0 },
        { from: '09:00', to: '09:30', percentage_filled: 0 },
        { from: '11:30', to: '12:00', percentage_filled: 0 },
      ]);
      expect(slots.map((slot) => slot.from)).to.deep.equal(['09:00', '11:30', '14:00']);
    });

    it('keep only the fields the widget knows', () => {
      const [slot] = parseSlots([{ from: '09:00', to: '09:30', percentage_filled: 5, extra: '<script>' }]);
      expect(Object.keys(slot!)).to.deep.equal(['from', 'to', 'percentage_filled']);
    });

    it('accept an empty list (a closed day)', () => {
      expect(parseSlots([])).to.deep.equal([]);
    });

    for (const data of [undefined, null, {}, 'slots', 3]) {
      it(`reject ${JSON.stringify(data)} as slots`, () => {
        expect(kindOf(() => parseSlots(data))).to.equal('invalid-response');
      });
    }
  });

  describe('business', () => {
    it('accepts the business of the interface', () => {
      expect(parseBusiness(BUSINESS)).to.deep.equal(BUSINESS);
    });

    it('accepts a business without locations', () => {
      expect(parseBusiness({ ...BUSINESS, locations: [] }).locations).to.deep.equal([]);
    });

    it('passes widget_settings on for the sanitizer, whatever their values', () => {
      const settings = { width: '1e9', bg_color: 'red;background:url(//x)' };
      expect(parseBusiness({ ...BUSINESS, widget_settings: settings }).widget_settings).to.deep.equal(settings);
    });

    const broken: Array<[string, unknown]> = [
      ['null', null],
      ['an array', [BUSINESS]],
      ['no name', { ...BUSINESS, name: undefined }],
      ['a numeric name', { ...BUSINESS, name: 42 }],
      ['no address', { ...BUSINESS, address: undefined }],
      ['no date_format', { ...BUSINESS, date_format: undefined }],
      ['sms_enabled as a string', { ...BUSINESS, sms_enabled: 'true' }],
      ['sms_enabled as 1', { ...BUSINESS, sms_enabled: 1 }],
      ['no locations', { ...BUSINESS, locations: undefined }],
      ['a location without a name', { ...BUSINESS, locations: [{ id: 1 }] }],
      ['a location with a fractional id', { ...BUSINESS, locations: [{ id: 1.5, name: 'x' }] }],
      ['a location that is null', { ...BUSINESS, locations: [null] }],
      ['widget_settings as a string', { ...BUSINESS, widget_settings: 'big' }],
      ['widget_settings as an array', { ...BUSINESS, widget_settings: [] }],
    ];
    for (const [what, data] of broken) {
      it(`rejects a business with ${what}`, () => {
        expect(kindOf(() => parseBusiness(data))).to.equal('invalid-response');
      });
    }
  });

  describe('appointment', () => {
    it('accepts the appointment of the interface', () => {
      expect(parseAppointment(APPOINTMENT, BOOKING)).to.deep.equal(APPOINTMENT);
    });

    it('fills fields the server left out from the request', () => {
      const appointment = parseAppointment({ id: 'a1', date: BOOKING.date, from: BOOKING.from, to: BOOKING.to }, BOOKING);
      expect(appointment).to.deep.equal({
        id: 'a1',
        date: BOOKING.date,
        from: BOOKING.from,
        to: BOOKING.to,
        business_unit_id: 1,
        name: BOOKING.name,
        email: BOOKING.email,
        phone: BOOKING.phone,
        notes: null,
        status: 'confirmed',
        created_at: '',
      });
    });

    for (const [what, answer] of [
      ['no date', { date: undefined }],
      ['a date in another format', { date: '24/11/2026' }],
      ['a day that does not exist', { date: '2026-02-31' }],
      ['a date with a line of a calendar file after it', { date: '2026-11-24\r\nATTENDEE:mailto:x@example.com' }],
      ['a numeric start', { from: 930 }],
      ['a start that is not a time of day', { from: '25:00' }],
      ['no end', { to: undefined }],
      ['an end with more after it', { to: '10:00\nX' }],
    ] as Array<[string, Record<string, unknown>]>) {
      it(`takes the day and times booked from the request when the answer has ${what}`, () => {
        const appointment = parseAppointment({ ...APPOINTMENT, ...answer }, BOOKING);
        expect([appointment.date, appointment.from, appointment.to]).to.deep.equal([BOOKING.date, BOOKING.from, BOOKING.to]);
      });
    }

    it('keeps an id of 0: a number the platform gave', () => {
      expect(parseAppointment({ ...APPOINTMENT, id: 0 }, BOOKING).id).to.equal(0);
    });

    for (const [what, data] of [
      ['no id', { ...APPOINTMENT, id: undefined }],
      ['an empty id', { ...APPOINTMENT, id: '' }],
      ['a null id', { ...APPOINTMENT, id: null }],
      ['an object id', { ...APPOINTMENT, id: {} }],
      ['a fractional id', { ...APPOINTMENT, id: 1.5 }],
    ] as Array<[string, unknown]>) {
      it(`reads an appointment with ${what} as booked, without an id`, () => {
        const appointment = parseAppointment(data, BOOKING);
        expect(appointment.id).to.equal(undefined);
        expect(appointment).to.include({ date: APPOINTMENT.date, created_at: APPOINTMENT.created_at });
      });
    }

    for (const [what, data] of [
      ['nothing', undefined],
      ['null', null],
      ['an array', [APPOINTMENT]],
      ['a string', 'booked'],
    ] as Array<[string, unknown]>) {
      it(`takes an appointment from the request alone when the answer's data is ${what}`, () => {
        expect(parseAppointment(data, BOOKING)).to.deep.equal({ ...APPOINTMENT, id: undefined, created_at: '' });
      });
    }
  });
});
