import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { browserTree, descendants, type AccessibleNode } from '../support/accessibility-tree.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { countdownClock } from '../support/countdown-clock.js';
import { nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';
import { failure, success, withFakePlatform } from '../support/fake-platform.js';
import { sendCodeFromDetails, toCodeStep, withSmsBusiness } from '../support/journey.js';

const LIVE_ROLES = new Set(['status', 'alert', 'log']);

/** The text a node's subtree reads: its static texts, joined. */
const textOf = (node: AccessibleNode): string =>
  descendants(node)
    .filter((child) => child.role === 'StaticText' || child.role === 'text')
    .map((child) => child.name)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What the live regions on screen say: from Chromium's accessibility tree, where the test
 * runner can read it; elsewhere from the regions' roles in the markup.
 */
async function liveRegions(page: BookingWidgetPage): Promise<string[]> {
  const tree = await browserTree();
  if (!tree) return [...page.all('status'), ...page.all('alert')].map((el) => el.textContent.replace(/\s+/g, ' ').trim());
  return descendants(tree)
    .filter((node) => LIVE_ROLES.has(node.role))
    .map(textOf);
}

describe('status messages (WCAG 4.1.3) in the accessibility tree', () => {
  const fake = withFakePlatform();
  const day = nextMonthDay(12);

  it('says the times are loading, then how many there are, in a status region', async () => {
    const release = fake.platform.holdSlots();
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.clickDay(day);
    expect(await liveRegions(page)).to.include('Loading available times…');
    release(success([{ from: '10:00', to: '10:30', percentage_filled: 0 }]));
    await eventually(() => page.slots.length === 1, 'the times never show');
    expect(await liveRegions(page)).to.include('1 time available');
  });

  it('says a day has no times', async () => {
    fake.platform.slots = () => success([]);
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.chooseDay(day);
    expect(await liveRegions(page)).to.include('No available times on this day');
  });

  it('announces a failure to load the times in an alert', async () => {
    fake.platform.slots = () => failure(404, 'Not found');
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.chooseDay(day);
    const regions = await liveRegions(page);
    expect(regions.some((text) => text.includes('Booking is unavailable right now'))).to.be.true;
  });

  it('moves focus to the booked confirmation’s heading, which a screen reader then reads', async () => {
    const page = await BookingWidgetPage.create();
    await page.toDetails(day);
    await page.type('Name', 'Ada Lovelace');
    await page.type('Email', 'ada@example.com');
    await page.click('button', 'Book');
    await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
    await eventually(() => page.focusedName() === 'Your appointment is booked', 'focus did not move to the confirmation');
    // Announced by taking focus, not by a live region (4.1.3 leaves out what takes focus; both would read it twice).
    expect(page.focused, 'the focused element is the heading').to.equal(page.get('heading', 'Your appointment is booked'));
    const regions = await liveRegions(page);
    expect(regions.filter((text) => text.includes('Your appointment is booked'))).to.deep.equal([]);
    const tree = await browserTree();
    if (tree) {
      const focused = descendants(tree).find((node) => (node as AccessibleNode & { focused?: boolean }).focused);
      expect([focused?.role, focused?.name]).to.deep.equal(['heading', 'Your appointment is booked']);
    }
  });

  it('says once how long to wait before a new code can be asked for, and when it can', async () => {
    withSmsBusiness(fake.platform);
    const page = await BookingWidgetPage.create();
    await toCodeStep(page, day);
    expect(await liveRegions(page), 'the wait, in a status region').to.include('Send a new code in 30 secs');
    // The region keeps its words while the button counts down: a screen reader hears the wait once.
    await eventually(
      () => !page.get('button', /^Send a new code in/).textContent.includes('30'),
      'the countdown does not run',
      3000,
    );
    expect(await liveRegions(page)).to.include('Send a new code in 30 secs');
  });

  it('announces the wait as the code step comes, in a region already on screen, and reads where the code went with its field', async () => {
    withSmsBusiness(fake.platform);
    const page = await BookingWidgetPage.create();
    await page.toDetails(day);
    // A live region announces a change of its text: one that appears with its words says nothing.
    const regionsOnDetails = page.all('status');
    await sendCodeFromDetails(page);
    const saying = page.all('status').filter((region) => region.textContent.includes('Send a new code in 30 secs'));
    expect(saying.length, 'one region says the wait').to.equal(1);
    expect(regionsOnDetails.includes(saying[0]!), 'the region that says it was on screen before').to.be.true;
    const field = page.get('textbox', 'SMS code');
    const description = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => page.root.getElementById(id)?.textContent);
    expect(description.join(' ')).to.match(/We sent a 6-digit code by SMS to \+44 7700 900123\. The code is valid for 5 mins\./);
  });

  it('says when a new code can be asked for once the wait is over', async () => {
    withSmsBusiness(fake.platform);
    const clock = countdownClock();
    try {
      const page = await BookingWidgetPage.create();
      await toCodeStep(page, day);
      await clock.tickAsync(31_000);
      await eventually(
        () => page.find('button', 'Send a new code')?.getAttribute('aria-disabled') === 'false',
        'the wait never ends',
      );
      await page.element.updateComplete;
      expect(await liveRegions(page)).to.include('Send a new code');
    } finally {
      clock.restore();
    }
  });
});
