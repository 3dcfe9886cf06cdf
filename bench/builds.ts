/// <reference lib="dom" />
/**
 * This build against an earlier one, in the same run, as a customer on a phone meets them: the
 * page loaded over an emulated slow 4G network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 * up: Lighthouse's mobile profile) with the CPU slowed down four times. The earlier build is
 * `BENCH_BASELINE`, the `dist/` folder of another checkout (`npm run bench:baseline` builds one;
 * bench/README.md). Each build is loaded with the module snippet of the README and with its
 * classic snippet; this one also with its chunk preloaded (`BUILDS`).
 *
 * - The clock runs from the navigation to the first painted frame with the business's button
 *   (its label, not busy); it starts before the page's first script, so nothing it waits for is
 *   missed. Its floor: the same page whose inline module fetches the business and paints a plain
 *   `<button>` with its label, under the same network and CPU.
 * - Then, in the same visit and conditions, Interaction to Next Paint of opening the dialog, a
 *   day, a time and Continue (`timed` of interactions.ts).
 *
 * The builds and the floor alternate run by run, so that a busy moment falls on all three.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { widgetChunkOf } from '../scripts/entry-facade.js';
import { PAGE_PROBES, SCRIPT_TAG_FILE, type ProbedWindow, benchPageHtml } from './bench-page.js';
import { API_KEY, type Metrics, RUNS, dayCell, dayPairWithSlots, withBenchSetup } from './browser.js';
import { timed } from './interactions.js';
import { formatRatio, median, ratio, roundMs as ms, worst } from './stats.js';

/** Lighthouse's "slow 4G" (its mobile default): bytes per second, round trip in ms. */
export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_RATE = 4;
/** A build that shows no button by then is broken, not slow. */
const BUTTON_LIMIT_MS = 60_000;

/**
 * The pages compared: the earlier build and this one, each with the module snippet alone; this
 * one with a `<link rel="modulepreload">` of the widget's chunk beside the snippet, as the WordPress
 * plugin prints it (the module entry is one line that imports that chunk: preloaded, it comes in
 * the same round trip as the entry); and each build with the classic snippet
 * (`booking-widget.iife.js`, `defer`) instead.
 */
const BUILDS = ['previous', 'this', 'preloaded', 'previous-classic', 'this-classic'] as const;
type Build = (typeof BUILDS)[number];
const LABELS: Record<Build, string> = {
  previous: 'previous build',
  this: 'this build',
  preloaded: 'this build, its chunk preloaded',
  'previous-classic': 'previous build, classic script',
  'this-classic': 'this build, classic script',
};
/** The widget's chunk that a build's module entry imports, `chunks/booking-widget-<hash>.js`. */
const elementChunk = (folder: string) => widgetChunkOf(readFileSync(`${folder}/booking-widget.js`, 'utf8'));
const STEPS = ['opening the dialog', 'day click', 'slot click', 'Continue'] as const;
type Step = (typeof STEPS)[number];

/** Started before the page's first script: the frame that first shows the business's button. */
const BUTTON_CLOCK = `
window.__buttonPainted = window.__paintedWhen(() => {
  const button = window.__deep('button[aria-haspopup="dialog"]');
  return button !== undefined && button.getAttribute('aria-busy') === 'false';
});`;

/** The floor page's inline module: the business fetched, a plain button with its label. */
const plainButtonScript = (sandboxUrl: string) => `<script type="module">
const answer = await (await fetch(${JSON.stringify(`${sandboxUrl}/api/business?api_key=${API_KEY}`)})).json();
const button = document.createElement('button');
button.type = 'button';
button.textContent = answer.data?.widget_settings?.text ?? 'Book an appointment';
button.setAttribute('aria-haspopup', 'dialog');
button.setAttribute('aria-busy', 'false');
document.querySelector('h1 + p').after(button);
</script>`;

interface Visit {
  button: number;
  latencies: Partial<Record<Step, number[]>>;
}

/** Opens a fresh page in slow 4G at 4× CPU and loads `url`; resolves once the button is painted. */
async function loadSlowly(page: Page, url: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await page.goto(url, { waitUntil: 'commit' });
  const painted = page.evaluate(() => (window as ProbedWindow & { __buttonPainted: Promise<number> }).__buttonPainted);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${url}: no business button painted within ${BUTTON_LIMIT_MS} ms`)),
      BUTTON_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([painted, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The customer's first steps, each timed as an interaction: open, a day with times, a free time, Continue. */
async function firstSteps(page: Page, day: string): Promise<Visit['latencies']> {
  const latencies: Visit['latencies'] = {};
  const step = async (name: Step, act: () => Promise<unknown>) => {
    latencies[name] = await timed(page, act, CPU_RATE);
  };
  await step('opening the dialog', () => page.locator('booking-widget button[aria-haspopup="dialog"]').click());
  await page.getByRole('grid').waitFor({ timeout: 30_000 });
  const cell = await dayCell(page, day);
  await step('day click', () => cell.click());
  const free = page.getByRole('radio', { disabled: false }).first();
  await free.waitFor({ timeout: 30_000 });
  await step('slot click', () => free.click());
  await step('Continue', () => page.getByRole('button', { name: 'Continue' }).click());
  await page.getByRole('textbox', { name: 'Name' }).waitFor({ timeout: 30_000 });
  return latencies;
}

export async function benchBuilds(): Promise<Metrics | { metrics: Metrics; tables: { title: string; rows: string[][] }[] }> {
  const baseline = process.env.BENCH_BASELINE;
  if (!baseline) return { 'skipped: set BENCH_BASELINE to an earlier build’s dist/ folder (npm run bench:baseline)': '–' };
  const folders = { previous: resolve(baseline), this: dirname(SCRIPT_TAG_FILE) };
  const moduleSnippet = (folder: keyof typeof folders) => `<script type="module" src="/${folder}/booking-widget.js"></script>`;
  const classicSnippet = (folder: keyof typeof folders) => `<script src="/${folder}/booking-widget.iife.js" defer></script>`;
  const chunk = elementChunk(folders.this);
  if (!chunk) throw new Error(`${folders.this}/booking-widget.js imports no chunks/booking-widget-<hash>.js`);
  const pages = (sandboxUrl: string) => ({
    '/previous': benchPageHtml(sandboxUrl, API_KEY, { script: moduleSnippet('previous') }),
    '/this': benchPageHtml(sandboxUrl, API_KEY, { script: moduleSnippet('this') }),
    '/preloaded': benchPageHtml(sandboxUrl, API_KEY, {
      script: `<link rel="modulepreload" href="/this/${chunk}">${moduleSnippet('this')}`,
    }),
    '/previous-classic': benchPageHtml(sandboxUrl, API_KEY, { script: classicSnippet('previous') }),
    '/this-classic': benchPageHtml(sandboxUrl, API_KEY, { script: classicSnippet('this') }),
    '/floor': benchPageHtml(sandboxUrl, API_KEY, { widget: false }).replace('</body>', `${plainButtonScript(sandboxUrl)}</body>`),
  });
  const visits = Object.fromEntries(BUILDS.map((build) => [build, []])) as unknown as Record<Build, Visit[]>;
  const floor: number[] = [];
  await withBenchSetup(
    async ({ browser, sandboxUrl, serverUrl }) => {
      const [day] = await dayPairWithSlots(sandboxUrl);
      for (let run = 0; run < RUNS; run++) {
        for (const build of [...BUILDS, 'floor'] as const) {
          process.stderr.write(`  builds run ${run + 1}/${RUNS}: ${build}\n`);
          const context = await browser.newContext();
          try {
            const page = await context.newPage();
            await page.addInitScript(PAGE_PROBES + BUTTON_CLOCK);
            const button = await loadSlowly(page, `${serverUrl}/${build}`);
            if (build === 'floor') floor.push(button);
            else visits[build].push({ button, latencies: await firstSteps(page, day) });
          } finally {
            await context.close();
          }
        }
      }
    },
    { pages, builds: folders },
  );

  const fmt = (value: number) => ms(value).toFixed(1);
  const metrics: Metrics = { runs: RUNS, 'previous build': folders.previous };
  const floorMedian = median(floor);
  metrics['slow 4G, 4× CPU: navigation → plain button painted (the floor) ms'] = fmt(floorMedian);
  for (const build of BUILDS) {
    const buttons = visits[build].map((v) => v.button);
    metrics[`slow 4G, 4× CPU: navigation → business button painted, ${LABELS[build]} ms`] = fmt(median(buttons));
    metrics[`slow 4G, 4× CPU: ${LABELS[build]}, worst run ms`] = fmt(worst(buttons));
    metrics[`slow 4G, 4× CPU: ${LABELS[build]}, ratio to the floor`] = formatRatio(ratio(median(buttons), floorMedian));
  }
  const rows = [['interaction', ...BUILDS.flatMap((build) => [`${LABELS[build]}: median ms`, `${LABELS[build]}: worst ms`])]];
  for (const step of STEPS) {
    rows.push([
      step,
      ...BUILDS.flatMap((build) => {
        const all = visits[build].flatMap((v) => v.latencies[step] ?? []);
        return [fmt(median(all)), fmt(worst(all))];
      }),
    ]);
  }
  return {
    metrics,
    tables: [{ title: `Interaction to Next Paint in slow 4G at ${CPU_RATE}× CPU, the builds above, ${RUNS} runs each`, rows }],
  };
}
