/// <reference lib="dom" />
/**
 * The plugin in two real WordPresses — Debian's 6.1 (PHP 8.2, MariaDB) and the newest build of
 * @wp-playground/wordpress-builds (6.7, on SQLite; current-wordpress.ts) — driven in Chromium as
 * its users would: the administrator installs the built zip, saves the settings and adds the block
 * in the block editor; a visitor books an appointment against the sandbox on the block's page
 * and on a shortcode page; hostile attributes stay inert; and no PHP notice, warning or error
 * from the plugin's files reaches the log (WP_DEBUG is on). With `WORDPRESS_SCREENSHOTS=1` it
 * also writes docs/wordpress.md's pictures of the settings page and the block in the editor.
 */
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser, type BrowserContext, type FrameLocator, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, requireChromium } from '../../scripts/browsers.mjs';
import { startSandboxProcess, stopSandboxProcess } from '../../sandbox/child-process.mjs';
import { localIsoDate } from '../../sandbox/dates.js';
import {
  ADMIN,
  CLASSIC_THEME,
  EDITOR,
  phpMessagesFrom,
  startWordPress,
  type WordPressFlavor,
  type WordPressSite,
} from './wordpress-site.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PLUGIN_SOURCE = join(ROOT, 'wordpress', 'booking-widget');
const PLUGIN_ZIP = join(ROOT, 'dist', 'booking-widget-wordpress.zip');
const SCREENSHOTS = process.env.WORDPRESS_SCREENSHOTS ? join(ROOT, 'docs', 'screenshots') : undefined;
/** The widget's script as the page loads it: the module entry (6.5+) or the classic loader. */
const SCRIPT_SRC = '/wp-content/plugins/booking-widget/assets/booking-widget.';
/** Blocks as this version and the ones before it saved them: each must still validate. */
const SAVED_BLOCKS = join(import.meta.dirname, 'fixtures', 'saved-blocks.html');
const API_KEY = 'demo-salon';
const BUSINESS = 'Demo Salon';
/** In every attribute of the hostile embeds: breaks out of an attribute, then of the element. */
const XSS = `"><script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">`;
/** Breaks out of an attribute only, into an event handler that runs by itself. */
const BREAKOUT = `x" onfocus="window.__xss = 3" autofocus tabindex="0`;

/** The part of the editor's `wp.blocks` the saved-blocks test uses. */
interface WordPressBlocks {
  parse(markup: string): { name: string; isValid: boolean }[];
  serialize(blocks: unknown[]): string;
}

let site: WordPressSite;
let flavorName: WordPressFlavor;
let browser: Browser;
let sandbox: { child: import('node:child_process').ChildProcess; url: string };
let sandboxDir: string;
let appointments: Database.Database;
let blockPageUrl: string;
/** Demo Salon's location, as the block's sidebar sets it (`business_unit_id`). */
let locationId: string;

function phpFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.php'))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function logIn(user: { user: string; password: string }): Promise<Page> {
  const page = await newPage();
  await page.goto(`${site.url}/wp-login.php`);
  // Twice on a busy machine a submitted login never reached wp-admin (once it came back to the
  // form, once nothing navigated at all): the form is sent once more, and a second failure says
  // what WordPress answered.
  for (let attempt = 1; ; attempt++) {
    await page.locator('#user_login').fill(user.user);
    await page.locator('#user_pass').fill(user.password);
    await page.locator('#wp-submit').click();
    // Logged in once wp-admin's address commits: the dashboard's own loading is not waited for
    // (once, on 6.7, its "load" never came and the test stalled there).
    const loggedIn = await page.waitForURL(/\/wp-admin\//, { waitUntil: 'commit', timeout: 60_000 }).then(
      () => true,
      () => false,
    );
    if (loggedIn) return page;
    if (attempt === 2) {
      const refusal = page.locator('#login_error');
      const answer = (await refusal.count()) ? (await refusal.innerText()).trim() : `still at ${page.url()}`;
      throw new Error(`WordPress did not log ${user.user} in: ${answer}`);
    }
  }
}

async function newPage(): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  // WordPress 6.7 offers patterns for a new page in a dialog over the editor: closed when it shows.
  const patterns = page.getByRole('dialog', { name: 'Choose a pattern' });
  await page.addLocatorHandler(patterns, () => patterns.getByRole('button', { name: 'Close' }).click());
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

/** The editor's canvas: an iframe on WordPress 6.3+ (blocks of API version 3), else the page. */
async function editorCanvas(page: Page): Promise<Page | FrameLocator> {
  const iframe = page.locator('iframe[name="editor-canvas"]');
  await page.locator('iframe[name="editor-canvas"], .editor-styles-wrapper').first().waitFor();
  return (await iframe.count()) ? page.frameLocator('iframe[name="editor-canvas"]') : page;
}

/**
 * The page's layout shift from the start of its load until the widget's button is there, with
 * the business's label and no longer busy, and two more frames are painted.
 */
async function layoutShiftOf(page: Page, url: string): Promise<{ shift: number; box: { width: number; height: number } }> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The theme's web fonts swap in when they arrive and move its text (Twenty Twenty-Four's
  // navigation, headings): not the widget's doing. Without them the page's own fonts are final.
  await page.route(/\.woff2?(\?|$)/, (route) => route.abort());
  await page.goto(url);
  const button = page.locator('booking-widget').getByRole('button', { name: 'Book an appointment' });
  await page.locator('booking-widget button[part="button"][aria-busy="false"]').waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const box = (await button.boundingBox())!;
  const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
  return { shift, box: { width: box.width, height: box.height } };
}

/** The whole suite in one WordPress; its time is printed at the end. */
function pluginSuite(flavor: WordPressFlavor, title: string): void {
  describe(`WordPress plugin in ${title}`, () => {
    let started = 0;
    before(async () => {
      started = performance.now();
      flavorName = flavor;
      blockPageUrl = '';
      const build = spawnSync(process.execPath, ['scripts/build-wordpress.mjs'], { cwd: ROOT, stdio: 'inherit' });
      assert.equal(build.status, 0, 'npm run build:wordpress failed');
      sandboxDir = mkdtempSync(join(tmpdir(), 'booking-wordpress-sandbox-'));
      const dbPath = join(sandboxDir, 'sandbox.db');
      sandbox = await startSandboxProcess({ dbPath });
      appointments = new Database(dbPath, { readonly: true, fileMustExist: true });
      appointments.pragma('busy_timeout = 5000');
      site = await startWordPress({ flavor });
      console.log(`# WordPress ${site.version} (${flavor}) is up after ${((performance.now() - started) / 1000).toFixed(1)} s`);
      browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_FLAGS });
    });

    after(async () => {
      const version = site?.version;
      await browser?.close();
      await site?.close();
      appointments?.close();
      if (sandbox) await stopSandboxProcess(sandbox.child);
      if (sandboxDir) rmSync(sandboxDir, { recursive: true, force: true });
      console.log(
        `# WordPress ${version} (${flavor}): the plugin's test took ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
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
      await result
        .getByText(`Connected to ${BUSINESS}.`)
        .waitFor()
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\nThe status says: ${await result.innerText()}`);
        });
      // The saved settings made the server ask for the business: its button's size is reserved.
      await page.getByText('Your pages reserve the button’s place: 220 × 48 px, “Book an appointment”.').waitFor();
      if (SCREENSHOTS && flavorName === 'current') {
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
      await result
        .getByText(
          'The platform answered 401: Unauthorized request The platform does not accept this API key: copy it again from your business settings page.',
        )
        .waitFor();
      await page.getByLabel('API key').fill(API_KEY);
      await page.getByLabel('Platform address').fill(`${sandbox.url}/nothing-here`);
      await page.getByRole('button', { name: 'Test connection' }).click();
      await result.getByText(/^The platform answered 404: .* Nothing answers at that address/).waitFor();
      // A platform that answers WordPress but not this site's pages (CORS): the browser's request fails.
      await page.getByLabel('Platform address').fill(sandbox.url);
      await page.route(`${sandbox.url}/api/business*`, (route) => route.abort('failed'));
      await page.getByRole('button', { name: 'Test connection' }).click();
      await result
        .getByText(
          `WordPress reaches ${sandbox.url}, but your browser cannot (Failed to fetch): the platform does not allow requests from ${site.url} (CORS). Ask your platform to allow ${site.url}.`,
        )
        .waitFor();
      await page.unrouteAll();
      // An address that answers, but not as a platform: a page of the site itself.
      mkdirSync(join(site.contentDir, 'not-a-platform', 'api'), { recursive: true });
      writeFileSync(
        join(site.contentDir, 'not-a-platform', 'api', 'business'),
        '<!doctype html><title>A blog</title><p>Hello</p>',
      );
      await page.getByLabel('Platform address').fill(`${site.url}/wp-content/not-a-platform`);
      await page.getByRole('button', { name: 'Test connection' }).click();
      await result
        .getByText(
          `${site.url}/wp-content/not-a-platform/api/business answered, but not as a booking platform: check the platform address.`,
        )
        .waitFor();
      // An address the browser can use but a save would refuse (a query): WordPress says so.
      const withQuery = `${sandbox.url}/?ref=site`;
      await page.getByLabel('Platform address').fill(withQuery);
      await page.getByRole('button', { name: 'Test connection' }).click();
      await result.getByText(`WordPress does not accept “${withQuery}” as the platform address: it has to be`).waitFor();
      await page.getByLabel('Platform address').fill(sandbox.url);
      // A page left open past its nonce's life (or the login's): admin-ajax answers -1.
      const setNonce = (nonce: string) =>
        page.evaluate((value) => {
          const settings = (window as unknown as { bookingWidgetSettings: { nonce: string } }).bookingWidgetSettings;
          const before = settings.nonce;
          settings.nonce = value;
          return before;
        }, nonce);
      const nonce = await setNonce('expired');
      await page.getByRole('button', { name: 'Test connection' }).click();
      await result.getByText('WordPress did not accept the test: your login has expired or this page is too old.').waitFor();
      await setNonce(nonce);
      // A user whose role lost the right to manage options while the page was open: WordPress's
      // answer as the plugin sends it (a real one needs a nonce of that user's session).
      await page.route('**/wp-admin/admin-ajax.php', (route) =>
        route.fulfill({ status: 403, contentType: 'application/json', json: { success: false, data: { code: 'forbidden' } } }),
      );
      await page.getByRole('button', { name: 'Test connection' }).click();
      await result.getByText('Your account is not allowed to manage these settings (any more): ask an administrator').waitFor();
      await page.unrouteAll();
      await page.getByLabel('Platform address').fill('http://127.0.0.1:1');
      await page.getByRole('button', { name: 'Test connection' }).click();
      await result
        .getByText(
          /^Could not reach http:\/\/127\.0\.0\.1:1 \(Failed to fetch; from WordPress: .+\)\. Check the platform address\.$/,
        )
        .waitFor();
      await page.context().close();
      assert.equal(site.php(`echo get_option('booking_widget_api_key');`), API_KEY, 'testing saves nothing');
    });

    test('saving the settings, changed or not, asks the platform for the button again', async () => {
      const page = await logIn(ADMIN);
      const settingsUrl = `${site.url}/wp-admin/options-general.php?page=booking-widget`;
      const summary = (width: number) =>
        page.getByText(`Your pages reserve the button’s place: ${width} × 48 px, “Book an appointment”.`);
      const platform = new Database(join(sandboxDir, 'sandbox.db'));
      platform.pragma('busy_timeout = 5000');
      const setWidth = (width: number) =>
        platform.prepare('UPDATE businesses SET widget_width = ? WHERE api_key = ?').run(width, API_KEY);
      try {
        await page.goto(settingsUrl);
        await summary(220).waitFor();
        // The business changes its button on the platform: pages keep the one they have for now.
        setWidth(260);
        await page.goto(settingsUrl);
        await summary(220).waitFor();
        // The site owner saves without changing anything, to see the new button.
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await page.getByText('Settings saved.').waitFor();
        await summary(260).waitFor();
      } finally {
        setWidth(220);
        platform.close();
      }
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Settings saved.').waitFor();
      await summary(220).waitFor();
      await page.context().close();
    });

    test('pages keep the button an hour, a failure five minutes, and wait at most 3 s for the platform', () => {
      // As the pages do (PHP, no browser): the platform unreachable, then reachable again. The
      // transient's expiry and the request's timeout are read, not waited for.
      const answer = site.php(`
$timeouts = array();
add_filter('http_request_args', static function ($args, $url) use (&$timeouts) {
  if (str_contains($url, '/api/business')) $timeouts[] = $args['timeout'];
  return $args;
}, 10, 2);
$expires_in = static function () { return (int) get_option('_transient_timeout_booking_widget_business') - time(); };
update_option('booking_widget_base_url', 'http://127.0.0.1:1');
$failed = booking_widget_button();
$failed_expires_in = $expires_in();
update_option('booking_widget_base_url', ${JSON.stringify(sandbox.url)});
$fetched = booking_widget_button();
echo wp_json_encode(array('timeouts' => $timeouts, 'failed' => array($failed['width'], $failed_expires_in), 'fetched' => array($fetched['width'], $expires_in())));
`);
      const { timeouts, failed, fetched } = JSON.parse(answer) as Record<string, number[]>;
      assert.deepEqual(timeouts, [3, 3], 'each request gives up after 3 s');
      const [failedWidth, failedExpiresIn] = failed!;
      assert.equal(failedWidth, 200, 'an unreachable platform: the widget’s default button');
      assert.ok(failedExpiresIn! > 240 && failedExpiresIn! <= 300, `asked again within 5 minutes (${failedExpiresIn} s)`);
      const [width, expiresIn] = fetched!;
      assert.equal(width, 220, 'the address saved again: Demo Salon’s button at once');
      assert.ok(expiresIn! > 3540 && expiresIn! <= 3600, `kept for an hour (${expiresIn} s)`);
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
      const canvas = await editorCanvas(page);
      assert.equal(flavorName === 'current', canvas !== page, 'the editor’s canvas is an iframe on the current WordPress only');
      await canvas.getByRole('textbox', { name: 'Add title' }).fill('Book with us');
      await page.getByRole('button', { name: 'Toggle block inserter' }).click();
      await page.getByPlaceholder('Search').fill('Booking widget');
      await page.getByRole('option', { name: 'Booking widget' }).click();

      await page.getByRole('button', { name: 'Toggle block inserter' }).click();
      const settings = page
        .getByRole('region', { name: 'Editor top bar' })
        .getByRole('button', { name: 'Settings', exact: true });
      if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
      const sidebar = page.getByRole('region', { name: 'Editor settings' });
      const business = (await (await fetch(`${sandbox.url}/api/business?api_key=${API_KEY}`)).json()) as {
        data: { locations: { id: number }[] };
      };
      locationId = String(business.data.locations[0]!.id);
      // The preview is the real widget, rendered by the same PHP as the page, in the canvas: each
      // change renders it again. Options are set one at a time, as a person does, each seen in the
      // preview before the next: WordPress's ServerSideRender loses a change made while the
      // previous change's preview arrives (the arrival re-renders it, which cancels its debounced
      // request; 6.1 and 6.7 alike), and the preview then stays one change behind.
      const options: [attribute: string, setOption: () => Promise<unknown>][] = [
        ['[mode="inline"]', () => sidebar.getByLabel('Display').selectOption('inline')],
        [`[location="${locationId}"]`, () => sidebar.getByLabel('Location', { exact: true }).fill(locationId)],
        ['[locale="en-GB"]', () => sidebar.getByLabel('Language').fill('en-GB')],
        ['[time-zone="Europe/London"]', () => sidebar.getByLabel('Time zone').fill('Europe/London')],
        ['[theme="dark"]', () => sidebar.getByLabel('Colour scheme').selectOption('dark')],
        ['[analytics="datalayer"]', () => sidebar.getByLabel('Analytics').selectOption('datalayer')],
        // The logged-in user's details.
        [`[email="${ADMIN.email}"]`, () => sidebar.getByLabel('Fill in the logged-in user’s details').check()],
      ];
      /** Waits for `target`; when it fails, says what the canvas shows instead. */
      const showsOrExplain = (target: Locator) =>
        target.waitFor().catch(async (error: Error) => {
          const shown = await canvas
            .locator('.wp-block-booking-widget-booking-widget')
            .first()
            .innerHTML()
            .catch(() => '(no block)');
          throw new Error(`${error.message}\nThe block shows: ${shown.slice(0, 1000)}`);
        });
      let selector = 'booking-widget';
      for (const [attribute, setOption] of options) {
        await setOption();
        selector += attribute;
        await showsOrExplain(canvas.locator(selector));
      }
      const preview = canvas.locator(selector);
      await showsOrExplain(preview.getByRole('grid'));
      if (SCREENSHOTS && flavorName === 'current') {
        // Tall enough for the sidebar's every option.
        await page.setViewportSize({ width: 1280, height: 1150 });
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await preview.getByRole('grid').waitFor();
        await page.screenshot({ path: join(SCREENSHOTS, 'wordpress-block-editor.png') });
        await page.setViewportSize({ width: 1280, height: 800 });
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
      assert.ok(
        content.includes(
          `<!-- wp:booking-widget/booking-widget {"mode":"inline","location":"${locationId}","language":"en-GB","timeZone":"Europe/London","theme":"dark","analytics":"datalayer","prefill":true} /-->`,
        ),
        content,
      );
    });

    test('a visitor books an appointment on the block’s page', async () => {
      const page = await newPage();
      const elementChunk = /\/assets\/chunks\/booking-widget-[\w-]+\.js$/;
      const elementChunkRequests: string[] = [];
      page.on('request', (request) => {
        if (elementChunk.test(request.url())) elementChunkRequests.push(request.url());
      });
      await page.goto(blockPageUrl);
      const widget = page.locator(`booking-widget[mode="inline"]`);
      assert.equal(await widget.getAttribute('api-key'), API_KEY);
      assert.equal(await widget.getAttribute('base-url'), sandbox.url);
      assert.equal(await widget.getAttribute('location'), locationId);
      assert.equal(await widget.getAttribute('locale'), 'en-GB');
      assert.equal(await widget.getAttribute('time-zone'), 'Europe/London');
      assert.equal(await widget.getAttribute('theme'), 'dark');
      assert.equal(await widget.getAttribute('analytics'), 'datalayer');
      for (const name of ['name', 'email', 'phone']) {
        assert.equal(await widget.getAttribute(name), null, `a visitor who is not logged in gets no ${name}`);
      }
      assert.equal(await scriptTags(page), 1);
      // WordPress 6.5+ prints a script module, older versions the classic loader.
      const script =
        flavorName === 'current'
          ? 'script[type="module"][src*="assets/booking-widget.js"]'
          : 'script[src*="assets/booking-widget.iife.js"]';
      assert.equal(await page.locator(script).count(), 1, script);
      // The modules the script imports first are preloaded with it rather than found one after the
      // other: the widget's chunk, and behind the classic loader the module entry too.
      const preloads = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      const pluginPreloads = preloads.filter((path) => path.includes('/plugins/booking-widget/'));
      assert.equal(pluginPreloads.length, flavorName === 'current' ? 1 : 2, pluginPreloads.join(', '));
      assert.match(pluginPreloads[0]!, elementChunk);
      if (flavorName !== 'current') assert.match(pluginPreloads[1]!, /\/assets\/booking-widget\.js$/);
      // …without an import map or its polyfill, inline scripts that a strict CSP refuses.
      const importMaps = await page.locator('script[type="importmap"]').allTextContents();
      assert.ok(!importMaps.some((map) => map.includes('booking-widget')), importMaps.join('\n'));
      await book(widget, { name: 'Block Visitor', email: 'block.visitor@example.com' });
      assert.equal(elementChunkRequests.length, 1, `the widget's chunk fetched once: ${elementChunkRequests.join(', ')}`);
      await page.context().close();
      assert.deepEqual(bookedBy('block.visitor@example.com'), [{ name: 'Block Visitor' }]);
    });

    test('the block fills in the logged-in user’s details when its option is on, and not when off', async () => {
      // Pages of its own: the test does not depend on the block the editor's test published.
      const withPrefill = publishPage(
        'Block with prefill',
        '<!-- wp:booking-widget/booking-widget {"mode":"inline","prefill":true} /-->',
      );
      const withoutPrefill = publishPage('Block without prefill', '<!-- wp:booking-widget/booking-widget {"mode":"inline"} /-->');
      const displayName = site.php(`echo get_userdata(1)->display_name;`);
      const page = await logIn(ADMIN);
      await page.goto(withPrefill);
      const widget = page.locator('booking-widget');
      assert.equal(await widget.getAttribute('name'), displayName);
      assert.equal(await widget.getAttribute('email'), ADMIN.email);
      await page.goto(withoutPrefill);
      for (const name of ['name', 'email', 'phone']) {
        assert.equal(await widget.getAttribute(name), null, `without the option a logged-in user gets no ${name}`);
      }
      await widget.getByRole('grid').waitFor();
      await page.context().close();
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

    test('every option of the shortcode reaches the element, prefill only for a logged-in user and escaped', async () => {
      // WordPress strips tags from a display name; a quote that would end the attribute stays.
      const hostileName = `Ann " onfocus="window.__xss = 4" autofocus tabindex="0`;
      site.php(`wp_update_user(array('ID' => 1, 'display_name' => wp_slash(${JSON.stringify(hostileName)})));
update_user_meta(1, 'billing_phone', '+44 20 7946 0000');`);
      const url = publishPage(
        'Every option',
        '[booking_widget location="2" locale="de" time-zone="Europe/Berlin" theme="light" analytics="datalayer" prefill="yes"]\n\n[booking_widget theme="sepia" analytics="everything" prefill="no"]',
      );
      const expected = { location: '2', locale: 'de', 'time-zone': 'Europe/Berlin', theme: 'light', analytics: 'datalayer' };
      const admin = await logIn(ADMIN);
      await admin.goto(url);
      const first = admin.locator('booking-widget').nth(0);
      const second = admin.locator('booking-widget').nth(1);
      for (const [name, value] of Object.entries(expected)) assert.equal(await first.getAttribute(name), value, name);
      assert.equal(await first.getAttribute('name'), hostileName);
      assert.equal(await first.getAttribute('email'), ADMIN.email);
      assert.equal(await first.getAttribute('phone'), '+44 20 7946 0000');
      // The element reflects its theme (`auto`) once defined: the unknown one is gone either way.
      assert.notEqual(await second.getAttribute('theme'), 'sepia');
      for (const name of ['analytics', 'name', 'email', 'phone']) {
        assert.equal(await second.getAttribute(name), null, `${name}: an unknown value or no prefill is the default`);
      }
      assert.equal(await admin.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
      await first.locator('button[part="button"]').waitFor();
      await admin.context().close();

      const visitor = await newPage();
      await visitor.goto(url);
      assert.equal(await visitor.locator('booking-widget').first().getAttribute('name'), null);
      await visitor.context().close();
    });

    test('a button arrives without moving anything, with the block and with the shortcode, in a block theme and a classic one (layout shift 0)', async () => {
      // The block theme (Twenty Twenty-Three on 6.1, Twenty Twenty-Four on 6.7) renders the content
      // before the head: the reserving CSS is enqueued into the head. On 6.1 it prints the classic
      // script in the footer; on 6.5+ a block theme prints script modules in the head. The classic
      // theme (Twenty Twenty-One) renders the content after the head: the CSS is a <style> right
      // before the first widget, and the script, classic or module, is printed in the footer.
      // A paragraph below each widget moves if the button's box is not reserved.
      const below = '<p>Opening hours: Monday to Saturday.</p>';
      const pages = {
        block: publishPage('Block button', `<!-- wp:booking-widget/booking-widget /-->\n\n${below}`),
        shortcode: publishPage('Shortcode button', `[booking_widget]\n\n${below}`),
      };
      // The measure sees a shift where there is one: the same page without the reserved box.
      const mustUsePlugins = join(site.contentDir, 'mu-plugins');
      mkdirSync(mustUsePlugins, { recursive: true });
      writeFileSync(
        join(mustUsePlugins, 'unreserved.php'),
        `<?php add_filter('booking_widget_reserve_button', static function () { return ! isset($_GET['unreserved']); });\n`,
      );
      const blockTheme = site.php('echo get_stylesheet();');
      try {
        for (const theme of [blockTheme, CLASSIC_THEME]) {
          const active = site.php(
            `switch_theme(${JSON.stringify(theme)}); echo wp_get_theme()->errors() ? 'broken' : get_stylesheet();`,
          );
          assert.equal(active, theme, `${theme} is installed whole and active`);
          const classic = theme === CLASSIC_THEME;
          const control = await newPage();
          const unreserved = await layoutShiftOf(control, `${pages.block}${pages.block.includes('?') ? '&' : '?'}unreserved=1`);
          assert.ok(unreserved.shift > 0, `${theme}: without the reserved box the page shifts (${unreserved.shift})`);
          await control.context().close();

          for (const [embed, url] of Object.entries(pages)) {
            const page = await newPage();
            const { shift, box } = await layoutShiftOf(page, url);
            assert.equal(shift, 0, `${theme}, ${embed}: layout shift`);
            assert.deepEqual(box, { width: 220, height: 48 }, `${theme}, ${embed}: Demo Salon's button, 220 × 48 px`);
            // Playwright's text matching skips <style>: read it from the page.
            const reserving = await page.evaluate(() =>
              Array.from(document.querySelectorAll('style'))
                .filter((style) => style.textContent?.includes('--booking-button-width:220px'))
                .map((style) => style.parentElement?.closest('head, body')?.localName),
            );
            assert.deepEqual(reserving, [classic ? 'body' : 'head'], `${theme}, ${embed}: one reserving style, where it is`);
            if (classic) {
              assert.equal(await page.locator(`head script[src*="${SCRIPT_SRC}"]`).count(), 0, `${theme}: no script in the head`);
              assert.equal(
                await page.locator(`body script[src*="${SCRIPT_SRC}"]`).count(),
                1,
                `${theme}: the script in the footer`,
              );
            }
            // Before the script, the element already holds the box and the label.
            await page.route(`**${SCRIPT_SRC}*`, (route) => route.abort());
            await page.goto(url);
            const placeholder = page.locator('booking-widget');
            const before = (await placeholder.boundingBox())!;
            assert.deepEqual(
              { width: before.width, height: before.height },
              { width: 220, height: 48 },
              `${theme}, ${embed}: the box without the script`,
            );
            await placeholder.getByText('Book an appointment').waitFor();
            await page.context().close();
          }
        }
      } finally {
        site.php(`switch_theme(${JSON.stringify(blockTheme)});`);
      }
    });

    test('blocks saved by this version and the ones before it still validate in the editor', async () => {
      const saved = readFileSync(SAVED_BLOCKS, 'utf8');
      const page = await logIn(ADMIN);
      await page.goto(`${site.url}/wp-admin/post-new.php?post_type=page`);
      await editorCanvas(page);
      await page.waitForFunction(() => {
        const wp = (window as unknown as { wp?: { blocks?: { getBlockType(name: string): unknown } } }).wp;
        return Boolean(wp?.blocks?.getBlockType('booking-widget/booking-widget'));
      });
      const parsed = await page.evaluate((markup) => {
        const { blocks } = (window as unknown as { wp: { blocks: WordPressBlocks } }).wp;
        return blocks
          .parse(markup)
          .filter((block) => block.name === 'booking-widget/booking-widget')
          .map((block) => ({ isValid: block.isValid, again: blocks.serialize([block]) }));
      }, saved);
      await page.context().close();
      const comments = saved.match(/<!-- wp:booking-widget\/booking-widget[^>]*\/-->/g) ?? [];
      assert.ok(comments.length >= 3, 'the fixture holds the saved blocks');
      assert.equal(parsed.length, comments.length);
      for (const [index, block] of parsed.entries()) {
        assert.equal(block.isValid, true, comments[index]);
        // Opened and saved again, the block is the same: nothing for a site owner to update.
        assert.equal(block.again, comments[index]);
      }
    });

    test('the privacy policy guide has the plugin’s suggested text', async () => {
      const page = await logIn(ADMIN);
      await page.goto(`${site.url}/wp-admin/options-privacy.php?tab=policyguide`);
      // The guide shows each plugin's text folded: present, not necessarily visible.
      const attached = { state: 'attached' } as const;
      await page
        .getByText('When you book an appointment, the name, email address and phone number you enter')
        .first()
        .waitFor(attached);
      await page.getByText(`Our booking platform is at ${sandbox.url}.`).first().waitFor(attached);
      await page.context().close();
    });

    test('an inline widget shows its calendar wherever the theme puts the script, and never a blank space', async () => {
      const mustUsePlugins = join(site.contentDir, 'mu-plugins');
      mkdirSync(mustUsePlugins, { recursive: true });
      copyFileSync(join(import.meta.dirname, 'fixtures', 'script-order.php'), join(mustUsePlugins, 'script-order.php'));
      const url = publishPage('Inline', '[booking_widget mode="inline"]');
      const page = await newPage();
      // A script module (6.5+) is deferred by nature, and WordPress prints it where its theme
      // wants: only the classic script is moved about.
      const orders = flavorName === 'current' ? [] : ['footer', 'head', 'defer', 'async'];
      for (const order of orders) {
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
      const attributes = (value: string) =>
        `mode='${value}' location='${value}' language='${value}' time_zone='${value}' theme='${value}' analytics='${value}' prefill='${value}'`;
      // WordPress itself reshapes a shortcode holding tags (wptexturize, wpautop): that one only
      // has to stay inert; the other two have to arrive as written, as attribute values.
      const blockAttributes = JSON.stringify({
        mode: XSS,
        location: XSS,
        language: XSS,
        timeZone: XSS,
        theme: XSS,
        analytics: XSS,
        prefill: XSS,
      })
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
      assert.notEqual(
        site.php(`var_export(get_transient('booking_widget_business'));`),
        'false',
        'the button is kept until then',
      );
      page.once('dialog', (dialog) => void dialog.accept());
      await row.getByRole('link', { name: /Delete/ }).click();
      await page.getByText('was successfully deleted').waitFor();
      await page.context().close();
      assert.equal(
        site.php(
          `var_export(array(get_option('booking_widget_api_key'), get_option('booking_widget_base_url'), get_transient('booking_widget_business')));`,
        ),
        'array (\n  0 => false,\n  1 => false,\n  2 => false,\n)',
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
}

// Debian's WordPress 6.1 (what the plugin's "Requires at least" says), then the current one.
// WORDPRESS_FLAVORS=current (or debian) runs one of them.
const FLAVORS = (process.env.WORDPRESS_FLAVORS ?? 'debian,current').split(',');
if (FLAVORS.includes('debian')) pluginSuite('debian', "Debian's WordPress 6.1");
if (FLAVORS.includes('current')) pluginSuite('current', 'the current WordPress (6.7, SQLite)');
