/**
 * `npm run demo`'s page server, with a sandbox in the same process as the demo runs them: no
 * request to the pages takes either down.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startPageServer } from '../../scripts/demo.js';
import { startSandbox, type Sandbox } from '../server.js';
import { exchange } from './raw-http.js';
import { localOnly } from './target.js';

describe('the demo page server', localOnly('starts the demo in this process'), () => {
  let sandbox: Sandbox;
  let pages: Server;
  let pagesUrl = '';
  before(async () => {
    sandbox = await startSandbox({ log: () => {} });
    pages = await startPageServer(0, sandbox.url);
    pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  });
  after(async () => {
    pages.closeAllConnections();
    await new Promise((done) => pages.close(done));
    await sandbox.close();
  });

  async function stillServing(): Promise<void> {
    const page = await fetch(`${pagesUrl}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), new RegExp(`base-url="${sandbox.url}"`));
    assert.equal((await fetch(`${sandbox.url}/api/business?api_key=demo-salon`)).status, 200, 'the sandbox in the same process');
  }

  for (const [label, target, status] of [
    ['malformed percent-encoding', '/%ff', 404],
    ['an invalid absolute URL', 'http://[', 404],
    ['a path out of the demo folder', '/../package.json', 404],
    ['an encoded path out of the demo folder', '/%2e%2e/package.json', 404],
    ['a NUL byte', '/index.html%00.css', 404],
  ] as const) {
    it(`answers ${label} (GET ${target}) with ${status} and keeps serving`, async () => {
      const result = await exchange(pagesUrl, `GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`);
      assert.deepEqual(
        result.responses.map((r) => [r.status, r.body]),
        [[status, 'Not found']],
      );
      assert.equal(result.responses[0]!.headers['x-content-type-options'], 'nosniff');
      await stillServing();
    });
  }

  it('answers bytes that are not HTTP with 400 and keeps serving', async () => {
    const result = await exchange(pagesUrl, '\u0000\u00ff GET / HTTP/9.9\r\n\r\n');
    assert.deepEqual(
      result.responses.map((r) => [r.status, r.body]),
      [[400, 'Bad request']],
    );
    await stillServing();
  });

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    it(`answers ${method} with 405 and Allow: GET, HEAD, not with a page`, async () => {
      const response = await fetch(`${pagesUrl}/`, { method, ...(method === 'POST' || method === 'PUT' ? { body: 'x' } : {}) });
      assert.equal(response.status, 405);
      assert.equal(response.headers.get('allow'), 'GET, HEAD');
      assert.equal(await response.text(), 'Method not allowed');
    });
  }

  it('answers TRACE (fetch() refuses to send it) with 405 too', async () => {
    const result = await exchange(pagesUrl, 'TRACE / HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.deepEqual(
      result.responses.map((r) => [r.status, r.headers['allow']]),
      [[405, 'GET, HEAD']],
    );
  });

  it('serves pages and scripts with their type and X-Content-Type-Options: nosniff; HEAD without a body', async () => {
    for (const path of ['/', '/inline.html', '/demo.css', '/event-log.js']) {
      const response = await fetch(`${pagesUrl}${path}`);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.match(response.headers.get('content-type') ?? '', /^(text\/html|text\/css|text\/javascript)/, path);
    }
    // Its Content-Length is the page's, so the parser sees no whole response: read the raw text.
    const head = await exchange(pagesUrl, 'HEAD / HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.match(head.rest, /^HTTP\/1\.1 200 OK\r\n/);
    assert.ok(head.rest.endsWith('\r\n\r\n'), 'no body after the head');
  });
});
