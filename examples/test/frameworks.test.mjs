// Each example application, built with its own toolchain and driven in Chromium against a fresh
// sandbox: a customer books, the application shows the booked time it got from `booking-success`,
// leaves the booking page and comes back (one element, no listener left behind), and books once more.
// Run: node --test examples/test/frameworks.test.mjs (after `npm run build` and `npm ci` in examples/).
// The functions given to page.evaluate and addInitScript run in the page, on its globals.
/* global window, document, addEventListener */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, requireChromium } from '../../scripts/browsers.mjs';
import { startSandboxProcess, stopSandboxProcess } from '../../sandbox/child-process.mjs';
import { APPS, buildApp, serveApp } from './apps.mjs';
import { API_KEY, bookOnce, firstDayWithFreeSlots } from './booking.mjs';

const only = process.env.EXAMPLES?.split(',');
const apps = only ? APPS.filter((app) => only.includes(app.name)) : APPS;

let sandbox;
let sandboxDir;
let database;
let browser;
let day;

before(async () => {
  sandboxDir = mkdtempSync(join(tmpdir(), 'booking-examples-'));
  const dbPath = join(sandboxDir, 'sandbox.db');
  sandbox = await startSandboxProcess({ dbPath });
  database = new Database(dbPath, { readonly: true, fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_FLAGS });
  day = await firstDayWithFreeSlots(sandbox.url);
});

after(async () => {
  await browser?.close();
  database?.close();
  if (sandbox) await stopSandboxProcess(sandbox.child);
  if (sandboxDir) rmSync(sandboxDir, { recursive: true, force: true });
});

/** What the sandbox booked for `email`: `YYYY-MM-DD at HH:MM`. */
function bookedFor(email) {
  const rows = database.prepare('SELECT date, slot_from FROM appointments WHERE email = ?').all(email);
  assert.equal(rows.length, 1, `one appointment for ${email}`);
  return `${rows[0].date} at ${rows[0].slot_from}`;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The page's `<booking-widget>` elements, counted once the page's route has rendered. */
const widgetCount = (page) => page.evaluate(() => document.querySelectorAll('booking-widget').length);

describe('framework examples', { concurrency: 1 }, () => {
  for (const app of apps) {
    test(app.name, async () => {
      const startedAt = performance.now();
      await buildApp(app, sandbox.url);
      const builtAt = performance.now();
      const server = await serveApp(app);
      const page = await browser.newPage();
      const consoleLines = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()))
          consoleLines.push(`${message.type()}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
      try {
        if (app.ssr) {
          const html = await (await fetch(`${server.url}/book`)).text();
          const element = /<booking-widget\b[^>]*>/.exec(html)?.[0] ?? '';
          assert.match(element, new RegExp(`api-key="${API_KEY}"`), 'the server HTML has the element with its api-key');
          assert.match(element, new RegExp(`base-url="${sandbox.url}"`), 'and its base-url');
        }

        // Every booking-success that reaches the window, whoever listens: one per booking.
        await page.addInitScript(() => {
          window.bookingSuccessEvents = 0;
          addEventListener('booking-success', () => (window.bookingSuccessEvents += 1));
        });
        await page.goto(`${server.url}/book`);
        await page.locator('booking-widget').waitFor();

        const first = `${app.name}-first@example.com`;
        await bookOnce(page, { day, name: 'Ada Lovelace', email: first });
        await page.locator('#booked', { hasText: `Booked for ${bookedFor(first)}` }).waitFor();
        // Shown in the same update as the booked time: one booking, counted once.
        assert.equal(await page.locator('#bookings-count').textContent(), '1', 'the application counted the booking once');

        await page.getByRole('link', { name: 'Home', exact: true }).click();
        await page.locator('booking-widget').waitFor({ state: 'detached' });
        await page.getByRole('link', { name: 'Book', exact: true }).click();
        await page.locator('booking-widget').waitFor();
        assert.equal(await widgetCount(page), 1, 'one <booking-widget> after coming back');

        const second = `${app.name}-second@example.com`;
        await bookOnce(page, { day, name: 'Grace Hopper', email: second });
        const shown = await page.locator('#booked', { hasText: `Booked for ${bookedFor(second)}` }).textContent();
        assert.equal(await page.locator('#bookings-count').textContent(), '2', 'the application counted each booking once');
        assert.equal(await page.evaluate(() => window.bookingSuccessEvents), 2, 'one booking-success per booking');
        assert.equal(await widgetCount(page), 1, 'still one <booking-widget>');
        assert.deepEqual(consoleLines, [], 'no errors or warnings in the console (hydration among them)');

        const browsedAt = performance.now();
        console.log(
          `${app.name}: built in ${seconds(builtAt - startedAt)}, browser test ${seconds(browsedAt - builtAt)}; showed "${shown.trim()}"`,
        );
      } finally {
        await page.close();
        await server.close();
      }
    });
  }
});
