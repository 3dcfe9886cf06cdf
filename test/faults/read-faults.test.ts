// Every fault the platform or the network can throw at the widget's reads, one row each:
// what the customer then sees, how many requests were sent, and that "Try again" recovers.
// Reads are retried with real backoff inside the client's budget (READ_POLICY: 10 s for an
// answer, 12 s in all), so a few rows take seconds and a request that never answers takes the
// whole budget; none waits on a fixed sleep.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { iso, nextMonthDay } from '../support/dates.js';
import { aBusiness, failure, someSlots, success, withFakePlatform, type FakeResponse } from '../support/fake-platform.js';

const UNREACHABLE = 'Could not reach the booking service';
const CHECK_CONNECTION = 'Check your connection and try again.';
const TRY_LATER = 'Please try again in a moment.';
const UNAVAILABLE = 'Booking is unavailable right now';
// A refused key or a missing business, never the platform's own text ("Unauthorized request", "Not found").
const CONTACT = 'Please try again later or contact the business.';
const MAX_READ_ATTEMPTS = 4;

const never = (): Promise<FakeResponse> => new Promise(() => undefined);
const httpDate = (secondsAhead: number) => new Date(Date.now() + secondsAhead * 1000).toUTCString();

interface Fault {
  name: string;
  /** The fault's answers, one per attempt; the last one repeats. */
  answers: (() => FakeResponse | Promise<FakeResponse>)[];
  /** The alert's text, or undefined when the fault passes unseen (a retry succeeded). */
  alert: string[] | undefined;
  retry: boolean;
  /** Exact, or only a lower bound where the retries depend on timers (a request that never answers). */
  requests: number | 'at least 1';
}

/** Faults that hit any read: GET /api/business as much as GET /api/slots. */
const READ_FAULTS: Fault[] = [
  {
    name: '401',
    answers: [() => failure(401, 'Unauthorized request')],
    alert: [UNAVAILABLE, CONTACT],
    retry: false,
    requests: 1,
  },
  {
    name: '404',
    answers: [() => failure(404, 'Not found')],
    alert: [UNAVAILABLE, CONTACT],
    retry: true,
    requests: 1,
  },
  {
    name: '500 with the failure envelope',
    answers: [() => failure(500, 'Internal server error')],
    alert: [UNREACHABLE, TRY_LATER],
    retry: true,
    requests: MAX_READ_ATTEMPTS,
  },
  {
    name: '502 with a proxy’s HTML page',
    answers: [() => ({ status: 502, text: '<html><body><h1>502 Bad Gateway</h1></body></html>' })],
    alert: [UNREACHABLE, TRY_LATER],
    retry: true,
    requests: MAX_READ_ATTEMPTS,
  },
  {
    name: '200 with status "failure"',
    answers: [() => ({ status: 200, body: { status: 'failure', message: 'Maintenance' } })],
    alert: [UNREACHABLE, TRY_LATER],
    retry: true,
    requests: 1,
  },
  {
    name: 'malformed JSON',
    answers: [() => ({ status: 200, text: '{"status":"success","data":[' })],
    alert: [UNREACHABLE, TRY_LATER],
    retry: true,
    requests: 1,
  },
  {
    name: 'an empty body',
    answers: [() => ({ status: 200, text: '' })],
    alert: [UNREACHABLE, TRY_LATER],
    retry: true,
    requests: 1,
  },
  {
    name: '429 with Retry-After beyond the wait budget (seconds)',
    answers: [() => ({ ...failure(429, 'Too many requests'), headers: { 'Retry-After': '120' } })],
    alert: [UNREACHABLE, TRY_LATER],
    retry: true,
    requests: 1,
  },
  {
    name: '429 with Retry-After beyond the wait budget (HTTP date)',
    answers: [() => ({ ...failure(429, 'Too many requests'), headers: { 'Retry-After': httpDate(120) } })],
    alert: [UNREACHABLE, TRY_LATER],
    retry: true,
    requests: 1,
  },
  {
    name: 'a connection reset',
    answers: [() => ({ networkError: true })],
    alert: [UNREACHABLE, CHECK_CONNECTION],
    retry: true,
    requests: MAX_READ_ATTEMPTS,
  },
  {
    name: 'a request that never answers',
    answers: [never],
    alert: [UNREACHABLE, TRY_LATER],
    retry: true,
    requests: 'at least 1',
  },
];

/** Faults the client absorbs by waiting and asking again: the customer never sees them. */
const PASSING_FAULTS = (ok: () => FakeResponse): Fault[] => [
  {
    name: '429 with Retry-After: 1, then an answer',
    answers: [() => ({ ...failure(429, 'Too many requests'), headers: { 'Retry-After': '1' } }), ok],
    alert: undefined,
    retry: false,
    requests: 2,
  },
  {
    name: '429 with Retry-After as a date a second ahead, then an answer',
    answers: [() => ({ ...failure(429, 'Too many requests'), headers: { 'Retry-After': httpDate(1) } }), ok],
    alert: undefined,
    retry: false,
    requests: 2,
  },
  {
    name: 'one 503, then an answer',
    answers: [() => failure(503, 'Service unavailable'), ok],
    alert: undefined,
    retry: false,
    requests: 2,
  },
  {
    name: 'one connection reset, then an answer',
    answers: [() => ({ networkError: true }), ok],
    alert: undefined,
    retry: false,
    requests: 2,
  },
];

function inTurn(answers: Fault['answers']) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!();
}

/** The lines of the alerts in view; an empty live region waiting for news has none. */
const alertLines = (page: BookingWidgetPage) =>
  page.all('alert').flatMap((alert) => [...alert.querySelectorAll('p')].map((p) => p.textContent.trim()));

function expectRequests(count: number, wanted: Fault['requests']) {
  if (wanted === 'at least 1') expect(count).to.be.at.least(1);
  else expect(count).to.equal(wanted);
}

describe('faults: reads', function () {
  // A request that never answers is given up on after READ_POLICY's 12 s; a busy machine adds to that.
  this.timeout(30000);
  const fake = withFakePlatform();
  const businessOk = () => success(aBusiness(), 'Business details fetched successfully');
  const slotsOk = () => success(someSlots(), 'Slots fetched successfully');

  describe('GET /api/business', () => {
    for (const fault of [...READ_FAULTS, ...PASSING_FAULTS(businessOk)]) {
      it(`${fault.name}: ${fault.alert ? `"${fault.alert[0]}"` : 'the business’s button'}`, async () => {
        fake.platform.business = inTurn(fault.answers);
        const page = await BookingWidgetPage.create();
        expectRequests(fake.platform.businessRequests().length, fault.requests);
        if (!fault.alert) {
          expect(page.openButton.textContent.trim()).to.equal('Book a visit');
          expect(page.alertText()).to.equal('');
          return;
        }
        expect(alertLines(page)).to.deep.equal(fault.alert);
        expect(page.find('button', 'Book an appointment'), 'no busy button left behind').to.be.undefined;
        expect(page.find('button', 'Try again') !== undefined).to.equal(fault.retry);
        expect(fake.platform.slotRequests()).to.be.empty;
        if (!fault.retry) return;
        fake.platform.business = businessOk;
        page.get('button', 'Try again').click();
        await page.settled();
        expect(page.openButton.textContent.trim()).to.equal('Book a visit');
        expect(page.alertText()).to.equal('');
      });
    }
  });

  describe('GET /api/slots', () => {
    for (const fault of [...READ_FAULTS, ...PASSING_FAULTS(slotsOk)]) {
      it(`${fault.name}: ${fault.alert ? `"${fault.alert[0]}"` : 'the day’s slots'}`, async () => {
        const day = nextMonthDay(10);
        const forDay = inTurn(fault.answers);
        // The month's other days, loaded in the background, answer normally; only the chosen day fails.
        fake.platform.slots = (params) => (params.get('date') === iso(day) ? forDay() : success([]));
        const page = await BookingWidgetPage.create();
        await page.open();
        await page.chooseDay(day);
        // The customer's own requests for the day (the background's, at low priority, stop when it fails).
        const dayRequests = () =>
          fake.platform.slotRequests().filter((r) => r.params.get('date') === iso(day) && r.priority !== 'low').length;
        expectRequests(dayRequests(), fault.requests);
        expect(page.isLoadingSlots, 'the loading state ends').to.be.false;
        if (!fault.alert) {
          expect(page.slots).to.have.length(3);
          return;
        }
        expect(alertLines(page)).to.deep.equal(fault.alert);
        expect(page.slots).to.be.empty;
        expect(page.find('button', 'Try again') !== undefined).to.equal(fault.retry);
        expect(page.find('button', 'Close'), 'the dialog stays usable').to.exist;
        if (!fault.retry) return;
        fake.platform.slots = slotsOk;
        page.get('button', 'Try again').click();
        await page.settled();
        expect(page.slots).to.have.length(3);
        expect(page.alertText()).to.equal('');
      });
    }
  });

  describe('offline, then online', () => {
    it('loads the slots by itself once the browser is back online, without Try again', async () => {
      let online = false;
      fake.platform.slots = () => (online ? success(someSlots()) : { networkError: true });
      const page = await BookingWidgetPage.create();
      await page.open();
      await page.chooseDay(nextMonthDay(10));
      expect(alertLines(page)).to.deep.equal([UNREACHABLE, CHECK_CONNECTION]);
      online = true;
      window.dispatchEvent(new Event('online'));
      await page.settled();
      expect(alertLines(page)).to.deep.equal([]);
      expect(page.slotNames()).to.deep.equal(['09:00 to 09:30, 70% booked', '09:30 to 10:00, full', '10:00 to 10:30, free']);
    });

    it('shows the button by itself once the browser is back online', async () => {
      let online = false;
      fake.platform.business = () => (online ? businessOk() : { networkError: true });
      const page = await BookingWidgetPage.create();
      expect(alertLines(page)).to.deep.equal([UNREACHABLE, CHECK_CONNECTION]);
      online = true;
      window.dispatchEvent(new Event('online'));
      await page.settled();
      expect(alertLines(page)).to.deep.equal([]);
      expect(page.get('button', 'Book a visit')).to.exist;
    });

    it('asks for nothing again on online when nothing failed for want of a network', async () => {
      fake.platform.slots = () => failure(404, 'Not found');
      const page = await BookingWidgetPage.create();
      await page.open();
      await page.chooseDay(nextMonthDay(10));
      const before = fake.platform.requests.length;
      window.dispatchEvent(new Event('online'));
      await page.settled();
      expect(fake.platform.requests).to.have.length(before);
      expect(alertLines(page)).to.deep.equal([UNAVAILABLE, CONTACT]);
    });

    it('stops listening once removed', async () => {
      // A removed widget has nothing to load; what matters is that the page keeps no handler of it.
      const added = sinon.spy(window, 'addEventListener');
      const removed = sinon.spy(window, 'removeEventListener');
      try {
        const page = await BookingWidgetPage.create();
        // The business's loader listens, and the day's once the dialog's chunk is there.
        const handlers = added.args.filter(([type]) => type === 'online').map(([, handler]) => handler);
        expect(handlers, 'listens while on the page').to.not.be.empty;
        page.element.remove();
        const gone = removed.args.filter(([type]) => type === 'online').map(([, handler]) => handler);
        expect(gone).to.have.members(handlers);
      } finally {
        added.restore();
        removed.restore();
      }
    });
  });
});
