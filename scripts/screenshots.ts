/// <reference lib="dom" />
// `npm run screenshots`: the docs' pictures, taken of the real demo pages against a fresh
// sandbox, booking for real. Writes docs/screenshots/*.png. See CONTRIBUTING.md, "Building".
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { localIsoDate as isoDate } from '../sandbox/dates.js';
import { startDemo, type RunningDemo } from './demo.js';
import { CHROMIUM_FLAGS, requireChromium } from './browsers.mjs';

const OUT_DIR = resolve(import.meta.dirname, '..', 'docs', 'screenshots');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
/** Room around a clipped element, so its shadow and the page behind it show. */
const MARGIN = 24;
const CUSTOMER = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 415 555 0100',
  notes: 'First visit, a trim please.',
};

/** The first day from today on with a time still free; some seeded days are closed or full. */
async function firstDayWithFreeSlots(sandboxUrl: string, apiKey: string): Promise<string> {
  for (let offset = 0; offset < 40; offset++) {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    const response = await fetch(`${sandboxUrl}/api/slots?api_key=${apiKey}&date=${isoDate(day)}`);
    const { data } = (await response.json()) as { data: { percentage_filled: number }[] };
    if (data.some((slot) => slot.percentage_filled < 100)) return isoDate(day);
  }
  throw new Error(`${apiKey} has no free time within 40 days`);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** `box` grown by `margin` on every side, kept inside the viewport. */
function withMargin(box: Box, viewport: { width: number; height: number }, margin: number): Box {
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  return {
    x,
    y,
    width: Math.min(viewport.width, box.x + box.width + margin) - x,
    height: Math.min(viewport.height, box.y + box.height + margin) - y,
  };
}

class Shooter {
  readonly #codes: string[] = [];
  constructor(
    readonly browser: Browser,
    readonly demo: RunningDemo,
  ) {}

  /** The sandbox's SMS outbox line carries the code a customer would read on their phone. */
  readonly log = (line: string) => {
    const code = /code is (\d{6})/.exec(line)?.[1];
    if (code) this.#codes.push(code);
  };

  async nextCode(): Promise<string> {
    for (let wait = 0; wait < 50 && this.#codes.length === 0; wait++) await new Promise((done) => setTimeout(done, 100));
    const code = this.#codes.shift();
    if (!code) throw new Error('No SMS code reached the sandbox outbox');
    return code;
  }

  /** A page of the demo; `media` emulates the reader's settings (a dark scheme, forced colours, their time zone). */
  async open(
    path: string,
    viewport: typeof DESKTOP,
    media: Pick<BrowserContextOptions, 'colorScheme' | 'forcedColors' | 'timezoneId'> = {},
  ): Promise<Page> {
    const context = await this.browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce', ...media });
    const page = await context.newPage();
    await page.goto(new URL(path, this.demo.pagesUrl).href);
    return page;
  }

  /** The popup widget for `apiKey`, with its business loaded. */
  async widget(page: Page, apiKey: string): Promise<Locator> {
    const widget = page.locator(`booking-widget[api-key="${apiKey}"]:not([mode="inline"])`).first();
    await widget.locator('button[part="button"][aria-busy="false"]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    return widget;
  }

  /** Opens the dialog, chooses the first day with free times and its first free time. */
  async chooseTime(widget: Locator, apiKey: string): Promise<void> {
    await widget.locator('button[part="button"]').click();
    const day = await firstDayWithFreeSlots(this.demo.sandboxUrl, apiKey);
    const cell = widget.locator(`td[data-date="${day}"]`);
    // The next month's button, by its part: its name is in the widget's language.
    if ((await cell.count()) === 0) await widget.locator('[part~="month-button"]').last().click();
    await cell.click();
    await widget.locator('input.slot-input:not([disabled])').first().check();
    await widget.evaluate(async (el) => {
      await (el as HTMLElement & { dataComplete: Promise<void> }).dataComplete;
      // Choosing a time scrolls it into view; back to the top, so the month shows on a phone too.
      el.shadowRoot!.querySelectorAll('*').forEach((node) => (node.scrollTop = 0));
    });
  }

  async fillDetails(widget: Locator, sms: boolean): Promise<void> {
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('Name', { exact: true }).fill(CUSTOMER.name);
    await widget.getByLabel('Email', { exact: true }).fill(CUSTOMER.email);
    await widget.getByLabel(sms ? 'Mobile phone' : 'Phone (optional)', { exact: true }).fill(CUSTOMER.phone);
    await widget.getByLabel('Notes (optional)', { exact: true }).fill(CUSTOMER.notes);
  }

  async book(widget: Locator): Promise<void> {
    await widget.locator('button[part="submit-button"]').click();
    await widget.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
  }

  /** The dialog and a margin of the page around it, as far as the viewport reaches. */
  async shootDialog(page: Page, widget: Locator, name: string): Promise<void> {
    // Typed input blinks its caret and keeps focus rings on fields: blur for a still picture.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const box = await widget.locator('dialog').boundingBox();
    const viewport = page.viewportSize()!;
    if (!box) throw new Error(`${name}: the dialog is not shown`);
    const clip = withMargin(box, viewport, MARGIN);
    await page.screenshot({ path: join(OUT_DIR, name), type: 'png', clip, animations: 'disabled' });
    console.log(`  ${name}`);
  }

  /**
   * The widget's button where the page put it. At `band` height: a strip of the page's content
   * column around it, as a visitor scrolls to it; without: the block the page placed it in,
   * which keeps the picture of a wide, shaded page under the file size the README can carry.
   */
  async shootButton(page: Page, widget: Locator, { name, band }: { name: string; band?: number }): Promise<void> {
    const button = widget.locator('button[part="button"]');
    await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const viewport = page.viewportSize()!;
    let clip;
    if (band) {
      const box = (await button.boundingBox())!;
      const y = Math.min(Math.max(0, box.y + box.height / 2 - band / 2), viewport.height - band);
      clip = { x: 0, y, width: viewport.width, height: band };
    } else {
      const block = (await widget.locator('xpath=..').boundingBox())!;
      // Less on the right, where the page's next column begins.
      clip = withMargin({ ...block, width: block.width - MARGIN }, viewport, 2 * MARGIN);
    }
    await page.screenshot({ path: join(OUT_DIR, name), type: 'png', clip, animations: 'disabled' });
    console.log(`  ${name}`);
  }
}

/** The whole flow of one popup widget without SMS: button, times, details, confirmation. */
async function bookingFlow(
  shooter: Shooter,
  { path, viewport, suffix }: { path: string; viewport: typeof DESKTOP; suffix: string },
): Promise<void> {
  const page = await shooter.open(path, viewport);
  const widget = await shooter.widget(page, 'demo-salon');
  await shooter.shootButton(page, widget, { name: `button-${suffix}.png`, band: viewport === DESKTOP ? undefined : 480 });
  await shooter.chooseTime(widget, 'demo-salon');
  await shooter.shootDialog(page, widget, `dialog-${suffix}.png`);
  await shooter.fillDetails(widget, false);
  await shooter.shootDialog(page, widget, `details-${suffix}.png`);
  await shooter.book(widget);
  await shooter.shootDialog(page, widget, `confirmation-${suffix}.png`);
  await page.context().close();
}

/**
 * The green salon's dialog with the reader's settings: the dark theme (`theme="auto"`, the
 * default, on a reader's dark scheme) over the dark page, and forced colours.
 */
async function readerSettings(shooter: Shooter): Promise<void> {
  for (const [path, media, name] of [
    ['/hostile.html', { colorScheme: 'dark' }, 'dialog-1280-auto-dark.png'],
    ['/', { forcedColors: 'active' }, 'dialog-1280-forced-colors.png'],
  ] as const) {
    const page = await shooter.open(path, DESKTOP, media);
    const widget = await shooter.widget(page, 'demo-salon');
    await shooter.chooseTime(widget, 'demo-salon');
    await shooter.shootDialog(page, widget, name);
    await page.context().close();
  }
}

/** The dialog in another language on a phone: German, and Arabic right to left. */
async function languageDialog(shooter: Shooter, locale: string): Promise<void> {
  const page = await shooter.open('/', PHONE);
  const widget = await shooter.widget(page, 'demo-salon');
  await widget.evaluate((el, tag) => el.setAttribute('locale', tag), locale);
  await widget.locator(`button[part="button"][lang="${locale}"]`).waitFor();
  await shooter.chooseTime(widget, 'demo-salon');
  await shooter.shootDialog(page, widget, `dialog-375-${locale}.png`);
  await page.context().close();
}

/** The clinic sends an SMS code: the code step, then the booking with the code from the outbox. */
async function smsFlow(shooter: Shooter, viewport: typeof DESKTOP, suffix: string): Promise<void> {
  const page = await shooter.open('/several.html', viewport);
  const widget = await shooter.widget(page, 'demo-clinic');
  await shooter.chooseTime(widget, 'demo-clinic');
  await shooter.fillDetails(widget, true);
  await widget.getByRole('button', { name: 'Send code' }).click();
  const code = await shooter.nextCode();
  await widget.getByLabel('SMS code', { exact: true }).fill(code);
  await shooter.shootDialog(page, widget, `code-${suffix}.png`);
  await shooter.book(widget);
  await page.context().close();
}

/**
 * The dialog with a time chosen on a 320 px phone and at 200 % zoom of a 1280 × 800 screen
 * (640 × 400), where Close and Continue stay in view.
 */
async function sizes(shooter: Shooter): Promise<void> {
  for (const [viewport, suffix] of [
    [{ width: 320, height: 640 }, '320-light'],
    [{ width: 640, height: 400 }, '640x400-light'],
  ] as const) {
    const page = await shooter.open('/', viewport);
    const widget = await shooter.widget(page, 'demo-salon');
    await shooter.chooseTime(widget, 'demo-salon');
    await shooter.shootDialog(page, widget, `dialog-${suffix}.png`);
  }
}

/**
 * The inline calendar on a 375 × 740 phone: the clinic's first day with times, a time in the
 * middle of the list tapped, and Continue with the chosen time at the bottom of the screen.
 */
async function inlinePhone(shooter: Shooter): Promise<void> {
  const page = await shooter.open('/inline.html', { width: 375, height: 740 });
  const widget = page.locator('booking-widget[mode="inline"]');
  // The middle of the day's free times: the first day shown is today, whose earlier times may be gone.
  const free = widget.locator('input.slot-input:not([disabled])');
  await free.first().waitFor({ state: 'attached' });
  const slot = free.nth(Math.floor((await free.count()) / 2));
  await page.evaluate(() => document.fonts.ready);
  await slot.evaluate((input) => input.closest('label')!.scrollIntoView({ block: 'center' }));
  await slot.check();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: join(OUT_DIR, 'inline-375-continue.png'), type: 'png', animations: 'disabled' });
  console.log('  inline-375-continue.png');
  await page.context().close();
}

/**
 * The clinic in Los Angeles (`time-zone="America/Los_Angeles"`) seen from a browser in Berlin,
 * on the customer's clock: the day's heading and the line that says which zone the times are in,
 * with its button, at the top of the times (a long day scrolls them); the afternoon's times run past Berlin's
 * midnight, under the next day's heading, and the last one, chosen, is summed up with its day
 * and zone in the footer.
 */
async function customerClock(shooter: Shooter): Promise<void> {
  const page = await shooter.open('/several.html', DESKTOP, { timezoneId: 'Europe/Berlin' });
  const widget = await shooter.widget(page, 'demo-clinic');
  await widget.evaluate((el) => el.setAttribute('time-zone', 'America/Los_Angeles'));
  await shooter.chooseTime(widget, 'demo-clinic');
  await widget.getByRole('button', { name: 'Show times in my time zone' }).click();
  await widget.locator('input.slot-input:not([disabled])').last().check();
  await widget.locator('[part="slots-heading"]').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await shooter.shootDialog(page, widget, 'time-zone-1280-berlin.png');
  await page.context().close();
}

/** WCAG 1.4.12's text spacing, as a reader's style sheet sets it, adopted inside the shadow root. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-block-end: 2em !important; }`;

/**
 * For docs/accessibility.md: the dialog at 320 px with the text spacing of 1.4.12, at 400 %
 * zoom of 1280 × 1024 (320 × 256), and the focus ring on the chosen day (focused after opening
 * from the keyboard), clipped to the calendar, in the light and the dark theme.
 */
async function accessibility(shooter: Shooter): Promise<void> {
  const spaced = await shooter.open('/', { width: 320, height: 640 });
  const spacedWidget = await shooter.widget(spaced, 'demo-salon');
  await spacedWidget.evaluate((el, rules) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    el.shadowRoot!.adoptedStyleSheets = [...el.shadowRoot!.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
  await shooter.chooseTime(spacedWidget, 'demo-salon');
  await shooter.shootDialog(spaced, spacedWidget, 'a11y-320-text-spacing.png');
  await spaced.context().close();
  const zoomed = await shooter.open('/', { width: 320, height: 256 });
  const zoomedWidget = await shooter.widget(zoomed, 'demo-salon');
  await shooter.chooseTime(zoomedWidget, 'demo-salon');
  await shooter.shootDialog(zoomed, zoomedWidget, 'a11y-320x256-zoom.png');
  await zoomed.context().close();
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await shooter.open('/', DESKTOP, { colorScheme });
    const widget = await shooter.widget(page, 'demo-salon');
    await widget.locator('button[part="button"]').focus();
    await page.keyboard.press('Enter');
    const chosen = widget.locator('td[part~="day-selected"]');
    await chosen.waitFor();
    await chosen.focus();
    const calendar = (await widget.locator('[part="calendar"]').boundingBox())!;
    const name = `focus-ring-${colorScheme}.png`;
    await page.screenshot({ path: join(OUT_DIR, name), clip: withMargin(calendar, DESKTOP, MARGIN) });
    console.log(`  ${name}`);
    await page.context().close();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'booking-widget-screenshots-'));
  let log = (_line: string) => {};
  const demo = await startDemo({ port: 0, sandboxPort: 0, dbPath: join(dataDir, 'sandbox.sqlite'), log: (line) => log(line) });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_FLAGS });
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    const shooter = new Shooter(browser, demo);
    log = shooter.log;
    console.log(`Writing ${OUT_DIR}:`);
    // `npm run screenshots -- inline time-zone`: only those; without names, every picture.
    const cases: Record<string, () => Promise<void>> = {
      booking: () => bookingFlow(shooter, { path: '/', viewport: DESKTOP, suffix: '1280-light' }),
      'reader-settings': () => readerSettings(shooter),
      sms: () => smsFlow(shooter, PHONE, '375-light'),
      sizes: () => sizes(shooter),
      de: () => languageDialog(shooter, 'de'),
      ar: () => languageDialog(shooter, 'ar'),
      inline: () => inlinePhone(shooter),
      'time-zone': () => customerClock(shooter),
      accessibility: () => accessibility(shooter),
    };
    const names = process.argv.slice(2);
    const unknown = names.filter((name) => !(name in cases));
    if (unknown.length) throw new Error(`no such picture: ${unknown.join(', ')} (known: ${Object.keys(cases).join(', ')})`);
    for (const name of names.length ? names : Object.keys(cases)) await cases[name]!();
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
