import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { withFakePlatform } from '../support/fake-platform.js';
import { nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';

// Side files are files of the built script (src/side-files.ts); from the sources the widget
// imports their modules, so these run against the built file only (the built-file group).
// A server that lacks one answers 404 (the test runner's middleware, by cookie). One page for
// both (a test file is one page), on which nothing has loaded them before: a browser keeps a
// module it has loaded.
const fromBuiltFile = document.querySelector('script[src$="/booking-widget.iife.js"]') !== null;

(fromBuiltFile ? describe : describe.skip)('booking-widget without its side files', () => {
  const fake = withFakePlatform();
  const customerZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const businessZone = customerZone === 'Asia/Tokyo' ? 'Europe/Berlin' : 'Asia/Tokyo';
  let warn: sinon.SinonStub;

  beforeEach(() => (warn = sinon.stub(console, 'warn')));
  afterEach(() => {
    warn.restore();
    document.cookie = 'time-zone-file=; path=/; max-age=0';
    document.cookie = 'booking-file=; path=/; max-age=0';
  });

  const warningsAbout = (file: string) => warn.args.map((args) => String(args[0])).filter((message) => message.includes(file));

  it('without the booking steps: says so in plain words, keeps the chosen time, and books once the file is back', async () => {
    document.cookie = 'booking-file=offline; path=/';
    const page = await BookingWidgetPage.create({ locale: 'en-GB' });
    await page.open();
    await page.chooseDay(nextMonthDay(12));
    await page.chooseSlot(/^10:00 to 10:30/);
    await page.click('button', 'Continue');
    await eventually(() => page.find('button', 'Try again') !== undefined, 'no Try again');
    expect(page.root.textContent).to.contain('Could not reach the booking service');
    expect(page.find('textbox', 'Name'), 'no form without its file').to.be.undefined;
    expect(warningsAbout('/booking.js'), 'one warning a try').to.not.be.empty;
    await expect(page.element).to.be.accessible();

    document.cookie = 'booking-file=; path=/; max-age=0';
    await page.click('button', 'Try again');
    await eventually(() => page.find('textbox', 'Name') !== undefined, 'the form after Try again');
    await page.type('Name', 'Ada Lovelace');
    await page.type('Email', 'ada@example.com');
    await page.click('button', 'Book');
    await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'booked');
    expect(fake.platform.bookingRequests()[0]!.body).to.include({ from: '10:00', to: '10:30' });
  });

  it('without the time zone file: shows the times as given with one warning, and books the business’s times', async () => {
    document.cookie = 'time-zone-file=offline; path=/';
    const page = await BookingWidgetPage.create({ locale: 'en-GB' });
    page.element.setAttribute('time-zone', businessZone);
    await page.open();
    await page.chooseDay(nextMonthDay(12));
    expect(page.root.querySelector('[part="time-zone"]') === null, 'no zone line').to.equal(true);
    expect(page.slotNames()[0]).to.match(/^09:00 to 09:30/);
    await page.chooseSlot(/^10:00 to 10:30/);
    await page.click('button', 'Continue');
    await page.settled();
    await page.type('Name', 'Ada Lovelace');
    await page.type('Email', 'ada@example.com');
    await page.click('button', 'Book');
    await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'booked');
    expect(fake.platform.bookingRequests()[0]!.body).to.include({ from: '10:00', to: '10:30' });
    expect(page.root.querySelector('[part="confirmation-time"]')!.textContent).to.equal('10:00–10:30');
    const warnings = warningsAbout('/time-zone.js');
    expect(warnings).to.have.length(1);
  });
});
