import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import '../../src/define.js';
import type { BookingWidget } from '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { setViewport } from '../support/browser.js';
import { nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';
import { API_KEY, BASE_URL, aBusiness, success, withFakePlatform } from '../support/fake-platform.js';
import { walkJourney, withSmsBusiness } from '../support/journey.js';
import { applyTextSpacing, clippedText, overlappingText, sidewaysScrolling } from '../support/text-layout.js';

describe('reflow (WCAG 1.4.10) and text spacing (1.4.12)', () => {
  const fake = withFakePlatform();
  beforeEach(() => withSmsBusiness(fake.platform));
  afterEach(() => setViewport({ width: 800, height: 600 }));

  const cases = [
    { what: 'at 320 × 256 (400 % zoom of 1280 × 1024)', width: 320, height: 256, spacing: false },
    { what: 'at 320 px with the text spacing of 1.4.12', width: 320, height: 640, spacing: true },
    { what: 'at 1280 px with the text spacing of 1.4.12', width: 1280, height: 800, spacing: true },
  ];
  for (const { what, width, height, spacing } of cases) {
    it(`no text is cut off, overlaps other text or needs sideways scrolling in any state, ${what}`, async () => {
      await setViewport({ width, height });
      const page = await BookingWidgetPage.create();
      if (spacing) applyTextSpacing(page.root);
      const problems: string[] = [];
      await walkJourney(page, fake.platform, (state) => {
        for (const problem of [...clippedText(page.root), ...overlappingText(page.root), ...sidewaysScrolling(page.root)]) {
          problems.push(`${state}: ${problem}`);
        }
      });
      expect(problems).to.deep.equal([]);
    });
  }

  for (const [width, text] of [
    [340, 'Book your next appointment with our team today'],
    [200, 'Book an appointment now'],
  ] as const) {
    it(`keeps the whole of a business’s ${width} px button label with the text spacing of 1.4.12`, async () => {
      const settings = { ...aBusiness().widget_settings, width, text };
      fake.platform.business = () => success(aBusiness({ widget_settings: settings }));
      const card = await fixture<HTMLDivElement>(
        html`<div><booking-widget api-key=${API_KEY} base-url=${BASE_URL}></booking-widget></div>`,
      );
      card.style.width = '200px';
      const page = new BookingWidgetPage(card.querySelector<BookingWidget>('booking-widget')!);
      await page.settled();
      applyTextSpacing(page.root);
      await nextFrame();
      expect(clippedText(page.root)).to.deep.equal([]);
      expect(page.openButton.getBoundingClientRect().right, 'inside its card').to.be.at.most(card.getBoundingClientRect().right);
    });
  }

  // A business with several locations names its address "the business's address" (German
  // "Adresse des Geschäfts", French "Adresse de l’établissement"): the longest term of the
  // confirmation's summary, beside values that include a time range that does not break.
  const severalLocations = aBusiness({
    name: 'Demo Family Clinic',
    address: '400 Market Street, San Francisco, CA 94111, USA',
    locations: [
      { id: 1, name: 'Downtown' },
      { id: 2, name: 'Mission Bay' },
    ],
  });
  // What a customer presses, fills in and reads on the way to the confirmation, in each language.
  const german = { next: 'Weiter', name: 'Name', email: 'E-Mail', book: 'Buchen', booked: 'Ihr Termin ist gebucht' };
  const greek = { next: 'Συνέχεια', name: 'Όνομα', email: 'Email', book: 'Κράτηση', booked: 'Το ραντεβού κλείστηκε' };
  const french = { next: 'Continuer', name: 'Nom', email: 'E-mail', book: 'Réserver', booked: 'Votre rendez-vous est réservé' };
  const english = { next: 'Continue', name: 'Name', email: 'Email', book: 'Book', booked: 'Your appointment is booked' };
  for (const { what, locale, spacing, words } of [
    { what: 'in German', locale: 'de', spacing: false, words: german },
    { what: 'in Greek with the text spacing of 1.4.12', locale: 'el', spacing: true, words: greek },
    { what: 'in French with the text spacing of 1.4.12', locale: 'fr', spacing: true, words: french },
    { what: 'in English with the text spacing of 1.4.12', locale: 'en-US', spacing: true, words: english },
  ]) {
    it(`keeps the confirmation’s summary of a business with several locations inside the dialog at 320 px, ${what}`, async () => {
      fake.platform.business = () => success(severalLocations);
      await setViewport({ width: 320, height: 568 });
      const page = await BookingWidgetPage.create({ locale });
      if (spacing) applyTextSpacing(page.root);
      await page.open();
      await page.chooseDay(nextMonthDay(12));
      // Nine o'clock, as each language writes it: 09:00, 9:00 AM, "De 09:00 à 09:30".
      await page.chooseSlot(/\b0?9:00\s/);
      await page.click('button', words.next);
      await page.settled();
      await page.type(words.name, 'Ada Lovelace');
      await page.type(words.email, 'ada@example.com');
      await page.click('button', words.book);
      await eventually(() => page.find('heading', words.booked) !== undefined, 'the confirmation never shows');
      await nextFrame();
      const panel = page.root.querySelector('dialog [part="panel"]')!.getBoundingClientRect();
      const outside = [...page.root.querySelectorAll<HTMLElement>('[part="confirmation-summary"] :is(dt, dd)')]
        .filter((fact) => {
          const box = fact.getBoundingClientRect();
          return box.left < panel.left - 1 || box.right > panel.right + 1 || fact.scrollWidth > fact.clientWidth + 1;
        })
        .map((fact) => fact.textContent.trim());
      expect(outside, 'terms and values past the dialog’s edge').to.deep.equal([]);
      expect(sidewaysScrolling(page.root)).to.deep.equal([]);
    });
  }

  it('leaves room for a whole time card between the header and the footer at 320 × 256', async () => {
    await setViewport({ width: 320, height: 256 });
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.chooseDay(nextMonthDay(12));
    await page.chooseSlot(/^09:00/);
    const scrolling = page.root.querySelector<HTMLElement>('dialog .body')!;
    const card = page.root.querySelector<HTMLElement>('[part~="slot"]')!;
    expect(scrolling.clientHeight, 'the height the days and times scroll in').to.be.at.least(card.offsetHeight);
  });
});
