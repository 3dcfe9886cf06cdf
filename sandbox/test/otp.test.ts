import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatClock } from '../dates.js';
import { book, call, isoDay, today } from './http-client.js';
import { START, localOnly, useTarget } from './target.js';

const target = useTarget();
const INVALID_OTP = { status: 'failure', message: 'Invalid OTP' };
let phoneCounter = 100;
const freshPhone = () => `+1415555${String(phoneCounter++).padStart(4, '0')}`;
let slotCounter = 0;

/** A free Downtown slot of the demo clinic (capacity 2) on a weekday three weeks ahead. */
function clinicSlot() {
  const n = slotCounter++;
  const start = 8 * 60 + 20 * (n % 12);
  return { date: isoDay(START, 22 + Math.floor(n / 12)), from: formatClock(start), to: formatClock(start + 20) };
}

function sendOtp(phone: unknown, key = target.smsKey) {
  return call(target, '/api/otp', { key, body: { phone } });
}

function latestCode(phone: string): string {
  return target
    .local!.db.prepare('SELECT code FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 1')
    .pluck()
    .get(phone) as string;
}

function bookWithOtp(phone: string, otp: string | undefined, slot = clinicSlot()) {
  return book(target, { ...slot, phone, ...(otp === undefined ? {} : { otp }) }, { key: target.smsKey });
}

describe('POST /api/otp', () => {
  it('answers 422 for a missing or malformed phone', async () => {
    for (const [phone, message] of [
      [undefined, 'Validation failed: phone is required'],
      ['', 'Validation failed: phone is required'],
      ['call me', 'Validation failed: phone is invalid'],
      ['12345', 'Validation failed: phone is invalid'],
      ['+1 415 555 0100 ext 7', 'Validation failed: phone is invalid'],
      [4155550100, 'Validation failed: phone is invalid'],
    ] as const) {
      const reply = await sendOtp(phone);
      assert.deepEqual([reply.status, reply.body], [422, { status: 'failure', message }], String(phone));
    }
  });

  it('answers 404 Not found for a business without SMS', async () => {
    const reply = await sendOtp(freshPhone(), target.key);
    assert.deepEqual([reply.status, reply.body], [404, { status: 'failure', message: 'Not found' }]);
  });

  it('answers 401 without a valid key', async () => {
    const reply = await sendOtp(freshPhone(), 'no-such-key');
    assert.deepEqual([reply.status, reply.body], [401, { status: 'failure', message: 'Unauthorized request' }]);
  });

  it('sends a 6-digit code to the SMS outbox (table and log), stored hashed', localOnly('reads the outbox'), async () => {
    const reply = await sendOtp('+1 (415) 555-0001');
    assert.deepEqual([reply.status, reply.body.status, reply.body.message], [200, 'success', 'OTP sent successfully']);
    const code = latestCode('+14155550001');
    assert.match(code, /^\d{6}$/);
    assert.ok(target.local!.log.some((line) => line.includes('+14155550001') && line.includes(code)));
    const stored = target.local!.db.prepare('SELECT * FROM otp_codes WHERE phone = ?').get('+14155550001') as Record<
      string,
      unknown
    >;
    assert.ok(!Object.values(stored).some((value) => String(value).includes(code)), 'the code is not stored in clear');
  });
});

describe('booking with SMS on', () => {
  it('answers 422 phone is required without a phone', async () => {
    const reply = await book(target, { date: isoDay(today(target), 30), from: '08:00', to: '08:20' }, { key: target.smsKey });
    assert.deepEqual([reply.status, reply.body], [422, { status: 'failure', message: 'Validation failed: phone is required' }]);
  });

  it('answers 422 Invalid OTP without a code or with a wrong one', async () => {
    const phone = freshPhone();
    const slot = { date: isoDay(today(target), 30), from: '08:00', to: '08:20' };
    for (const otp of [undefined, '000000', 'abcdef', '']) {
      assert.deepEqual((await bookWithOtp(phone, otp, slot)).body, INVALID_OTP);
    }
  });

  it('books with the code from the outbox, once: a spent code is invalid', localOnly('reads the outbox'), async () => {
    const phone = freshPhone();
    await sendOtp(phone);
    const first = await bookWithOtp(phone, latestCode(phone));
    assert.equal(first.status, 201);
    assert.equal(first.body.data.phone, phone);
    assert.deepEqual((await bookWithOtp(phone, latestCode(phone))).body, INVALID_OTP);
  });

  it('matches the code whatever way the phone is written', localOnly('reads the outbox'), async () => {
    await sendOtp('+1 415-555-0002');
    assert.equal((await bookWithOtp('+1 (415) 555 0002', latestCode('+14155550002'))).status, 201);
    await sendOtp('0014155550003');
    const booked = await bookWithOtp('1 415 555 0003', latestCode('+14155550003'));
    assert.deepEqual([booked.status, booked.body.data.phone], [201, '+14155550003']);
  });

  it('keeps a code that met a full slot, for another slot', localOnly('reads the outbox'), async () => {
    const phone = freshPhone();
    const full = clinicSlot();
    for (let i = 0; i < 2; i++) {
      const other = freshPhone();
      await sendOtp(other);
      assert.equal((await bookWithOtp(other, latestCode(other), full)).status, 201);
    }
    await sendOtp(phone);
    const reply = await bookWithOtp(phone, latestCode(phone), full);
    assert.deepEqual([reply.status, reply.body.message], [409, 'Slot is full']);
    assert.equal((await bookWithOtp(phone, latestCode(phone))).status, 201);
  });

  it('burns a code after 5 wrong tries', localOnly('reads the outbox'), async () => {
    const phone = freshPhone();
    await sendOtp(phone);
    const code = latestCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) assert.deepEqual((await bookWithOtp(phone, wrong)).body, INVALID_OTP);
    assert.deepEqual((await bookWithOtp(phone, code)).body, INVALID_OTP);
  });

  it('takes 4 wrong tries and still accepts the right code', localOnly('reads the outbox'), async () => {
    const phone = freshPhone();
    await sendOtp(phone);
    const code = latestCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) await bookWithOtp(phone, wrong);
    assert.equal((await bookWithOtp(phone, code)).status, 201);
  });

  it('accepts a code for 5 minutes, not a second more', localOnly('controls the clock'), async () => {
    const { clock } = target.local!;
    const phone = freshPhone();
    await sendOtp(phone);
    clock.advance(5 * 60_000 - 1000);
    assert.equal((await bookWithOtp(phone, latestCode(phone))).status, 201);

    const late = freshPhone();
    await sendOtp(late);
    clock.advance(5 * 60_000);
    assert.deepEqual((await bookWithOtp(late, latestCode(late))).body, INVALID_OTP);
  });

  it('replaces the previous code with a new one', localOnly('controls the clock'), async () => {
    const phone = freshPhone();
    await sendOtp(phone);
    const old = latestCode(phone);
    target.local!.clock.advance(30_000);
    await sendOtp(phone);
    const current = latestCode(phone);
    if (old !== current) assert.deepEqual((await bookWithOtp(phone, old)).body, INVALID_OTP);
    assert.equal((await bookWithOtp(phone, current)).status, 201);
  });
});

describe('OTP rate limit', () => {
  it('allows one code per phone per 30 seconds, saying how long to wait', localOnly('controls the clock'), async () => {
    const { clock } = target.local!;
    const phone = freshPhone();
    assert.equal((await sendOtp(phone)).status, 200);
    const refused = await sendOtp(phone);
    assert.deepEqual([refused.status, refused.body], [429, { status: 'failure', message: 'Too many requests' }]);
    assert.equal(refused.headers.get('retry-after'), '30');
    clock.advance(29_000);
    assert.equal((await sendOtp(phone)).headers.get('retry-after'), '1');
    assert.equal((await sendOtp(freshPhone())).status, 200, 'another phone is not limited');
    clock.advance(1_000);
    assert.equal((await sendOtp(phone)).status, 200);
  });

  it('counts a phone written with +, 00 or neither as one phone', localOnly('controls the clock'), async () => {
    target.local!.clock.advance(60 * 60_000);
    assert.equal((await sendOtp('+14155550131')).status, 200);
    for (const phone of ['14155550131', '0014155550131', '+1 (415) 555-0131', '00 1 415 555 0131']) {
      const refused = await sendOtp(phone);
      assert.deepEqual([refused.status, refused.headers.get('retry-after')], [429, '30'], phone);
    }
    const outbox = target.local!.db.prepare("SELECT phone FROM sms_outbox WHERE phone LIKE '%4155550131'").pluck().all();
    assert.deepEqual(outbox, ['+14155550131']);
  });

  it('keeps a number in national form (one leading 0) as its own phone', localOnly('reads the outbox'), async () => {
    target.local!.clock.advance(60 * 60_000);
    assert.equal((await sendOtp('020 7946 0958')).status, 200);
    assert.match(latestCode('02079460958'), /^\d{6}$/);
  });

  it('sends at most 20 codes a minute for a business, all phones together', localOnly('controls the clock'), async () => {
    const { clock } = target.local!;
    clock.advance(60 * 60_000);
    for (let i = 0; i < 20; i++) assert.equal((await sendOtp(freshPhone())).status, 200, `code ${i + 1}`);
    clock.advance(15_000);
    const refused = await sendOtp(freshPhone());
    assert.deepEqual([refused.status, refused.body], [429, { status: 'failure', message: 'Too many requests' }]);
    assert.equal(refused.headers.get('retry-after'), '45');
    clock.advance(45_000);
    assert.equal((await sendOtp(freshPhone())).status, 200);
  });

  it('allows five codes per phone per hour', localOnly('controls the clock'), async () => {
    const { clock } = target.local!;
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      assert.equal((await sendOtp(phone)).status, 200, `code ${i + 1}`);
      clock.advance(60_000);
    }
    // The first code went out 5 minutes ago: the sixth may go when it is an hour old.
    const refused = await sendOtp(phone);
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('retry-after'), String(55 * 60));
    clock.advance(55 * 60_000);
    assert.equal((await sendOtp(phone)).status, 200);
  });
});
