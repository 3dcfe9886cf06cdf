import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { book, call, findFreeSlot, isoDay, today, type ApiSlot, type Booking } from './http-client.js';
import { START, localOnly, useTarget } from './target.js';

const target = useTarget();
let skip = 0;
/** A fresh free slot for each test that books, so tests never depend on each other. */
async function freeSlot(): Promise<Booking> {
  const { date, from, to } = await findFreeSlot(target, { key: target.key, start: today(target), skip: skip++ });
  return { date, from, to };
}

function failure(message: string) {
  return { status: 'failure', message };
}

describe('POST /api/appointments', () => {
  it('books: 201, the fixed message and the appointment as sent', async () => {
    const slot = await freeSlot();
    const reply = await book(target, {
      ...slot,
      name: '  Ada Byron ',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      notes: 'Window seat',
    });
    assert.equal(reply.status, 201);
    assert.equal(reply.body.status, 'success');
    assert.equal(reply.body.message, 'Appointment booked successfully');
    const data = reply.body.data;
    assert.deepEqual(Object.keys(data).sort(), [
      'business_unit_id',
      'created_at',
      'date',
      'email',
      'from',
      'id',
      'name',
      'notes',
      'phone',
      'status',
      'to',
    ]);
    assert.deepEqual(
      {
        date: data.date,
        from: data.from,
        to: data.to,
        name: data.name,
        email: data.email,
        phone: data.phone,
        notes: data.notes,
        status: data.status,
      },
      { ...slot, name: 'Ada Byron', email: 'ada@example.com', phone: '+442079460958', notes: 'Window seat', status: 'confirmed' },
    );
    assert.ok(Number.isInteger(data.business_unit_id));
    assert.ok(!Number.isNaN(Date.parse(data.created_at)));
  });

  it('fills the slot it booked', async () => {
    const slot = await freeSlot();
    const before = await call<ApiSlot[]>(target, '/api/slots', { query: { date: slot.date } });
    const fill = (reply: typeof before) => reply.body.data.find((s) => s.from === slot.from)?.percentage_filled ?? NaN;
    assert.equal((await book(target, slot)).status, 201);
    const after = await call<ApiSlot[]>(target, '/api/slots', { query: { date: slot.date } });
    assert.ok(fill(after) > fill(before), `${fill(before)} → ${fill(after)}`);
  });

  it(
    'gives exactly 3 bookings and 47 × 409 Slot is full to 50 concurrent requests for 3 free places',
    localOnly('knows the slot has 3 free places'),
    async () => {
      const slot = { date: isoDay(START, 23), from: '14:00', to: '14:30' };
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) => book(target, { ...slot, email: `c${i}@example.com` })),
      );
      const statuses = replies.map((r) => r.status);
      assert.equal(statuses.filter((s) => s === 201).length, 3);
      assert.equal(statuses.filter((s) => s === 409).length, 47);
      for (const reply of replies.filter((r) => r.status === 409))
        assert.deepEqual(reply.body, { status: 'failure', message: 'Slot is full' });
      const stored = target
        .local!.db.prepare('SELECT COUNT(*) FROM appointments WHERE date = ? AND slot_from = ?')
        .pluck()
        .get(slot.date, slot.from);
      assert.equal(stored, 3);
    },
  );

  it('answers 409 Slot is full for a full slot', localOnly('fills a known slot'), async () => {
    const slot = { date: isoDay(START, 24), from: '15:00', to: '15:30' };
    for (let i = 0; i < 3; i++) assert.equal((await book(target, slot)).status, 201);
    assert.deepEqual((await book(target, slot)).body, { status: 'failure', message: 'Slot is full' });
  });

  it('answers 409 Slot is full for a slot that does not exist on that date', async () => {
    const slot = await freeSlot();
    for (const wrong of [
      { from: '03:00', to: '03:30' },
      { from: slot.from, to: '23:59' },
    ]) {
      const reply = await book(target, { ...slot, ...wrong });
      assert.deepEqual([reply.status, reply.body], [409, { status: 'failure', message: 'Slot is full' }]);
    }
  });

  it(
    'answers 409 Slot is full for a past day and a weekly closed day',
    localOnly('knows the salon closes on Sundays'),
    async () => {
      for (const date of [isoDay(START, -1), isoDay(START, 20)]) {
        const reply = await book(target, { date, from: '09:00', to: '09:30' });
        assert.deepEqual([reply.status, reply.body], [409, { status: 'failure', message: 'Slot is full' }], date);
      }
    },
  );

  it("answers 404 Not found for a business_unit_id that is not the business's", async () => {
    const slot = await freeSlot();
    const reply = await book(target, { ...slot, business_unit_id: 987654321 });
    assert.deepEqual([reply.status, reply.body], [404, { status: 'failure', message: 'Not found' }]);
  });

  it('answers 401 Unauthorized request without a valid key', async () => {
    const slot = await freeSlot();
    const reply = await book(target, slot, { key: 'no-such-key' });
    assert.deepEqual([reply.status, reply.body], [401, { status: 'failure', message: 'Unauthorized request' }]);
  });

  it('ignores unknown fields', async () => {
    const reply = await book(target, {
      ...(await freeSlot()),
      colour: 'blue',
      __proto__: { admin: true },
      status: 'cancelled',
      id: 1,
    });
    assert.equal(reply.status, 201);
    assert.equal(reply.body.data.status, 'confirmed');
  });

  describe('validation', () => {
    const long = (n: number) => 'x'.repeat(n);
    const cases: [string, Partial<Booking> | Record<string, unknown>, string][] = [
      ['no date', { date: undefined }, 'Validation failed: date is required'],
      ['a date that does not exist', { date: '2031-02-30' }, 'Validation failed: date is invalid'],
      ['a date in another format', { date: '06/01/2031' }, 'Validation failed: date is invalid'],
      ['a numeric date', { date: 20310106 }, 'Validation failed: date is invalid'],
      ['no from', { from: '' }, 'Validation failed: from is required'],
      ['a from past midnight', { from: '24:00' }, 'Validation failed: from is invalid'],
      ['a from without leading zero', { from: '9:00' }, 'Validation failed: from is invalid'],
      ['a to before from', { from: '10:00', to: '09:30' }, 'Validation failed: to must be after from'],
      ['a to that is not a time', { to: 'noon' }, 'Validation failed: to is invalid'],
      ['a business_unit_id that is a string', { business_unit_id: '1' }, 'Validation failed: business_unit_id is invalid'],
      ['a business_unit_id that is a fraction', { business_unit_id: 1.5 }, 'Validation failed: business_unit_id is invalid'],
      ['a negative business_unit_id', { business_unit_id: -2 }, 'Validation failed: business_unit_id is invalid'],
      ['no name', { name: undefined }, 'Validation failed: name is required'],
      ['a blank name', { name: '   ' }, 'Validation failed: name is required'],
      ['a name that is not a string', { name: ['Jo'] }, 'Validation failed: name is invalid'],
      ['a name of 101 characters', { name: long(101) }, 'Validation failed: name is too long'],
      ['a name with a control character', { name: 'Jo\u0000' }, 'Validation failed: name is invalid'],
      ['no email', { email: undefined }, 'Validation failed: email is required'],
      ['an email without @', { email: 'jo.example.com' }, 'Validation failed: email is invalid'],
      ['an email without a domain dot', { email: 'jo@localhost' }, 'Validation failed: email is invalid'],
      ['an email with spaces', { email: 'jo @example.com' }, 'Validation failed: email is invalid'],
      ['an email of 255 characters', { email: `${long(243)}@example.com` }, 'Validation failed: email is too long'],
      ['a phone with letters', { phone: '+44 abc 7946' }, 'Validation failed: phone is invalid'],
      ['a phone too short', { phone: '12345' }, 'Validation failed: phone is invalid'],
      ['a phone of 33 characters', { phone: '1'.repeat(33) }, 'Validation failed: phone is too long'],
      ['a phone that is a number', { phone: 447946095 }, 'Validation failed: phone is invalid'],
      ['notes of 1001 characters', { notes: long(1001) }, 'Validation failed: notes is too long'],
      ['notes that are not a string', { notes: { text: 'hi' } }, 'Validation failed: notes is invalid'],
    ];
    for (const [label, change, message] of cases) {
      it(`answers 422 ${message} for ${label}`, async () => {
        const reply = await book(target, { date: isoDay(today(target), 30), from: '09:00', to: '09:30', ...change });
        assert.deepEqual([reply.status, reply.body], [422, failure(message)]);
      });
    }

    for (const field of ['name', 'email', 'phone', 'notes']) {
      it(`answers 422 Validation failed: ${field} is invalid for a lone UTF-16 surrogate, and stores nothing`, async () => {
        const valid: Record<string, string> = { name: 'Jo', email: 'jo@example.com', phone: '+14155550100', notes: 'Hi' };
        const lone = field === 'email' ? 'j\ud800o@example.com' : field === 'phone' ? '+1415555\udc000100' : 'x\ud800y';
        const email = `lone-${field}@example.com`;
        const reply = await book(target, {
          ...(await freeSlot()),
          ...valid,
          ...(field === 'email' ? {} : { email }),
          [field]: lone,
        });
        assert.deepEqual([reply.status, reply.body], [422, failure(`Validation failed: ${field} is invalid`)]);
        if (target.local) {
          const stored = target.local.db.prepare('SELECT COUNT(*) FROM appointments WHERE email = ?').pluck().get(email);
          assert.equal(stored, 0);
        }
      });
    }

    it('accepts the longest allowed values and an absent phone and notes', async () => {
      const reply = await book(target, {
        ...(await freeSlot()),
        name: 'N'.repeat(100),
        email: `${'e'.repeat(242)}@example.com`,
        notes: 'n'.repeat(1000),
        phone: undefined,
      });
      assert.equal(reply.status, 201);
      assert.equal(reply.body.data.phone, null);
    });

    for (const [label, body, status, message] of [
      ['a body that is not JSON', '{"date": ', 400, 'Invalid JSON body'],
      ['an empty body', '', 400, 'Invalid JSON body'],
      ['a JSON array', '[]', 400, 'Invalid JSON body'],
      ['JSON null', 'null', 400, 'Invalid JSON body'],
      ['a JSON string', '"booking"', 400, 'Invalid JSON body'],
    ] as const) {
      it(`answers ${status} ${message} for ${label}`, async () => {
        const reply = await call(target, '/api/appointments', { body, headers: { 'idempotency-key': randomUUID() } });
        assert.deepEqual([reply.status, reply.body], [status, failure(message)]);
      });
    }

    it('answers 400 Invalid JSON body for bytes that are not UTF-8', async () => {
      const response = await fetch(`${target.url}/api/appointments?api_key=${target.key}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: new Uint8Array([0x7b, 0xff, 0x7d]),
      });
      assert.deepEqual([response.status, await response.json()], [400, failure('Invalid JSON body')]);
    });

    it('answers 415 for a body that is not declared as JSON', async () => {
      const reply = await call(target, '/api/appointments', {
        body: '{}',
        headers: { 'content-type': 'text/plain', 'idempotency-key': randomUUID() },
      });
      assert.deepEqual([reply.status, reply.body], [415, failure('Content-Type must be application/json')]);
    });

    it('answers 413 Payload too large for a body over 1 MB without reading it all', async () => {
      const reply = await call(target, '/api/appointments', {
        body: JSON.stringify({ notes: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'idempotency-key': randomUUID() },
      });
      assert.deepEqual([reply.status, reply.body], [413, failure('Payload too large')]);
      assert.equal((await call(target, '/api/business')).status, 200, 'the server still serves');
    });

    it('answers 413 Payload too large for a body over 16 KB', async () => {
      const reply = await book(target, { ...(await freeSlot()), notes: 'x'.repeat(17 * 1024) });
      assert.deepEqual([reply.status, reply.body], [413, failure('Payload too large')]);
    });
  });

  describe('text', () => {
    it('stores names and notes in NFC and reads them back byte for byte', localOnly('reads the stored bytes'), async () => {
      const decomposed = { name: 'Zoe\u0308 Ame\u0301lie 👩🏽‍🔧', notes: 'Cafe\u0301 ☕ then 𝄞\nsecond line' };
      const reply = await book(target, { ...(await freeSlot()), ...decomposed });
      assert.equal(reply.status, 201);
      const expected = { name: decomposed.name.normalize('NFC'), notes: decomposed.notes.normalize('NFC') };
      assert.notEqual(expected.name, decomposed.name, 'the input was not already NFC');
      assert.deepEqual({ name: reply.body.data.name, notes: reply.body.data.notes }, expected);
      const stored = target
        .local!.db.prepare('SELECT hex(name) AS name, hex(notes) AS notes FROM appointments WHERE id = ?')
        .get(reply.body.data.id) as { name: string; notes: string };
      const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex').toUpperCase();
      assert.deepEqual(stored, { name: hex(expected.name), notes: hex(expected.notes) });
    });

    it('treats the same booking in NFC and NFD as one for its Idempotency-Key', async () => {
      const slot = await freeSlot();
      const key = randomUUID();
      const first = await book(target, { ...slot, name: 'Ame\u0301lie' }, { idempotencyKey: key });
      const again = await book(target, { ...slot, name: 'Amélie' }, { idempotencyKey: key });
      assert.equal(first.status, 201);
      assert.deepEqual([again.status, again.body], [201, first.body]);
    });
  });

  describe('Idempotency-Key', () => {
    it('returns the first appointment again for the same key and body, and books nothing more', async () => {
      const slot = await freeSlot();
      const key = randomUUID();
      const first = await book(target, slot, { idempotencyKey: key });
      const fill = async () =>
        (await call<ApiSlot[]>(target, '/api/slots', { query: { date: slot.date } })).body.data.find((s) => s.from === slot.from)
          ?.percentage_filled;
      const filled = await fill();
      const again = await book(target, slot, { idempotencyKey: key });
      const upper = await book(target, slot, { idempotencyKey: key.toUpperCase() });
      assert.equal(first.status, 201);
      assert.deepEqual([again.status, again.body], [201, first.body]);
      assert.equal(first.headers.get('idempotent-replayed'), null);
      assert.equal(again.headers.get('idempotent-replayed'), 'true');
      assert.deepEqual(upper.body, first.body);
      assert.equal(await fill(), filled);
    });

    it('answers the replay from a concurrent burst of the same request with one appointment', async () => {
      const slot = await freeSlot();
      const key = randomUUID();
      const replies = await Promise.all(Array.from({ length: 10 }, () => book(target, slot, { idempotencyKey: key })));
      assert.deepEqual(new Set(replies.map((r) => r.status)), new Set([201]));
      assert.equal(new Set(replies.map((r) => r.body.data.id)).size, 1);
    });

    it('refuses the same key with a different body', async () => {
      const slot = await freeSlot();
      const key = randomUUID();
      assert.equal((await book(target, slot, { idempotencyKey: key })).status, 201);
      const reply = await book(target, { ...slot, name: 'Someone Else' }, { idempotencyKey: key });
      assert.deepEqual(
        [reply.status, reply.body],
        [422, failure('Validation failed: Idempotency-Key was used for a different booking')],
      );
    });

    it('answers 422 when the key is missing', async () => {
      const reply = await book(target, await freeSlot(), { idempotencyKey: null });
      assert.deepEqual([reply.status, reply.body], [422, failure('Validation failed: Idempotency-Key is required')]);
    });

    for (const bad of ['abc', '123', 'not-a-uuid-at-all-but-long-enough-000', '6f1e2b9c-0b1d-4c2a-9e8f']) {
      it(`answers 422 for the malformed key ${JSON.stringify(bad)}`, async () => {
        const reply = await book(target, await freeSlot(), { idempotencyKey: bad });
        assert.deepEqual([reply.status, reply.body], [422, failure('Validation failed: Idempotency-Key is invalid')]);
      });
    }
  });
});
