// The WebKit launcher (scripts/webkit-launcher.mjs) as web-test-runner uses it, with Debian's
// WebKitGTK: each test file runs in a new WebKit, and a file whose page stops answering fails
// alone instead of the next ones waiting out the timeouts of a dead browser. Skipped where WebKit is not
// installed (the browser tests warn about that too).
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { findWebKit, findXvfb } from '../browsers.mjs';
import { WebKitLauncher } from '../webkit-launcher.mjs';

const webkit = findWebKit();

/** A page that answers WebDriver, and one whose script, once it has said so, never gives its web process back. */
const PAGES: Record<string, string> = {
  '/answers': '<!doctype html><title>answers</title><p>Here.</p>',
  '/hangs': "<!doctype html><title>hangs</title><script>fetch('/looping').then(() => { for (;;); });</script>",
  '/looping': '',
};

/** Whether the process group `id` has no process left within a few seconds (SIGKILL takes a moment). */
async function groupEnds(id: number): Promise<boolean> {
  for (let waited = 0; waited < 5000; waited += 100) {
    try {
      process.kill(-id, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('the WebKit launcher', { skip: webkit ? false : 'WebKit is not installed' }, () => {
  let server: Server;
  let origin = '';
  let launcher: WebKitLauncher;
  /** The hanging page has begun its loop (it asked for `/looping` first). */
  let looping = false;

  before(async () => {
    server = createServer((request, response) => {
      if (request.url === '/looping') looping = true;
      const page = PAGES[request.url ?? ''];
      response.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html' }).end(page ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A short command timeout: the dead page's command gives up in seconds, not in 45.
    launcher = new WebKitLauncher({ ...webkit!, xvfb: findXvfb(), commandTimeoutMs: 4000 });
    await launcher.initialize({ concurrency: 1 });
  });

  after(async () => {
    await launcher?.stop();
    server?.close();
  });

  it('runs each test file in a new WebKit, and fails a file whose page stops answering without holding up the next', async () => {
    await launcher.startSession('first', `${origin}/answers`);
    const firstServer = launcher.webDriver!.pid!;
    await launcher.stopSession('first');
    assert.ok(await groupEnds(firstServer), 'the first file’s server and browser end with it');

    await launcher.startSession('hung', `${origin}/hangs`);
    const hungServer = launcher.webDriver!.pid!;
    assert.notEqual(hungServer, firstServer, 'the next file gets a new WebDriver server and browser');
    for (let waited = 0; !looping; waited += 50) {
      assert.ok(waited < 30_000, 'the hanging page did not start its loop');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Rejected: the command timed out, or the server gave up on the busy page first.
    await assert.rejects(launcher.stopSession('hung'));
    assert.ok(await groupEnds(hungServer), 'the WebKit that stopped answering is gone');

    // The next file's page opens and answers: its results are collected.
    await launcher.startSession('after', `${origin}/answers`);
    assert.deepEqual(await launcher.stopSession('after'), { testCoverage: undefined });
  });

  it('opens the next test file after a browser that could not start at all', async () => {
    // The capabilities the launcher opens each session with (the base class's private options).
    const { capabilities } = (launcher as unknown as { options: { capabilities: Record<string, { binary: string }> } }).options;
    const browser = capabilities['webkitgtk:browserOptions']!;
    const binary = browser.binary;
    browser.binary = '/nonexistent/MiniBrowser';
    try {
      await assert.rejects(launcher.startSession('unstartable', `${origin}/answers`));
    } finally {
      browser.binary = binary;
    }
    await launcher.startSession('next', `${origin}/answers`);
    assert.deepEqual(await launcher.stopSession('next'), { testCoverage: undefined });
  });
});
