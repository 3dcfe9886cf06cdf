import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { setViewport } from '../support/browser.js';
import { aBusiness, success, withFakePlatform } from '../support/fake-platform.js';
import { iso, nextMonthDay } from '../support/dates.js';

/** White space as plain spaces: Intl writes no-break and thin spaces ("9:00 – 9:30 AM"). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** `el` holds its text on one line, as tall as its line height, and inside `box`: nothing cut off or sticking out. */
function expectOneLine(el: Element, box: Element, what: string): void {
  const text = plain(el.textContent);
  const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
  const { height } = el.getBoundingClientRect();
  expect(height, `${what}: "${text}" takes one line (${height} px, a line is ${lineHeight} px)`).to.be.below(lineHeight * 1.5);
  // A block's text may overflow the block itself; an inline box is as wide as its text.
  const inline = getComputedStyle(el).display === 'inline';
  const textRight = inline ? el.getBoundingClientRect().right : el.getBoundingClientRect().left + el.scrollWidth;
  const textLeft = inline ? el.getBoundingClientRect().left : el.getBoundingClientRect().right - el.scrollWidth;
  const inside = box.getBoundingClientRect();
  expect(textLeft, `${what}: "${text}" starts inside its box`).to.be.at.least(inside.left - 1);
  expect(textRight, `${what}: "${text}" ends inside its box`).to.be.at.most(inside.right + 1);
}

describe('booking-widget time ranges', () => {
  const fake = withFakePlatform();
  const day = nextMonthDay(15);
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('writes a range as the language does, the shared "AM" once: "9:00 – 9:30 AM" in American English', async () => {
    fake.platform.slots = () =>
      success([
        { from: '09:00', to: '09:30', percentage_filled: 0 },
        { from: '11:30', to: '12:00', percentage_filled: 0 },
      ]);
    const page = await BookingWidgetPage.create({ locale: 'en-US' });
    await page.open();
    await page.chooseDay(day);
    const times = [...page.root.querySelectorAll('[part="slot-time"]')].map((el) => plain(el.textContent));
    expect(times).to.deep.equal(['9:00 – 9:30 AM', '11:30 AM – 12:00 PM']);
    await page.chooseSlot(/^9:00\sAM to/);
    expect(plain(page.root.querySelector('[part="footer"] p')!.textContent)).to.match(/, 9:00 – 9:30 AM$/);
  });

  for (const locale of ['en-US', 'de', 'ar', 'ja']) {
    it(`keeps every range on one line at 320 px, on the cards and in the summary (${locale})`, async () => {
      await setViewport({ width: 320, height: 640 });
      // The longest ranges of a day in each style: across noon ("11:30 AM – 12:00 PM") and the evening's.
      fake.platform.slots = () =>
        success(
          [
            ['09:00', '09:30'],
            ['10:45', '11:30'],
            ['11:30', '12:00'],
            ['12:30', '13:00'],
            ['22:30', '23:00'],
            ['21:45', '22:30'],
          ].map(([from, to]) => ({ from: from!, to: to!, percentage_filled: 0 })),
        );
      const page = await BookingWidgetPage.create({ locale });
      await page.open();
      await page.chooseDay(day);
      const cards = [...page.root.querySelectorAll('[part="slot-time"]')];
      expect(cards).to.have.length(6);
      cards.forEach((el) => expectOneLine(el, el, 'a card’s range'));
      page.slots[2]!.click();
      await page.element.updateComplete;
      const footer = page.root.querySelector('[part="footer"]')!;
      expectOneLine(footer.querySelector('.time-range')!, footer, 'the summary’s range');
      expect(document.documentElement.scrollWidth, 'nothing sticks out of the page').to.be.at.most(320);
    });
  }

  it('joins the weekday and the business’s date with the language’s own punctuation', async () => {
    fake.platform.business = () => success(aBusiness({ date_format: 'd/m/Y' }));
    const date = iso(day).split('-').reverse().join('/');
    const weekday = (locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(day);
    // The Arabic comma "،" in Arabic; Japanese writes the weekday after the date.
    for (const [locale, label] of [
      ['en-GB', `${weekday('en-GB')}, ${date}`],
      ['ar', `${weekday('ar')}، ${date}`],
      ['ja', `${date}${weekday('ja')}`],
    ] as const) {
      const page = await BookingWidgetPage.create({ locale });
      await page.open();
      await page.chooseDay(day);
      expect(page.slotsHeading, locale).to.equal(label);
      page.element.remove();
    }
  });
});
