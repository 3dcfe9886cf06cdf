import { expect } from '@open-wc/testing';
import { BookingApiError } from '../../src/api/errors.js';
import type { BookingEventDetailMap, BookingEventMap, BookingEventName } from '../../src/events.js';
import { BookingFlowController, RESEND_AFTER_SECONDS, type SlotSelection } from '../../src/booking/flow.js';
import { BUSINESS, FakeClient, appointmentFor } from './booking-fake-client.js';
import { TestHost } from './booking-test-host.js';

const SLOT: SlotSelection = { date: '2026-11-24', from: '09:30', to: '10:00', businessUnitId: 2 };
const EVENT_NAMES: BookingEventName[] = ['booking-before-submit', 'booking-success', 'booking-error'];

interface Setup {
  host: TestHost;
  flow: BookingFlowController;
  client: FakeClient;
  events: { name: BookingEventName; detail: unknown }[];
  target: HTMLElement;
  slotTaken: number;
}

function setUp({ sms = false } = {}): Setup {
  const host = new TestHost();
  const target = document.createElement('div');
  const setup = { host, client: new FakeClient(), events: [], target, slotTaken: 0 } as unknown as Setup;
  let keyNumber = 0;
  const business = { ...BUSINESS, sms_enabled: sms };
  setup.flow = new BookingFlowController(host, {
    events: target,
    client: () => setup.client,
    business: () => business,
    onDayChanged: () => (setup.slotTaken += 1),
    newKey: () => `key-${(keyNumber += 1)}`,
  });
  host.connect();
  for (const name of EVENT_NAMES) {
    target.addEventListener(name, (event) => setup.events.push({ name, detail: (event as CustomEvent).detail }));
  }
  setup.flow.select(SLOT);
  return setup;
}

function fill(flow: BookingFlowController, values: Partial<Record<'name' | 'email' | 'phone' | 'notes', string>>) {
  for (const [field, value] of Object.entries(values)) flow.form.setField(field as 'name', value);
}

const ADA = { name: ' Ada Lovelace ', email: 'ada@example.com', notes: 'Window seat, please' };

/** The error the client rejects with; `details` are the server's message and any extras. */
function apiError(
  kind: BookingApiError['kind'],
  status: number | undefined,
  details: { serverMessage?: string; field?: string; retryAfterSeconds?: number } = {},
) {
  return new BookingApiError(kind, details.serverMessage ?? kind, { status, serverMessage: details.serverMessage, ...details });
}

/** The platform's 422 for another request with the key of a booking it holds. */
const keyTaken = () =>
  apiError('validation', 422, {
    serverMessage: 'Validation failed: Idempotency-Key was used for a different booking',
    field: 'idempotency',
  });

describe('booking flow', () => {
  describe('the day shown while none is chosen', () => {
    const newFlow = () => {
      const host = new TestHost();
      const flow = new BookingFlowController(host, {
        events: document.createElement('div'),
        client: () => undefined,
        business: () => undefined,
      });
      host.connect();
      return flow;
    };
    const day = (date: number) => new Date(2026, 10, date);

    it('keeps a day shown with its times known: the next day shown does not replace it', () => {
      const flow = newFlow();
      flow.showDay(day(28));
      flow.showDay(day(30));
      expect(flow.date).to.deep.equal(day(28));
    });

    it('lets a day shown while its times were unknown give way, until the customer acts', () => {
      const flow = newFlow();
      flow.showDay(day(27), true);
      flow.showDay(day(28), true);
      flow.showDay(day(30));
      expect(flow.date, 'each gave way to the next').to.deep.equal(day(30));
      const chosen = newFlow();
      chosen.showDay(day(27), true);
      chosen.chooseSlot({ from: '09:00', to: '09:30', percentage_filled: 0 }, 2);
      chosen.showDay(day(30));
      expect(chosen.journey).to.deep.include({ date: day(27), time: { from: '09:00', to: '09:30' } });
    });
  });

  describe('without SMS', () => {
    it('books the chosen slot with the typed details and confirms it', async () => {
      const { flow, client, events } = setUp();
      fill(flow, ADA);
      await flow.continue();

      expect(client.otps).to.deep.equal([]);
      expect(client.bookings).to.deep.equal([
        {
          request: {
            date: '2026-11-24',
            from: '09:30',
            to: '10:00',
            business_unit_id: 2,
            name: 'Ada Lovelace',
            email: 'ada@example.com',
            notes: 'Window seat, please',
          },
          key: 'key-1',
        },
      ]);
      expect(flow.step).to.equal('confirmed');
      expect(flow.appointment).to.deep.equal(appointmentFor(client.bookings[0]!.request));
      expect(flow.takeFocus()).to.equal('confirmation');
      const beforeSubmit: BookingEventDetailMap['booking-before-submit'] = {
        date: '2026-11-24',
        from: '09:30',
        to: '10:00',
        businessUnitId: 2,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: undefined,
        notes: 'Window seat, please',
      };
      expect(events).to.deep.equal([
        { name: 'booking-before-submit', detail: beforeSubmit },
        { name: 'booking-success', detail: { appointment: flow.appointment } },
      ]);
    });

    it('fires bubbling, composed events, and only before-submit is cancelable', async () => {
      const { flow, target } = setUp();
      const seen: Event[] = [];
      target.addEventListener('booking-before-submit', (event) => seen.push(event));
      target.addEventListener('booking-success', (event) => seen.push(event));
      fill(flow, ADA);
      await flow.continue();
      expect(seen.map((event) => [event.type, event.bubbles, event.composed, event.cancelable])).to.deep.equal([
        ['booking-before-submit', true, true, true],
        ['booking-success', true, true, false],
      ]);
    });

    it('reaches listeners on the document, typed, when fired from the element in the page', async () => {
      const { flow, target } = setUp();
      document.body.append(target);
      const booked: (number | string | undefined)[] = [];
      const listener = (event: BookingEventMap['booking-success']) => booked.push(event.detail.appointment.id);
      document.addEventListener('booking-success', listener);
      try {
        fill(flow, ADA);
        await flow.continue();
      } finally {
        document.removeEventListener('booking-success', listener);
        target.remove();
      }
      expect(booked).to.deep.equal([501]);
    });

    it('sends the phone normalised when one is given, and no otp', async () => {
      const { flow, client } = setUp();
      fill(flow, { ...ADA, phone: '+44 (20) 7946-0958', notes: '' });
      await flow.continue();
      expect(client.bookings[0]!.request).to.deep.include({ phone: '+442079460958' });
      expect(client.bookings[0]!.request).not.to.have.any.keys('otp', 'notes');
    });

    it('shows per-field messages and sends nothing while the details are incomplete', async () => {
      const { flow, client, events } = setUp();
      fill(flow, { email: 'ada@' });
      await flow.continue();
      expect(flow.form.errors).to.deep.equal({ name: 'validation.nameRequired', email: 'validation.emailInvalid' });
      expect(flow.step).to.equal('details');
      expect(flow.takeFocus()).to.equal('name');
      expect(client.bookings).to.deep.equal([]);
      expect(events).to.deep.equal([]);
      flow.form.setField('name', 'Ada');
      expect(flow.form.errors).to.deep.equal({ email: 'validation.emailInvalid' });
    });

    it('lets a host cancel the booking in booking-before-submit: nothing is sent', async () => {
      const { flow, client, target } = setUp();
      target.addEventListener('booking-before-submit', (event) => event.preventDefault());
      fill(flow, ADA);
      await flow.continue();
      expect(client.bookings).to.deep.equal([]);
      expect(flow.step).to.equal('details');
      expect(flow.form.values.name).to.equal(ADA.name);
    });

    it('sends once when the customer submits twice', async () => {
      const { flow, client, events } = setUp();
      client.bookingAnswers = ['pending'];
      fill(flow, ADA);
      const first = flow.submit();
      const second = flow.submit();
      await flow.continue();
      expect(flow.step).to.equal('submitting');
      expect(flow.busy).to.equal(true);
      client.release();
      await Promise.all([first, second]);
      expect(client.bookings).to.have.length(1);
      expect(events.map((event) => event.name)).to.deep.equal(['booking-before-submit', 'booking-success']);
      expect(flow.step).to.equal('confirmed');
    });

    it('on 409 says the slot was just taken, asks for fresh slots, and keeps the input', async () => {
      const setup = setUp();
      const { flow, client, events } = setup;
      client.bookingAnswers = [apiError('conflict', 409, { serverMessage: 'Slot is full' })];
      fill(flow, ADA);
      await flow.continue();
      expect(flow.journey).to.deep.include({
        step: 'choosing',
        notice: 'problem.slotTaken',
        date: new Date(2026, 10, 24),
      });
      expect(flow.takeFocus()).to.equal('slots-problem');
      expect(setup.slotTaken).to.equal(1);
      expect(flow.form.values).to.deep.include(ADA);
      expect(events.at(-1)).to.deep.equal({
        name: 'booking-error',
        detail: { kind: 'conflict', status: 409, message: 'Slot is full' },
      });

      flow.select({ ...SLOT, from: '10:00', to: '10:30' });
      expect(flow.problem).to.equal(undefined);
      await flow.continue();
      expect(client.bookings.map((booking) => [booking.request.from, booking.key])).to.deep.equal([
        ['09:30', 'key-1'],
        ['10:00', 'key-2'],
      ]);
      expect(flow.step).to.equal('confirmed');
    });

    it('on 422 puts a sentence for the field it names next to it, the server message only in booking-error', async () => {
      const { flow, client, events } = setUp();
      client.bookingAnswers = [
        apiError('validation', 422, { serverMessage: 'Validation failed: email is invalid', field: 'email' }),
      ];
      fill(flow, ADA);
      await flow.continue();
      expect(flow.form.errors).to.deep.equal({ email: 'validation.emailInvalid' });
      expect(flow.problem).to.equal(undefined);
      expect(flow.step).to.equal('details');
      expect(flow.takeFocus()).to.equal('email');
      expect(flow.form.values).to.deep.include(ADA);
      expect(events.at(-1)).to.deep.equal({
        name: 'booking-error',
        detail: { kind: 'validation', status: 422, message: 'Validation failed: email is invalid' },
      });
    });

    it('on a 422 asking for a code (SMS turned on since the business loaded) goes back to the details, which then go as with SMS', async () => {
      const { flow, client, events } = setUp();
      client.bookingAnswers = [apiError('validation', 422, { serverMessage: 'Invalid OTP', field: 'otp' })];
      fill(flow, { ...ADA, phone: '+44 7700 900123' });
      await flow.submit();
      expect(flow.step, 'no code was sent: none to enter').to.equal('details');
      expect(flow.takeFocus()).to.equal('phone');
      expect(flow.form.errors, 'the phone typed can receive a code').to.deep.equal({});
      expect(flow.sms).to.be.true;
      expect(events.at(-1)).to.deep.equal({
        name: 'booking-error',
        detail: { kind: 'validation', status: 422, message: 'Invalid OTP' },
      });

      await flow.continue();
      expect(client.otps).to.deep.equal(['+447700900123']);
      expect(flow.step).to.equal('code');
      flow.form.setField('otp', '123456');
      await flow.submit();
      expect(client.bookings[1]!.request).to.deep.include({ phone: '+447700900123', otp: '123456', notes: ADA.notes });
      expect(flow.step).to.equal('confirmed');
      flow.resend.start(0);
    });

    it('never asks for a code without a phone that can receive one', async () => {
      const { flow, client } = setUp();
      fill(flow, ADA);
      await flow.sendCode();
      fill(flow, { phone: '020 7946 0958' });
      await flow.sendCode();
      expect(client.otps).to.deep.equal([]);
      expect(flow.step).to.equal('details');
      expect(flow.form.errors).to.deep.equal({ phone: 'validation.phoneCountryCode' });
      expect(flow.takeFocus()).to.equal('phone');
    });

    it('on a 422 about something outside the form shows a problem in the customer’s words', async () => {
      const { flow, client } = setUp();
      client.bookingAnswers = [
        apiError('validation', 422, { serverMessage: 'Validation failed: date is in the past', field: 'date' }),
      ];
      fill(flow, ADA);
      await flow.continue();
      expect(flow.form.errors).to.deep.equal({});
      expect(flow.problem).to.deep.equal({ message: 'problem.checkDetails' });
    });

    for (const failure of [
      apiError('network', undefined),
      apiError('timeout', undefined),
      apiError('server', 503, { serverMessage: 'Service unavailable' }),
    ]) {
      it(`after a ${failure.kind} failure, "Try again" resends with the same Idempotency-Key`, async () => {
        const { flow, client, events } = setUp();
        client.bookingAnswers = [failure];
        fill(flow, ADA);
        await flow.continue();
        expect(flow.problem).to.deep.equal({ message: 'problem.unavailable', retryable: true });
        expect(flow.problem!.retryable).to.equal(true);
        expect(flow.form.values).to.deep.include(ADA);
        expect(events.at(-1)).to.deep.equal({
          name: 'booking-error',
          detail: { kind: failure.kind, status: failure.status, message: failure.serverMessage ?? failure.kind },
        });

        await flow.retry();
        expect(client.bookings).to.have.length(2);
        expect(client.bookings[1]).to.deep.equal(client.bookings[0]);
        expect(flow.step).to.equal('confirmed');
      });
    }

    it('after a lost answer, Book with changed details sends them with the same key: booked, if the first never arrived', async () => {
      const { flow, client } = setUp();
      client.bookingAnswers = [apiError('network', undefined)];
      fill(flow, ADA);
      await flow.continue();
      flow.form.setField('notes', 'Aisle seat');
      await flow.continue();
      expect(client.bookings.map((booking) => [booking.key, booking.request.notes])).to.deep.equal([
        ['key-1', ADA.notes],
        ['key-1', 'Aisle seat'],
      ]);
      expect(flow.step).to.equal('confirmed');
      expect(flow.appointment).to.include({ notes: 'Aisle seat' });
    });

    it('after a lost answer, a 422 naming the key sends the earlier request again, which answers with the booking the platform holds', async () => {
      const { flow, client } = setUp();
      client.bookingAnswers = [apiError('network', undefined), keyTaken()];
      fill(flow, ADA);
      await flow.continue();
      flow.form.setField('notes', 'Aisle seat');
      await flow.continue();
      expect(client.bookings.map((booking) => [booking.key, booking.request.notes])).to.deep.equal([
        ['key-1', ADA.notes],
        ['key-1', 'Aisle seat'],
        ['key-1', ADA.notes],
      ]);
      expect(flow.step).to.equal('confirmed');
      expect(flow.appointment).to.include({ notes: ADA.notes });
    });

    it('finds the booking among the earlier requests, the latest first: the first never arrived, the second was booked and its answer lost', async () => {
      const { flow, client } = setUp();
      client.bookingAnswers = [apiError('network', undefined), apiError('timeout', undefined), keyTaken()];
      fill(flow, ADA);
      await flow.continue();
      flow.form.setField('notes', 'Aisle seat');
      await flow.continue();
      flow.form.setField('notes', 'Any seat');
      await flow.continue();
      expect(client.bookings.map((booking) => [booking.key, booking.request.notes])).to.deep.equal([
        ['key-1', ADA.notes],
        ['key-1', 'Aisle seat'],
        ['key-1', 'Any seat'],
        ['key-1', 'Aisle seat'],
      ]);
      expect(flow.step).to.equal('confirmed');
      expect(flow.appointment).to.include({ notes: 'Aisle seat' });
    });

    it('looks past an earlier request refused for a detail, which the platform checks before the key, to the one it holds', async () => {
      const { flow, client } = setUp();
      const refusedEmail = apiError('validation', 422, { serverMessage: 'Validation failed: email is invalid', field: 'email' });
      client.bookingAnswers = [apiError('network', undefined), refusedEmail, keyTaken(), refusedEmail];
      fill(flow, ADA);
      await flow.continue();
      flow.form.setField('email', 'ada@example.co');
      await flow.continue();
      flow.form.setField('email', 'ada@example.org');
      await flow.continue();
      expect(client.bookings.map((booking) => [booking.key, booking.request.email])).to.deep.equal([
        ['key-1', ADA.email],
        ['key-1', 'ada@example.co'],
        ['key-1', 'ada@example.org'],
        ['key-1', 'ada@example.co'],
        ['key-1', ADA.email],
      ]);
      expect(flow.step).to.equal('confirmed');
      expect(flow.appointment).to.include({ email: ADA.email });
    });

    it('a booking stopped on its way (the element left the page) may have reached the platform: changed details keep its key', async () => {
      const { flow, client, host } = setUp();
      client.bookingAnswers = ['pending'];
      fill(flow, ADA);
      const stopped = flow.continue();
      host.disconnect();
      host.connect();
      await stopped;
      flow.form.setField('notes', 'Aisle seat');
      await flow.continue();
      expect(client.bookings.map((booking) => booking.key)).to.deep.equal(['key-1', 'key-1']);
    });

    it('after a lost answer, a 429 or a refused detail keeps the key: the platform may hold the first booking', async () => {
      const { flow, client } = setUp();
      client.bookingAnswers = [
        apiError('network', undefined),
        apiError('rate-limited', 429),
        apiError('validation', 422, { serverMessage: 'Validation failed: email is invalid', field: 'email' }),
      ];
      fill(flow, ADA);
      await flow.continue();
      await flow.retry();
      flow.retryWait.start(0);
      flow.form.setField('email', 'ada@example.org');
      await flow.continue();
      flow.form.setField('email', 'ada@example.net');
      await flow.continue();
      expect(client.bookings.map((booking) => booking.key)).to.deep.equal(['key-1', 'key-1', 'key-1', 'key-1']);
      expect(flow.step).to.equal('confirmed');
    });

    it('uses a new key once details change after a refusal', async () => {
      const { flow, client } = setUp();
      client.bookingAnswers = [
        apiError('validation', 422, { serverMessage: 'Validation failed: email is invalid', field: 'email' }),
      ];
      fill(flow, ADA);
      await flow.continue();
      flow.form.setField('email', 'ada@example.org');
      await flow.continue();
      expect(client.bookings.map((booking) => booking.key)).to.deep.equal(['key-1', 'key-2']);
    });

    it('ignores Back while booking: the request may already have reached the platform', () => {
      const setup = setUp();
      const { flow, client } = setup;
      client.bookingAnswers = ['pending'];
      fill(flow, ADA);
      void flow.continue();
      flow.back();
      expect(flow.step, 'the booking is not abandoned').to.equal('submitting');
      expect(client.bookings).to.have.length(1);
      expect(flow.busy).to.equal(true);
    });

    it('"Book another" starts a new attempt and keeps the contact details', async () => {
      const { flow, client } = setUp();
      fill(flow, ADA);
      await flow.continue();
      flow.reset();
      expect(flow.journey, 'back at the times of the same day, none chosen').to.deep.equal({
        step: 'choosing',
        date: new Date(2026, 10, 24),
        time: undefined,
        notice: undefined,
      });
      expect(flow.appointment).to.equal(undefined);
      expect(flow.form.values).to.deep.equal({ name: ADA.name, email: ADA.email, phone: '', notes: '', otp: '' });
      flow.select(SLOT);
      flow.form.setField('notes', ADA.notes);
      await flow.continue();
      expect(client.bookings.map((booking) => booking.key)).to.deep.equal(['key-1', 'key-2']);
    });

    it('Back on the details returns to the times with the chosen slot, and Continue comes back to the form', () => {
      const { flow } = setUp();
      fill(flow, ADA);
      flow.back();
      expect(flow.journey).to.deep.equal({
        step: 'choosing',
        date: new Date(2026, 10, 24),
        time: { from: '09:30', to: '10:00' },
        notice: undefined,
      });
      expect(flow.takeFocus()).to.equal('checked-slot');
      flow.toDetails(2);
      expect(flow.step).to.equal('details');
      expect(flow.takeFocus()).to.equal('name');
      expect(flow.form.values).to.deep.include(ADA);
    });

    it('prefills only fields the customer has not typed into, following each change of the prefill', () => {
      const { flow } = setUp();
      flow.form.setField('name', 'Typed');
      flow.form.prefill({ name: 'Prefilled', email: 'pre@example.com', phone: '+1 415 555 0166' });
      expect(flow.form.values).to.deep.include({ name: 'Typed', email: 'pre@example.com', phone: '+1 415 555 0166' });
      flow.form.prefill({ name: 'Changed', email: 'changed@example.com', phone: '' });
      expect(flow.form.values).to.deep.include({ name: 'Typed', email: 'changed@example.com', phone: '' });
      flow.form.setField('name', '');
      flow.form.prefill({ name: 'Changed again', email: 'changed@example.com', phone: '' });
      expect(flow.form.values.name, 'emptied by the customer, still theirs').to.equal('');
    });

    it('chosen again from the form (a new location, a new platform): the times, focus on the focused day, the typed values kept', () => {
      const { flow } = setUp();
      fill(flow, ADA);
      flow.takeFocus();
      flow.chooseAgain();
      expect(flow.journey).to.deep.include({ step: 'choosing', time: undefined });
      expect(flow.takeFocus()).to.equal('focused-day');
      expect(flow.form.values).to.deep.include(ADA);
      flow.chooseAgain();
      expect(flow.takeFocus(), 'on the times already: focus stays where the customer has it').to.be.undefined;
    });
  });

  describe('with SMS', () => {
    const GRACE = { name: 'Grace', email: 'grace@example.com', phone: '+1 415 555 0100' };

    it('requires the phone, sends a code, then books with it', async () => {
      const { flow, client, events } = setUp({ sms: true });
      fill(flow, { name: 'Grace', email: 'grace@example.com' });
      await flow.continue();
      expect(flow.form.errors).to.deep.equal({ phone: 'validation.phoneRequired' });
      expect(client.otps).to.deep.equal([]);

      flow.form.setField('phone', GRACE.phone);
      await flow.continue();
      expect(client.otps).to.deep.equal(['+14155550100']);
      expect(flow.step).to.equal('code');
      expect(flow.takeFocus()).to.equal('otp');
      expect(flow.resend.secondsLeft).to.equal(RESEND_AFTER_SECONDS);

      await flow.submit();
      expect(flow.form.errors).to.deep.equal({ otp: 'validation.otpRequired' });
      expect(client.bookings).to.deep.equal([]);

      flow.form.setField('otp', '123456');
      await flow.submit();
      expect(client.bookings[0]!.request).to.deep.include({ phone: '+14155550100', otp: '123456' });
      expect(flow.step).to.equal('confirmed');
      expect(flow.form.values.otp).to.equal('');
      expect(events.map((event) => event.name)).to.deep.equal(['booking-before-submit', 'booking-success']);
      expect(events[0]!.detail).not.to.have.property('otp');
      flow.resend.start(0);
    });

    it('says a wrong code is not right next to the code ("Invalid OTP" only in booking-error) and books with a corrected code under a new key', async () => {
      const { flow, client, events } = setUp({ sms: true });
      client.bookingAnswers = [apiError('validation', 422, { serverMessage: 'Invalid OTP', field: 'otp' })];
      fill(flow, GRACE);
      await flow.continue();
      flow.form.setField('otp', '000000');
      await flow.submit();
      expect(flow.step).to.equal('code');
      expect(flow.form.errors).to.deep.equal({ otp: 'problem.wrongCode' });
      expect(flow.form.values).to.deep.include({ ...GRACE, otp: '000000' });
      expect(events.at(-1)).to.deep.equal({
        name: 'booking-error',
        detail: { kind: 'validation', status: 422, message: 'Invalid OTP' },
      });

      flow.form.setField('otp', '123456');
      expect(flow.form.errors).to.deep.equal({});
      await flow.submit();
      expect(client.bookings.map((booking) => [booking.request.otp, booking.key])).to.deep.equal([
        ['000000', 'key-1'],
        ['123456', 'key-2'],
      ]);
      expect(flow.step).to.equal('confirmed');
      flow.resend.start(0);
    });

    it('on 429 says no code was sent and waits the Retry-After before asking again', async () => {
      const { flow, client, events } = setUp({ sms: true });
      client.otpAnswers = [apiError('rate-limited', 429, { serverMessage: 'Too many requests', retryAfterSeconds: 24 })];
      fill(flow, GRACE);
      await flow.continue();
      expect(flow.step, 'no code to enter').to.equal('details');
      expect(flow.retryWait.secondsLeft).to.equal(24);
      expect(flow.problem).to.deep.equal({ message: 'problem.codeNotSent', retryable: true });
      expect(flow.codeWasSentTo(client.otps[0]!)).to.be.false;
      expect(events).to.deep.equal([
        { name: 'booking-error', detail: { kind: 'rate-limited', status: 429, message: 'Too many requests' } },
      ]);

      await flow.continue();
      await flow.retry();
      expect(client.otps, 'no request while the wait runs').to.have.length(1);
      flow.retryWait.start(0);
      await flow.retry();
      expect(client.otps).to.have.length(2);
      expect(flow.step).to.equal('code');
      flow.resend.start(0);
    });

    it('on a 429 after a code the platform sent in this booking, invites the last code received', async () => {
      const { flow, client } = setUp({ sms: true });
      client.otpAnswers = [
        undefined,
        apiError('rate-limited', 429, { serverMessage: 'Too many requests', retryAfterSeconds: 3412 }),
      ];
      fill(flow, GRACE);
      await flow.continue();
      expect(flow.codeWasSentTo(client.otps[0]!)).to.be.true;
      flow.resend.start(0);
      await flow.sendCode();
      expect(flow.step).to.equal('code');
      expect(flow.resend.secondsLeft).to.equal(3412);
      expect(flow.problem).to.deep.equal({ message: 'problem.codeLimit' });
      flow.back();
      await flow.continue();
      expect(client.otps, 'no request while the wait runs').to.have.length(2);
      flow.resend.start(0);
    });

    it('puts a 422 from the code request next to the phone, in the customer’s words', async () => {
      const { flow, client } = setUp({ sms: true });
      client.otpAnswers = [apiError('validation', 422, { serverMessage: 'Validation failed: phone is invalid', field: 'phone' })];
      fill(flow, GRACE);
      await flow.continue();
      expect(flow.step).to.equal('details');
      expect(flow.form.errors).to.deep.equal({ phone: 'validation.phoneInvalid' });
      expect(flow.takeFocus()).to.equal('phone');
    });

    it('offers "Try again" when the code could not be sent', async () => {
      const { flow, client } = setUp({ sms: true });
      client.otpAnswers = [apiError('network', undefined)];
      fill(flow, GRACE);
      await flow.continue();
      expect(flow.step).to.equal('details');
      expect(flow.problem!.retryable).to.equal(true);
      await flow.retry();
      expect(client.otps).to.have.length(2);
      expect(flow.step).to.equal('code');
      flow.resend.start(0);
    });

    it('goes back to the details without losing anything, and forward again without a new code', async () => {
      const setup = setUp({ sms: true });
      const { flow, client } = setup;
      fill(flow, GRACE);
      await flow.continue();
      flow.form.setField('otp', '12');
      flow.back();
      expect(flow.step).to.equal('details');
      await flow.continue();
      expect(flow.step).to.equal('code');
      expect(client.otps).to.have.length(1);
      expect(flow.form.values).to.deep.include({ ...GRACE, otp: '12' });
      flow.resend.start(0);
    });

    it('sends a new code at once when the phone was changed, despite the wait for the old one', async () => {
      const { flow, client } = setUp({ sms: true });
      fill(flow, GRACE);
      await flow.continue();
      flow.back();
      expect(flow.resend.secondsLeft > 0).to.equal(true);
      flow.form.setField('phone', '+1 415 555 0199');
      await flow.continue();
      expect(client.otps).to.deep.equal(['+14155550100', '+14155550199']);
      flow.resend.start(0);
    });
  });
});
