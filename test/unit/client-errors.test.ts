import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createClient } from '../../src/api/client.js';
import { APPOINTMENT, BOOKING, BUSINESS, SLOTS } from './fixtures.js';
import { failure, hang, json, networkDown, scriptedFetch, success, type Answer } from './fake-fetch.js';
import { failureOf, settle } from './settle.js';

describe('client errors', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => clock.restore());

  function clientAnswering(...script: Answer[]) {
    const { fetch, requests } = scriptedFetch(script);
    return { client: createClient({ baseUrl: 'https://platform.example', apiKey: 'k', fetch }), requests };
  }

  it('unauthorized: 401 with the server message, not retried', async () => {
    const { client, requests } = clientAnswering(failure(401, 'Unauthorized request'));
    const error = await failureOf(clock, client.getBusiness());
    expect(error.kind).to.equal('unauthorized');
    expect(error.status).to.equal(401);
    expect(error.serverMessage).to.equal('Unauthorized request');
    expect(requests).to.have.length(1);
  });

  it('not-found: 404 on slots, not retried', async () => {
    const { client, requests } = clientAnswering(failure(404, 'Not found'));
    const error = await failureOf(clock, client.getSlots('2026-12-01', 99));
    expect(error.kind).to.equal('not-found');
    expect(error.status).to.equal(404);
    expect(error.serverMessage).to.equal('Not found');
    expect(requests).to.have.length(1);
  });

  it('not-found: a proxy 404 page that is not JSON', async () => {
    const { client } = clientAnswering({ status: 404, body: '<h1>Not Found</h1>', headers: { 'Content-Type': 'text/html' } });
    const error = await failureOf(clock, client.getBusiness());
    expect(error.kind).to.equal('not-found');
    expect(error.serverMessage).to.equal(undefined);
  });

  it('conflict: 409 Slot is full on a booking', async () => {
    const { client } = clientAnswering(failure(409, 'Slot is full'));
    const error = await failureOf(clock, client.bookAppointment(BOOKING, 'key'));
    expect(error.kind).to.equal('conflict');
    expect(error.status).to.equal(409);
    expect(error.serverMessage).to.equal('Slot is full');
  });

  const validationCases: Array<[number, string, string | undefined, string?]> = [
    [422, 'Validation failed: email is invalid', 'email'],
    [422, 'Validation failed: phone is required', 'phone', 'required'],
    [422, 'Validation failed: name is too long', 'name', 'too long'],
    [422, 'validation failed: Notes is TOO LONG', 'notes', 'too long'],
    [422, 'Validation failed: to must be after from', 'to'],
    [422, 'Invalid OTP', 'otp'],
    [422, 'Invalid OTP.', 'otp'],
    [422, 'invalid otp, please ask for a new code', 'otp'],
    [422, 'validation failed: email is invalid', 'email'],
    [422, 'Invalid email address', 'email'],
    [400, 'Invalid date', 'date'],
    [422, 'Something else went wrong', undefined],
  ];
  for (const [status, message, field, reason] of validationCases) {
    it(`validation: ${status} "${message}" names field ${String(field)}${reason ? `, ${reason}` : ''}`, async () => {
      const { client } = clientAnswering(failure(status, message));
      const error = await failureOf(clock, client.bookAppointment(BOOKING, 'key'));
      expect(error.kind).to.equal('validation');
      expect(error.status).to.equal(status);
      expect(error.serverMessage).to.equal(message);
      expect(error.field).to.equal(field);
      expect(error.reason, 'a reason other than required or too long means the value was refused').to.equal(reason);
    });
  }

  it('rate-limited: 429 on sendOtp carries Retry-After seconds and is not retried', async () => {
    const { client, requests } = clientAnswering(failure(429, 'Too many requests', { 'Retry-After': '30' }));
    const error = await failureOf(clock, client.sendOtp('+4712345678'));
    expect(error.kind).to.equal('rate-limited');
    expect(error.status).to.equal(429);
    expect(error.retryAfterSeconds).to.equal(30);
    expect(error.serverMessage).to.equal('Too many requests');
    expect(requests).to.have.length(1);
  });

  it('rate-limited: Retry-After as an HTTP-date becomes seconds', async () => {
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    const { client } = clientAnswering(failure(429, 'Too many requests', { 'Retry-After': inAMinute }));
    const error = await failureOf(clock, client.sendOtp('+4712345678'));
    expect(error.retryAfterSeconds).to.equal(60);
  });

  it('server: 500 on every attempt', async () => {
    const { client } = clientAnswering(failure(500, 'Internal error'));
    const error = await failureOf(clock, client.getSlots('2026-12-01'));
    expect(error.kind).to.equal('server');
    expect(error.status).to.equal(500);
    expect(error.serverMessage).to.equal('Internal error');
  });

  it('server: an HTML 502 page from a gateway', async () => {
    const { client } = clientAnswering({
      status: 502,
      body: '<html><body>Bad Gateway</body></html>',
      headers: { 'Content-Type': 'text/html' },
    });
    const error = await failureOf(clock, client.getBusiness());
    expect(error.kind).to.equal('server');
    expect(error.status).to.equal(502);
    expect(error.serverMessage).to.equal(undefined);
  });

  it('server: 200 with status "failure" keeps the server message and is not retried', async () => {
    const { client, requests } = clientAnswering(json(200, { status: 'failure', message: 'Business suspended' }));
    const error = await failureOf(clock, client.getBusiness());
    expect(error.kind).to.equal('server');
    expect(error.status).to.equal(200);
    expect(error.serverMessage).to.equal('Business suspended');
    expect(requests).to.have.length(1);
  });

  it('server: an unexpected status such as 418', async () => {
    const { client } = clientAnswering(failure(418, 'I am a teapot'));
    const error = await failureOf(clock, client.bookAppointment(BOOKING, 'key'));
    expect(error.kind).to.equal('server');
    expect(error.status).to.equal(418);
  });

  it('network: fetch rejects on every attempt', async () => {
    const { client } = clientAnswering(networkDown);
    const error = await failureOf(clock, client.getBusiness());
    expect(error.kind).to.equal('network');
    expect(error.status).to.equal(undefined);
    expect(error.cause).to.be.instanceOf(TypeError);
  });

  for (const baseUrl of ['http://', 'javascript:alert(1)', 'ftp://files.example', 'data:text/plain,x']) {
    it(`network: a base URL that cannot be fetched (${baseUrl}) fails every call without a request`, async () => {
      const { fetch, requests } = scriptedFetch([success(BUSINESS)]);
      const client = createClient({ baseUrl, apiKey: 'k', fetch });
      const calls = [
        () => client.getBusiness(),
        () => client.getSlots('2026-12-01'),
        () => client.bookAppointment(BOOKING, 'key'),
        () => client.sendOtp('+4712345678'),
      ];
      for (const call of calls) expect((await failureOf(clock, call())).kind).to.equal('network');
      expect(requests).to.have.length(0);
    });
  }

  it('timeout: the server never answers', async () => {
    const { client, requests } = clientAnswering(hang);
    const error = await failureOf(clock, client.getSlots('2026-12-01'));
    expect(error.kind).to.equal('timeout');
    expect(requests.every((request) => request.signal?.aborted)).to.equal(true);
  });

  const unreadable: Array<[string, Answer]> = [
    [
      'an HTML page with status 200',
      { status: 200, body: '<!doctype html><title>Welcome</title>', headers: { 'Content-Type': 'text/html' } },
    ],
    ['an empty body', { status: 200, body: '' }],
    ['a JSON array', json(200, [BUSINESS])],
    ['an envelope without status', json(200, { message: 'ok', data: BUSINESS })],
    ['an envelope with an unknown status', json(200, { status: 'ok', message: 'ok', data: BUSINESS })],
    ['success without data', json(200, { status: 'success', message: 'Business details fetched successfully' })],
    ['a business without a name', success({ ...BUSINESS, name: undefined })],
    ['a business with sms_enabled "yes"', success({ ...BUSINESS, sms_enabled: 'yes' })],
    ['a business with locations as an object', success({ ...BUSINESS, locations: { id: 1, name: 'x' } })],
    ['a location with a string id', success({ ...BUSINESS, locations: [{ id: '1', name: 'Harbour' }] })],
    ['a business without widget_settings', success({ ...BUSINESS, widget_settings: null })],
    ['a date_format that is a number', success({ ...BUSINESS, date_format: 1 })],
  ];
  for (const [what, answer] of unreadable) {
    it(`invalid-response: ${what}, not retried`, async () => {
      const { client, requests } = clientAnswering(answer);
      const error = await failureOf(clock, client.getBusiness());
      expect(error.kind).to.equal('invalid-response');
      expect(requests).to.have.length(1);
    });
  }

  it('invalid-response: slots that are not an array', async () => {
    const { client } = clientAnswering(success({ slots: SLOTS }));
    expect((await failureOf(clock, client.getSlots('2026-12-01'))).kind).to.equal('invalid-response');
  });

  const bookedWithoutAppointment: Array<[string, Answer]> = [
    ['an appointment without an id', success({ ...APPOINTMENT, id: undefined })],
    ['a 201 without data', json(201, { status: 'success', message: 'Appointment booked successfully' })],
    ['a 204 without a body', { status: 204, body: '' }],
    ['a 200 that is not JSON', { status: 200, body: 'OK booked', headers: { 'Content-Type': 'text/plain' } }],
    ['an envelope without status', json(201, { message: 'ok', data: APPOINTMENT })],
  ];
  for (const [what, answer] of bookedWithoutAppointment) {
    it(`a booking answered with ${what} is booked, without an id, as asked for; not repeated`, async () => {
      const { client, requests } = clientAnswering(answer);
      const appointment = await settle(clock, client.bookAppointment(BOOKING, 'key'));
      expect(appointment.id).to.equal(undefined);
      expect(appointment).to.include({ date: BOOKING.date, from: BOOKING.from, to: BOOKING.to, name: BOOKING.name });
      expect(requests).to.have.length(1);
    });
  }

  it('a booking answered 200 with a failure envelope is refused (server)', async () => {
    const { client } = clientAnswering(failure(200, 'Something went wrong'));
    const error = await failureOf(clock, client.bookAppointment(BOOKING, 'key'));
    expect([error.kind, error.serverMessage]).to.deep.equal(['server', 'Something went wrong']);
  });

  it('a 204 without a body is a sent OTP, but no business', async () => {
    const otp = clientAnswering({ status: 204, body: '' });
    expect(await settle(clock, otp.client.sendOtp('+4712345678'))).to.equal(undefined);
    expect(otp.requests).to.have.length(1);
    const business = clientAnswering({ status: 204, body: '' });
    expect((await failureOf(clock, business.client.getBusiness())).kind).to.equal('invalid-response');
  });

  it('aborted: a signal aborted before the call makes no request', async () => {
    const { client, requests } = clientAnswering(success(SLOTS));
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(clock, client.getSlots('2026-12-01', undefined, { signal: controller.signal }));
    expect(error.kind).to.equal('aborted');
    expect(requests).to.have.length(0);
  });

  it('every error is a BookingApiError with a readable message', async () => {
    const { client } = clientAnswering(failure(401, 'Unauthorized request'));
    const error = await failureOf(clock, client.getBusiness());
    expect(error.name).to.equal('BookingApiError');
    expect(error.message).to.contain('Unauthorized request');
  });
});
