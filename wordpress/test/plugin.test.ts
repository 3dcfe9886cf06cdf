/// <reference lib="dom" />
/**
 * The plugin in a real WordPress (Debian's 6.1, PHP 8.2, MariaDB), driven in Chromium as its
 * users would: the administrator installs the built zip, saves the settings and adds the block
 * in the block editor; a visitor books an appointment against the sandbox on the block's page
 * and on a shortcode page; hostile attributes stay inert; and no PHP notice, warning or error
 * from the plugin's files reaches the log (WP_DEBUG is on). With `WORDPRESS_SCREENSHOTS=1` it
 * also writes the README's pictures of the settings page and the block in the editor.
 */
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, requireChromium } from '../../scripts/browsers.mjs';
import { startSandboxProcess, stopSandboxProcess } from '../../sandbox/child-process.mjs';
import { localIsoDate } from '../../sandbox/dates.js';
import { ADMIN, EDITOR, phpMessagesFrom, startWordPress, type WordPressSite } from './wordpress-site.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PLUGIN_SOURCE = join(ROOT, 'wordpress', 'booking-widget');
const PLUGIN_ZIP = join(ROOT, 'dist', 'booking-widget-wordpress.zip');
const SCREENSHOTS = process.env.WORDPRESS_SCREENSHOTS ? join(ROOT, 'docs', 'screenshots') : undefined;
const SCRIPT_SRC = '/wp-content/plugins/booking-widget/assets/booking-widget.iife.js';
const API_KEY = 'demo-salon';
const BUSINESS = 'Demo Salon';
/** In every attribute of the hostile embeds: breaks out of an attribute, then of the element. */
const XSS = `"><script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">`;
/** Breaks out of an attribute only, into an event handler that runs by itself. */
const BREAKOUT = `x" onfocus="window.__xss = 3" autofocus tabindex="0`;

let site: WordPressSite;
let browser: Browser;
let sandbox: { child: import('node:child_process').ChildProcess; url: string };
let sandboxDir: string;
let appointments: Database.Database;
let blockPageUrl: string;

function phpFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.php'))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function logIn(user: { user: string; password: string }): Promise<Page> {
  const page = await newPage();
  await page.goto(`${site.url}/wp-login.php`);
  await page.locator('#user_login').fill(user.user);
  await page.locator('#user_pass').fill(user.password);
  await Promise.all([page.waitForURL(/\/wp-admin\//), page.locator('#wp-submit').click()]);
  return page;
}

async function newPage(): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  // Generous: the machine may be busy, and the block editor is WordPress's heaviest page. Only a
  // failing wait lasts this long.
  page.setDefaultTimeout(120_000);
  return page;
}

/** A published page made with PHP, as a classic editor or a page builder would store it. */
function publishPage(title: string, content: string): string {
  return site.php(`
// As an administrator may: the content is stored as written (no kses), the worst case.
// wp_insert_post expects slashed data, as from a form.
kses_remove_filters();
$id = wp_insert_post(array('post_type' => 'page', 'post_status' => 'publish', 'post_title' => ${JSON.stringify(title)}, 'post_content' => wp_slash(${JSON.stringify(content)})), true);
echo get_permalink($id);
`);
}

/** The first day from today on with a time still free; some seeded days are closed or full. */
async function firstDayWithFreeSlots(): Promise<string> {
  for (let offset = 0; offset < 40; offset++) {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    const response = await fetch(`${sandbox.url}/api/slots?api_key=${API_KEY}&date=${localIsoDate(day)}`);
    const { data } = (await response.json()) as { data: { percentage_filled: number }[] };
    if (data.some((slot) => slot.percentage_filled < 100)) return localIsoDate(day);
  }
  throw new Error(`${API_KEY} has no free time within 40 days`);
}

/** Chooses a day and a time in an open calendar, fills the details and books. */
async function book(widget: Locator, customer: { name: string; email: string }): Promise<void> {
  const day = await firstDayWithFreeSlots();
  const cell = widget.locator(`td[data-date="${day}"]`);
  if ((await cell.count()) === 0) await widget.getByRole('button', { name: 'Next month' }).click();
  await cell.click();
  await widget.locator('input.slot-input:not([disabled])').first().check();
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByLabel('Name', { exact: true }).fill(customer.name);
  await widget.getByLabel('Email', { exact: true }).fill(customer.email);
  await widget.locator('button[part="submit-button"]').click();
  await widget.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
}

function bookedBy(email: string): { name: string }[] {
  return appointments
    .prepare('SELECT a.name FROM appointments a JOIN businesses b ON b.id = a.business_id WHERE b.api_key = ? AND a.email = ?')
    .all(API_KEY, email) as { name: string }[];
}

async function scriptTags(page: Page): Promise<number> {
  return page.locator(`script[src*="${SCRIPT_SRC}"]`).count();
}

describe('WordPress plugin', () => {
  before(async () => {
    const build = spawnSync(process.execPath, ['scripts/build-wordpress.mjs'], { cwd: ROOT, stdio: 'inherit' });
    assert.equal(build.status, 0, 'npm run build:wordpress failed');
    sandboxDir = mkdtempSync(join(tmpdir(), 'booking-wordpress-sandbox-'));
    const dbPath = join(sandboxDir, 'sandbox.db');
    sandbox = await startSandboxProcess({ dbPath });
    appointments = new Database(dbPath, { readonly: true, fileMustExist: true });
    appointments.pragma('busy_timeout = 5000');
    site = await startWordPress();
    browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_FLAGS });
  });

  after(async () => {
    await browser?.close();
    await site?.close();
    appointments?.close();
    if (sandbox) await stopSandboxProcess(sandbox.child);
    if (sandboxDir) rmSync(sandboxDir, { recursive: true, force: true });
  });

  test('every PHP file passes php -l', () => {
    const files = phpFiles(PLUGIN_SOURCE);
    assert.ok(files.length >= 7, `PHP files found: ${files.join(', ')}`);
    for (const file of files) {
      const lint = spawnSync('php', ['-l', file], { encoding: 'utf8' });
      assert.equal(lint.status, 0, `${file}: ${lint.stdout}${lint.stderr}`);
    }
  });

  test('the translation template lists every translatable text', () => {
    const check = spawnSync(process.execPath, ['scripts/wordpress-pot.mjs', '--check'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(check.status, 0, check.stdout + check.stderr);
  });

  test('the administrator installs the plugin from the zip and activates it', async () => {
    const page = await logIn(ADMIN);
    await page.goto(`${site.url}/wp-admin/plugin-install.php?tab=upload`);
    await page.locator('#pluginzip').setInputFiles(PLUGIN_ZIP);
    await page.locator('#install-plugin-submit').click();
    await page.getByText('Plugin installed successfully.').waitFor();
    await page.getByRole('link', { name: 'Activate Plugin' }).click();
    await page.getByText('Plugin activated.').waitFor();
    await assert.doesNotReject(page.locator('tr[data-slug="booking-widget"].active').waitFor());
    await page.context().close();
  });

  test('before a key is set, a page shows the widget’s own “not set up” notice', async () => {
    const url = publishPage('Not set up yet', '[booking_widget]');
    const page = await newPage();
    await page.goto(url);
    await page.locator('booking-widget').getByText('Booking is not set up yet').waitFor();
    assert.match(await page.locator('booking-widget').getByText('Missing attribute').innerText(), /api-key, base-url/);
    await page.context().close();
  });

  test('the settings save the key and address, test the connection and refuse an address that is not one', async () => {
    const page = await logIn(ADMIN);
    await page.goto(`${site.url}/wp-admin/options-general.php?page=booking-widget`);
    await page.getByRole('heading', { name: 'Booking widget', level: 1 }).waitFor();
    await page.getByLabel('API key').fill(API_KEY);
    await page.getByLabel('Platform address').fill(`${sandbox.url}/`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings saved.').waitFor();
    // Saved without the trailing slash: the widget appends /api/….
    assert.equal(await page.getByLabel('Platform address').inputValue(), sandbox.url);
    assert.equal(await page.getByLabel('API key').inputValue(), API_KEY);

    const result = page.getByRole('status');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await result.getByText(`Connected to ${BUSINESS}.`).waitFor();
    if (SCREENSHOTS) {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.locator('#wpbody-content .wrap').screenshot({ path: join(SCREENSHOTS, 'wordpress-settings.png') });
    }
    const hostile = 'javascript:alert("<b>owned</b>")';
    await page.getByLabel('Platform address').fill(hostile);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const notice = page.locator('.notice-error, .error').filter({ hasText: 'is not a web address' });
    await notice.waitFor();
    assert.ok((await notice.innerText()).includes(hostile), 'the notice quotes the typed text as text');
    assert.equal(await notice.locator('b').count(), 0);
    assert.equal(await page.getByLabel('Platform address').inputValue(), sandbox.url, 'the saved address stays');

    await page.getByLabel('API key').fill('no-such-key');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await result.getByText('The platform answered 401: Unauthorized request').waitFor();
    await page.getByLabel('Platform address').fill('http://127.0.0.1:1');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await result.getByText(/^Could not reach http:\/\/127\.0\.0\.1:1 \(Failed to fetch\)/).waitFor();
    await page.context().close();
    assert.equal(site.php(`echo get_option('booking_widget_api_key');`), API_KEY, 'testing saves nothing');
  });

  test('a user who cannot manage options can neither open nor post the settings', async () => {
    const page = await logIn(EDITOR);
    const response = await page.goto(`${site.url}/wp-admin/options-general.php?page=booking-widget`);
    assert.equal(response?.status(), 403);
    const posted = await page.request.post(`${site.url}/wp-admin/options.php`, {
      form: {
        option_page: 'booking_widget',
        action: 'update',
        booking_widget_api_key: 'stolen',
        booking_widget_base_url: 'https://evil.example',
      },
    });
    assert.ok(posted.status() >= 400, `options.php answered ${posted.status()}`);
    await page.context().close();
    assert.equal(
      site.php(`echo get_option('booking_widget_api_key'), ' ', get_option('booking_widget_base_url');`),
      `${API_KEY} ${sandbox.url}`,
    );
  });

  test('the administrator adds the block in the block editor, sets it in the sidebar and publishes', async () => {
    const page = await logIn(ADMIN);
    await page.goto(`${site.url}/wp-admin/post-new.php?post_type=page`);
    await page.getByRole('textbox', { name: 'Add title' }).fill('Book with us');
    await page.getByRole('button', { name: 'Toggle block inserter' }).click();
    await page.getByPlaceholder('Search').fill('Booking widget');
    await page.getByRole('option', { name: 'Booking widget' }).click();

    await page.getByRole('button', { name: 'Toggle block inserter' }).click();
    const settings = page.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: 'Settings', exact: true });
    if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
    const sidebar = page.getByRole('region', { name: 'Editor settings' });
    await sidebar.getByLabel('Display').selectOption('inline');
    await sidebar.getByLabel('Language').fill('en-GB');
    await sidebar.getByLabel('Time zone').fill('Europe/London');

    // The preview is the real widget, rendered by the same PHP as the page.
    const preview = page.locator('.editor-styles-wrapper booking-widget[mode="inline"][locale="en-GB"]');
    await preview.getByRole('grid').waitFor();
    if (SCREENSHOTS) {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.screenshot({ path: join(SCREENSHOTS, 'wordpress-block-editor.png') });
    }

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('.editor-post-publish-panel').getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('.post-publish-panel__postpublish-header').waitFor();
    blockPageUrl = await page.evaluate(() =>
      (window as unknown as { wp: { data: { select(store: string): { getPermalink(): string } } } }).wp.data
        .select('core/editor')
        .getPermalink(),
    );
    await page.context().close();

    const content = site.php(`echo get_post(url_to_postid(${JSON.stringify(blockPageUrl)}))->post_content;`);
    assert.match(
      content,
      /<!-- wp:booking-widget\/booking-widget \{"mode":"inline","language":"en-GB","timeZone":"Europe\/London"\} \/-->/,
    );
  });

  test('a visitor books an appointment on the block’s page', async () => {
    const page = await newPage();
    await page.goto(blockPageUrl);
    const widget = page.locator(`booking-widget[mode="inline"]`);
    assert.equal(await widget.getAttribute('api-key'), API_KEY);
    assert.equal(await widget.getAttribute('base-url'), sandbox.url);
    assert.equal(await widget.getAttribute('locale'), 'en-GB');
    assert.equal(await widget.getAttribute('time-zone'), 'Europe/London');
    assert.equal(await scriptTags(page), 1);
    await book(widget, { name: 'Block Visitor', email: 'block.visitor@example.com' });
    await page.context().close();
    assert.deepEqual(bookedBy('block.visitor@example.com'), [{ name: 'Block Visitor' }]);
  });

  test('a visitor books through a shortcode page; two widgets load the script once', async () => {
    const url = publishPage(
      'Shortcodes',
      '<p>Book online:</p>\n[booking_widget]\n\n[booking_widget mode="inline" language="fr"]',
    );
    const page = await newPage();
    await page.goto(url);
    assert.equal(await page.locator('booking-widget').count(), 2);
    assert.equal(await scriptTags(page), 1);
    const french = page.locator('booking-widget[mode="inline"][locale="fr"]');
    await french.getByRole('grid').waitFor();
    // Its language file comes from the plugin's assets, beside the script.
    await french.getByRole('button', { name: 'Mois suivant' }).waitFor();
    const widget = page.locator('booking-widget:not([mode="inline"])');
    await widget.getByRole('button', { name: 'Book an appointment' }).click();
    await book(widget, { name: 'Shortcode Visitor', email: 'shortcode.visitor@example.com' });
    await page.context().close();
    assert.deepEqual(bookedBy('shortcode.visitor@example.com'), [{ name: 'Shortcode Visitor' }]);
  });

  test('an inline widget shows its calendar wherever the theme puts the script, and never a blank space', async () => {
    const mustUsePlugins = join(site.contentDir, 'mu-plugins');
    mkdirSync(mustUsePlugins, { recursive: true });
    copyFileSync(join(import.meta.dirname, 'fixtures', 'script-order.php'), join(mustUsePlugins, 'script-order.php'));
    const url = publishPage('Inline', '[booking_widget mode="inline"]');
    const page = await newPage();
    for (const order of ['footer', 'head', 'defer', 'async']) {
      await page.goto(`${url}${url.includes('?') ? '&' : '?'}script=${order}`);
      const script = page.locator(`${order === 'head' ? 'head' : 'body'} script[src*="${SCRIPT_SRC}"]`);
      assert.equal(await script.count(), 1, `${order}: the script is where the theme put it`);
      await page.locator('booking-widget[mode="inline"]').getByRole('grid').waitFor();
    }
    // Until the script runs (here: never), the element's own text holds its place.
    await page.route(`**${SCRIPT_SRC}*`, (route) => route.abort());
    await page.goto(url);
    await page.locator('booking-widget').getByText('Loading the booking calendar…').waitFor();
    await page.context().close();
  });

  test('a page without the widget does not load its script', async () => {
    const url = publishPage('About us', '<p>No booking here.</p>');
    const page = await newPage();
    await page.goto(url);
    await page.getByText('No booking here.').waitFor();
    assert.equal(await scriptTags(page), 0);
    await page.context().close();
  });

  test('hostile shortcode and block attributes stay inert text', async () => {
    const attributes = (value: string) => `mode='${value}' location='${value}' language='${value}' time_zone='${value}'`;
    // WordPress itself reshapes a shortcode holding tags (wptexturize, wpautop): that one only
    // has to stay inert; the other two have to arrive as written, as attribute values.
    const blockAttributes = JSON.stringify({ mode: XSS, location: XSS, language: XSS, timeZone: XSS })
      .replaceAll('<', '\\u003c')
      .replaceAll('>', '\\u003e');
    const url = publishPage(
      'Hostile',
      `[booking_widget ${attributes(BREAKOUT)}]\n\n[booking_widget ${attributes(XSS)}]\n\n<!-- wp:booking-widget/booking-widget ${blockAttributes} /-->`,
    );
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    const widgets = page.locator('booking-widget');
    assert.equal(await widgets.count(), 3, 'each embed is one element, nothing broke out of it');
    for (const [index, payload] of [
      [0, BREAKOUT],
      [2, XSS],
    ] as const) {
      const widget = widgets.nth(index);
      for (const name of ['location', 'locale', 'time-zone']) assert.equal(await widget.getAttribute(name), payload, name);
    }
    for (const widget of await widgets.all()) {
      assert.equal(await widget.getAttribute('mode'), 'popup', 'an unknown mode is the default');
      await widget.locator('button[part="button"]').waitFor();
    }
    assert.equal(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
    assert.equal(await page.locator('img[src="x"], [onfocus]').count(), 0);
    assert.equal(await page.locator('script:not([src])').filter({ hasText: '__xss' }).count(), 0);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('deleting the plugin removes its settings', async () => {
    const page = await logIn(ADMIN);
    await page.goto(`${site.url}/wp-admin/plugins.php`);
    const row = page.locator('tr[data-slug="booking-widget"]');
    await row.getByRole('link', { name: /Deactivate/ }).click();
    await page.getByText('Plugin deactivated.').waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('link', { name: /Delete/ }).click();
    await page.getByText('was successfully deleted').waitFor();
    await page.context().close();
    assert.equal(
      site.php(`var_export(array(get_option('booking_widget_api_key'), get_option('booking_widget_base_url')));`),
      'array (\n  0 => false,\n  1 => false,\n)',
    );
  });

  test('the PHP log check tells the plugin’s messages from WordPress’s own', () => {
    const log = join(sandboxDir, 'sample-debug.log');
    const plugin = join(site.contentDir, 'plugins', 'booking-widget');
    writeFileSync(
      log,
      '[24-Nov-2026 00:56:31 UTC] PHP Deprecated:  Return type of Requests_Cookie_Jar::offsetExists($key) should be compatible in /usr/share/wordpress/wp-includes/Requests/Cookie/Jar.php on line 63\n' +
        `[24-Nov-2026 00:56:32 UTC] PHP Warning:  Undefined array key "mode" in ${plugin}/includes/embed.php on line 40\n`,
    );
    assert.deepEqual(phpMessagesFrom(log, plugin), [
      `[24-Nov-2026 00:56:32 UTC] PHP Warning:  Undefined array key "mode" in ${plugin}/includes/embed.php on line 40\n`,
    ]);
  });

  test('no PHP notice, warning or error came from the plugin', () => {
    const messages = phpMessagesFrom(site.debugLog, join(site.contentDir, 'plugins', 'booking-widget'));
    assert.deepEqual(messages, []);
  });
});
