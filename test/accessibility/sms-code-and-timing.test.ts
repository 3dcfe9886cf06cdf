import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { countdownClock } from '../support/countdown-clock.js';
import { nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';
import { withFakePlatform } from '../support/fake-platform.js';
import { toCodeStep, withSmsBusiness } from '../support/journey.js';

describe('the SMS code: accessible authentication (3.3.8), redundant entry (3.3.7), timing (2.2.1)', () => {
  const fake = withFakePlatform();
  const day = nextMonthDay(12);
  beforeEach(() => withSmsBusiness(fake.platform));

  it('takes the code by paste and by the browser’s one-time-code autofill, and books with it', async () => {
    const page = await BookingWidgetPage.create();
    await toCodeStep(page, day);
    const field = page.get('textbox', 'SMS code') as HTMLInputElement;
    expect(field.getAttribute('autocomplete')).to.equal('one-time-code');
    expect(field.readOnly).to.be.false;
    field.focus();
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', '123456');
    const paste = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true, composed: true });
    field.dispatchEvent(paste);
    expect(paste.defaultPrevented, 'nothing stops a paste').to.be.false;
    // What the browser does with a paste nobody stopped: the text goes in, as typed.
    document.execCommand('insertText', false, '123456');
    await page.element.updateComplete;
    expect(field.value).to.equal('123456');
    await page.click('button', 'Book');
    await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
    expect(fake.platform.bookingRequests()[0]!.body).to.include({ otp: '123456' });
  });

  for (const pasted of [' 420 864 ', '420-864', 'Your booking code is 420864']) {
    it(`takes a code pasted as "${pasted}" whole, and books with its six digits`, async () => {
      const page = await BookingWidgetPage.create();
      await toCodeStep(page, day);
      const field = page.get('textbox', 'SMS code') as HTMLInputElement;
      field.focus();
      document.execCommand('insertText', false, pasted);
      await page.element.updateComplete;
      expect(field.value, 'nothing of the paste is cut off').to.equal(pasted);
      await page.click('button', 'Book');
      await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
      expect(fake.platform.bookingRequests()[0]!.body).to.include({ otp: '420864' });
    });
  }

  it('"Book another" keeps name, email and phone: nothing given is asked twice', async () => {
    const page = await BookingWidgetPage.create();
    await toCodeStep(page, day);
    await page.type('SMS code', '123456');
    await page.click('button', 'Book');
    await eventually(() => page.find('button', 'Book another') !== undefined, 'no confirmation');
    await page.click('button', 'Book another');
    await page.settled();
    await page.chooseDay(nextMonthDay(13));
    await page.chooseSlot(/^09:00/);
    await page.click('button', 'Continue');
    await page.settled();
    expect([page.value('Name'), page.value('Email'), page.value('Mobile phone')]).to.deep.equal([
      'Ada Lovelace',
      'ada@example.com',
      '+44 7700 900123',
    ]);
  });

  it('says how long the code lasts and the resend wait, and a customer back after the code expired can ask for a new one', async () => {
    const clock = countdownClock();
    try {
      const page = await BookingWidgetPage.create();
      await toCodeStep(page, day);
      expect(page.get('button', /^Send a new code in \d+ secs?$/).getAttribute('aria-disabled')).to.equal('true');
      expect(page.root.querySelector('[part="code-text"]')!.textContent, 'how long the code lasts').to.match(
        /The code is valid for 5 mins?\./,
      );
      // Six minutes later: the code (valid five) has expired.
      await clock.tickAsync(6 * 60_000);
      fake.platform.appointments = () => ({ status: 422, body: { status: 'failure', message: 'Invalid OTP' } });
      await page.type('SMS code', '123456');
      await page.click('button', 'Book');
      await eventually(() => page.fieldMessage('SMS code') !== '', 'no message at the code');
      expect(page.fieldMessage('SMS code')).to.contain('expired');
      const resend = page.get('button', 'Send a new code');
      expect(resend.getAttribute('aria-disabled')).to.equal('false');
      await page.click('button', 'Send a new code');
      await eventually(() => fake.platform.otpRequests().length === 2, 'no new code asked for');
    } finally {
      clock.restore();
    }
  });
});
