// Booking faults against the real sandbox, through `lost-answer-proxy.mjs`: the sandbox books,
// the answer is lost on the way back, and the client's retry with the same Idempotency-Key
// must return the first appointment — never a second one.
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { addDays } from 'date-fns';
import { createClient } from '../../src/api/client.js';
import type { BookingRequest } from '../../src/api/types.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { BROWSER_COUNT, browserIndex } from '../support/browser.js';
import { iso, nextMonthDay } from '../support/dates.js';
import { sandboxAppointments, sandboxInfo } from '../e2e/sandbox.js';
import { eventually } from '../support/eventually.js';

// The browsers share one sandbox: each browser books in weeks of its own, away from the weeks
// the booking end-to-end test uses, with emails of its own.
const run = `${browserIndex}-${Date.now().toString(36)}`;

interface Sent {
  method: string;
  path: string;
  key: string | null;
}

function recordingFetch(sent: Sent[]) {
  return (input: string, init: RequestInit) => {
    sent.push({
      method: init.method ?? 'GET',
      path: new URL(input).pathname,
      key: new Headers(init.headers).get('Idempotency-Key'),
    });
    return fetch(input, init);
  };
}

/** The first day of this browser’s own week: `week` 0 and 1 for the client, 2 and 3 for the widget. */
const weekStart = (week: number) => addDays(nextMonthDay(1), 21 + (week * BROWSER_COUNT + browserIndex) * 7);

async function freeSlot(apiKey: string, url: string, week: number): Promise<Pick<BookingRequest, 'date' | 'from' | 'to'>> {
  const client = createClient({ baseUrl: url, apiKey });
  const first = weekStart(week);
  for (let offset = 0; offset < 7; offset++) {
    const date = iso(addDays(first, offset));
    for (const slot of await client.getSlots(date)) {
      if (slot.percentage_filled < 100) return { date, from: slot.from, to: slot.to };
    }
  }
  throw new Error('no free slot in this browser’s week');
}

/** Records the page's own requests (the widget's), until `restore()`. */
function recordPageFetches(): { sent: Sent[]; restore: () => void } {
  const sent: Sent[] = [];
  const pageFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      path: new URL(input instanceof Request ? input.url : input, location.href).pathname,
      key: new Headers(init?.headers).get('Idempotency-Key'),
    });
    return pageFetch(input, init);
  };
  return { sent, restore: () => (window.fetch = pageFetch) };
}

/** A widget of the demo salon that talks to the sandbox through `proxy`, on the details form of a free slot in this browser's `week`. */
async function toDetailsThrough({ proxy, name, week }: { proxy: string; name: string; week: number }) {
  const { url, keys } = await sandboxInfo();
  const page = await BookingWidgetPage.create({
    'api-key': keys.salon,
    'base-url': `${location.origin}${proxy}`,
    locale: 'en-GB',
    name,
  });
  await page.open();
  const slot = await freeSlot(keys.salon, url, week);
  await page.chooseDay(new Date(`${slot.date}T00:00`));
  await page.chooseSlot(new RegExp(`^${slot.from}`));
  await page.click('button', 'Continue');
  return { page, slot };
}

describe('faults: a booking whose answer is lost', function () {
  this.timeout(30000);

  it('the sandbox booked, the answer was cut off: the retry with the same key returns the first appointment', async () => {
    const { url, keys } = await sandboxInfo();
    const sent: Sent[] = [];
    const client = createClient({ baseUrl: `${location.origin}/__lost-answer`, apiKey: keys.salon, fetch: recordingFetch(sent) });
    const email = `lost-answer-${run}@example.com`;
    const slot = await freeSlot(keys.salon, url, 0);

    const appointment = await client.bookAppointment({ ...slot, name: 'Lost Answer', email }, crypto.randomUUID());

    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts, 'one lost answer, one retry').to.have.length(2);
    expect(posts[0]!.key).to.match(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.key, 'the retry carries the same Idempotency-Key').to.equal(posts[0]!.key);
    const stored = (await sandboxAppointments(keys.salon)).filter((a) => a.email === email);
    expect(stored, 'exactly one appointment').to.have.length(1);
    expect(appointment.id).to.equal(stored[0]!.id);
    expect(appointment).to.include({ date: slot.date, from: slot.from, to: slot.to, status: 'confirmed' });
  });

  it('a double submit with one key books once and both calls get the same appointment', async () => {
    const { url, keys } = await sandboxInfo();
    const client = createClient({ baseUrl: url, apiKey: keys.salon });
    const email = `double-${run}@example.com`;
    const slot = await freeSlot(keys.salon, url, 1);
    const key = crypto.randomUUID();
    const request = { ...slot, name: 'Double Submit', email };

    const [a, b] = await Promise.all([client.bookAppointment(request, key), client.bookAppointment(request, key)]);

    expect(a.id).to.equal(b.id);
    expect((await sandboxAppointments(keys.salon)).filter((x) => x.email === email)).to.have.length(1);
  });

  it('through the widget: the customer sees the confirmation, and the sandbox holds one appointment', async () => {
    const { keys } = await sandboxInfo();
    const { sent, restore } = recordPageFetches();
    try {
      const email = `lost-answer-ui-${run}@example.com`;
      const { page, slot } = await toDetailsThrough({ proxy: '/__lost-answer', name: 'Lost Answer', week: 2 });
      await page.type('Email', email);
      await page.click('button', 'Book');
      await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation', 20_000);

      expect(page.alertText(), 'the lost answer is not shown as a failure').to.equal('');
      const posts = sent.filter((s) => s.method === 'POST');
      expect(posts).to.have.length(2);
      expect(posts[1]!.key).to.equal(posts[0]!.key);
      const stored = (await sandboxAppointments(keys.salon)).filter((a) => a.email === email);
      expect(stored, 'exactly one appointment').to.have.length(1);
      expect(stored[0]).to.include({ date: slot.date, from: slot.from, name: 'Lost Answer' });
    } finally {
      restore();
    }
  });

  it('through the widget, every answer lost: details changed and Book again still make one appointment, the one the customer has', async () => {
    const { keys } = await sandboxInfo();
    const { sent, restore } = recordPageFetches();
    try {
      const email = `lost-answers-ui-${run}@example.com`;
      const { page, slot } = await toDetailsThrough({ proxy: '/__lost-answers', name: 'Lost Answers', week: 3 });
      await page.type('Email', email);
      await page.type('Notes (optional)', 'Window seat');
      await page.click('button', 'Book');
      await eventually(() => page.alertText() !== '', 'no failure shown', 40_000);
      expect(page.alertText()).to.contain('We could not reach the booking service');

      await page.type('Notes (optional)', 'Aisle seat');
      await page.click('button', 'Book');
      await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation', 20_000);

      const posts = sent.filter((s) => s.method === 'POST');
      expect(new Set(posts.map((post) => post.key)).size, 'one Idempotency-Key throughout').to.equal(1);
      const stored = (await sandboxAppointments(keys.salon)).filter((a) => a.email === email);
      expect(stored, 'exactly one appointment').to.have.length(1);
      expect(stored[0]).to.include({ date: slot.date, from: slot.from, notes: 'Window seat' });
    } finally {
      restore();
    }
  });
});
