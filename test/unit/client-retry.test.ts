import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createClient, READ_POLICY } from '../../src/api/client.js';
import { APPOINTMENT, BOOKING, BUSINESS, SLOTS } from './fixtures.js';
import { failure, hang, networkDown, scriptedFetch, success, type Answer } from './fake-fetch.js';
import { failureOf, settle } from './settle.js';

/** A customer facing a server that answers with errors must see an error within about four seconds. */
const CUSTOMER_PATIENCE_MS = 4000;
/** One that never answers is waited for longer: a slow network's first answer may take 10 s. */
const SLOW_ANSWER_MS = 10_000;
/** The read policy's maxAttempts. */
const READ_ATTEMPTS = READ_POLICY.maxAttempts;

describe('client retries, timeouts and cancellation', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => clock.restore());

  function clientAnswering(script: Answer[], random = () => 0.5) {
    const { fetch, requests } = scriptedFetch(script);
    return { client: createClient({ baseUrl: 'https://platform.example', apiKey: 'k', fetch, random }), requests };
  }

  describe('reads', () => {
    for (const [what, first] of [
      ['a 500', failure(500, 'Internal error')],
      ['a 503', failure(503, 'Service unavailable')],
      ['a network error', networkDown],
      ['a hung request', hang],
    ] as Array<[string, Answer]>) {
      it(`repeat after ${what} and return the next answer`, async () => {
        const { client, requests } = clientAnswering([first, success(SLOTS)]);
        expect(await settle(clock, client.getSlots('2026-12-01'))).to.deep.equal(SLOTS);
        expect(requests).to.have.length(2);
        expect(requests[1]!.url.href).to.equal(requests[0]!.url.href);
      });
    }

    it('wait longer after each failure, never longer than the cap', async () => {
      const { client, requests } = clientAnswering(
        [failure(500, 'x'), failure(500, 'x'), failure(500, 'x'), success(SLOTS)],
        () => 1,
      );
      await settle(clock, client.getSlots('2026-12-01'));
      const waits = requests.slice(1).map((request, i) => request.at - requests[i]!.at);
      expect(waits).to.have.length(3);
      expect(waits[0]).to.be.greaterThan(0);
      expect(waits[1]).to.be.greaterThan(waits[0]!);
      expect(waits[2]).to.be.greaterThan(waits[1]!);
      expect(Math.max(...waits)).to.be.at.most(1000);
    });

    it('spread the waits with jitter', async () => {
      const low = clientAnswering([failure(500, 'x'), success(SLOTS)], () => 0);
      const high = clientAnswering([failure(500, 'x'), success(SLOTS)], () => 0.999);
      await settle(clock, low.client.getSlots('2026-12-01'));
      await settle(clock, high.client.getSlots('2026-12-01'));
      const wait = (requests: typeof low.requests) => requests[1]!.at - requests[0]!.at;
      expect(wait(low.requests)).to.be.greaterThan(0);
      expect(wait(high.requests)).to.be.greaterThan(wait(low.requests));
    });

    it('wait a short Retry-After on 429, then succeed', async () => {
      const { client, requests } = clientAnswering([failure(429, 'Too many requests', { 'Retry-After': '2' }), success(SLOTS)]);
      expect(await settle(clock, client.getSlots('2026-12-01'))).to.deep.equal(SLOTS);
      expect(requests).to.have.length(2);
      expect(requests[1]!.at - requests[0]!.at).to.equal(2000);
    });

    it('report a long Retry-After as rate-limited at once', async () => {
      const { client, requests } = clientAnswering([failure(429, 'Too many requests', { 'Retry-After': '120' }), success(SLOTS)]);
      const started = Date.now();
      const call = client.getSlots('2026-12-01');
      const error = await call.catch((e: unknown) => e);
      expect(error).to.include({ kind: 'rate-limited', retryAfterSeconds: 120, status: 429 });
      expect(Date.now()).to.equal(started);
      expect(requests).to.have.length(1);
    });

    it('report a 503 whose Retry-After does not fit as a server error with its seconds', async () => {
      const { client, requests } = clientAnswering([failure(503, 'Maintenance', { 'Retry-After': '600' })]);
      const error = await failureOf(clock, client.getBusiness());
      expect(error).to.include({ kind: 'server', status: 503, retryAfterSeconds: 600 });
      expect(requests).to.have.length(1);
    });

    for (const [what, answer] of [
      ['always 500', failure(500, 'x')],
      ['always an HTML 502 page', { status: 502, body: '<html>Bad gateway</html>' }],
      ['always 503 with Retry-After: 1', failure(503, 'x', { 'Retry-After': '1' })],
      ['always 429 with Retry-After: 3', failure(429, 'x', { 'Retry-After': '3' })],
      ['always a network error', networkDown],
      ['never answering', hang],
    ] as Array<[string, Answer]>) {
      // A server that never answers, or keeps asking for waits, is given the whole budget.
      const patience = answer === hang || what.startsWith('always 429') ? READ_POLICY.budgetMs : CUSTOMER_PATIENCE_MS;
      for (const random of [0, 0.999]) {
        it(`give up within ${patience} ms on a server ${what} (jitter ${random})`, async () => {
          const { client, requests } = clientAnswering([answer], () => random);
          const started = Date.now();
          const error = await failureOf(clock, client.getBusiness());
          expect(error.kind).to.be.oneOf(['server', 'network', 'timeout', 'rate-limited']);
          expect(Date.now() - started).to.be.at.most(patience);
          expect(requests.length).to.be.within(1, READ_ATTEMPTS);
        });
      }
    }

    it('wait for a slow first answer, up to 10 s, without asking again', async () => {
      const { client, requests } = clientAnswering([{ ...success(BUSINESS), delayMs: SLOW_ANSWER_MS - 100 }]);
      expect(await settle(clock, client.getBusiness())).to.deep.equal(BUSINESS);
      expect(requests).to.have.length(1);
    });

    for (const [status, message] of [
      [400, 'Invalid date'],
      [401, 'Unauthorized request'],
      [404, 'Not found'],
    ] as Array<[number, string]>) {
      it(`do not repeat a ${status}`, async () => {
        const { client, requests } = clientAnswering([failure(status, message), success(SLOTS)]);
        await failureOf(clock, client.getSlots('2026-12-01'));
        expect(requests).to.have.length(1);
      });
    }
  });

  describe('bookings', () => {
    for (const [what, first] of [
      ['a 503', failure(503, 'Service unavailable')],
      ['a network error', networkDown],
      ['a hung request', hang],
    ] as Array<[string, Answer]>) {
      it(`repeat after ${what} with the same Idempotency-Key and body`, async () => {
        const { client, requests } = clientAnswering([first, { ...success(APPOINTMENT), status: 201 }]);
        expect(await settle(clock, client.bookAppointment(BOOKING, 'key-7'))).to.deep.equal(APPOINTMENT);
        expect(requests).to.have.length(2);
        expect(requests.map((request) => request.headers.get('Idempotency-Key'))).to.deep.equal(['key-7', 'key-7']);
        expect(requests[1]!.body).to.equal(requests[0]!.body);
      });
    }

    it('allow a slow answer up to 15 seconds', async () => {
      const { fetch, requests } = scriptedFetch([hang]);
      const client = createClient({ baseUrl: 'https://platform.example', apiKey: 'k', fetch });
      const call = client.bookAppointment(BOOKING, 'key').catch((e: unknown) => e);
      await clock.tickAsync(14_000);
      expect(requests[0]!.signal!.aborted).to.equal(false);
      await clock.tickAsync(1_000);
      expect(requests[0]!.signal!.aborted).to.equal(true);
      await clock.runAllAsync();
      expect(await call).to.include({ kind: 'timeout' });
    });

    for (const [status, message, kind] of [
      [409, 'Slot is full', 'conflict'],
      [422, 'Validation failed: email is invalid', 'validation'],
      [422, 'Invalid OTP', 'validation'],
      [429, 'Too many requests', 'rate-limited'],
      [401, 'Unauthorized request', 'unauthorized'],
      [404, 'Not found', 'not-found'],
    ] as Array<[number, string, string]>) {
      it(`never repeat after a ${status} ${message}`, async () => {
        const { client, requests } = clientAnswering([failure(status, message, { 'Retry-After': '1' }), success(APPOINTMENT)]);
        const error = await failureOf(clock, client.bookAppointment(BOOKING, 'key'));
        expect(error.kind).to.equal(kind);
        expect(requests).to.have.length(1);
      });
    }

    it('give up on a server that keeps failing, after a few attempts with one key', async () => {
      const { client, requests } = clientAnswering([failure(500, 'x')]);
      const error = await failureOf(clock, client.bookAppointment(BOOKING, 'key-9'));
      expect(error.kind).to.equal('server');
      expect(requests.length).to.be.within(2, 3);
      expect(new Set(requests.map((request) => request.headers.get('Idempotency-Key')))).to.deep.equal(new Set(['key-9']));
    });
  });

  describe('OTP', () => {
    for (const [what, answer] of [
      ['a 429', failure(429, 'Too many requests', { 'Retry-After': '1' })],
      ['a 503', failure(503, 'Service unavailable')],
      ['a network error', networkDown],
    ] as Array<[string, Answer]>) {
      it(`is never sent twice automatically, even after ${what}`, async () => {
        const { client, requests } = clientAnswering([answer, success(undefined)]);
        await failureOf(clock, client.sendOtp('+4712345678'));
        expect(requests).to.have.length(1);
      });
    }
  });

  describe('cancellation', () => {
    it('aborts a read in flight and the request itself', async () => {
      const { client, requests } = clientAnswering([hang]);
      const controller = new AbortController();
      const call = client.getSlots('2026-12-01', undefined, { signal: controller.signal });
      await clock.tickAsync(100);
      controller.abort();
      const error = await failureOf(clock, call);
      expect(error.kind).to.equal('aborted');
      expect(requests).to.have.length(1);
      expect(requests[0]!.signal!.aborted).to.equal(true);
    });

    it('aborts during the wait between attempts without another request', async () => {
      const { client, requests } = clientAnswering([failure(500, 'x'), success(SLOTS)]);
      const controller = new AbortController();
      const call = client.getSlots('2026-12-01', undefined, { signal: controller.signal });
      await clock.tickAsync(10);
      expect(requests).to.have.length(1);
      controller.abort();
      const error = await failureOf(clock, call);
      expect(error.kind).to.equal('aborted');
      expect(requests).to.have.length(1);
    });

    it('aborts a booking in flight', async () => {
      const { client, requests } = clientAnswering([hang]);
      const controller = new AbortController();
      const call = client.bookAppointment(BOOKING, 'key', { signal: controller.signal });
      await clock.tickAsync(1000);
      controller.abort();
      expect((await failureOf(clock, call)).kind).to.equal('aborted');
      expect(requests).to.have.length(1);
    });

    it('aborts an OTP request before it starts', async () => {
      const { client, requests } = clientAnswering([success(undefined)]);
      const error = await failureOf(clock, client.sendOtp('+4712345678', { signal: AbortSignal.abort() }));
      expect(error.kind).to.equal('aborted');
      expect(requests).to.have.length(0);
    });

    it('stops even when fetch ignores the signal', async () => {
      const ignoring = () => new Promise<Response>(() => undefined);
      const client = createClient({ baseUrl: 'https://platform.example', apiKey: 'k', fetch: ignoring });
      const controller = new AbortController();
      const call = client.getBusiness({ signal: controller.signal });
      await clock.tickAsync(50);
      controller.abort();
      expect((await failureOf(clock, call)).kind).to.equal('aborted');
    });

    it('times out even when fetch ignores the signal', async () => {
      const ignoring = () => new Promise<Response>(() => undefined);
      const client = createClient({ baseUrl: 'https://platform.example', apiKey: 'k', fetch: ignoring });
      const started = Date.now();
      expect((await failureOf(clock, client.getSlots('2026-12-01'))).kind).to.equal('timeout');
      expect(Date.now() - started).to.be.at.most(READ_POLICY.budgetMs);
    });
  });

  it('keeps the business fetch working after a failure', async () => {
    const { client, requests } = clientAnswering([failure(401, 'Unauthorized request'), success(BUSINESS)]);
    await failureOf(clock, client.getBusiness());
    expect(await settle(clock, client.getBusiness())).to.deep.equal(BUSINESS);
    expect(requests).to.have.length(2);
  });
});
