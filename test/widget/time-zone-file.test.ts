import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { withFakePlatform } from '../support/fake-platform.js';
import { nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';

// The time zone conversions are a file of their own beside the script (dist/time-zone.js),
// loaded only with a `time-zone` that is not the customer's. Its own page (a test file is one
// page), so that no other test has loaded it: a browser keeps a module it has loaded.
describe('booking-widget without its time zone file', () => {
  const fake = withFakePlatform();
  const customerZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const businessZone = customerZone === 'Asia/Tokyo' ? 'Europe/Berlin' : 'Asia/Tokyo';

  it('shows the times as given with one warning, and books the business’s times', async () => {
    document.cookie = 'time-zone-file=offline; path=/';
    const warn = sinon.stub(console, 'warn');
    try {
      const page = await BookingWidgetPage.create({ locale: 'en-GB' });
      page.element.setAttribute('time-zone', businessZone);
      await page.open();
      await page.chooseDay(nextMonthDay(12));
      expect(page.root.querySelector('[part="time-zone"]') === null, 'no zone line').to.equal(true);
      expect(page.slotNames()[0]).to.match(/^09:00 to 09:30/);
      await page.chooseSlot(/^10:00 to 10:30/);
      await page.click('button', 'Continue');
      await page.type('Name', 'Ada Lovelace');
      await page.type('Email', 'ada@example.com');
      await page.click('button', 'Book');
      await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'booked');
      expect(fake.platform.bookingRequests()[0]!.body).to.include({ from: '10:00', to: '10:30' });
      expect(page.root.querySelector('[part="confirmation-time"]')!.textContent).to.equal('10:00–10:30');
      const warnings = warn.args.map((args) => String(args[0])).filter((message) => message.includes('time zone file'));
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('/time-zone.js');
    } finally {
      warn.restore();
      document.cookie = 'time-zone-file=; path=/; max-age=0';
    }
  });
});
