import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { book, call, isoDay, today, type ApiBusiness, type ApiSlot } from './http-client.js';
import { START, localOnly, useTarget } from './target.js';

const target = useTarget();
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function slots(date: string, extra: Record<string, string> = {}, key = target.key) {
  return call<ApiSlot[]>(target, '/api/slots', { key, query: { date, ...extra } });
}

describe('GET /api/slots', () => {
  it('answers 200 with chronological HH:MM slots filled 0..100 for each of the coming days', async () => {
    let seen = 0;
    for (let offset = 1; offset <= 7; offset++) {
      const reply = await slots(isoDay(today(target), offset));
      assert.equal(reply.status, 200);
      assert.equal(reply.body.status, 'success');
      assert.equal(reply.body.message, 'Slots fetched successfully');
      assert.ok(Array.isArray(reply.body.data));
      const froms: string[] = [];
      for (const slot of reply.body.data) {
        assert.deepEqual(Object.keys(slot).sort(), ['from', 'percentage_filled', 'to']);
        assert.match(slot.from, CLOCK);
        assert.match(slot.to, CLOCK);
        assert.ok(slot.to > slot.from, `${slot.from}–${slot.to}`);
        assert.ok(Number.isInteger(slot.percentage_filled) && slot.percentage_filled >= 0 && slot.percentage_filled <= 100);
        froms.push(slot.from);
      }
      assert.deepEqual(froms, [...froms].sort());
      seen += froms.length;
    }
    assert.ok(seen > 0, 'the coming week has slots');
  });

  it('seeds the coming days with free, partly and fully booked slots', localOnly('seeded demo data'), async () => {
    const fills = new Set<string>();
    for (let offset = 1; offset <= 7; offset++) {
      for (const slot of (await slots(isoDay(START, offset))).body.data) {
        fills.add(slot.percentage_filled === 0 ? 'free' : slot.percentage_filled === 100 ? 'full' : 'partly');
      }
    }
    assert.deepEqual([...fills].sort(), ['free', 'full', 'partly']);
  });

  it(
    'serves the salon weekly hours: 30-minute slots with a lunch break, closed on Sunday',
    localOnly('seeded demo data'),
    async () => {
      const monday = await slots(isoDay(START, 21));
      const froms = monday.body.data.map((s) => s.from);
      assert.equal(froms[0], '09:00');
      assert.ok(froms.includes('12:00') && !froms.includes('12:30') && !froms.includes('13:00') && froms.includes('13:30'));
      assert.equal(monday.body.data.at(-1)?.to, '18:00');
      assert.ok(monday.body.data.every((s) => s.percentage_filled === 0));
      const sunday = await slots(isoDay(START, 20));
      assert.deepEqual([sunday.status, sunday.body.data], [200, []]);
    },
  );

  it('answers data [] for a past day', async () => {
    const reply = await slots(isoDay(today(target), -3));
    assert.deepEqual([reply.status, reply.body], [200, { status: 'success', message: 'Slots fetched successfully', data: [] }]);
  });

  it('answers data [] for a closed date', localOnly('reads closed dates from the database'), async () => {
    const closed = target
      .local!.db.prepare(
        `SELECT date FROM closed_dates c JOIN locations l ON l.id = c.location_id JOIN businesses b ON b.id = l.business_id
       WHERE b.api_key = ? ORDER BY date LIMIT 1`,
      )
      .pluck()
      .get(target.key) as string;
    assert.ok(closed, 'the demo data closes some date');
    const reply = await slots(closed);
    assert.deepEqual([reply.status, reply.body.data], [200, []]);
  });

  it("leaves out today's slots that have already begun", localOnly('controls the clock'), async () => {
    // The clock says 10:00 on a Monday: the 10:00 slot has begun, 10:30 is the first left.
    const reply = await slots(isoDay(START, 0));
    assert.equal(reply.body.data[0]?.from, '10:30');
  });

  it(
    'reports booked / capacity of the slot, rounded down, 100 only when full',
    localOnly('knows the capacity of 3'),
    async () => {
      const date = isoDay(START, 22);
      const fill = async () => (await slots(date)).body.data.find((s) => s.from === '09:30')?.percentage_filled;
      assert.equal(await fill(), 0);
      const expected = [33, 66, 100];
      for (const percentage of expected) {
        assert.equal((await book(target, { date, from: '09:30', to: '10:00' })).status, 201);
        assert.equal(await fill(), percentage);
      }
    },
  );

  it('serves each location of a business by business_unit_id, the first one when omitted', async () => {
    const locations = (await call<ApiBusiness>(target, '/api/business', { key: target.smsKey })).body.data.locations;
    const date = isoDay(today(target), 2);
    const omitted = await slots(date, {}, target.smsKey);
    const first = await slots(date, { business_unit_id: String(locations[0]!.id) }, target.smsKey);
    assert.equal(omitted.status, 200);
    assert.deepEqual(omitted.body, first.body);
    for (const location of locations) {
      assert.equal((await slots(date, { business_unit_id: String(location.id) }, target.smsKey)).status, 200);
    }
  });

  it('answers 404 Not found for a location of another business', async () => {
    const other = (await call<ApiBusiness>(target, '/api/business', { key: target.smsKey })).body.data.locations[0]!.id;
    const reply = await slots(isoDay(today(target), 1), { business_unit_id: String(other) });
    assert.deepEqual([reply.status, reply.body], [404, { status: 'failure', message: 'Not found' }]);
  });

  it('answers 404 Not found for a location that does not exist', async () => {
    const reply = await slots(isoDay(today(target), 1), { business_unit_id: '987654321' });
    assert.deepEqual([reply.status, reply.body], [404, { status: 'failure', message: 'Not found' }]);
  });

  for (const bad of ['abc', '1.5', '-1', '0', '01', '1e3', ' 1', '99999999999999999999', '']) {
    it(`answers 400 Invalid business_unit_id for ${JSON.stringify(bad)}`, async () => {
      const reply = await slots(isoDay(today(target), 1), { business_unit_id: bad });
      assert.deepEqual([reply.status, reply.body], [400, { status: 'failure', message: 'Invalid business_unit_id' }]);
    });
  }

  for (const bad of [
    '',
    '2025-02-30',
    '2026-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-01-32',
    '2025-1-5',
    '20250105',
    '05/01/2025',
    'tomorrow',
    '2025-01-05T00:00:00Z',
    ' 2025-01-05',
    '２０２５-01-05',
    '0000-01-01',
  ]) {
    it(`answers 400 Invalid date for date=${JSON.stringify(bad)}`, async () => {
      const reply = await slots(bad);
      assert.deepEqual([reply.status, reply.body], [400, { status: 'failure', message: 'Invalid date' }]);
    });
  }

  it('accepts 29 February of a leap year', async () => {
    assert.equal((await slots('2028-02-29')).status, 200);
  });

  it('answers 400 Invalid date when date is missing or given twice', async () => {
    const missing = await call(target, '/api/slots');
    const twice = await call(target, `/api/slots?date=${isoDay(today(target), 1)}`, {
      query: { date: isoDay(today(target), 2) },
    });
    for (const reply of [missing, twice]) {
      assert.deepEqual([reply.status, reply.body], [400, { status: 'failure', message: 'Invalid date' }]);
    }
  });

  it('answers 401 before looking at the date', async () => {
    const reply = await call(target, '/api/slots', { key: 'no-such-key', query: { date: 'nonsense' } });
    assert.deepEqual([reply.status, reply.body], [401, { status: 'failure', message: 'Unauthorized request' }]);
  });
});
