// Each example application, built with its own toolchain and driven in Chromium against a fresh
// sandbox: a customer books, the application shows the booked time it got from `booking-success`,
// leaves the booking page and comes back (one element, no listener left behind), and books once more.
// Where the page has a control for it, the element's `mode` follows the application's state.
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

/** `text` matched as it is, its RegExp characters (the `.` of an address) escaped. */
const literally = (text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A `booking-success` as the element fires it, for an appointment the sandbox never made on `date`. */
const unmadeAppointment = (date) => ({
  id: `never-booked-${date}`,
  date,
  from: '09:00',
  to: '09:30',
  business_unit_id: null,
  name: 'Nobody',
  email: 'nobody@example.com',
  phone: null,
  notes: null,
  status: 'booked',
  created_at: `${date}T08:00:00Z`,
});

/**
 * How many bookings the application counts for two `booking-success` events: one sent to the
 * `<booking-widget>` it removed when the route changed, then one to the element on the page. A
 * listener its framework bound to the removed element and did not remove makes two. The count is
 * read once the page shows the second, which the framework handles after the first.
 */
async function bookingsCountedForEventOnRemovedWidget(page) {
  const before = Number(await page.locator('#bookings-count').textContent());
  const onRemoved = unmadeAppointment('2000-01-01');
  const onPage = unmadeAppointment('2000-01-02');
  await page.evaluate(
    ({ onRemoved, onPage }) => {
      const send = (element, appointment) =>
        element.dispatchEvent(new CustomEvent('booking-success', { detail: { appointment }, bubbles: true, composed: true }));
      send(window.removedWidget, onRemoved);
      send(document.querySelector('booking-widget'), onPage);
    },
    { onRemoved, onPage },
  );
  await page.locator('#booked', { hasText: `Booked for ${onPage.date} at ${onPage.from}` }).waitFor();
  return Number(await page.locator('#bookings-count').textContent()) - before;
}

/** Chooses `mode` in the page's "Show the calendar" control; resolves once the element's attribute follows. */
async function chooseMode(page, mode) {
  await page.getByLabel('Show the calendar').selectOption(mode);
  await page.locator(`booking-widget[mode="${mode}"]`).waitFor();
}

/** The page's `<booking-widget>` elements, counted once the page's route has rendered. */
const widgetCount = (page) => page.evaluate(() => document.querySelectorAll('booking-widget').length);

describe('framework examples', { concurrency: 1 }, () => {
  for (const app of apps) {
    test(app.name, async () => {
      const startedAt = performance.now();
      let builtAt;
      let passed = false;
      // Printed whether the application passes or fails, so a slow failure shows where its time went.
      const printTimes = () => {
        const now = performance.now();
        const times = builtAt
          ? `built in ${seconds(builtAt - startedAt)}, browser test ${seconds(now - builtAt)}`
          : `build failed after ${seconds(now - startedAt)}`;
        console.log(`${app.name}: ${passed ? 'passed' : 'failed'}; ${times}`);
      };
      try {
        await buildApp(app, sandbox.url);
      } catch (error) {
        printTimes();
        throw error;
      }
      builtAt = performance.now();
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
          assert.match(element, literally(`api-key="${API_KEY}"`), 'the server HTML has the element with its api-key');
          assert.match(element, literally(`base-url="${sandbox.url}"`), 'and its base-url');
        }

        // Every booking-success that reaches the window, whoever listens: one per booking.
        await page.addInitScript(() => {
          window.bookingSuccessEvents = 0;
          addEventListener('booking-success', () => (window.bookingSuccessEvents += 1));
        });
        await page.goto(`${server.url}/book`);
        await page.locator('booking-widget').waitFor();
        if (app.modeControl) {
          await chooseMode(page, 'popup');
          await chooseMode(page, 'inline');
        }

        const first = `${app.name}-first@example.com`;
        await bookOnce(page, { day, name: 'Ada Lovelace', email: first });
        await page.locator('#booked', { hasText: `Booked for ${bookedFor(first)}` }).waitFor();
        // Shown in the same update as the booked time: one booking, counted once.
        assert.equal(await page.locator('#bookings-count').textContent(), '1', 'the application counted the booking once');

        // Kept, so that an event can be sent to it once the application has removed it.
        await page.evaluate(() => (window.removedWidget = document.querySelector('booking-widget')));
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
        console.log(`${app.name}: showed "${shown.trim()}"`);

        // Last, as it counts made-up bookings.
        const counted = await bookingsCountedForEventOnRemovedWidget(page);
        if (app.keepsListenerOnRemovedElement) {
          const reached = counted === 2 ? 'still reached' : 'did not reach';
          console.log(
            `${app.name}: an event sent to the removed element ${reached} the application (a removed widget sends none)`,
          );
        } else {
          assert.equal(counted, 1, 'no listener left on the removed <booking-widget>: only the event on the page was counted');
        }
        passed = true;
      } finally {
        printTimes();
        await page.close();
        await server.close();
      }
    });
  }
});
