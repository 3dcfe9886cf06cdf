/**
 * Property-based fuzzing of the sandbox over real sockets on 127.0.0.1 (fast-check): request
 * lines, headers, queries and JSON bodies of every route. Whatever is sent, the process lives,
 * every answer is the interface's envelope with a documented status, no invalid request books
 * anything, and no slot holds more than its capacity. Each property prints its number of cases
 * and its seed; `FUZZ_SEED=<seed>` replays a run, `FUZZ_RUNS=<n>` changes the number of cases.
 */
import Database from 'better-sqlite3';
import fc from 'fast-check';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it, type TestContext } from 'node:test';
import { startSandboxProcess, stopSandboxProcess } from '../child-process.mjs';
import type { SandboxDatabase } from '../database.js';
import { isoDay } from './http-client.js';
import { exchange, type Exchange } from './raw-http.js';
import { appointmentCount, assertEnvelope, slotsOverCapacity } from './invariants.js';
import { REMOTE_URL } from './target.js';

const SEED = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 150);

const SALON = 'demo-salon'; // SMS off: valid bookings succeed until a slot is full
const CLINIC = 'demo-clinic'; // SMS on: the OTP route
const ROUTES = ['/api/business', '/api/slots', '/api/appointments', '/api/otp'];

interface PoolSlot {
  date: string;
  from: string;
  to: string;
}

// ---- generators --------------------------------------------------------------------------

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
/** Any text: every code point, lone surrogates, controls, combining marks in either order. */
const anyText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      loneSurrogate,
      fc.constantFrom('\u0000', '\r\n', '\u0301', 'e\u0301', 'é', '\u202e', '\ufeff', '%', '%ff', '"', '\\', ' ', '👩🏽‍🔧'),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));
/** Percent-encodes the UTF-8 bytes of any text (encodeURIComponent throws on lone surrogates). */
const percentEncoded = anyText.map((text) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
);
const token = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.!~*'),
  minLength: 1,
  maxLength: 12,
});
const latin1Junk = fc.string({ unit: fc.integer({ min: 0, max: 255 }).map((c) => String.fromCharCode(c)), maxLength: 24 });

// Mostly well-formed requests, so that routing and handlers run, with malformed ones mixed in.
const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'POST', 'OPTIONS') },
  { weight: 2, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'TRACE', 'CONNECT', 'get', 'PRI', 'M-SEARCH') },
  { weight: 1, arbitrary: token.filter((t) => t !== 'HEAD') }, // HEAD answers carry a length and no body: see demo.test.ts
  { weight: 1, arbitrary: latin1Junk },
);
const queryValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(SALON, CLINIC, 'demo-studio') },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 40 }).map((offset) => isoDay(new Date(), offset)) },
  { weight: 2, arbitrary: fc.constantFrom('2031-02-30', '1', '-1', '1e3', '007', '') },
  { weight: 1, arbitrary: percentEncoded },
  { weight: 1, arbitrary: latin1Junk },
);
const queryName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('api_key', 'date', 'business_unit_id') },
  { weight: 1, arbitrary: token },
);
const often = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 8, arbitrary: valid },
    { weight: 1, arbitrary: queryValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
/** Mostly a key and a date that are right, mutated, doubled or left out now and then, plus stray parameters. */
const query = fc
  .record({
    api_key: often(fc.constantFrom(SALON, CLINIC, 'demo-studio')),
    date: often(fc.integer({ min: -2, max: 40 }).map((offset) => isoDay(new Date(), offset))),
    business_unit_id: fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fc.integer({ min: 1, max: 9 }).map(String) },
      { weight: 1, arbitrary: queryValue },
    ),
    extra: fc.array(fc.tuple(queryName, queryValue), { maxLength: 2 }),
  })
  .map(({ extra, ...named }) =>
    [...Object.entries(named).filter(([, value]) => value !== undefined), ...extra]
      .map(([name, value]) => `${name}=${value}`)
      .join('&'),
  );
const target = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.constantFrom(...ROUTES, '/', '/api', '//api/business', '/api/business/'), query)
      .map(([path, q]) => `${path}?${q}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '/%ff',
      '/%',
      '/%%30',
      'http://[',
      'http://x/api/business?api_key=demo-salon',
      '*',
      'example.com:443',
      '/\u00ff',
      '/a b',
    ),
  },
  { weight: 1, arbitrary: latin1Junk },
  { weight: 1, arbitrary: anyText },
);
const version = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('HTTP/1.1', 'HTTP/1.0') },
  { weight: 1, arbitrary: fc.constantFrom('HTTP/2.0', 'HTTP/0.9', 'http/1.1', 'HTTP/1.1 x', '') },
);

const headerName = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'Content-Type',
      'Content-Length',
      'Transfer-Encoding',
      'Idempotency-Key',
      'Expect',
      'Connection',
      'Host',
      'Upgrade',
      'Origin',
      'Access-Control-Request-Method',
      'Content-Encoding',
    ),
  },
  { weight: 2, arbitrary: token },
  { weight: 1, arbitrary: latin1Junk },
);
const headerValue = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'chunked',
      '100-continue',
      'close',
      'keep-alive',
      'websocket',
      '0',
      '5',
      '99999999',
      '-1',
      'gzip',
      'abc',
      '6f1e2b9c-0b1d-4c2a-9e8f-1234567890ab',
    ),
  },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: latin1Junk },
);

// ---- the sandbox under test ---------------------------------------------------------------

describe('fuzz', { skip: REMOTE_URL ? 'starts and inspects its own sandbox process' : false }, () => {
  let dir = '';
  let child: ChildProcess;
  let url = '';
  let db: SandboxDatabase;
  const pool: PoolSlot[] = [];
  let locationId = 0;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-fuzz-'));
    const dbPath = join(dir, 'sandbox.db');
    ({ child, url } = await startSandboxProcess({ dbPath }));
    db = new Database(dbPath, { readonly: true, fileMustExist: true });
    const business = (await (await fetch(`${url}/api/business?api_key=${SALON}`)).json()) as {
      data: { locations: { id: number }[] };
    };
    locationId = business.data.locations[0]!.id;
    // Days beyond the seeded fortnight: empty slots of 3 places each, a few of them to fill.
    for (let offset = 20; pool.length < 6 && offset < 40; offset++) {
      const date = isoDay(new Date(), offset);
      const slots = (await (await fetch(`${url}/api/slots?api_key=${SALON}&date=${date}`)).json()) as { data: PoolSlot[] };
      for (const slot of slots.data.slice(0, 3)) pool.push({ date, from: slot.from, to: slot.to });
    }
    assert.ok(pool.length >= 3, 'the salon has slots in the coming weeks');
  });

  after(async () => {
    db?.close();
    if (child) await stopSandboxProcess(child);
    rmSync(dir, { recursive: true, force: true });
  });

  /** The process still runs and serves, and nothing is over capacity. */
  async function assertHealthy(): Promise<void> {
    assert.equal(child.exitCode, null, 'the sandbox process exited');
    assert.equal(child.signalCode, null, 'the sandbox process was killed');
    assert.equal((await fetch(`${url}/api/business?api_key=${SALON}`)).status, 200);
    assert.deepEqual(slotsOverCapacity(db), []);
  }

  // How the cases of the running property were answered ("closed": no response, connection closed).
  let answers = new Map<string, number>();

  async function send(request: string | Buffer): Promise<Exchange> {
    const result = await exchange(url, request);
    assert.equal(result.hung, false, 'neither answered nor closed');
    assert.equal(result.rest, '', 'bytes that are not a whole response');
    for (const response of result.responses) assertEnvelope(response);
    const outcome = result.responses.map((r) => r.status).join('+') || 'closed';
    answers.set(outcome, (answers.get(outcome) ?? 0) + 1);
    return result;
  }

  async function check(
    t: TestContext,
    { name, runs = RUNS }: { name: string; runs?: number },
    property: fc.IAsyncPropertyWithHooks<unknown>,
  ): Promise<void> {
    t.diagnostic(`fuzz ${name}: ${runs} cases, seed ${SEED}`);
    answers = new Map();
    await fc.assert(property, { numRuns: runs, seed: SEED, endOnFailure: true });
    const seen = [...answers].sort(([a], [b]) => a.localeCompare(b)).map(([outcome, count]) => `${outcome} ×${count}`);
    t.diagnostic(`fuzz ${name}: answers ${seen.join(', ')}`);
    await assertHealthy();
  }

  const validBooking = (slot: PoolSlot, n: number) => ({ ...slot, name: 'Fuzz Tester', email: `fuzz${n}@example.com` });

  it('request lines: any method, target and version', async (t) => {
    await check(
      t,
      { name: 'request lines' },
      fc.asyncProperty(method, target, version, async (m, path, v) => {
        const result = await send(Buffer.from(`${m} ${path} ${v}\r\nHost: x\r\n\r\n`, 'latin1'));
        assert.ok(result.responses.length <= 1, `${result.responses.length} responses to one request`);
      }),
    );
  });

  it('raw bytes', async (t) => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      fc
        .tuple(
          fc.constantFrom('GET / HTTP/1.1\r\n', 'POST /api/appointments?api_key=demo-salon HTTP/1.1\r\n'),
          fc.uint8Array({ maxLength: 200 }),
        )
        .map(([head, tail]) => Buffer.concat([Buffer.from(head), tail])),
    );
    await check(
      t,
      { name: 'raw bytes' },
      fc.asyncProperty(bytes, async (request) => void (await send(Buffer.from(request)))),
    );
  });

  it('headers: any names, values and framing on every route', async (t) => {
    let n = 0;
    const requestLine = fc.constantFrom(
      `GET /api/business?api_key=${SALON}`,
      `GET /api/slots?api_key=${SALON}&date=${isoDay(new Date(), 21)}`,
      `POST /api/appointments?api_key=${SALON}`,
      `POST /api/otp?api_key=${CLINIC}`,
      'OPTIONS /api/appointments',
      'POST /api/nothing',
    );
    const headers = fc.array(fc.tuple(headerName, headerValue), { maxLength: 6 });
    const body = fc.oneof(fc.constant(''), fc.constant('valid'), fc.string({ maxLength: 200 }));
    await check(
      t,
      { name: 'headers' },
      // eslint-disable-next-line max-params -- fast-check hands the predicate one argument per arbitrary.
      fc.asyncProperty(requestLine, headers, body, fc.boolean(), async (line, fields, content, framed) => {
        const payload = content === 'valid' ? JSON.stringify(validBooking(pool[n % pool.length]!, n++)) : content;
        const length = framed ? `Content-Length: ${Buffer.byteLength(payload)}\r\n` : '';
        const head = `${line} HTTP/1.1\r\nHost: x\r\n${fields.map(([name, value]) => `${name}: ${value}\r\n`).join('')}${length}\r\n`;
        const before = appointmentCount(db);
        const result = await send(Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(payload)]));
        const booked = result.responses.filter((r) => r.status === 201 && !r.headers['idempotent-replayed']).length;
        assert.equal(appointmentCount(db) - before, booked, 'bookings stored beyond the 201 answers');
      }),
    );
  });

  it('queries of the read routes', async (t) => {
    const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
    await check(
      t,
      { name: 'queries' },
      fc.asyncProperty(fc.constantFrom('/api/business', '/api/slots'), query, async (path, q) => {
        const { responses } = await send(Buffer.from(`GET ${path}?${q} HTTP/1.1\r\nHost: x\r\n\r\n`, 'latin1'));
        const [response] = responses;
        if (!response) return; // a target Node refused to parse: closed after its 400
        assert.ok([200, 400, 401, 404].includes(response.status), `${response.status} for ${path}?${q}`);
        if (response.status !== 200 || path !== '/api/slots') return;
        const slots = (JSON.parse(response.body) as { data: { from: string; to: string; percentage_filled: number }[] }).data;
        for (const slot of slots) {
          assert.deepEqual(Object.keys(slot), ['from', 'to', 'percentage_filled']);
          assert.ok(CLOCK.test(slot.from) && CLOCK.test(slot.to) && slot.from < slot.to);
          assert.ok(Number.isInteger(slot.percentage_filled) && slot.percentage_filled >= 0 && slot.percentage_filled <= 100);
        }
        assert.deepEqual(
          slots.map((s) => s.from),
          slots.map((s) => s.from).sort(),
        );
      }),
    );
  });

  it('JSON bodies of the booking and OTP routes', async (t) => {
    let n = 0;
    const keys: string[] = [];
    const anyJson = fc.jsonValue({ maxDepth: 3 });
    // Mostly valid fields, so that a good share of requests books and fills the pool's slots.
    const field = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) =>
      fc.oneof(
        { weight: 16, arbitrary: valid },
        { weight: 1, arbitrary: invalid },
        { weight: 1, arbitrary: anyText },
        { weight: 1, arbitrary: anyJson },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    const booking = fc.record({
      slot: fc.nat(),
      // Left out, the pool slot's own date, time and location stand.
      date: fc.oneof(
        { weight: 12, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: anyText },
        { weight: 1, arbitrary: fc.constantFrom('2031-02-30', '2031-1-1', '', isoDay(new Date(), -1)) },
      ),
      from: fc.oneof(
        { weight: 12, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('24:00', '9:00', '03:00', 12) },
      ),
      name: field(
        fc.constantFrom('Fuzz Tester', 'Zoe\u0308', 'Ame\u0301lie 👩🏽‍🔧', ' Jo '),
        fc.constantFrom('x'.repeat(101), '  ', 'Jo\u0007'),
      ),
      email: field(fc.constantFrom('fuzz@example.com', 'f@x.io'), fc.constantFrom('fuzz@localhost', 'a b@c.de')),
      phone: field(fc.constantFrom('+14155550100', '0014155550100', '020 7946 0958'), fc.constantFrom('12345', '+1 415 CALL ME')),
      notes: field(fc.constantFrom('Window seat', 'Cafe\u0301\nline two'), fc.constantFrom('n'.repeat(1001), 'bell\u0007')),
      business_unit_id: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 6, arbitrary: fc.constant(locationId) },
        { weight: 1, arbitrary: fc.integer() },
        { weight: 1, arbitrary: anyJson },
      ),
      otp: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('123456', '') },
        { weight: 1, arbitrary: anyJson },
      ),
    });
    const body = fc.oneof(
      {
        weight: 9,
        arbitrary: booking.map(({ slot, ...fields }) =>
          JSON.stringify({ ...pool[slot % pool.length]!, ...dropUndefined(fields) }),
        ),
      },
      { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value) ?? '') },
      { weight: 1, arbitrary: anyText },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')) },
    );
    const route = fc.oneof(
      { weight: 4, arbitrary: fc.constant(`/api/appointments?api_key=${SALON}`) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          `/api/appointments?api_key=${CLINIC}`,
          `/api/otp?api_key=${CLINIC}`,
          '/api/appointments?api_key=nope',
        ),
      },
    );
    const contentType = fc.oneof(
      { weight: 4, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain', '') },
    );
    // New keys, keys already used (replays, or the same key for another booking), and malformed ones.
    const idempotencyKey = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.uuid().map((key) => {
          keys.push(key);
          return key;
        }),
      },
      { weight: 1, arbitrary: fc.constantFrom('', 'abc') },
      { weight: 2, arbitrary: fc.nat().map((i) => keys[i % Math.max(1, keys.length)] ?? 'none') },
    );

    await check(
      t,
      { name: 'JSON bodies', runs: RUNS * 2 },
      // eslint-disable-next-line max-params -- fast-check hands the predicate one argument per arbitrary.
      fc.asyncProperty(route, body, contentType, idempotencyKey, async (path, payload, type, key) => {
        // `latin1` bodies stand for raw bytes; others go as UTF-8 (lone surrogates become U+FFFD there, as any client sends them).
        const bytes = Buffer.from(payload, /[\u0100-\uffff]/.test(payload) ? 'utf8' : 'latin1');
        const head =
          `POST ${path} HTTP/1.1\r\nHost: x\r\n${type ? `Content-Type: ${type}\r\n` : ''}Idempotency-Key: ${key}\r\n` +
          `Content-Length: ${bytes.length}\r\n\r\n`;
        const before = appointmentCount(db);
        const { responses } = await send(Buffer.concat([Buffer.from(head), bytes]));
        const [response] = responses;
        assert.ok(response, 'a well-framed request gets an answer');
        assert.ok(
          [200, 201, 400, 401, 404, 409, 413, 415, 422, 429].includes(response.status),
          `${response.status}: ${response.body}`,
        );
        const stored = appointmentCount(db) - before;
        if (response.status !== 201) return assert.equal(stored, 0, `${response.status} stored a booking`);
        const replayed = response.headers['idempotent-replayed'] === 'true';
        assert.equal(stored, replayed ? 0 : 1);
        const { data } = JSON.parse(response.body) as { data: { id: number; name: string; notes: string | null } };
        const row = db.prepare('SELECT name, notes FROM appointments WHERE id = ?').get(data.id) as {
          name: string;
          notes: string | null;
        };
        assert.deepEqual(row, { name: data.name, notes: data.notes }, 'stored as answered');
        for (const text of [row.name, row.notes ?? ''])
          assert.ok(!/\p{Surrogate}/u.test(text) && text === text.normalize('NFC'), JSON.stringify(text));
        n++;
      }),
    );
    t.diagnostic(`fuzz JSON bodies: ${n} bookings made`);
  });
});

function dropUndefined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
