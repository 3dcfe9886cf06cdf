/**
 * The page the browser benchmarks load: a business's page with the script tag, served by a
 * small static server on one loopback port, while the sandbox answers on another (cross-origin,
 * as in production). `PAGE_PROBES` runs in the page before the widget's script and gives the
 * benchmarks clocks that stop when a result is on screen, not when a request ends.
 */
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { createGuardedServer, renderTextError, sendError } from '../sandbox/guarded-http.mjs';

/** Where the page loads the script-tag file from, and how its URL is recognised in traces and profiles. */
export const SCRIPT_TAG_PATH = 'dist/booking-widget.iife.js';
/**
 * The file served at `SCRIPT_TAG_PATH` (and its `.map` beside it): this worktree's build, or
 * `BENCH_SCRIPT=/path/to/booking-widget.iife.js` to measure another build (an earlier commit's)
 * with the same benchmarks, the same page and the same sandbox. The files the script imports
 * from beside itself (`booking-widget.js`, `chunks/`; an older build's `booking.js`,
 * `locales/` …) are served from the same folder, so that they belong to the same build.
 */
export const SCRIPT_TAG_FILE = resolve(process.env.BENCH_SCRIPT ?? SCRIPT_TAG_PATH);
const SCRIPT_TAG_FOLDER = dirname(SCRIPT_TAG_FILE);

/**
 * A business's page: a heading, a paragraph, the script tag (by default the classic one, with
 * `defer`; `script` gives another) and the element, and a paragraph after it (which would move if the button
 * changed size once the business is loaded). With
 * `widget: false` it is the same page without the script tag and the element: the floor of
 * the page's own load (Lighthouse, long tasks).
 */
export function benchPageHtml(
  sandboxUrl: string,
  apiKey: string,
  {
    widget = true,
    script = `<script src="/${SCRIPT_TAG_PATH}" defer onload="window.__scriptLoaded = performance.now()"></script>`,
  } = {},
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bench salon</title><meta name="description" content="A business's page with the booking widget."></head><body>
<script>window.__scriptStart = performance.now();</script>
<h1>Bench salon</h1>
<p>Haircuts, colour and styling, six days a week.</p>
${
  widget
    ? `${script}
<booking-widget api-key="${apiKey}" base-url="${sandboxUrl}" locale="en-GB"></booking-widget>`
    : ''
}
<p>Opening hours: Monday to Saturday, 9:00 to 18:00.</p>
</body></html>`;
}

/**
 * Installed with `addInitScript`, so it is a string of plain JavaScript. `__paintedWhen(check)`
 * resolves with the time of the frame after the one in which `check()` first holds: by then the
 * browser has painted what the check saw. `__bodyReadAt` records when each platform answer's
 * body was read, to time rendering apart from the network. `__perf` collects the browser's
 * own performance entries.
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
// Every element matching a selector in the document and in every open shadow root below it:
// checks hold whichever component of the widget renders what they look for.
window.__deepAll = (selector, root = document) => {
  const found = [...root.querySelectorAll(selector)];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(...window.__deepAll(selector, element.shadowRoot));
  }
  return found;
};
window.__deep = (selector) => window.__deepAll(selector)[0];
// Checked in every frame's requestAnimationFrame, before that frame's style, layout and
// paint: the first frame in which the check holds is the one that paints what it saw, and
// the message posted from there runs right after that paint.
window.__paintedWhen = (check) => new Promise((resolve) => {
  const frame = () => {
    if (!check()) return requestAnimationFrame(frame);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(0);
  };
  requestAnimationFrame(frame);
});
// What the browser itself reports: interactions (Event Timing, from 16 ms, the API's lowest
// threshold), long tasks, long animation frames (which name the scripts that ran in them)
// and layout shifts. Observed from before the page's first script.
window.__perf = { events: [], longTasks: [], frames: [], shifts: [] };
const observe = (type, options, into) => {
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) into.push(e);
    }).observe({ type, buffered: true, ...options });
  } catch {}
};
observe('event', { durationThreshold: 16 }, window.__perf.events);
observe('longtask', {}, window.__perf.longTasks);
observe('long-animation-frame', {}, window.__perf.frames);
observe('layout-shift', {}, window.__perf.shifts);
// When the customer last pressed something: a shift more than 500 ms later counts as unexpected.
window.__perf.inputs = [];
for (const type of ['pointerdown', 'keydown']) addEventListener(type, (event) => window.__perf.inputs.push(event.timeStamp), true);
`;

/** A layout shift entry (the Layout Instability API, which TypeScript's DOM types lack). */
export interface LayoutShiftLike extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** A long animation frame entry and the scripts it names (also missing from the DOM types). */
export interface AnimationFrameLike extends PerformanceEntry {
  scripts: { sourceURL: string; duration: number; invoker: string; invokerType: string }[];
}

/**
 * What `PAGE_PROBES` (and the bench page's script tag) add to the page's window, as the
 * benchmarks' page functions see it: `const w = window as ProbedWindow`.
 */
export type ProbedWindow = typeof window & PageProbes;

interface PageProbes {
  __bodyReadAt: Record<string, number>;
  __scriptLoaded: number;
  __deepAll(selector: string): HTMLElement[];
  __deep(selector: string): HTMLElement | undefined;
  __paintedWhen(check: () => unknown): Promise<number>;
  __perf: {
    events: (PerformanceEntry & { interactionId: number })[];
    longTasks: PerformanceEntry[];
    frames: AnimationFrameLike[];
    shifts: LayoutShiftLike[];
    /** The time stamps of pointerdown and keydown events. */
    inputs: number[];
  };
  /** Clocks the benchmarks themselves start in the page and read later. */
  __dialogClock?: Promise<number>;
  __fullDayPainted?: Promise<number>;
  /** When the stubbed 96-slot day was clicked in the visit. */
  __fullDayClicked?: number;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.map': 'application/json' };

function notFound(response: ServerResponse): void {
  sendError(response, renderTextError, { status: 404, message: 'Not found' });
}

/**
 * Serves the given pages by path (e.g. `/`) and, under `/dist/`, the script-tag file and its
 * map from `SCRIPT_TAG_FILE` and every other file from that file's folder (its chunks); under
 * `/<name>/` each of `builds`' folders (`{ previous: '/path/to/dist' }`); nothing else, and
 * only to GET and HEAD.
 */
export async function startStaticServer(
  pages: Record<string, string>,
  builds: Record<string, string> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createGuardedServer(
    async ({ res: response, url }) => {
      const page = pages[url.pathname];
      if (page !== undefined) {
        response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(page) }).end(page);
        return;
      }
      const file = normalize(url.pathname.slice(1));
      const [top = '', ...rest] = file.split('/');
      const folder = top === 'dist' ? SCRIPT_TAG_FOLDER : Object.hasOwn(builds, top) ? builds[top] : undefined;
      if (!folder || rest.includes('..')) return notFound(response);
      try {
        const fromScriptTag = { [SCRIPT_TAG_PATH]: SCRIPT_TAG_FILE, [`${SCRIPT_TAG_PATH}.map`]: `${SCRIPT_TAG_FILE}.map` }[file];
        const body = await readFile(fromScriptTag ?? join(folder, ...rest));
        response
          .writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' })
          .end(body);
      } catch {
        notFound(response);
      }
    },
    { methods: ['GET', 'HEAD'], renderError: renderTextError },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
