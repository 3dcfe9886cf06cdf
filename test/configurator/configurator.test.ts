// The configurator against the real sandbox on another origin, as a site owner uses it: test
// the connection (refused, then working), choose the options with the live widget beside them,
// copy the snippet, paste it into a fresh page that loads the built widget (dist/, `npm run
// build` first) and book there. The browsers run at the same time against one sandbox: each
// books in its own week (test/e2e/free-slot.ts) with its own email.
import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../configurator/define.js';
import '../../src/define.js';
import type { BookingWidget } from '../../src/define.js';
import { chooseFreeSlot } from '../e2e/free-slot.js';
import { sandboxAppointments, sandboxInfo } from '../e2e/sandbox.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { browserIndex } from '../support/browser.js';
import { iso } from '../support/dates.js';
import { eventually } from '../support/eventually.js';
import { ConfiguratorPage } from './configurator-page.js';

const run = String(Date.now()).slice(-5);
/** A name a naive snippet would break: quotes, an ampersand and angle brackets. */
const TRICKY_NAME = `Ada "A&B" O'Hara <Lovelace>`;

/**
 * What the Copy button put on the clipboard: read back from the clipboard where the browser
 * lets a test do so (Chromium, with the permission granted), else what the page handed to
 * `navigator.clipboard.writeText`.
 */
async function copyAndReadBack(page: ConfiguratorPage, button: string): Promise<string> {
  const canRead = (await executeServerCommand('grant-clipboard')) === true;
  const written = canRead ? undefined : sinon.stub(navigator.clipboard, 'writeText').resolves();
  try {
    page.button(button).click();
    await eventually(() => page.copyStatus !== '', 'the copy said nothing');
    return canRead ? await navigator.clipboard.readText() : written!.firstCall.args[0];
  } finally {
    written?.restore();
  }
}

/** A fresh page in a frame holding only what a site owner pastes: the CSS and a snippet. */
async function pasteIntoFreshPage({ css, snippet }: { css: string; snippet: string }): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = '800px';
  frame.style.height = '700px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head><body><p>Book with us: ${snippet}</p><p class="after">Open Monday to Friday.</p></body></html>`;
  document.body.append(frame);
  await loaded;
  return frame;
}

const widgetIn = (frame: HTMLIFrameElement) => frame.contentDocument!.querySelector<BookingWidget>('booking-widget')!;
/** Where the text after the widget's paragraph starts: it moves if the paragraph's line grows. */
const textAfterIn = (frame: HTMLIFrameElement) => frame.contentDocument!.querySelector('.after')!.getBoundingClientRect().top;

/** Waits until the pasted widget has loaded its business and drawn its button. */
async function loadedWidget(frame: HTMLIFrameElement): Promise<BookingWidget> {
  await eventually(
    () => frame.contentWindow!.customElements.get('booking-widget') !== undefined,
    'the snippet defined no widget',
    10_000,
  );
  const widget = widgetIn(frame);
  await eventually(
    () => widget.shadowRoot?.querySelector('button[part~="button"]')?.getAttribute('aria-busy') === 'false',
    'the pasted widget did not load its business',
    10_000,
  );
  return widget;
}

describe('configurator', function () {
  this.timeout(60000);
  let frames: HTMLIFrameElement[] = [];
  afterEach(() => {
    frames.forEach((frame) => frame.remove());
    frames = [];
  });

  describe('Test connection', () => {
    it('says the address needs its scheme, and points at the address field', async () => {
      const page = await ConfiguratorPage.create({ baseUrl: 'booking.example.com', apiKey: 'key' });
      expect(await page.testConnection()).to.equal(
        'The address “booking.example.com” has no scheme: write it in full, for example https://booking.example.com.',
      );
      const field = page.control('Platform address');
      expect(field.getAttribute('aria-invalid')).to.equal('true');
      expect(field.getAttribute('aria-describedby')).to.contain('connection-result');
      expect(page.root.activeElement).to.equal(field);
      await expect(page.element).to.be.accessible();
    });

    it('says the platform refused the key, with its own words, and points at the key', async () => {
      const { url } = await sandboxInfo();
      const page = await ConfiguratorPage.create({ baseUrl: url, apiKey: 'not-a-key' });
      expect(await page.testConnection()).to.equal(
        'The platform refused the API key (401 “Unauthorized request”). Copy the key again from the platform.',
      );
      expect(page.control('API key').getAttribute('aria-invalid')).to.equal('true');
      expect(page.control('Platform address').getAttribute('aria-invalid')).to.equal('false');
      expect(page.preview, 'no widget for a refused key').to.be.null;
    });

    it('says nothing answers at an address where the platform is not', async () => {
      const { url } = await sandboxInfo();
      const page = await ConfiguratorPage.create({ baseUrl: `${url}/booking`, apiKey: 'demo-salon' });
      expect(await page.testConnection()).to.equal(
        `Nothing was found at ${url}/booking/api/business (404 “Not found”). Check the address: it is the platform’s own address, without /api at the end.`,
      );
    });

    it('says the browser could not reach an address where no server listens', async () => {
      // Port 9 (discard) on this machine: nothing listens there, so the connection is refused.
      const page = await ConfiguratorPage.create({ baseUrl: 'http://127.0.0.1:9', apiKey: 'demo-salon' });
      expect(await page.testConnection()).to.match(
        /^The browser could not reach http:\/\/127\.0\.0\.1:9\/api\/business\. .*CORS/,
      );
    });

    it('is operated from the keyboard: Enter in a field tests the connection', async () => {
      const { url } = await sandboxInfo();
      const page = await ConfiguratorPage.create({ baseUrl: url });
      page.control('API key').focus();
      await sendKeys({ type: 'demo-studio' });
      await sendKeys({ press: 'Enter' });
      await eventually(() => page.connectionResult.startsWith('Connected'), 'Enter did not test the connection', 12_000);
      expect(page.connectionResult).to.equal('Connected to Demo Yoga Studio, with 1 location: Canal Walk studio.');
    });
  });

  it('writes a snippet that, pasted into a fresh page, books against the sandbox', async () => {
    const { url, keys } = await sandboxInfo();
    const page = await ConfiguratorPage.create({ baseUrl: url, apiKey: 'wrong', widgetBase: '/dist/' });
    expect(page.preview, 'no widget before the connection works').to.be.null;

    // A refused key first, then the right one.
    expect(await page.testConnection()).to.contain('The platform refused the API key');
    await page.type('API key', keys.salon);
    expect(await page.testConnection()).to.equal('Connected to Demo Salon, with 1 location: High Street salon.');
    await expect(page.element).to.be.accessible();

    // Each choice shows in the live widget at once.
    const preview = page.preview!;
    expect(preview.getAttribute('api-key')).to.equal(keys.salon);
    await page.check('The calendar in the page');
    expect(preview.getAttribute('mode')).to.equal('inline');
    await eventually(() => preview.shadowRoot!.querySelector('[role="grid"]') !== null, 'the inline calendar does not show');
    await page.check('A button that opens the calendar');
    expect(preview.getAttribute('mode')).to.equal('popup');
    await page.check('Dark');
    expect(preview.getAttribute('theme')).to.equal('dark');
    await page.select('Language', 'British English (en-GB)');
    expect(preview.getAttribute('locale')).to.equal('en-GB');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await page.select('Time zone of the business', zone);
    expect(preview.getAttribute('time-zone')).to.equal(zone);
    await page.select('Location', 'High Street salon');
    const locationId = preview.getAttribute('location');
    expect(locationId).to.match(/^\d+$/);
    await page.check('Analytics');
    expect(preview.getAttribute('analytics')).to.equal('datalayer');
    await page.type('Name', TRICKY_NAME);
    expect(preview.getAttribute('name'), 'the live widget gets the name as typed').to.equal(TRICKY_NAME);
    await expect(page.element).to.be.accessible();

    // The snippets: the module one first, every value escaped.
    const widgetFolder = new URL('/dist/', location.href).href;
    const tag =
      `<booking-widget api-key="${keys.salon}" base-url="${url}" theme="dark" locale="en-GB" time-zone="${zone}" ` +
      `location="${locationId}" analytics="datalayer" name="Ada &quot;A&amp;B&quot; O&#39;Hara &lt;Lovelace&gt;"></booking-widget>`;
    expect(page.snippet('Module snippet')).to.equal(
      `<script type="module" src="${widgetFolder}booking-widget.js"></script>\n${tag}`,
    );
    expect(page.snippet('Classic snippet')).to.equal(
      `<script src="${widgetFolder}booking-widget.iife.js" defer></script>\n${tag}`,
    );
    const css = page.snippet('CSS that keeps the button’s place');

    const snippet = await copyAndReadBack(page, 'Copy the module snippet');
    expect(page.copyStatus).to.equal('Copied the module snippet.');
    expect(snippet).to.equal(page.snippet('Module snippet'));

    // Pasted into a page of its own, the widget takes the box the CSS reserved before its
    // script ran (a page with the CSS and the tag alone shows that box), and books.
    const beforeTheScript = await pasteIntoFreshPage({ css, snippet: snippet.replace(/^<script[^\n]*\n/, '') });
    const frame = await pasteIntoFreshPage({ css, snippet });
    frames.push(beforeTheScript, frame);
    expect(beforeTheScript.contentWindow!.customElements.get('booking-widget')).to.be.undefined;
    const reserved = widgetIn(beforeTheScript).getBoundingClientRect();
    expect([reserved.width, reserved.height], 'the business’s own button size').to.deep.equal([220, 48]);
    const widget = await loadedWidget(frame);
    const loaded = widget.getBoundingClientRect();
    expect([loaded.x, loaded.y, loaded.width, loaded.height], 'the page does not move when the button appears').to.deep.equal([
      reserved.x,
      reserved.y,
      reserved.width,
      reserved.height,
    ]);
    expect(textAfterIn(frame), 'the text after it does not move either').to.equal(textAfterIn(beforeTheScript));
    expect(widget.name).to.equal(TRICKY_NAME);

    const booking = new BookingWidgetPage(widget);
    const chosen = await chooseFreeSlot(booking);
    expect(booking.value('Name'), 'prefilled from the snippet').to.equal(TRICKY_NAME);
    const email = `configurator-${browserIndex}-${run}@example.com`;
    await booking.type('Email', email);
    await booking.click('button', 'Book');
    await eventually(() => booking.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation', 10_000);

    const stored = (await sandboxAppointments(keys.salon)).find((a) => a.email === email);
    expect(stored, 'the sandbox has the appointment').to.exist;
    expect(stored).to.include({
      date: iso(chosen.date),
      from: chosen.from,
      name: TRICKY_NAME,
      business_unit_id: Number(locationId),
    });
    // The analytics code is a chunk of its own: its steps reach the dataLayer once it is there.
    const events = () =>
      ((frame.contentWindow as Window & { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event);
    await eventually(() => events().includes('booking_booked'), 'analytics did not reach the page’s dataLayer');
    expect(events()).to.include.members(['booking_open', 'booking_booked']);
  });

  it('writes a classic snippet that works pasted on its own', async () => {
    const { url, keys } = await sandboxInfo();
    const page = await ConfiguratorPage.create({ baseUrl: url, apiKey: keys.clinic, widgetBase: '/dist/' });
    expect(await page.testConnection()).to.match(/^Connected to Demo Family Clinic, with 3 locations: .*SMS code\.$/);
    const frame = await pasteIntoFreshPage({
      css: page.snippet('CSS that keeps the button’s place'),
      snippet: page.snippet('Classic snippet'),
    });
    frames.push(frame);
    const widget = await loadedWidget(frame);
    expect(widget.getAttribute('api-key')).to.equal(keys.clinic);
  });

  it('reserves nothing for an inline calendar, which has no button', async () => {
    const { url, keys } = await sandboxInfo();
    const page = await ConfiguratorPage.create({ baseUrl: url, apiKey: keys.salon });
    await page.testConnection();
    expect(page.snippet('Module snippet')).to.not.contain('mode=');
    await page.check('The calendar in the page');
    expect(page.snippet('Module snippet')).to.contain(' mode="inline"');
    expect(() => page.control('CSS that keeps the button’s place')).to.throw();
  });

  it('selects the snippet for the keyboard when the browser refuses the clipboard', async () => {
    const { url, keys } = await sandboxInfo();
    const page = await ConfiguratorPage.create({ baseUrl: url, apiKey: keys.salon });
    await page.testConnection();
    const refused = sinon.stub(navigator.clipboard, 'writeText').rejects(new DOMException('Denied', 'NotAllowedError'));
    try {
      page.button('Copy the classic snippet').click();
      await eventually(() => page.copyStatus !== '', 'the copy said nothing');
    } finally {
      refused.restore();
    }
    expect(page.copyStatus).to.equal('The classic snippet is selected: press Ctrl+C (⌘C on a Mac) to copy it.');
    const field = page.control<HTMLTextAreaElement>('Classic snippet');
    expect(page.root.activeElement).to.equal(field);
    expect([field.selectionStart, field.selectionEnd]).to.deep.equal([0, field.value.length]);
  });

  it('refuses a widget folder that is not a web address', async () => {
    const { url, keys } = await sandboxInfo();
    const page = await ConfiguratorPage.create({ baseUrl: url, apiKey: keys.salon });
    await page.testConnection();
    await page.type('Address of the widget’s files', 'javascript:alert(1)//');
    expect(page.control('Address of the widget’s files').getAttribute('aria-invalid')).to.equal('true');
    expect(() => page.snippet('Module snippet')).to.throw();
    await page.type('Address of the widget’s files', 'https://cdn.example.com/booking-widget');
    expect(page.snippet('Module snippet')).to.contain('src="https://cdn.example.com/booking-widget/booking-widget.js"');
  });
});
