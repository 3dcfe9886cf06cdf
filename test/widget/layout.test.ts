import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { BookingWidget } from '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { setViewport } from '../support/browser.js';
import { API_KEY, BASE_URL, aBusiness, success, withFakePlatform } from '../support/fake-platform.js';
import { nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';

/** `el` is on screen and is what a pointer at its centre meets: nothing covers it. */
function expectUncovered(page: BookingWidgetPage, el: HTMLElement, what: string): void {
  const rect = el.getBoundingClientRect();
  expect(rect.top, `${what} is above the viewport`).to.be.at.least(0);
  expect(rect.bottom, `${what} is below the viewport`).to.be.at.most(innerHeight);
  expect(rect.left, `${what} is left of the viewport`).to.be.at.least(0);
  expect(rect.right, `${what} is right of the viewport`).to.be.at.most(innerWidth);
  const hit = page.root.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
  expect(hit === el || el.contains(hit), `${what} is covered by ${hit?.className || hit?.tagName}`).to.be.true;
}

describe('booking-widget layout', () => {
  const fake = withFakePlatform();
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('keeps a 340 px button with a long label inside a 200 px card, at least its own height, the whole label shown', async () => {
    const settings = { ...aBusiness().widget_settings, width: 340, text: 'Book your next appointment with our team today' };
    fake.platform.business = () => success(aBusiness({ widget_settings: settings }));
    const card = await fixture<HTMLDivElement>(
      html`<div><booking-widget api-key=${API_KEY} base-url=${BASE_URL}></booking-widget></div>`,
    );
    card.style.width = '200px';
    const page = new BookingWidgetPage(card.querySelector<BookingWidget>('booking-widget')!);
    await page.settled();
    const button = page.get('button', settings.text);
    const rect = button.getBoundingClientRect();
    expect(rect.width).to.be.at.most(200);
    expect(rect.right).to.be.at.most(card.getBoundingClientRect().right);
    // Three lines at 200 px: the button grows rather than cut the label (WCAG 1.4.10).
    expect(rect.height, 'at least the business’s height').to.be.at.least(52);
    expect(card.scrollWidth, 'nothing sticks out of the card').to.be.at.most(200);
    expect(button.scrollHeight, 'the label stays inside the button').to.be.at.most(button.clientHeight + 1);
    await expect(page.element).to.be.accessible();
  });

  it('lets the page not scroll sideways at 320 px, and opens the dialog inside the viewport', async () => {
    await setViewport({ width: 320, height: 640 });
    const page = await BookingWidgetPage.create();
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    await page.open();
    const box = page.get('dialog').getBoundingClientRect();
    expect(box.top).to.be.at.least(0);
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(320);
    await page.toDetails(nextMonthDay());
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    expectUncovered(page, page.get('button', 'Close'), 'Close');
  });

  for (const [what, width, height] of [
    ['a desktop', 1280, 800],
    ['a 320 px phone', 320, 640],
  ] as const) {
    it(`keeps the dialog’s top edge and Close in place from step to step on ${what}`, async () => {
      await setViewport({ width, height });
      const page = await BookingWidgetPage.create();
      await page.open();
      const where = () => {
        const close = page.get('button', 'Close').getBoundingClientRect();
        return { dialogTop: page.get('dialog').getBoundingClientRect().top, top: close.top, left: close.left };
      };
      const opened = where();
      // Loading, then a day of slots, then the form, then the confirmation: each a different height.
      const release = fake.platform.holdSlots();
      await page.clickDay(nextMonthDay(12));
      expect(where(), 'while the times load').to.deep.equal(opened);
      release(success([{ from: '10:00', to: '10:30', percentage_filled: 0 }]));
      await eventually(() => page.slots.length === 1, 'the times never show');
      expect(where(), 'with the times').to.deep.equal(opened);
      await page.chooseSlot(/^10:00/);
      await page.click('button', 'Continue');
      expect(where(), 'on the form').to.deep.equal(opened);
      await page.type('Name', 'Ada Lovelace');
      await page.type('Email', 'ada@example.com');
      await page.click('button', 'Book');
      await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
      expect(where(), 'on the confirmation').to.deep.equal(opened);
    });
  }

  it('brings the times into view after a day click on a phone, and scrolls nothing when they are in view', async () => {
    await setViewport({ width: 320, height: 640 });
    const page = await BookingWidgetPage.create();
    await page.open();
    const body = page.root.querySelector('.body')!;
    // The first row of times, which is what the customer looks for (the list may be longer than the view).
    const inView = () => {
      const slot = page.root.querySelector('[part~="slot"]')?.getBoundingClientRect();
      const view = body.getBoundingClientRect();
      return slot !== undefined && slot.top >= view.top && slot.bottom <= view.bottom;
    };
    expect(inView(), 'the times start below the calendar').to.be.false;
    await page.chooseDay(nextMonthDay(12));
    await eventually(inView, 'the times were not brought into view');
    expectUncovered(page, page.root.getElementById('slots-heading')!, 'the times’ heading below the calendar');

    await setViewport({ width: 1280, height: 800 });
    body.scrollTop = 0;
    await page.chooseDay(nextMonthDay(13));
    expect(inView(), 'the times beside the calendar').to.be.true;
    // The check runs after the frame's layout: two frames later it has run and found nothing to do.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    expect(body.scrollTop, 'nothing scrolled on a desktop').to.equal(0);
  });

  for (const [what, width, height] of [
    ['200 % zoom of a 1280 × 800 screen', 640, 400],
    ['a phone on its side', 740, 360],
  ] as const) {
    it(`at ${what} keeps Close and Continue in view while only the middle scrolls`, async () => {
      await setViewport({ width, height });
      const page = await BookingWidgetPage.create();
      await page.open();
      await page.chooseDay(nextMonthDay());
      await page.chooseSlot(/^10:00/);
      const slot = page.get('radio', /^10:00/);
      slot.focus();
      // As the browser does when the keyboard brings focus to it (WebKit does not for a script's focus()).
      slot.scrollIntoView({ block: 'nearest' });
      expectUncovered(page, page.get('button', 'Continue'), 'Continue');
      expectUncovered(page, page.get('button', 'Close'), 'Close');
      expectUncovered(page, slot, 'the focused time');
      // A wheel over the dialog scrolls only the middle: the dialog itself has nothing to scroll.
      const dialog = page.get('dialog');
      dialog.scrollTop = dialog.scrollHeight;
      expectUncovered(page, page.get('button', 'Close'), 'Close, the dialog scrolled as far as it goes');
      expect(page.get('button', 'Continue').textContent.trim()).to.equal('Continue');
      await page.click('button', 'Continue');
      expectUncovered(page, page.get('button', 'Close'), 'Close on the form');
      expectUncovered(page, page.get('textbox', 'Name'), 'the focused Name field');
    });
  }

  it('keeps an inline calendar 260 px wide legible: narrow weekday names, nothing cut off', async () => {
    const host = await fixture<HTMLDivElement>(
      html`<div><booking-widget api-key=${API_KEY} base-url=${BASE_URL} mode="inline" locale="en-GB"></booking-widget></div>`,
    );
    host.style.width = '260px';
    const page = new BookingWidgetPage(host.querySelector<BookingWidget>('booking-widget')!);
    await page.settled();
    const headers = page.all('columnheader');
    // What is announced: the full names (shown in capitals, which Chromium's name keeps).
    expect(headers.map((th) => page.nameOf(th).toLowerCase())).to.deep.equal([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    // What is seen (the text hidden from screen readers, as they read the full names): the narrow names.
    const seen = (th: HTMLElement) =>
      [...th.querySelectorAll<HTMLElement>('[aria-hidden="true"]')]
        .filter((text) => text.getBoundingClientRect().width > 0)
        .map((text) => text.textContent);
    expect(headers.map(seen)).to.deep.equal([['M'], ['T'], ['W'], ['T'], ['F'], ['S'], ['S']]);
    for (const cell of [...headers, ...page.days]) {
      expect(cell.scrollWidth, `${cell.textContent} is cut off`).to.be.at.most(cell.clientWidth);
    }
    expect(page.element.getBoundingClientRect().width).to.equal(260);
    await expect(page.element).to.be.accessible();
  });
});
