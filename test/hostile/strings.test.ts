// Every string the platform sends (business, locations, slots) and every attribute, tried
// with hostile and naughty strings: nothing runs, nothing is parsed into elements, text shows
// as text, and the dialog keeps its layout.
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import type { Business } from '../../src/api/types.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { iso, nextMonthDay } from '../support/dates.js';
import { aBusiness, someSlots, success, withFakePlatform } from '../support/fake-platform.js';
import { INVISIBLE_IN_LABEL, NAUGHTY_STRINGS, withHostileRun } from './naughty-strings.js';

/**
 * Elements data could smuggle in. The widget's own icons are the only SVGs it draws, all
 * hidden from assistive technology, and its only forms are the booking steps' (`part="form"`);
 * any other, and any event-handler attribute, came from data.
 */
function foreignElements(page: BookingWidgetPage): string[] {
  const smuggled = [
    ...page.root.querySelectorAll(
      'img, script, iframe, object, embed, a, style, link, form:not([part~="form"]), svg:not([aria-hidden="true"][focusable="false"])',
    ),
  ];
  const handlers = [...page.root.querySelectorAll('*')].filter((el) => el.getAttributeNames().some((n) => n.startsWith('on')));
  return [...smuggled, ...handlers].map((el) => el.outerHTML.slice(0, 80));
}

/** Business fields and where the customer reads each of them. */
const BUSINESS_FIELDS: [field: string, place: (b: Business, text: string) => Business][] = [
  ['name', (b, text) => ({ ...b, name: text })],
  ['address', (b, text) => ({ ...b, address: text })],
  ['date_format', (b, text) => ({ ...b, date_format: text })],
  [
    'locations[].name',
    (b, text) => ({
      ...b,
      locations: [
        { id: 7, name: text },
        { id: 8, name: `${text}2` },
      ],
    }),
  ],
  ['widget_settings.text', (b, text) => ({ ...b, widget_settings: { ...b.widget_settings, text } })],
];

/** The widget with a business (two locations, so the picker shows), opened on a day with slots. */
async function openOnADay(): Promise<BookingWidgetPage> {
  const page = await BookingWidgetPage.create({ locale: 'en-GB' });
  await page.open();
  await page.chooseDay(nextMonthDay(10));
  return page;
}

function expectLayoutHolds(page: BookingWidgetPage) {
  const dialog = page.dialog.getBoundingClientRect();
  expect(dialog.width, 'the dialog stays within the window').to.be.at.most(window.innerWidth);
  expect(dialog.right).to.be.at.most(window.innerWidth + 1);
  const panel = page.root.querySelector<HTMLElement>('[part="panel"]')!;
  expect(panel.scrollWidth, 'nothing pushes the panel wider than itself').to.be.at.most(panel.clientWidth + 1);
  const button = page.openButton.getBoundingClientRect();
  expect(button.width, 'the button keeps the business’s width').to.equal(240);
  for (const slot of page.slots) expect(slot.closest('label')!.getBoundingClientRect().width).to.be.greaterThan(0);
}

describe('hostile input: strings', function () {
  this.timeout(20000);
  const fake = withFakePlatform();
  withHostileRun();

  for (const [field, place] of BUSINESS_FIELDS) {
    for (const [name, text] of NAUGHTY_STRINGS) {
      it(`business ${field}: ${name}`, async () => {
        const business = place(
          aBusiness({
            locations: [
              { id: 7, name: 'A' },
              { id: 8, name: 'B' },
            ],
          }),
          text,
        );
        fake.platform.business = () => success(business);
        const page = await openOnADay();
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(window.__pwned, 'no payload ran').to.be.undefined;
        expect(foreignElements(page), 'no element comes from data').to.deep.equal([]);
        expect(page.slots, 'the widget still works').to.have.length(3);
        if (field === 'name') expect(page.root.querySelector('[part="title"]')!.textContent).to.equal(text);
        if (field === 'address') expect(page.root.querySelector('[part="address"]')!.textContent).to.equal(text);
        if (field === 'locations[].name') {
          expect([...page.get('combobox', 'Location').querySelectorAll('option')].map((o) => o.textContent)).to.deep.equal([
            text,
            `${text}2`,
          ]);
        }
        if (field === 'date_format') {
          expect(page.slotsHeading, 'an unreadable format falls back to a date, never shown raw')
            .to.not.contain('<')
            .and.not.contain('{{');
          expect(page.slotsHeading.length).to.be.below(60);
        }
        if (field === 'widget_settings.text') {
          // Shown as given, less the invisible controls the label drops, within 60 characters.
          const expected = Array.from(text.replace(/\s+/g, ' ').replace(INVISIBLE_IN_LABEL, '').trim()).slice(0, 60).join('');
          expect(page.openButton.textContent.trim()).to.equal(expected);
        }
        expectLayoutHolds(page);
      });
    }
  }

  describe('slot strings', () => {
    for (const [name, text] of NAUGHTY_STRINGS) {
      it(`from and to: ${name} — the slot is dropped, the others shown`, async () => {
        fake.platform.slots = () => success([{ from: text, to: text, percentage_filled: 10 }, ...someSlots()]);
        const page = await openOnADay();
        expect(window.__pwned).to.be.undefined;
        expect(page.slots).to.have.length(3);
        expect(foreignElements(page)).to.deep.equal([]);
      });
    }
  });

  describe('attributes', () => {
    for (const [name, text] of NAUGHTY_STRINGS.filter(([n]) => !n.startsWith('100 KB'))) {
      it(`api-key: ${name} — sent as one query value, nothing else`, async () => {
        const page = await BookingWidgetPage.create({ 'api-key': text });
        expect(window.__pwned).to.be.undefined;
        const [request] = fake.platform.businessRequests();
        expect(request!.params.get('api_key')).to.equal(text.trim());
        expect([...request!.params.keys()]).to.deep.equal(['api_key']);
        expect(foreignElements(page)).to.deep.equal([]);
      });

      it(`base-url, location, locale and mode: ${name} — nothing runs, a clear state`, async () => {
        for (const attribute of ['base-url', 'location', 'locale', 'mode'] as const) {
          const page = await BookingWidgetPage.create({ [attribute]: text });
          expect(window.__pwned, attribute).to.be.undefined;
          expect(foreignElements(page), attribute).to.deep.equal([]);
          expect(page.find('button') !== undefined || page.alertText() !== '', `${attribute}: a button or a notice`).to.be.true;
          // A base-url without a scheme is relative to the page; still only the platform's paths.
          for (const r of fake.platform.requests) {
            expect(r.path.endsWith('/api/business') || r.path.endsWith('/api/slots'), `${attribute}: ${r.path}`).to.be.true;
          }
          page.element.remove();
          fake.platform.requests.length = 0;
        }
      });
    }

    describe('name, email and phone, from attributes and from the URL query', () => {
      let page_url: string;
      beforeEach(() => (page_url = location.href));
      afterEach(() => history.replaceState(null, '', page_url));

      /** The field rules: bidi controls dropped, trimmed, capped (name 100, email 254, phone 32 characters). */
      const shown = (text: string, cap: number) =>
        [...text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '').trim()].slice(0, cap).join('').trim();

      for (const [name, text] of NAUGHTY_STRINGS) {
        for (const source of ['attributes', 'query'] as const) {
          it(`${source}: ${name} — shown literally in the inputs, never as markup`, async () => {
            if (source === 'query') {
              const query = new URLSearchParams({ name: text, email: text, phone: text });
              history.replaceState(null, '', `?${query.toString()}`);
            }
            const page = await BookingWidgetPage.create(source === 'attributes' ? { name: text, email: text, phone: text } : {});
            await page.toDetails(nextMonthDay(10));
            await new Promise((resolve) => setTimeout(resolve, 0));
            expect(window.__pwned, 'no payload ran').to.be.undefined;
            expect(foreignElements(page), 'no element comes from data').to.deep.equal([]);
            expect(page.value('Name')).to.equal(shown(text, 100));
            expect(page.value('Email')).to.equal(shown(text, 254));
            expect(page.value('Phone (optional)')).to.equal(shown(text, 32));
          });
        }
      }
    });

    it('a 100 KB api-key is sent whole, and the widget still shows its button', async () => {
      const key = 'k'.repeat(100_000);
      const page = await BookingWidgetPage.create({ 'api-key': key });
      expect(fake.platform.businessRequests()[0]!.params.get('api_key')).to.equal(key);
      expect(page.openButton.textContent.trim()).to.equal('Book a visit');
    });

    it('a day chosen under a hostile locale still asks for an ISO date', async () => {
      const page = await BookingWidgetPage.create({ locale: '"><img src=x onerror="window.__pwned=1">' });
      await page.open();
      // The page object names days in the element's locale, which is not a language tag here.
      const cell = () => page.root.querySelector<HTMLElement>(`td[data-date="${iso(nextMonthDay(10))}"]`);
      if (!cell()) page.get('button', 'Next month').click();
      await page.element.updateComplete;
      cell()!.click();
      await page.settled();
      expect(window.__pwned).to.be.undefined;
      expect(fake.platform.slotRequests().map((r) => r.params.get('date'))).to.include(iso(nextMonthDay(10)));
    });
  });
});
