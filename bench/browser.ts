/// <reference lib="dom" />
/**
 * The widget in real headless Chromium (playwright-core driving the installed browser), loaded
 * with its script tag from one loopback origin against the sandbox on another. Every time is
 * the median over `BENCH_RUNS` fresh pages (default 5) and stops when the result is painted.
 * Beside the widget's times, the same work done the plainest way on the same page in the same
 * run (`floors.ts`), and the ratio of the two: milliseconds move from machine to machine, the
 * ratio much less.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { startSandboxProcess, stopSandboxProcess } from '../sandbox/child-process.mjs';
import { localIsoDate as isoDate } from '../sandbox/dates.js';
import { PAGE_PROBES, SCRIPT_TAG_FILE, type ProbedWindow, benchPageHtml, startStaticServer } from './bench-page.js';
import { plainButtonFromAnswer, plainButtonsFromAnswer } from './floors.js';
import { heapSplit, type HeapSplit } from './heap-snapshot.js';
import { formatRatio, median, ratio, roundMs as ms } from './stats.js';
import { CHROMIUM_FLAGS, requireChromium } from '../scripts/browsers.mjs';

export const API_KEY = 'demo-salon';
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const HEAP_CHECKPOINTS = [1, 100, 200, 500];

export type Metrics = Record<string, number | string>;

export function scriptTagSize(): Metrics {
  const file = readFileSync(SCRIPT_TAG_FILE);
  return {
    'raw bytes': file.length,
    'gzip -9 bytes': gzipSync(file, { level: 9 }).length,
    'brotli q11 bytes': brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Two consecutive coming days in one month that both have slots: a cold day and its neighbour. */
export async function dayPairWithSlots(sandboxUrl: string): Promise<[string, string]> {
  const hasSlots = async (iso: string) => {
    const body = (await (await fetch(`${sandboxUrl}/api/slots?api_key=${API_KEY}&date=${iso}`)).json()) as { data: unknown[] };
    return body.data.length > 0;
  };
  for (let offset = 2; offset < 40; offset++) {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    const next = new Date(day);
    next.setDate(day.getDate() + 1);
    if (next.getMonth() !== day.getMonth() || day.getDate() < 3) continue;
    if ((await hasSlots(isoDate(day))) && (await hasSlots(isoDate(next)))) return [isoDate(day), isoDate(next)];
  }
  throw new Error(`${API_KEY} has no two consecutive days with slots within 40 days`);
}

/** 96 ten-minute slots from 06:00 to 22:00: a very full day. */
export const ninetySixSlots = () =>
  Array.from({ length: 96 }, (_, i) => {
    const time = (minutes: number) =>
      `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { from: time(360 + i * 10), to: time(370 + i * 10), percentage_filled: (i * 37) % 101 };
  });

export interface Setup {
  browser: Browser;
  /** The business's page with the widget. */
  pageUrl: string;
  /** The same page without it. */
  barePageUrl: string;
  sandboxUrl: string;
  /** The static server's origin, for the extra pages of `withBenchSetup`. */
  serverUrl: string;
}

interface SetupOptions {
  /** More pages by path, made with the sandbox's address. */
  pages?: (sandboxUrl: string) => Record<string, string>;
  /** More builds' folders served under `/<name>/` (bench-page.ts's startStaticServer). */
  builds?: Record<string, string>;
}

export async function newPage(setup: Setup): Promise<{ context: BrowserContext; page: Page }> {
  const context = await setup.browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(PAGE_PROBES);
  return { context, page };
}

/** Loads the bench page; resolves with the time the button was painted in the business's style. */
export async function loadPage(page: Page, setup: Setup): Promise<number> {
  await page.goto(setup.pageUrl);
  return page.evaluate(async () => {
    const w = window as ProbedWindow;
    return w.__paintedWhen(() => {
      const button = w.__deep('button[aria-haspopup="dialog"]');
      return button?.getAttribute('aria-busy') === 'false';
    });
  });
}

/** Script executed → button showing the business's label, and one fetch round trip for scale. */
async function measureButton(page: Page, setup: Setup) {
  const painted = await loadPage(page, setup);
  const scriptLoaded = await page.evaluate(() => (window as ProbedWindow).__scriptLoaded);
  const roundTrip = await page.evaluate(async (url) => {
    const start = performance.now();
    await (await fetch(url)).text();
    return performance.now() - start;
  }, `${setup.sandboxUrl}/api/business?api_key=${API_KEY}`);
  return { button: painted - scriptLoaded, roundTrip };
}

async function openDialog(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const w = window as ProbedWindow;
    w.__deep('button[aria-haspopup="dialog"]')!.click();
    // Open means the calendar is painted in it (the dialog's first frame shows only its header).
    await w.__paintedWhen(() => w.__deep('dialog[open] [role="grid"]'));
  });
}

/** Two frames and a moment later: whatever an action caused has been painted. */
export const afterFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 30)))),
  );

/** The grid cell of an ISO day, by its accessible name, in the locale of the bench page. */
export async function dayCell(page: Page, iso: string): Promise<Locator> {
  const name = await page.evaluate((date) => {
    const [y, m, d] = date.split('-').map(Number);
    return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(y!, m! - 1, d),
    );
  }, iso);
  const cell = page.getByRole('gridcell', { name });
  for (let i = 0; i < 3 && !(await cell.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await afterFrames(page);
  }
  return cell;
}

/** Clicks a day's cell and resolves with the time until its slots are painted. */
async function clickDayUntilSlots(page: Page, iso: string): Promise<{ clickToPaint: number; bodyToPaint: number | undefined }> {
  const cell = await (await dayCell(page, iso)).elementHandle();
  return page.evaluate(
    async ([element, date]) => {
      const w = window as ProbedWindow;
      const start = performance.now();
      (element as HTMLElement).click();
      const painted: number = await w.__paintedWhen(
        () =>
          (element as HTMLElement).getAttribute('aria-selected') === 'true' &&
          !w.__deep('[part~="slots-loading"]') &&
          w.__deepAll('input[type="radio"], [role="radio"]').length > 0,
      );
      // Rendering starts at the later of the click and the answer: the month's background
      // loading may have read this day's answer before the click.
      const bodyRead = Object.entries(w.__bodyReadAt).find(([url]) => url.includes(`date=${date}`))?.[1];
      return {
        clickToPaint: painted - start,
        bodyToPaint: bodyRead === undefined ? undefined : painted - Math.max(start, bodyRead),
      };
    },
    [cell, iso] as const,
  );
}

/** Waits until the widget has read the day's slots on its own (the month's background loading). */
async function waitForPrefetch(page: Page, iso: string): Promise<void> {
  await page.waitForFunction(
    (date) => Object.keys((window as ProbedWindow).__bodyReadAt).some((url) => url.includes(`date=${date}`)),
    iso,
  );
}

async function measureMonth(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const w = window as ProbedWindow;
    const heading = () => w.__deep('[part~="month-heading"]')!.textContent;
    const before = heading();
    const start = performance.now();
    w.__deep('button[aria-label="Next month"]')!.click();
    return (await w.__paintedWhen(() => heading() !== before)) - start;
  });
}

/** The slots of `day`, on this page, are the 96 of a very full day (a stubbed route). */
export async function stubFullDay(page: Page, setup: Setup, day: string): Promise<void> {
  await page.route(`${setup.sandboxUrl}/api/slots?*`, async (route) => {
    if (!route.request().url().includes(`date=${day}`)) return route.continue();
    await route.fulfill({
      status: 200,
      headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'success', message: 'Slots fetched successfully', data: ninetySixSlots() }),
    });
  });
}

export const slotsUrl = (setup: Setup, day: string) => `${setup.sandboxUrl}/api/slots?api_key=${API_KEY}&date=${day}`;

/**
 * The day of 96 slots comes from a stubbed route: no sandbox business has such a day. Its
 * floor: the same answer read on the same page, then 96 plain buttons with the same texts.
 */
async function measureFullDay(setup: Setup, day: string): Promise<{ widget: number; floor: number }> {
  const { context, page } = await newPage(setup);
  try {
    await stubFullDay(page, setup, day);
    await loadPage(page, setup);
    await openDialog(page);
    const { bodyToPaint } = await clickDayUntilSlots(page, day);
    const count = await page.evaluate(() => (window as ProbedWindow).__deepAll('input[type="radio"], [role="radio"]').length);
    if (count !== 96) throw new Error(`expected 96 slots on screen, saw ${count}`);
    const floor = await plainButtonsFromAnswer(page, slotsUrl(setup, day));
    return { widget: bodyToPaint!, floor: floor.bodyToPaint };
  } finally {
    await context.close();
  }
}

/**
 * Open-close cycles on one page. The JS heap grows a little past the first hundred cycles;
 * two heap snapshots (after 200 and 500 cycles) split that growth into the page's objects,
 * which must not grow, and compiled code, which grows while V8 optimises the hot functions.
 * Blink's native objects are shown apart: Chromium keeps one small media query object per
 * `<thead>` it ever inserted (the calendar's), which no page script can release.
 */
async function heapAfterCycles(setup: Setup): Promise<Metrics> {
  const { context, page } = await newPage(setup);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await loadPage(page, setup);
    const cycle = () =>
      page.evaluate(async () => {
        const w = window as ProbedWindow;
        w.__deep('button[aria-haspopup="dialog"]')!.click();
        await w.__paintedWhen(() => w.__deep('dialog[open] [role="grid"]'));
        w.__deep('button[aria-label="Close"]')!.click();
        await w.__paintedWhen(() => !w.__deep('dialog[open]'));
      });
    const metrics = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const get = (name: string) => metrics.find((m) => m.name === name)!.value;
      return { heap: get('JSHeapUsedSize'), nodes: get('Nodes'), listeners: get('JSEventListeners') };
    };
    const seen: Record<number, Awaited<ReturnType<typeof metrics>>> = {};
    const split: Record<number, HeapSplit> = {};
    let done = 0;
    for (const at of HEAP_CHECKPOINTS) {
      while (done < at) {
        await cycle();
        done++;
      }
      seen[at] = await metrics();
      if (at >= 200) split[at] = await heapSplit(cdp);
    }
    const kb = (bytes: number) => Math.round(bytes / 1024);
    const last = HEAP_CHECKPOINTS.at(-1)!;
    const growth = (key: keyof HeapSplit) => `${kb(split[last]![key] - split[200]![key])}`;
    return {
      [`JS heap KB after ${HEAP_CHECKPOINTS.join(' / ')} cycles`]: HEAP_CHECKPOINTS.map((at) => kb(seen[at]!.heap)).join(' / '),
      [`DOM nodes / listeners after ${HEAP_CHECKPOINTS.join(' / ')} cycles`]: HEAP_CHECKPOINTS.map(
        (at) => `${seen[at]!.nodes} / ${seen[at]!.listeners}`,
      ).join(', '),
      [`heap snapshot growth KB, cycles 200 → ${last}: JS objects`]: growth('objects'),
      [`heap snapshot growth KB, cycles 200 → ${last}: compiled code`]: growth('code'),
      [`heap snapshot growth KB, cycles 200 → ${last}: Blink native`]: growth('native'),
    };
  } finally {
    await context.close();
  }
}

/** Continue, name and email, Book, and the confirmation; false when there is no booking form. */
async function bookChosenSlot(page: Page): Promise<boolean> {
  await page.getByRole('button', { name: 'Continue' }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  if ((await name.count()) === 0) return false;
  await name.fill('Bench Customer');
  await page.getByRole('textbox', { name: 'Email' }).fill(`bench-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor({ timeout: 10_000 });
  return true;
}

/**
 * Requests a customer's visit makes: load, open, a day, its neighbour (once the month's
 * background loading has fetched it), back to the first day, a slot, and the booking. Counted from the page's own request events (CORS preflights are not among them).
 */
async function journeyRequests(setup: Setup, [day, next]: [string, string]): Promise<Metrics> {
  const { context, page } = await newPage(setup);
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(setup.sandboxUrl).origin) seen.push(`${request.method()} ${url.pathname}`);
  });
  try {
    await loadPage(page, setup);
    await openDialog(page);
    await clickDayUntilSlots(page, day);
    await waitForPrefetch(page, next);
    await clickDayUntilSlots(page, next);
    await clickDayUntilSlots(page, day);
    await page.getByRole('radio', { disabled: false }).first().click();
    const booked = await bookChosenSlot(page);
    const count = (what: string) => seen.filter((s) => s === what).length;
    return {
      'GET /api/business': count('GET /api/business'),
      'GET /api/slots (2 days chosen, the month loaded in the background)': count('GET /api/slots'),
      'POST /api/appointments': count('POST /api/appointments'),
      'all requests': seen.length,
      'booking confirmed': booked ? 'yes' : 'no booking step',
    };
  } finally {
    await context.close();
  }
}

/**
 * A sandbox with a fresh database, the static server of the business's page (with and without
 * the widget) and Chromium, for the time of `use`.
 */
export async function withBenchSetup<T>(use: (setup: Setup) => Promise<T>, { pages, builds }: SetupOptions = {}): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'browser-bench-'));
  const sandbox = await startSandboxProcess({ dbPath: join(dir, 'bench.db') });
  const sandboxUrl = sandbox.url.replace(/\/$/, '');
  const server = await startStaticServer(
    {
      '/': benchPageHtml(sandboxUrl, API_KEY),
      '/bare': benchPageHtml(sandboxUrl, API_KEY, { widget: false }),
      ...pages?.(sandboxUrl),
    },
    builds,
  );
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_FLAGS });
  try {
    return await use({
      browser,
      pageUrl: `${server.url}/`,
      barePageUrl: `${server.url}/bare`,
      sandboxUrl,
      serverUrl: server.url,
    });
  } finally {
    await browser.close();
    await server.close();
    await stopSandboxProcess(sandbox.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A figure of the widget beside its floor from the same run: the medians and their ratio. */
export function withFloor(
  figure: string,
  floor: string,
  { widgetRuns, floorRuns }: { widgetRuns: number[]; floorRuns: number[] },
): Metrics {
  return {
    [`${figure} ms`]: ms(median(widgetRuns)),
    [`${figure}: floor, ${floor} ms`]: ms(median(floorRuns)),
    [`${figure}: ratio to the floor`]: formatRatio(ratio(median(widgetRuns), median(floorRuns))),
  };
}

export function benchBrowser(): Promise<Metrics> {
  return withBenchSetup(async (setup) => {
    const days = await dayPairWithSlots(setup.sandboxUrl);
    const button: number[] = [];
    const buttonFloor: number[] = [];
    const roundTrip: number[] = [];
    const cold: number[] = [];
    const coldFloor: number[] = [];
    const prefetched: number[] = [];
    const month: number[] = [];
    const fullDay: number[] = [];
    const fullDayFloor: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      process.stderr.write(`  browser run ${run + 1}/${RUNS}\n`);
      const { context, page } = await newPage(setup);
      try {
        const load = await measureButton(page, setup);
        button.push(load.button);
        roundTrip.push(load.roundTrip);
        await openDialog(page);
        cold.push((await clickDayUntilSlots(page, days[0])).clickToPaint);
        await waitForPrefetch(page, days[1]);
        prefetched.push((await clickDayUntilSlots(page, days[1])).clickToPaint);
        month.push(await measureMonth(page));
        buttonFloor.push((await plainButtonFromAnswer(page, `${setup.sandboxUrl}/api/business?api_key=${API_KEY}`)).fetchToPaint);
        coldFloor.push((await plainButtonsFromAnswer(page, slotsUrl(setup, days[0]))).fetchToPaint);
      } finally {
        await context.close();
      }
      const full = await measureFullDay(setup, days[0]);
      fullDay.push(full.widget);
      fullDayFloor.push(full.floor);
    }
    return {
      'Chromium version': setup.browser.version(),
      runs: RUNS,
      'loopback round trip ms (fetch from the page)': ms(median(roundTrip)),
      ...withFloor(
        'script executed → button painted with business settings',
        'fetch the business, paint a plain <button> with its label',
        { widgetRuns: button, floorRuns: buttonFloor },
      ),
      ...withFloor('date click → slots painted, cold day', 'fetch the day, paint a plain <button> per slot', {
        widgetRuns: cold,
        floorRuns: coldFloor,
      }),
      'date click → slots painted, day loaded in the background ms': ms(median(prefetched)),
      ...withFloor('answer read → 96 slots painted (stubbed day)', 'same answer read, 96 plain <button>s painted', {
        widgetRuns: fullDay,
        floorRuns: fullDayFloor,
      }),
      'month button → next month painted ms': ms(median(month)),
      ...(await heapAfterCycles(setup)),
      ...Object.fromEntries(Object.entries(await journeyRequests(setup, days)).map(([k, v]) => [`journey: ${k}`, v])),
    };
  });
}
