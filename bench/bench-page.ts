/**
 * The page the browser benchmarks load: a business's page with the script tag, served by a
 * small static server on one loopback port, while the sandbox answers on another (cross-origin,
 * as in production). `PAGE_PROBES` runs in the page before the widget's script and gives the
 * benchmarks clocks that stop when a result is on screen, not when a request ends.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

export const SCRIPT_TAG_FILE = 'dist/booking-widget.iife.js';

export function benchPageHtml(sandboxUrl: string, apiKey: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench</title></head><body>
<script>window.__scriptStart = performance.now();</script>
<script src="/${SCRIPT_TAG_FILE}" onload="window.__scriptLoaded = performance.now()"></script>
<booking-widget api-key="${apiKey}" base-url="${sandboxUrl}" locale="en-GB"></booking-widget>
</body></html>`;
}

/**
 * Installed with `addInitScript`, so it is a string of plain JavaScript. `__paintedWhen(check)`
 * resolves with the time of the frame after the one in which `check()` first holds: by then the
 * browser has painted what the check saw. `__bodyReadAt` records when each platform answer's
 * body was read, to time rendering apart from the network.
 */
export const PAGE_PROBES = `
// tsx compiles the benchmarks' page functions with esbuild's keepNames, which calls __name.
globalThis.__name = (fn) => fn;
window.__bodyReadAt = {};
const text = Response.prototype.text;
Response.prototype.text = async function () {
  const body = await text.call(this);
  window.__bodyReadAt[this.url] = performance.now();
  return body;
};
window.__widgetRoot = () => document.querySelector('booking-widget')?.shadowRoot;
window.__paintedWhen = (check) => new Promise((resolve) => {
  const afterPaint = () => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(0);
  });
  if (check()) return afterPaint();
  const observer = new MutationObserver(() => {
    if (!check()) return;
    observer.disconnect();
    afterPaint();
  });
  const watch = () => {
    const root = window.__widgetRoot();
    observer.observe(root ?? document, { subtree: true, childList: true, attributes: true, characterData: true });
    if (!root) setTimeout(watch, 1);
  };
  watch();
});
`;

/** What `PAGE_PROBES` adds to the page's window, as the benchmarks' page functions see it. */
export interface ProbedWindow {
  __bodyReadAt: Record<string, number>;
  __scriptLoaded: number;
  /** The widget's shadow root; the benchmarks ask for it once the widget is on the page. */
  __widgetRoot(): ShadowRoot;
  __paintedWhen(check: () => boolean | undefined): Promise<number>;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.map': 'application/json' };

/** Serves the bench page at `/` and files under `dist/`; nothing else. */
export async function startStaticServer(page: string): Promise<{ url: string; close: () => Promise<void> }> {
  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
      return;
    }
    const file = normalize(path.slice(1));
    if (!file.startsWith('dist/')) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(join(process.cwd(), file));
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  };
  const server: Server = createServer((request, response) => void respond(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
