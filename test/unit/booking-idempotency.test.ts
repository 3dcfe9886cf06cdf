import { expect } from '@open-wc/testing';
import type { BookingRequest } from '../../src/api/types.js';
import { IdempotencyKeys, uuidV4 } from '../../src/booking/idempotency.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const request: BookingRequest = {
  date: '2026-11-24',
  from: '09:30',
  to: '10:00',
  business_unit_id: 1,
  name: 'Ada',
  email: 'ada@example.com',
};

describe('Idempotency-Key', () => {
  it('is a UUID v4 from crypto.randomUUID where it exists', () => {
    expect(uuidV4()).to.match(UUID_V4);
  });

  it('is a UUID v4 built from getRandomValues on insecure pages without randomUUID', () => {
    const insecure = { getRandomValues: <T extends ArrayBufferView>(array: T) => crypto.getRandomValues(array as never) as T };
    const keys = new Set(Array.from({ length: 200 }, () => uuidV4(insecure)));
    expect(keys.size).to.equal(200);
    for (const key of keys) expect(key).to.match(UUID_V4);
  });

  it('sets the version and variant bits even when every random byte is 0xff or 0x00', () => {
    const fill = (value: number) => ({
      getRandomValues: <T extends ArrayBufferView>(array: T) => {
        (array as unknown as Uint8Array).fill(value);
        return array;
      },
    });
    expect(uuidV4(fill(0xff))).to.equal('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidV4(fill(0x00))).to.equal('00000000-0000-4000-8000-000000000000');
  });

  it('keeps one key for a retry of the same attempt', () => {
    const keys = new IdempotencyKeys();
    const first = keys.attemptFor(request).key;
    expect(keys.attemptFor({ ...request }).key).to.equal(first);
  });

  it('gives a new key when the slot, the details or the code change', () => {
    const keys = new IdempotencyKeys();
    const first = keys.attemptFor(request).key;
    const otherSlot = keys.attemptFor({ ...request, from: '10:00', to: '10:30' }).key;
    const otherEmail = keys.attemptFor({ ...request, from: '10:00', to: '10:30', email: 'grace@example.com' }).key;
    const withCode = keys.attemptFor({ ...request, from: '10:00', to: '10:30', email: 'grace@example.com', otp: '123456' }).key;
    expect(new Set([first, otherSlot, otherEmail, withCode]).size).to.equal(4);
  });

  it('after a lost answer, keeps the key for the same slot with changed details, and names the requests sent before', () => {
    const keys = new IdempotencyKeys();
    const first = keys.attemptFor(request);
    keys.lost();
    const withNotes = { ...request, notes: 'Window seat' };
    expect(keys.attemptFor(withNotes)).to.deep.equal({ key: first.key, earlier: [request] });
    const withCode = { ...request, otp: '123456' };
    expect(keys.attemptFor(withCode)).to.deep.equal({ key: first.key, earlier: [withNotes, request] });
    expect(keys.attemptFor(request), 'a request sent before, again').to.deep.equal({
      key: first.key,
      earlier: [withCode, withNotes],
    });
    const otherSlot = keys.attemptFor({ ...request, from: '10:00', to: '10:30' });
    expect(otherSlot.key, 'another time is a new attempt').not.to.equal(first.key);
    expect(otherSlot.earlier).to.deep.equal([]);
  });

  it('gives a new key once an attempt is finished, even with the same values', () => {
    const keys = new IdempotencyKeys();
    const first = keys.attemptFor(request).key;
    keys.lost();
    keys.finish();
    expect(keys.attemptFor(request).key).not.to.equal(first);
    expect(
      keys.attemptFor({ ...request, notes: 'Window seat' }).earlier,
      'no answer lost: a changed request is a new attempt',
    ).to.deep.equal([]);
  });
});
