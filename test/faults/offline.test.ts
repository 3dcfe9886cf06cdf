// The browser knows it is offline: the widget says so at once, sends nothing while it lasts,
// and loads by itself when the browser is back online.
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { iso, today } from '../support/dates.js';
import { eventually } from '../support/eventually.js';
import { aBusiness, someSlots, success, withFakePlatform, type FakePlatform } from '../support/fake-platform.js';

const OFFLINE = ["You're offline", "Booking continues by itself when you're back online."];

/**
 * Takes the browser offline as far as a page can tell (`navigator.onLine` and the `offline`
 * event), with the platform unreachable meanwhile; the returned function brings it back.
 */
function goOffline(platform: FakePlatform): () => void {
  const { business, slots } = platform;
  platform.business = platform.slots = () => ({ networkError: true });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    Object.assign(platform, { business, slots });
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event('online'));
  };
}

/** The lines of the alerts in view. */
const alertLines = (page: BookingWidgetPage) =>
  page.all('alert').flatMap((alert) => [...alert.querySelectorAll('p')].map((p) => p.textContent.trim()));

describe('faults: offline', function () {
  this.timeout(15000);
  const fake = withFakePlatform();
  /** The paths asked for (plain strings: a failed assertion prints them). */
  const requestedPaths = () => fake.platform.requests.map((request) => request.path);
  let backOnline: (() => void) | undefined;

  beforeEach(() => {
    fake.platform.business = () => success(aBusiness(), 'Business details fetched successfully');
    fake.platform.slots = () => success(someSlots(), 'Slots fetched successfully');
  });
  afterEach(() => {
    backOnline?.();
    backOnline = undefined;
  });

  it('says "You’re offline" on opening, asks for nothing, and shows the times once back online', async () => {
    const page = await BookingWidgetPage.create();
    backOnline = goOffline(fake.platform);
    const sent = fake.platform.requests.length;

    page.openButton.click();
    await eventually(() => alertLines(page).length > 0, 'nothing said');
    expect(alertLines(page)).to.deep.equal(OFFLINE);
    expect(page.find('button', 'Try again'), 'nothing to press: it comes back by itself').to.be.undefined;
    await page.settled();
    expect(fake.platform.requests.length, 'no request while offline').to.equal(sent);

    backOnline();
    backOnline = undefined;
    await eventually(() => page.slots.length > 0, 'the times did not load once online');
    expect(alertLines(page)).to.deep.equal([]);
    // The month at a glance comes back too: every day from today on says whether it has times.
    const fromToday = () => page.days.filter((cell) => cell.getAttribute('data-date')! >= iso(today()));
    await eventually(
      () => fromToday().every((cell) => /\bday-(open|full|closed)\b/.test(cell.getAttribute('part') ?? '')),
      'the month’s days are not marked once online',
    );
  });

  it('keeps the button on a page opened offline, says so in the dialog, and loads the business once online', async () => {
    backOnline = goOffline(fake.platform);
    const page = await BookingWidgetPage.create();
    expect(requestedPaths(), 'no request while offline').to.deep.equal([]);
    expect(page.alertText(), 'the button, not a notice').to.equal('');
    expect(page.get('button', 'Book an appointment').getAttribute('aria-busy')).to.equal('false');

    await page.open();
    expect(alertLines(page)).to.deep.equal(OFFLINE);
    expect(requestedPaths()).to.deep.equal([]);

    backOnline();
    backOnline = undefined;
    await eventually(() => page.find('heading', 'Studio Nord Hair & Beauty') !== undefined, 'no business once online');
    await page.settled();
    expect(page.openButton.textContent.trim()).to.equal('Book a visit');
    expect(alertLines(page)).to.deep.equal([]);
  });
});
