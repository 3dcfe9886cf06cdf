import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BUSY_TIMEOUT_MS } from '../database.js';
import { guardServer, renderTextError } from '../guarded-http.mjs';
import { startSandbox, type Sandbox } from '../server.js';
import { book, call, findFreeSlot, today } from './http-client.js';
import { exchange, pushUntilCut, statusesAndBodies } from './raw-http.js';
import { START, localOnly, useTarget } from './target.js';

const target = useTarget();
const failure = (message: string) => ({ status: 'failure', message });
const MB = 1024 * 1024;

describe('bodies over 16 KB, on every route, before routing', () => {
  const key = () => target.key;
  const routes: [string, () => string][] = [
    ['an unknown path (404)', () => 'POST /api/nothing HTTP/1.1'],
    ['a wrong api key (401)', () => 'POST /api/appointments?api_key=no-such-key HTTP/1.1'],
    ['a GET route', () => `GET /api/business?api_key=${key()} HTTP/1.1`],
  ];
  for (const [label, requestLine] of routes) {
    it(`cuts a body that never ends on ${label}: 413, then the connection closes`, async () => {
      const result = await pushUntilCut(target.url, `${requestLine()}\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n`, 8 * MB);
      assert.ok(result.cut, `the server read all ${result.sent} bytes and never cut`);
      assert.deepEqual(statusesAndBodies(result), [[413, failure('Payload too large')]]);
      assert.equal(result.responses[0]!.headers['connection'], 'close');
    });
  }

  it('cuts a body that is not JSON (415) once it passes 16 KB', async () => {
    const result = await pushUntilCut(
      target.url,
      `POST /api/otp?api_key=${target.smsKey} HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n`,
      8 * MB,
    );
    assert.ok(result.cut, `the server read all ${result.sent} bytes and never cut`);
    assert.deepEqual(
      result.responses.map((r) => r.status),
      [413],
    );
  });

  it('answers 413 at once to a declared length over 16 KB on a 404 path, without reading it', async () => {
    const result = await exchange(
      target.url,
      `POST /api/nothing HTTP/1.1\r\nHost: x\r\nContent-Length: ${16 * 1024 + 1}\r\n\r\n`,
      { halfClose: false },
    );
    assert.deepEqual(statusesAndBodies(result), [[413, failure('Payload too large')]]);
  });

  it('reads a body of exactly 16 KB and routes it', async () => {
    const reply = await call(target, '/api/nothing', { body: 'x'.repeat(16 * 1024) });
    assert.deepEqual([reply.status, reply.body], [404, failure('Not found')]);
  });

  it('answers 413 to a booking over 16 KB and still serves', async () => {
    const reply = await book(target, {
      ...(await findFreeSlot(target, { key: target.key, start: today(target) })),
      notes: 'x'.repeat(17 * 1024),
    });
    assert.deepEqual([reply.status, reply.body], [413, failure('Payload too large')]);
    assert.equal((await call(target, '/api/business')).status, 200);
  });
});

describe('slow requests', localOnly('starts a sandbox with a short time limit'), () => {
  let dir = '';
  let sandbox: Sandbox;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-slow-'));
    sandbox = await startSandbox({ dbPath: join(dir, 'sandbox.db'), requestTimeoutMs: 300, log: () => {} });
  });
  after(async () => {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const stalled: [string, string][] = [
    ['headers that never end', 'GET /api/business?api_key=demo-salon HTTP/1.1\r\nHost: x\r\n'],
    [
      'a booking whose body stops halfway',
      'POST /api/appointments?api_key=demo-salon HTTP/1.1\r\nHost: x\r\n' +
        `Content-Type: application/json\r\nIdempotency-Key: ${randomUUID()}\r\nContent-Length: 100\r\n\r\n{"date":`,
    ],
    [
      'an unknown path whose body stops halfway (once a 404)',
      'POST /api/nothing HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{}',
    ],
    [
      'a body that is not JSON and stops halfway (once a 415)',
      'POST /api/otp?api_key=demo-clinic HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nhello',
    ],
  ];
  for (const [label, request] of stalled) {
    it(`answers ${label} with one 408 envelope, then closes`, async () => {
      const result = await exchange(sandbox.url, request, { halfClose: false });
      assert.equal(result.hung, false);
      assert.deepEqual(statusesAndBodies(result), [[408, failure('Request timeout')]]);
      assert.equal(result.rest, '', 'nothing after the one response');
      assert.equal(result.responses[0]!.headers['access-control-allow-origin'], '*');
    });
  }

  it('keeps a connection whose requests come in time', async () => {
    const request = 'GET /api/business?api_key=demo-salon HTTP/1.1\r\nHost: x\r\n\r\n';
    const result = await exchange(sandbox.url, request.repeat(3));
    assert.deepEqual(
      result.responses.map((r) => r.status),
      [200, 200, 200],
    );
  });
});

describe("guardServer, for a server another framework answers (the test runner's)", () => {
  let server: Server;
  let url = '';
  before(async () => {
    // Answers at once without reading the body, as koa does for a path nothing serves.
    server = guardServer(
      createServer({ connectionsCheckingInterval: 50 }, (_req, res) => {
        res.writeHead(404, { 'Content-Length': '9' }).end('Not found');
      }),
      { timeoutMs: 300, renderError: renderTextError },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('writes no second response when a request answered early then times out', async () => {
    const result = await exchange(url, 'POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{', { halfClose: false });
    assert.equal(result.hung, false);
    assert.deepEqual(
      result.responses.map((r) => r.status),
      [404],
    );
    assert.equal(result.rest, '');
  });

  it('answers bytes that are not HTTP in its format', async () => {
    const result = await exchange(url, 'GET / HTTP/1.1\r\nContent-Length: nope\r\n\r\n');
    assert.deepEqual(
      result.responses.map((r) => [r.status, r.headers['content-type'], r.body]),
      [[400, 'text/plain; charset=utf-8', 'Bad request']],
    );
  });
});

/** Another process that holds the write lock of a database file until `release()`. */
async function holdWriteLock(dbPath: string): Promise<{ release(): Promise<void> }> {
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    process.stdin.resume().on('end', () => { db.exec('ROLLBACK'); db.close(); });`;
  const child = spawn(process.execPath, ['-e', script, dbPath], { stdio: ['pipe', 'pipe', 'inherit'] });
  const [first] = (await once(child.stdout, 'data')) as [Buffer];
  assert.equal(first.toString(), 'locked\n');
  return {
    async release() {
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}

describe('a database locked by another process', localOnly('locks its database file'), () => {
  let dir = '';
  let sandbox: Sandbox;
  const dbPath = () => join(dir, 'sandbox.db');
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-busy-'));
    sandbox = await startSandbox({ dbPath: dbPath(), now: () => new Date(START), log: () => {} });
  });
  after(async () => {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('waits for a lock only briefly', () => {
    assert.ok(BUSY_TIMEOUT_MS <= 250, `${BUSY_TIMEOUT_MS} ms`);
    assert.equal(sandbox.db.pragma('busy_timeout', { simple: true }), BUSY_TIMEOUT_MS);
  });

  it('answers writes 503 with Retry-After while reads go on, and books once the lock is gone', async () => {
    const local = { url: sandbox.url, key: 'demo-salon', smsKey: 'demo-clinic', local: undefined };
    const slot = await findFreeSlot(local, { key: 'demo-salon', start: START });
    const booking = { date: slot.date, from: slot.from, to: slot.to };
    const lock = await holdWriteLock(dbPath());
    try {
      const [booked, code, business] = await Promise.all([
        book(local, booking),
        call(local, '/api/otp', { key: 'demo-clinic', body: { phone: '+14155550999' } }),
        call(local, '/api/business'),
      ]);
      for (const reply of [booked, code]) {
        assert.deepEqual([reply.status, reply.body], [503, failure('Service unavailable')]);
        assert.equal(reply.headers.get('retry-after'), '1');
      }
      assert.equal(business.status, 200);
    } finally {
      await lock.release();
    }
    assert.equal((await book(local, booking)).status, 201);
  });
});
