/**
 * The host page's Lighthouse performance score with the widget and without it, measured in
 * the same run, alternately, on one Chromium (Lighthouse's node API, its default mobile
 * profile: simulated slow 4G and a 4× slower CPU). A widget that costs the page nothing
 * leaves the score where it was.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Metrics, withBenchSetup } from './browser.js';
import { median } from './stats.js';
import { CHROMIUM_FLAGS, requireChromium } from '../scripts/browsers.mjs';

const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** The audits beside the score, by Lighthouse's id, with how each is shown. */
const AUDITS = {
  'first-contentful-paint': 'FCP ms',
  'largest-contentful-paint': 'LCP ms',
  'total-blocking-time': 'TBT ms',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index ms',
} as const;

type Figures = { score: number } & Record<keyof typeof AUDITS, number>;

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const figures = { score: Math.round((categories.performance?.score ?? Number.NaN) * 100) } as Figures;
  for (const id of Object.keys(AUDITS) as (keyof typeof AUDITS)[]) figures[id] = audits[id]?.numericValue ?? Number.NaN;
  return figures;
}

export function benchLighthouse(): Promise<Metrics> {
  return withBenchSetup(async (setup) => {
    const chrome = await chromeLauncher.launch({ chromePath: requireChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
    try {
      const runs: Record<'with' | 'without', Figures[]> = { with: [], without: [] };
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        process.stderr.write(`  Lighthouse run ${run + 1}/${LIGHTHOUSE_RUNS}\n`);
        runs.without.push(await audit(setup.barePageUrl, chrome.port));
        runs.with.push(await audit(setup.pageUrl, chrome.port));
      }
      const metrics: Metrics = { runs: LIGHTHOUSE_RUNS };
      const show = (value: number, label: string) => (label === 'CLS' ? value.toFixed(3) : Math.round(value));
      for (const page of ['without', 'with'] as const) {
        const figures = runs[page];
        metrics[`page ${page} the widget: performance score (median; each run)`] = `${median(figures.map((f) => f.score))} (${figures.map((f) => f.score).join(', ')})`;
        for (const [id, label] of Object.entries(AUDITS) as [keyof typeof AUDITS, string][]) {
          metrics[`page ${page} the widget: ${label}`] = show(median(figures.map((f) => f[id])), label);
        }
      }
      return metrics;
    } finally {
      chrome.kill();
    }
  });
}
