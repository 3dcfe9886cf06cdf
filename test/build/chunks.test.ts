// The built files as site owners serve them (dist/, under /built/<route>/: see
// web-test-runner.config.mjs): the module entry paints the button, the dialog and each language
// are hashed chunks beside it, fetched with `import()`.
import { expect } from '@open-wc/testing';
import { addDays } from 'date-fns';
import type { BookingWidget } from '../../src/booking-widget.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { browserIndex, isWebKit } from '../support/browser.js';
import { nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';
import { sandboxAppointments, sandboxInfo } from '../e2e/sandbox.js';
import { builtPage, consoleWarnings, fetchedFiles, widgetButton } from './built-page.js';

const FAKE_API = new URL('/__strict-csp__/api', location.origin).href;
const widget = (attributes = '') => `<booking-widget api-key="build-test" base-url="${FAKE_API}" ${attributes}></booking-widget>`;
const moduleScript = (route: string) => `<script type="module" src="/built/${route}/booking-widget.js"></script>`;
const classicScript = (route: string, query = '') => `<script src="/built/${route}/booking-widget.iife.js${query}"></script>`;
/** The element with a site owner's replacement of "Continue" (docs/languages.md, "Replacing a text"). */
const WIDGET_REPLACING_CONTINUE =
  `<booking-widget api-key="build-test" base-url="${FAKE_API}">` +
  `<script type="application/json" data-messages>{"*": {"footer.continue": "Next"}}</script></booking-widget>`;
const pageOf = (page: Window) => new BookingWidgetPage(page.document.querySelector('booking-widget') as BookingWidget);

/** A page of `body` whose button is painted and whose console warned with `warning` (a chunk it could not load), with its dialog opened. */
async function openedWithWarning(body: string, warning: string): Promise<BookingWidgetPage> {
  const page = await builtPage(body);
  const warnings = consoleWarnings(page);
  await widgetButton(page);
  await eventually(() => warnings.some((message) => message.includes(warning)), 'the warning');
  const customer = pageOf(page);
  await customer.open();
  return customer;
}

describe('built files: the entry and its chunks', function () {
  // Each test loads a page and the built files anew, over a machine that may be busy.
  this.timeout(30000);

  it('paints the button from the entry alone, then fetches the dialog’s chunk ahead of the customer', async () => {
    const page = await builtPage(`${moduleScript('ahead')}${widget()}`);
    const button = await widgetButton(page);
    expect(button.textContent.trim()).to.equal('Book now');
    await eventually(() => fetchedFiles(page).includes('chunks/booking-panel'), 'the dialog’s chunk, fetched when idle');
    expect(fetchedFiles(page).filter((file) => !file.startsWith('chunks/'))).to.deep.equal(['booking-widget']);
  });

  it('books against the sandbox with the module snippet, from the button to the confirmation', async () => {
    const { url, keys } = await sandboxInfo();
    const page = await builtPage(
      `${moduleScript('book')}<booking-widget api-key="${keys.salon}" base-url="${url}" locale="en-GB" name="Grace Hopper"></booking-widget>`,
    );
    await widgetButton(page);
    const customer = pageOf(page);
    await customer.open();
    expect(customer.find('dialog', 'Demo Salon')).to.exist;
    const email = `chunks-${browserIndex}-${Date.now()}@example.com`;
    // Days of their own, past the ones test/e2e/ books in, per browser.
    const days = [0, 1].map((offset) => addDays(nextMonthDay(1), 21 + browserIndex * 2 + offset));
    let chosen: string | undefined;
    for (const day of days) {
      await customer.chooseDay(day);
      const free = customer.slots.find((slot) => !slot.disabled);
      if (!free) continue;
      chosen = customer.nameOf(free);
      await customer.chooseSlot(chosen);
      break;
    }
    expect(chosen, 'a free time in the sandbox').to.be.a('string');
    await customer.click('button', 'Continue');
    await eventually(() => customer.find('textbox', 'Email') !== undefined, 'the details form');
    await customer.type('Email', email);
    await customer.click('button', 'Book');
    await eventually(() => customer.find('heading', 'Your appointment is booked') !== undefined, 'the confirmation', 10_000);
    const stored = (await sandboxAppointments(keys.salon)).find((appointment) => appointment.email === email);
    expect(stored).to.include({ name: 'Grace Hopper', from: chosen!.slice(0, 5), status: 'confirmed' });
  });

  it('reads a site owner’s text replacements from their own chunk, which a page without any never fetches', async () => {
    const replaced = await builtPage(`${moduleScript('replaced')}${WIDGET_REPLACING_CONTINUE}`);
    await widgetButton(replaced);
    const customer = pageOf(replaced);
    await customer.open();
    await eventually(() => customer.find('button', 'Next') !== undefined, 'the replaced text');
    expect(fetchedFiles(replaced)).to.include('chunks/replacements');

    const plain = await builtPage(`${moduleScript('not-replaced')}${widget()}`);
    await widgetButton(plain);
    await pageOf(plain).open();
    expect(pageOf(plain).find('button', 'Continue'), 'the widget’s own text').to.exist;
    expect(fetchedFiles(plain)).not.to.include('chunks/replacements');
  });

  it('keeps the widget’s own texts, with one warning, when the replacements’ chunk cannot load', async () => {
    const customer = await openedWithWarning(
      `${moduleScript('without-replacements')}${WIDGET_REPLACING_CONTINUE}`,
      'text replacements could not be loaded',
    );
    expect(customer.find('button', 'Continue'), 'the widget’s own text').to.exist;
  });

  it('speaks the page’s language from its own chunk', async () => {
    const page = await builtPage(`${moduleScript('german')}${widget('locale="de"')}`);
    const customer = pageOf(page);
    await eventually(() => customer.element.shadowRoot?.querySelector('button')?.getAttribute('lang') === 'de', 'German');
    expect(fetchedFiles(page)).to.include('chunks/de');
  });

  it('speaks English, with one warning, when the language’s chunk cannot load', async () => {
    const customer = await openedWithWarning(`${moduleScript('without-de')}${widget('locale="de"')}`, 'language file of "de"');
    expect(customer.find('button', 'Close'), 'the dialog in English').to.exist;
  });

  it('keeps the button when the dialog’s chunk cannot load, says so plainly, and offers Try again', async () => {
    const page = await builtPage(`${moduleScript('without-booking-panel')}${widget()}`);
    const customer = pageOf(page);
    const button = await widgetButton(page);
    button.click();
    await eventually(() => customer.find('button', 'Try again') !== undefined, 'Try again');
    expect(customer.root.textContent).to.contain('Could not reach the booking service');
    expect(customer.find('button', 'Book now'), 'the button stays').to.exist;
  });

  it('shows the button working while the dialog’s chunk, pressed for, is still on its way, then opens the dialog', async () => {
    const page = await builtPage(`${moduleScript(`slow-panel-${Date.now()}`)}${widget()}`);
    const customer = pageOf(page);
    const button = await widgetButton(page);
    const idle = page.getComputedStyle(button);
    expect([idle.cursor, idle.borderTopStyle], 'before it is pressed').to.deep.equal(['pointer', 'solid']);
    // A computed style follows the element: what it was, copied before the press.
    const colours = (style: CSSStyleDeclaration) => [style.opacity, style.filter, style.backgroundColor, style.color];
    const before = colours(idle);
    button.click();
    await customer.element.updateComplete;
    const pressed = page.getComputedStyle(button);
    expect(pressed.cursor, 'a pointer says it is working').to.equal('progress');
    expect(pressed.borderTopStyle, 'and its border is dashed').to.equal('dashed');
    expect(pressed.borderTopColor, 'in its label’s colour').to.equal(pressed.color);
    expect(colours(pressed), 'its colours as they were').to.deep.equal(before);
    expect(button.getAttribute('aria-busy')).to.equal('true');
    await eventually(() => customer.isOpen, 'the dialog never opens', 10000);
    expect(page.getComputedStyle(button).borderTopStyle, 'the button is itself again').to.equal('solid');
  });

  // Only WebKit loads a module again after its load failed, here: Firefox keeps the failure for the
  // page's lifetime, and so does Chromium under the test runner (a plain Chromium 156 page,
  // driven with playwright-core, loads it on the second import()). Elsewhere a new page loads it.
  (isWebKit ? it : it.skip)(
    'loads the dialog’s chunk again when the customer asks, after a load ahead of them failed',
    async () => {
      const page = await builtPage(`${moduleScript(`once-${Date.now()}-without-booking-panel`)}${widget()}`);
      const warnings = consoleWarnings(page);
      const customer = pageOf(page);
      const button = await widgetButton(page);
      await eventually(
        () => warnings.some((message) => message.includes('booking dialog could not be loaded')),
        'the failed load ahead',
      );
      expect(customer.find('button', 'Try again'), 'no notice for a load nobody asked for').to.equal(undefined);
      button.click();
      await eventually(() => customer.isOpen, 'the dialog');
    },
  );

  (isWebKit ? it : it.skip)('inline, takes focus to the times when "Try again" loads the calendar that had failed', async () => {
    const page = await builtPage(`${moduleScript(`once-${Date.now()}-without-booking-panel`)}${widget('mode="inline"')}`);
    const customer = pageOf(page);
    await eventually(() => customer.find('button', 'Try again') !== undefined, 'Try again');
    const retry = customer.get('button', 'Try again');
    retry.focus();
    retry.click();
    await eventually(() => customer.find('grid') !== undefined, 'the calendar never comes');
    await eventually(() => customer.focused?.id === 'slots-heading', `focus is on ${customer.focused?.tagName ?? 'the page'}`);
    expect(customer.focusedName()).to.equal('Available times');
  });

  it('runs once when the classic script is pasted twice, once with a query, beside the module snippet', async () => {
    const errors: string[] = [];
    const page = await builtPage(`${classicScript('twice')}${classicScript('twice', '?v=2')}${moduleScript('twice')}${widget()}`);
    page.addEventListener('error', (event) => errors.push(event.message));
    await widgetButton(page);
    const moduleUrls = fetchedFiles(page).filter((file) => file === 'booking-widget');
    expect(moduleUrls, 'one module entry').to.have.length(1);
    expect(errors).to.deep.equal([]);
  });

  it('runs one copy, dialog texts and all, when the module snippet carries a query (?ver=, ?v=)', async () => {
    const page = await builtPage(
      `<script type="module" src="/built/query/booking-widget.js?ver=0.2.0"></script>${moduleScript('query')}${widget()}`,
    );
    await widgetButton(page);
    const customer = pageOf(page);
    await customer.open();
    expect(customer.find('button', 'Continue'), 'the dialog’s texts').to.exist;
    expect(
      fetchedFiles(page).filter((file) => file === 'chunks/booking-widget'),
      'one copy of the widget',
    ).to.have.length(1);
  });

  it('has the classic script fetch the widget’s chunk together with the entry, not after it', async () => {
    const page = await builtPage(`${classicScript('slow-entry-classic')}${widget()}`);
    await widgetButton(page);
    const timing = (name: string) =>
      page.performance
        .getEntriesByType('resource')
        .find((entry) => new RegExp(`/built/slow-entry-classic/${name}(-[\\w-]{8})?\\.js$`).test(entry.name)) as
        PerformanceResourceTiming | undefined;
    // The entry takes 1.5 s to arrive (its timing is there once it has): the chunk was asked
    // for while it was on its way.
    await eventually(() => timing('booking-widget') !== undefined, 'the module entry, slowly');
    const chunk = timing('chunks/booking-widget');
    expect(chunk, 'the widget’s chunk').to.exist;
    expect(chunk!.startTime).to.be.below(timing('booking-widget')!.responseEnd);
  });

  it('works when a tag manager inserts the classic script after the page has loaded', async () => {
    const page = await builtPage(widget());
    const script = page.document.createElement('script');
    script.src = '/built/late/booking-widget.iife.js';
    script.async = true;
    page.document.head.append(script);
    expect((await widgetButton(page)).textContent.trim()).to.equal('Book now');
  });

  it('survives a single-page app removing the element and adding it again', async () => {
    const page = await builtPage(`${moduleScript('spa')}<main>${widget()}</main>`);
    await widgetButton(page);
    const element = page.document.querySelector('booking-widget')!;
    element.remove();
    page.document.querySelector('main')!.append(element);
    const customer = pageOf(page);
    await customer.open();
    expect(customer.find('dialog', 'Strict Policy Salon')).to.exist;
    expect(page.document.querySelectorAll('booking-widget')).to.have.length(1);
  });
});

describe('built files from another origin', function () {
  this.timeout(30000);
  // The test server answers on 127.0.0.1 too: another origin than this page's `localhost`.
  const otherOrigin = `${location.protocol}//127.0.0.1:${location.port}`;

  it('runs from a server that sends Access-Control-Allow-Origin', async () => {
    const page = await builtPage(
      `<script type="module" src="${otherOrigin}/built/cors-cdn/booking-widget.js"></script>${widget()}`,
    );
    expect((await widgetButton(page)).textContent.trim()).to.equal('Book now');
    const customer = pageOf(page);
    await customer.open();
    expect(customer.find('dialog', 'Strict Policy Salon')).to.exist;
  });

  it('does not run from a server that does not: module scripts need CORS', async () => {
    const page = await builtPage(
      `<script type="module" src="${otherOrigin}/built/no-cors/booking-widget.js" onerror="window.blocked = true"></script>${widget()}`,
    );
    await eventually(() => (page as Window & { blocked?: boolean }).blocked === true, 'the script refused');
    expect(page.customElements.get('booking-widget')).to.equal(undefined);
  });
});
