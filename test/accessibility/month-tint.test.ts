import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { backgroundBehind, contrast, parseColor } from '../support/colors.js';
import { nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';
import { aBusiness, success, withFakePlatform } from '../support/fake-platform.js';

describe('the month at a glance in the dark theme (#23 item 9)', () => {
  const fake = withFakePlatform();

  it('tints the days with free times as clearly as the light theme does, their numbers still 4.5:1', async () => {
    // The built-in button colours: each theme its own accent.
    fake.platform.business = () =>
      success(aBusiness({ widget_settings: { ...aBusiness().widget_settings, bg_color: '#1f5fbf' } }));
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.showMonthOf(nextMonthDay());
    const openDay = () => page.root.querySelector<HTMLElement>("[part~='day-open']:not([part~='day-selected'])");
    await eventually(() => openDay() !== null, 'no day of the month is marked as having free times', 8000);
    const tint: Record<string, number> = {};
    for (const theme of ['light', 'dark'] as const) {
      page.element.theme = theme;
      await page.element.updateComplete;
      const open = openDay();
      const fill = backgroundBehind(open!, { includeSelf: true });
      tint[theme] = contrast(fill, backgroundBehind(open!));
      expect(contrast(parseColor(getComputedStyle(open!).color), fill), `${theme}: the day’s number`).to.be.at.least(4.5);
    }
    expect(tint.dark, 'the dark tint against the dialog').to.be.at.least(1.5);
    expect(tint.dark).to.be.at.least(tint.light!);
  });
});
