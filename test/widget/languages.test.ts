import { expect, fixture, html } from '@open-wc/testing';
import { addDays } from 'date-fns';
import sinon from 'sinon';
import '../../src/define.js';
import type { BookingWidget } from '../../src/booking-widget.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { API_KEY, BASE_URL, aBusiness, success, withFakePlatform } from '../support/fake-platform.js';
import { iso, nextMonthDay, nextSecondSundayOfMarch, today } from '../support/dates.js';
import { eventually } from '../support/eventually.js';
import { withPageLang } from '../support/page-lang.js';
import { zonedTimeToInstant } from '../../src/format/time-zone.js';

// The widget in the customer's language: chosen by the element, the page or the browser, the
// texts from the language modules (src/i18n/locales/<code>.js here; each is a chunk of its own,
// dist/chunks/<code>-<hash>.js, in the build), English when a language is unknown or its module
// cannot load.

const percent = (locale: string, value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);

describe('booking-widget languages', () => {
  const fake = withFakePlatform();
  const day = nextMonthDay(12);

  /** Dialog open, `day` chosen, the 10:00 slot chosen by its name in the language. */
  async function chooseTen(page: BookingWidgetPage, slotName: RegExp): Promise<void> {
    await page.open();
    await page.chooseDay(day);
    await page.chooseSlot(slotName);
  }

  it('books in German: every text German, numbers in German style, accessible', async () => {
    const page = await BookingWidgetPage.create({ locale: 'de' });
    expect(page.language).to.equal('de');
    await chooseTen(page, /^10:00 bis 10:30/);
    expect(page.root.querySelector('[part="panel"]')!.getAttribute('lang')).to.equal('de');
    expect(page.slotNames()).to.deep.equal([
      `09:00 bis 09:30, ${percent('de', 70)} gebucht`,
      '09:30 bis 10:00, ausgebucht',
      '10:00 bis 10:30, frei',
    ]);
    expect(percent('de', 70), 'German writes a space before the percent sign').to.match(/^70\s%$/);
    expect(page.find('status', '2 Zeiten verfügbar')).to.exist;
    expect(page.find('button', 'Schließen')).to.exist;
    expect(page.find('button', 'Nächster Monat')).to.exist;
    await expect(page.element).to.be.accessible();

    await page.click('button', 'Weiter');
    await page.click('button', 'Buchen');
    expect(page.fieldMessage('Name')).to.equal('Geben Sie Ihren Namen ein.');
    await page.type('Name', 'Ada Lovelace');
    await page.type('E-Mail', 'ada@example.com');
    await page.type('Telefon (optional)', '+49 30 1234567');
    await page.type('Anmerkungen (optional)', 'Bitte am Fenster');
    await expect(page.element).to.be.accessible();
    await page.click('button', 'Buchen');
    await eventually(() => page.find('heading', 'Ihr Termin ist gebucht') !== undefined, 'the German confirmation');
    expect(fake.platform.bookingRequests()[0]!.body).to.include({
      date: iso(day),
      from: '10:00',
      to: '10:30',
      name: 'Ada Lovelace',
    });
    expect(page.find('button', 'Zum Kalender hinzufügen')).to.exist;
    await expect(page.element).to.be.accessible();
  });

  it('shows times in the language’s style, 9:00 AM in American English and 09:00 in German, and sends HH:MM', async () => {
    const page = await BookingWidgetPage.create({ locale: 'en-US' });
    await chooseTen(page, /^10:00\sAM to 10:30\sAM, free$/);
    expect(page.slotNames()[0]).to.match(/^9:00\sAM to 9:30\sAM, 70% booked$/);
    // One range as the language writes it (Intl's formatRange), its "AM" said once.
    expect(page.root.querySelector('[part~="slot-selected"] [part="slot-time"]')!.textContent).to.match(/^10:00\s–\s10:30\sAM$/);
    page.element.locale = 'de';
    await page.settled();
    expect(page.slotNames()[0]).to.equal(`09:00 bis 09:30, ${percent('de', 70)} gebucht`);
    await page.click('button', 'Weiter');
    await page.settled();
    await page.type('Name', 'Ada Lovelace');
    await page.type('E-Mail', 'ada@example.com');
    await page.click('button', 'Buchen');
    await eventually(() => page.find('heading', 'Ihr Termin ist gebucht') !== undefined, 'booked');
    expect(fake.platform.bookingRequests()[0]!.body).to.include({ from: '10:00', to: '10:30' });
    expect(page.root.querySelector('[part="confirmation-time"]')!.textContent).to.equal('10:00–10:30 Uhr');
  });

  it('books in French with an SMS code', async () => {
    fake.platform.business = () => success(aBusiness({ sms_enabled: true }));
    const page = await BookingWidgetPage.create({ locale: 'fr-FR' });
    await chooseTen(page, /^De 10:00 à 10:30/);
    expect(page.slotNames()[0]).to.equal(`De 09:00 à 09:30, réservé à ${percent('fr', 70)}`);
    await page.click('button', 'Continuer');
    await page.type('Nom', 'Ada Lovelace');
    await page.type('E-mail', 'ada@example.com');
    await page.type('Téléphone mobile', '+33 6 12 34 56 78');
    await page.click('button', 'Envoyer le code');
    await eventually(() => page.find('textbox', 'Code SMS') !== undefined, 'the French code step');
    expect(page.root.querySelector('[part="code-text"]')!.textContent).to.contain('+33 6 12 34 56 78');
    await page.type('Code SMS', '123456');
    await page.click('button', 'Réserver');
    await eventually(() => page.find('heading', 'Votre rendez-vous est réservé') !== undefined, 'the French confirmation');
    expect(fake.platform.bookingRequests()[0]!.body).to.include({ otp: '123456', from: '10:00' });
  });

  it('books in Hebrew from the keyboard, right to left: ArrowLeft is the next day', async () => {
    const page = await BookingWidgetPage.create({ locale: 'he' });
    page.openButton.focus();
    await page.press('Enter');
    await eventually(() => page.isOpen, 'Enter on the button opens the dialog');
    await page.settled();
    const panel = page.root.querySelector('[part="panel"]')!;
    expect(panel.getAttribute('dir')).to.equal('rtl');
    expect(getComputedStyle(panel).direction).to.equal('rtl');
    expect(page.focused!.getAttribute('data-date')).to.equal(iso(today()));
    await page.press('ArrowLeft');
    expect(page.focused!.getAttribute('data-date'), 'ArrowLeft: the next day').to.equal(iso(addDays(today(), 1)));
    await page.press('ArrowRight');
    expect(page.focused!.getAttribute('data-date'), 'ArrowRight: back').to.equal(iso(today()));
    await page.press('PageDown');
    await page.press('Enter');
    await page.settled();
    await expect(page.element).to.be.accessible();

    // The first free time, chosen with the keyboard; then Continue.
    page.get('radio', /^10:00 עד 10:30/).focus();
    await page.press(' ');
    await page.press('Tab');
    expect(page.focusedName()).to.equal('המשך');
    await page.press('Enter');
    await page.type('שם', 'Ada Lovelace');
    await page.type('אימייל', 'ada@example.com');
    await page.type('טלפון (לא חובה)', '+972 50 123 4567');
    await expect(page.element).to.be.accessible();
    page.get('button', 'הזמנה').focus();
    await page.press('Enter');
    await eventually(() => page.find('heading', 'התור שלך נקבע') !== undefined, 'the Hebrew confirmation');
    expect(fake.platform.bookingRequests()[0]!.body).to.include({ from: '10:00', to: '10:30' });
    // The business's left-to-right name stays whole inside right-to-left text.
    const business = page.root.querySelector('[part="confirmation-business"]')!;
    expect(business.querySelector('bdi')!.textContent).to.equal('Studio Nord Hair & Beauty');
    await expect(page.element).to.be.accessible();
  });

  it('mirrors the whole widget right to left in Arabic: the week from the right, chevrons and fill bars turned', async () => {
    const page = await BookingWidgetPage.create({ locale: 'ar' });
    await page.open();
    await page.chooseDay(day);
    const [first, last] = [page.root.querySelector('th')!, page.root.querySelector('th:last-child')!];
    expect(first.getBoundingClientRect().left, 'the week’s first day at the right').to.be.greaterThan(
      last.getBoundingClientRect().left,
    );
    const [previous, next] = page.root.querySelectorAll('[part~="month-button"]');
    expect(previous!.getBoundingClientRect().left, 'the previous month at the right').to.be.greaterThan(
      next!.getBoundingClientRect().left,
    );
    const mirrored = (element: Element) => getComputedStyle(element).transform === 'matrix(-1, 0, 0, 1, 0, 0)';
    expect(mirrored(previous!.querySelector('svg')!), 'the previous month’s chevron points right').to.equal(true);
    const fill = getComputedStyle(page.root.querySelector('[part~="slot-meter"]')!, '::before');
    expect([fill.right, fill.left === '0px'], 'fill bars fill from the right').to.deep.equal(['0px', false]);
    const heads = [...page.root.querySelectorAll<HTMLElement>('[part="weekday"] .short')];
    expect(
      heads.map((head) => [...head.textContent].length),
      'narrow weekday heads',
    ).to.deep.equal(heads.map(() => 1));
    const footer = page.root.querySelector('[part="footer"]')!;
    const continueButton = page.root.querySelector('[part="continue-button"]')!;
    expect(
      continueButton.getBoundingClientRect().left - footer.getBoundingClientRect().left,
      'Continue at the footer’s left',
    ).to.be.lessThan(footer.clientWidth / 2);
  });

  it('books in Japanese', async () => {
    const page = await BookingWidgetPage.create({ locale: 'ja' });
    await chooseTen(page, /^10:00～10:30/);
    await page.click('button', '次へ');
    await page.type('お名前', '山田 花子');
    await page.type('メールアドレス', 'hanako@example.jp');
    await page.click('button', '予約する');
    await eventually(() => page.find('heading', '予約が完了しました') !== undefined, 'the Japanese confirmation');
    expect(fake.platform.bookingRequests()[0]!.body).to.include({ name: '山田 花子', from: '10:00' });
  });

  it('speaks the page’s language (<html lang>) and follows a change of it, keeping what was typed', async () => {
    await withPageLang('de-AT', async () => {
      const page = await BookingWidgetPage.create({ locale: undefined });
      expect(page.language).to.equal('de');
      await chooseTen(page, /^10:00 bis/);
      await page.click('button', 'Weiter');
      await page.type('Name', 'Ada Lovelace');
      document.documentElement.setAttribute('lang', 'fr');
      await eventually(() => page.find('textbox', 'Nom') !== undefined, 'French after the page’s lang changed');
      expect(page.value('Nom')).to.equal('Ada Lovelace');
    });
  });

  it('speaks the browser’s language when the page names none', async () => {
    const languages = sinon.stub(navigator, 'languages').get(() => ['sw', 'pl-PL', 'en']);
    try {
      await withPageLang(null, async () => {
        const page = await BookingWidgetPage.create({ locale: undefined });
        expect(page.language).to.equal('pl');
        await page.open();
        expect(page.find('button', 'Zamknij')).to.exist;
      });
    } finally {
      languages.restore();
    }
  });

  it('speaks English for a language it does not have, without loading anything', async () => {
    const warn = sinon.stub(console, 'warn');
    try {
      const page = await BookingWidgetPage.create({ locale: 'sw-KE' });
      expect(page.language).to.equal('en');
      await page.open();
      expect(page.find('button', 'Close')).to.exist;
      expect(warn.args.flat().join('\n')).to.not.contain('language file');
    } finally {
      warn.restore();
    }
  });

  it('counts the free times with the language’s plural forms: Polish and Arabic', async () => {
    const freeSlots = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        from: `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
        to: '23:59',
        percentage_filled: 0,
      }));
    const status = (page: BookingWidgetPage) => page.root.querySelector('[role="status"]')!.textContent.trim();
    const cases: [locale: string, count: number, text: (n: string) => string][] = [
      ['pl', 1, (n) => `${n} dostępny termin`],
      ['pl', 3, (n) => `${n} dostępne terminy`],
      ['pl', 5, (n) => `${n} dostępnych terminów`],
      ['ar', 3, (n) => `${n} أوقات متاحة`],
      ['ar', 11, (n) => `${n} وقتًا متاحًا`],
    ];
    for (const [locale, count, text] of cases) {
      fake.platform.slots = () => success(freeSlots(count));
      const page = await BookingWidgetPage.create({ locale });
      await page.open();
      await page.chooseDay(day);
      expect(status(page), `${locale} ${count}`).to.equal(text(new Intl.NumberFormat(locale).format(count)));
      page.element.remove();
    }
  });

  it('uses a site owner’s own words from plain HTML, per language, and from the messages property', async () => {
    const element = await fixture<BookingWidget>(
      html`<booking-widget api-key=${API_KEY} base-url=${BASE_URL} locale="en">
        <script type="application/json" data-messages>
          { "en": { "footer.continue": "Next: your details" }, "*": { "slots.heading": "Tables" } }
        </script>
        <script type="application/json" data-messages lang="de">
          { "footer.continue": "Weiter zum Tisch" }
        </script>
      </booking-widget>`,
    );
    const page = new BookingWidgetPage(element);
    await page.settled();
    await page.open();
    expect(page.find('button', 'Next: your details')).to.exist;
    expect(page.slotsHeading).to.equal('Tables');
    element.locale = 'de';
    await page.settled();
    expect(page.find('button', 'Weiter zum Tisch')).to.exist;
    expect(page.slotsHeading, 'the replacement for every language').to.equal('Tables');
    element.messages = { de: { 'header.close': 'Zumachen', 'footer.continue': 'Weiter zum Platz' } };
    await page.settled();
    expect(page.find('button', 'Zumachen')).to.exist;
    expect(page.find('button', 'Weiter zum Platz'), 'the property wins over the HTML').to.exist;
    element.messages = undefined;
    await page.settled();
    expect(page.find('button', 'Schließen'), 'the property’s replacement gone').to.exist;
    expect(page.find('button', 'Weiter zum Tisch'), 'the HTML’s replacement stays').to.exist;
  });

  describe('time-zone', () => {
    const customerZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    // Tokyo keeps one offset all year, so its clock differs from almost any customer's.
    const businessZone = customerZone === 'Asia/Tokyo' ? 'Europe/Berlin' : 'Asia/Tokyo';

    /** A business `HH:MM` on `day` as the customer's clock reads it, in `en-GB` style. */
    const onCustomerClock = (time: string) => {
      const [hours, minutes] = time.split(':').map(Number);
      const instant = zonedTimeToInstant({
        timeZone: businessZone,
        date: iso(day),
        time: `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`,
      });
      return new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: customerZone }).format(instant);
    };

    async function pageWithZone(zone: string): Promise<BookingWidgetPage> {
      const page = await BookingWidgetPage.create({ locale: 'en-GB' });
      page.element.setAttribute('time-zone', zone);
      await page.open();
      await page.chooseDay(day);
      return page;
    }

    it('says which zone the times are in, shows them on the customer’s clock, and books the business’s times', async () => {
      const page = await pageWithZone(businessZone);
      const notice = page.root.querySelector('[part="time-zone"]')!;
      expect(notice.textContent).to.match(/^\s*Times are in the business's time zone: .+\./);
      await page.click('button', 'Show times in my time zone');
      expect(page.root.querySelector('[part="time-zone"]')!.textContent).to.contain('Times are in your time zone:');
      const from = onCustomerClock('10:00');
      expect(page.slotNames()).to.include(`${from} to ${onCustomerClock('10:30')}, free`);
      await page.chooseSlot(new RegExp(`^${from} to`));
      await expect(page.element).to.be.accessible();
      await page.click('button', 'Continue');
      await page.type('Name', 'Ada Lovelace');
      await page.type('Email', 'ada@example.com');
      await page.click('button', 'Book');
      await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'booked');
      expect(fake.platform.bookingRequests()[0]!.body).to.include({ date: iso(day), from: '10:00', to: '10:30' });
      const booked = page.root.querySelector('[part="confirmation-time"]')!.textContent;
      expect(booked, 'the business’s time and the customer’s')
        .to.contain('10:00–10:30 ')
        .and.contain(`${from}–${onCustomerClock('10:30')} `);
    });

    it('converts across a daylight-saving change: New York’s 10:00 is an hour earlier in UTC once its clocks go forward', async function () {
      if (customerZone === 'America/New_York') this.skip();
      // New York's clocks go forward on the second Sunday of March (since 2007): 10:00 there is
      // 15:00 UTC the day before and 14:00 UTC the day after. Facts, not the widget's arithmetic.
      const change = nextSecondSundayOfMarch();
      const [before, after] = [addDays(change, -1), addDays(change, 1)];
      const customerClock = (date: Date, utcHour: number) =>
        new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: customerZone }).format(
          Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), utcHour),
        );
      const page = await BookingWidgetPage.create({ locale: 'en-GB' });
      page.element.setAttribute('time-zone', 'America/New_York');
      await page.open();
      const tenOn = async (date: Date) => {
        await page.chooseDay(date);
        if (!page.find('button', "Show times in the business's time zone"))
          await page.click('button', 'Show times in my time zone');
        return page
          .slotNames()
          .find((name) => name.endsWith(', free'))!
          .split(' to ')[0];
      };
      expect(await tenOn(before), 'the day before the change').to.equal(customerClock(before, 15));
      expect(await tenOn(after), 'the day after the change').to.equal(customerClock(after, 14));
      if (customerClock(before, 15) === customerClock(after, 15)) {
        // The customer's own clock did not change between the two days (UTC in CI): the shift is New York's.
        expect(customerClock(after, 14)).to.not.equal(customerClock(before, 15));
      }
      await page.chooseSlot(new RegExp(`^${customerClock(after, 14)} to`));
      await page.click('button', 'Continue');
      await page.type('Name', 'Ada Lovelace');
      await page.type('Email', 'ada@example.com');
      await page.click('button', 'Book');
      await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'booked');
      expect(fake.platform.bookingRequests()[0]!.body, 'the business’s own wall-clock time is booked').to.include({
        date: iso(after),
        from: '10:00',
        to: '10:30',
      });
    });

    it('says nothing when the customer’s clock is the business’s', async () => {
      const page = await pageWithZone(customerZone);
      expect(page.root.querySelector('[part="time-zone"]')).to.equal(null);
    });

    it('warns about an unknown zone and shows the times as given', async () => {
      const warn = sinon.stub(console, 'warn');
      try {
        const page = await pageWithZone('Mars/Olympus');
        expect(page.root.querySelector('[part="time-zone"]')).to.equal(null);
        expect(page.slotNames()[0]).to.match(/^09:00 to 09:30/);
        expect(warn.args.flat().join('\n')).to.contain('Mars/Olympus');
      } finally {
        warn.restore();
      }
    });
  });
});
