import { expect } from '@open-wc/testing';
import '../../src/define.js';
import type { Slot } from '../../src/api/types.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { setViewport } from '../support/browser.js';
import { success, withFakePlatform } from '../support/fake-platform.js';
import { nextMonthDay } from '../support/dates.js';

/** A busy day: 24 half-hour times from 08:00 to 20:00. */
const busyDay = (): Slot[] =>
  Array.from({ length: 24 }, (_, index) => {
    const time = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { from: time(480 + index * 30), to: time(510 + index * 30), percentage_filled: 0 };
  });

/** `el` is inside the viewport and is what a finger on its centre meets: nothing covers it. */
function expectInView(page: BookingWidgetPage, el: HTMLElement, what: string): void {
  const rect = el.getBoundingClientRect();
  expect(rect.top, `${what} is above the screen`).to.be.at.least(0);
  expect(rect.bottom, `${what} is ${Math.round(rect.bottom - innerHeight)} px below the screen`).to.be.at.most(innerHeight);
  const hit = page.root.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
  expect(hit === el || el.contains(hit), `${what} is covered by ${hit?.className || hit?.tagName}`).to.be.true;
}

describe('booking-widget inline on a phone', () => {
  const fake = withFakePlatform();
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    scrollTo(0, 0);
  });

  for (const width of [320, 375, 430]) {
    it(`keeps Continue on screen once a time is chosen, wherever the time was (${width} × 740)`, async () => {
      await setViewport({ width, height: 740 });
      fake.platform.slots = () => success(busyDay());
      const page = await BookingWidgetPage.create({ mode: 'inline' });
      await page.chooseDay(nextMonthDay(12));
      expect(page.slots).to.have.length(24);
      for (const name of [/^08:00 to/, /^13:00 to/, /^19:30 to/]) {
        // The customer scrolls to a time and taps it.
        const slot = page.get('radio', name);
        slot.closest('label')!.scrollIntoView({ block: 'center' });
        await page.chooseSlot(name);
        expectInView(page, page.get('button', 'Continue'), `Continue after ${String(name)}`);
      }
    });
  }

  it('scrolls a time reached with the arrow keys into view above the footer, not under it', async () => {
    await setViewport({ width: 375, height: 740 });
    fake.platform.slots = () => success(busyDay());
    const page = await BookingWidgetPage.create({ mode: 'inline' });
    await page.chooseDay(nextMonthDay(12));
    await page.chooseSlot(/^08:00 to/);
    page.get('radio', /^08:00 to/).focus();
    for (let step = 1; step < 24; step++) {
      await page.press('ArrowDown');
      expectInView(page, page.focused as HTMLElement, `the time after ${step} presses`);
    }
  });

  for (const above of [0, 45, 90, 135]) {
    it(`scrolls a day that takes focus into view above the footer, not under it (${above} px of page above)`, async () => {
      await setViewport({ width: 320, height: 568 });
      const page = await BookingWidgetPage.create({ mode: 'inline' });
      // The page's own content around the widget: a header above, more below, so that the
      // footer sticks to the bottom of the screen.
      const header = Object.assign(document.createElement('div'), { style: `height: ${above}px` });
      const rest = Object.assign(document.createElement('div'), { style: 'height: 1500px' });
      page.element.before(header);
      page.element.after(rest);
      try {
        // As Tab from the page brings focus to the grid's one tab stop, and scrolls it into view
        // (WebKit does not for a script's focus()).
        const day = page.all('gridcell').find((cell) => cell.tabIndex === 0)!;
        day.focus();
        day.scrollIntoView({ block: 'nearest' });
        expectInView(page, page.focused as HTMLElement, 'the day focused from the page');
        for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'PageDown', 'ArrowDown', 'ArrowDown', 'ArrowDown']) {
          await page.press(key);
          expectInView(page, page.focused as HTMLElement, `the day after ${key}`);
        }
      } finally {
        header.remove();
        rest.remove();
      }
    });
  }
});
