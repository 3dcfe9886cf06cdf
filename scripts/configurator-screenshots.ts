/// <reference lib="dom" />
// `npm run screenshots:configurator`: the configurator page of the demo at 1280 and 375 px,
// connected to a fresh sandbox with a few options chosen, for docs/configurator.md. Writes
// docs/screenshots/configurator-1280.png and configurator-375.png (whole pages).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, requireChromium } from './browsers.mjs';
import { startDemo, type RunningDemo } from './demo.js';

const OUT_DIR = resolve(import.meta.dirname, '..', 'docs', 'screenshots');
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

async function shoot(browser: Browser, demo: RunningDemo, viewport: { width: number; height: number }): Promise<void> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(new URL('/configurator.html', demo.pagesUrl).href);
  // The demo page fills in the sandbox's address and the salon's key.
  await page.getByRole('button', { name: 'Test connection' }).click();
  await page.getByText('Connected to Demo Salon').waitFor();
  await page.getByLabel('Language').selectOption('en-GB');
  await page.getByLabel('Location').selectOption({ label: 'High Street salon' });
  await page.getByLabel('Analytics').check();
  await page.getByRole('button', { name: 'Copy the module snippet' }).click();
  await page.locator('booking-widget button[part="button"][aria-busy="false"]').waitFor();
  await page.evaluate(() => document.fonts.ready);
  // Still, and from the top: the preview keeps to the top of the window as the page scrolls.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const name = `configurator-${viewport.width}.png`;
  await page.screenshot({ path: join(OUT_DIR, name), fullPage: true, animations: 'disabled' });
  console.log(`  ${name}`);
  await context.close();
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'booking-widget-configurator-'));
  const demo = await startDemo({ port: 0, sandboxPort: 0, dbPath: join(dataDir, 'sandbox.sqlite'), log: () => {} });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_FLAGS });
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    console.log(`Writing ${OUT_DIR}:`);
    for (const viewport of VIEWPORTS) await shoot(browser, demo, viewport);
  } finally {
    await browser.close();
    await demo.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`screenshots: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
