import { expect, nextFrame } from '@open-wc/testing';
import sinon from 'sinon';
import type { Business } from '../../src/api/types.js';
import '../../src/define.js';
import type { BookingWidget } from '../../src/booking-widget.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { setViewport } from '../support/browser.js';
import { offeredCalendarFile } from '../support/calendar-file.js';
import { withFakePlatform, aBusiness, success } from '../support/fake-platform.js';
import { iso, nextMonthDay } from '../support/dates.js';

/** A business's two locations, by `business_unit_id`. */
const OLD_TOWN_AND_HARBOUR = [
  { id: 3, name: 'Old Town' },
  { id: 9, name: 'Harbour' },
];

describe('booking-widget structure', () => {
  const fake = withFakePlatform();

  describe('the button', () => {
    it('shows the business label, size, font and colours from widget_settings', async () => {
      const page = await BookingWidgetPage.create();
      const button = page.get('button', 'Book a visit');
      const style = getComputedStyle(button);
      expect(button.getBoundingClientRect().width).to.equal(240);
      expect(button.getBoundingClientRect().height).to.equal(52);
      expect(style.fontSize).to.equal('17px');
      expect(style.color).to.equal('rgb(255, 255, 255)');
      expect(style.backgroundColor).to.equal('rgb(15, 118, 110)');
    });

    for (const mode of ['sideways', 'Inline', 'POPUP']) {
      it(`opens the dialog with mode="${mode}", which is not "inline": a popup, the default`, async () => {
        const page = await BookingWidgetPage.create({ mode: mode as BookingWidget['mode'] });
        await page.open();
        expect(page.openButton.getAttribute('aria-expanded')).to.equal('true');
        expect(page.find('grid') !== undefined, 'the month is on show').to.be.true;
      });
    }

    it('falls back to built-in values for hostile or broken settings and tells the owner', async () => {
      fake.platform.business = () =>
        success(
          aBusiness({
            widget_settings: {
              text: '   ',
              width: 99999,
              height: -5,
              font_size: '20px;color:red' as unknown as number,
              font_color: 'expression(alert(1))',
              bg_color: 'red;background-image:url(https://evil.test/x)',
            },
          }),
        );
      const warn = sinon.stub(console, 'warn');
      try {
        const page = await BookingWidgetPage.create();
        const button = page.get('button', 'Book an appointment');
        const style = getComputedStyle(button);
        expect(button.getBoundingClientRect().width, 'clamped to 600 px').to.equal(600);
        expect(button.getBoundingClientRect().height, 'clamped to 24 px').to.equal(24);
        expect(style.fontSize).to.equal('16px');
        expect(style.color).to.equal('rgb(255, 255, 255)');
        expect(style.backgroundColor).to.equal('rgb(31, 95, 191)');
        expect(style.backgroundImage).to.equal('none');
        const fields = warn.args.map((a) => String(a[0])).filter((m) => m.startsWith('[booking-widget] widget_settings.'));
        expect(fields.map((m) => m.split(':')[0])).to.have.members([
          '[booking-widget] widget_settings.text',
          '[booking-widget] widget_settings.width',
          '[booking-widget] widget_settings.height',
          '[booking-widget] widget_settings.font_size',
          '[booking-widget] widget_settings.font_color',
          '[booking-widget] widget_settings.bg_color',
        ]);
        expect(page.element.getAttribute('style') ?? '').to.not.contain('url(');
      } finally {
        warn.restore();
      }
    });

    it('keeps its size when the host page shrinks the root font size', async () => {
      document.documentElement.style.fontSize = '10px';
      try {
        const page = await BookingWidgetPage.create();
        expect(page.openButton.getBoundingClientRect().height).to.equal(52);
        expect(getComputedStyle(page.openButton).fontSize).to.equal('17px');
      } finally {
        document.documentElement.style.removeProperty('font-size');
      }
    });

    it('keeps its own typography on a page whose theme restyles everything', async () => {
      const style = document.createElement('style');
      style.textContent = `
        body.hostile * { all: unset; text-transform: lowercase; letter-spacing: 6px; line-height: 3; font-family: serif; }`;
      document.head.append(style);
      document.body.classList.add('hostile');
      try {
        const page = await BookingWidgetPage.create();
        const button = getComputedStyle(page.openButton);
        expect(button.textTransform).to.equal('none');
        expect(button.letterSpacing).to.equal('normal');
        expect(button.fontFamily).to.not.equal('serif');
        await page.open();
        const title = getComputedStyle(page.get('heading', 'Studio Nord Hair & Beauty'));
        expect(title.textTransform).to.equal('none');
        expect(title.letterSpacing).to.equal('normal');
        expect(page.get('dialog').matches(':modal')).to.be.true;
      } finally {
        document.body.classList.remove('hostile');
        style.remove();
      }
    });

    it('lets the site owner restyle it through parts and custom properties', async () => {
      const style = document.createElement('style');
      style.textContent = `
        booking-widget.restyled { --booking-button-background: #7c3aed; --booking-button-radius: 0px; }
        booking-widget.restyled::part(button) { letter-spacing: 2px; }`;
      document.head.append(style);
      try {
        const page = await BookingWidgetPage.create();
        page.element.classList.add('restyled');
        const computed = getComputedStyle(page.openButton);
        expect(computed.backgroundColor).to.equal('rgb(124, 58, 237)');
        expect(computed.borderRadius).to.equal('0px');
        expect(computed.letterSpacing).to.equal('2px');
      } finally {
        style.remove();
      }
    });
  });

  describe('the dialog', () => {
    it('opens as a modal dialog named after the business, with its address', async () => {
      const page = await BookingWidgetPage.create();
      await page.open();
      const dialog = page.get('dialog', 'Studio Nord Hair & Beauty');
      expect(dialog.matches(':modal')).to.be.true;
      expect(page.root.textContent).to.contain('12 Harbour Street, Bristol BS1 4QA');
      expect(page.find('combobox', 'Location'), 'one location needs no chooser').to.be.undefined;
    });

    it('is open in the click’s own frame, header and a busy body, and gets its calendar and focus a frame later', async () => {
      const page = await BookingWidgetPage.create();
      // Focus on the button brings the dialog's code, as the pointer entering it does.
      page.openButton.focus();
      await page.settled();
      const opened = new Promise((resolve) => page.element.addEventListener('booking-open', resolve, { once: true }));
      page.openButton.click();
      await page.element.updateComplete;
      const dialog = page.get('dialog', 'Studio Nord Hair & Beauty');
      expect(dialog.matches(':modal'), 'open before the next frame').to.be.true;
      expect(page.find('button', 'Close')).to.exist;
      expect(page.find('grid'), 'the calendar comes after the first paint').to.be.undefined;
      expect(dialog.querySelector('[aria-busy="true"]'), 'its body says it is on its way').to.exist;
      await expect(page.element).to.be.accessible();
      await opened;
      expect(page.find('grid')).to.exist;
      expect(dialog.querySelector('[aria-busy="true"]')).to.equal(null);
      // Focus moves in the render that follows `booking-open`.
      await page.element.updateComplete;
      expect(
        page.days.map((day) => page.nameOf(day)),
        'focus on the grid’s day',
      ).to.include(page.focusedName());
    });

    it('shows a calendar grid with full weekday column headers', async () => {
      const page = await BookingWidgetPage.create({ locale: 'en-GB' });
      await page.open();
      const grid = page.get('grid');
      const headers = [...grid.querySelectorAll('th')].map((th) => th.getAttribute('abbr'));
      expect(headers).to.deep.equal(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
      expect(page.nameOf(grid)).to.equal(page.monthHeading);
    });

    it('lists the chosen day’s slots in time order with what each one’s fill means, in view and in its name', async () => {
      fake.platform.slots = () =>
        success([
          { from: '10:00', to: '10:30', percentage_filled: 0 },
          { from: '09:00', to: '09:30', percentage_filled: 70 },
          { from: '09:30', to: '10:00', percentage_filled: 100 },
          { from: '10:30', to: '11:00', percentage_filled: 79 },
          { from: '11:00', to: '11:30', percentage_filled: 80 },
        ]);
      const page = await BookingWidgetPage.create();
      await page.open();
      await page.chooseDay(nextMonthDay());
      expect(page.get('radiogroup')).to.exist;
      expect(page.slotNames()).to.deep.equal([
        '09:00 to 09:30, 70% booked',
        '09:30 to 10:00, full',
        '10:00 to 10:30, free',
        '10:30 to 11:00, 79% booked',
        '11:00 to 11:30, almost full',
      ]);
      expect(page.get('radio', /^09:30/).matches(':disabled'), 'a full slot cannot be chosen').to.be.true;
      const shown = [...page.root.querySelectorAll('[part~="slot"]')].map((slot) => slot.textContent.replace(/\s+/g, ' ').trim());
      expect(shown).to.deep.equal([
        '09:00\u201309:30 70% booked',
        '09:30\u201310:00 Full',
        '10:00\u201310:30 Free',
        '10:30\u201311:00 79% booked',
        '11:00\u201311:30 Almost full',
      ]);
      await expect(page.element).to.be.accessible();
    });

    it('a fill just under 100 (99.6) stays a time to choose, almost full; only 100 or more is full', async () => {
      fake.platform.slots = () =>
        success([
          { from: '09:00', to: '09:30', percentage_filled: 99.6 },
          { from: '09:30', to: '10:00', percentage_filled: 100 },
        ]);
      const page = await BookingWidgetPage.create();
      await page.open();
      await page.chooseDay(nextMonthDay());
      expect(page.slotNames()).to.deep.equal(['09:00 to 09:30, almost full', '09:30 to 10:00, full']);
      expect(page.get('radio', /^09:00/).matches(':disabled'), 'it can be chosen').to.be.false;
      await page.chooseSlot(/^09:00/);
      await page.click('button', 'Continue');
      expect(page.element.step).to.equal('details');
    });

    it('does not highlight a nearly full slot: its bar changes only once chosen, to the card’s text colour', async () => {
      fake.platform.slots = () =>
        success([
          { from: '09:00', to: '09:30', percentage_filled: 10 },
          { from: '09:30', to: '10:00', percentage_filled: 95 },
        ]);
      const page = await BookingWidgetPage.create();
      await page.open();
      await page.chooseDay(nextMonthDay());
      const look = (slot: Element) => {
        const card = getComputedStyle(slot);
        const bar = getComputedStyle(slot.querySelector('[part="slot-meter"]')!);
        return [card.backgroundColor, card.borderColor, card.boxShadow, bar.color].join(' ');
      };
      const barColour = (slot: Element) => getComputedStyle(slot.querySelector('[part="slot-meter"]')!).color;
      const [quiet, nearlyFull] = [...page.root.querySelectorAll('[part~="slot"]')];
      expect(look(nearlyFull!), 'a nearly full slot looks like any other').to.equal(look(quiet!));
      const unchosen = barColour(nearlyFull!);
      await page.chooseSlot(/^09:30/);
      // The card's text colour, 3:1 against the bar's track whatever the business's accent (WCAG 1.4.11).
      expect(barColour(nearlyFull!), 'the chosen slot').to.equal(getComputedStyle(nearlyFull!).color);
      expect(barColour(nearlyFull!), 'the chosen slot').not.to.equal(unchosen);
    });

    it('draws how full each slot is as a bar filled from the inline start, which the site owner can restyle', async () => {
      fake.platform.slots = () =>
        success([
          { from: '09:00', to: '09:30', percentage_filled: 70 },
          { from: '09:30', to: '10:00', percentage_filled: 100 },
          { from: '10:00', to: '10:30', percentage_filled: 0 },
        ]);
      const style = document.createElement('style');
      style.textContent = `booking-widget.restyled::part(slot-meter) { height: 10px; color: rgb(1, 2, 3); background-color: rgb(4, 5, 6); }`;
      document.head.append(style);
      try {
        const page = await BookingWidgetPage.create();
        page.element.classList.add('restyled');
        await page.open();
        await page.chooseDay(nextMonthDay());
        const meters = [...page.root.querySelectorAll<HTMLElement>('[part~="slot-meter"]')];
        /** How much of its track a meter's fill covers, in per cent, and from which side. */
        const filled = (meter: HTMLElement) => {
          const fill = getComputedStyle(meter, '::before');
          const percent = (length: string) => Math.round((parseFloat(length) / meter.clientWidth) * 100);
          return { width: percent(fill.width), left: percent(fill.left), right: percent(fill.right) };
        };
        expect(meters.map(filled)).to.deep.equal([
          { width: 70, left: 0, right: 30 },
          { width: 100, left: 0, right: 0 },
          { width: 0, left: 0, right: 100 },
        ]);
        const meter = getComputedStyle(meters[0]!);
        expect(meter.height).to.equal('10px');
        expect(meter.backgroundColor).to.equal('rgb(4, 5, 6)');
        expect(getComputedStyle(meters[0]!, '::before').backgroundColor).to.equal('rgb(1, 2, 3)');

        // The widget's direction is its language's, whatever the page's.
        page.element.locale = 'he';
        await page.settled();
        expect(filled(meters[0]!), 'right to left: filled from the right').to.deep.equal({ width: 70, left: 30, right: 0 });
      } finally {
        style.remove();
      }
    });

    it('shows the chosen date in the business’s date format with the locale’s names', async () => {
      fake.platform.business = () => success(aBusiness({ date_format: 'l, j. F Y' }));
      const page = await BookingWidgetPage.create({ locale: 'de-DE' });
      await page.open();
      const day = nextMonthDay(10);
      await page.chooseDay(day);
      const weekday = new Intl.DateTimeFormat('de-DE', { weekday: 'long' }).format(day);
      const month = new Intl.DateTimeFormat('de-DE', { month: 'long' }).format(day);
      expect(page.slotsHeading).to.equal(`${weekday}, 10. ${month} ${day.getFullYear()}`);
    });

    it('puts the weekday in front of a date format that has none', async () => {
      fake.platform.business = () => success(aBusiness({ date_format: 'd/m/Y' }));
      const page = await BookingWidgetPage.create({ locale: 'en-GB' });
      await page.open();
      const day = nextMonthDay(10);
      await page.chooseDay(day);
      const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long' }).format(day);
      const month = String(day.getMonth() + 1).padStart(2, '0');
      expect(page.slotsHeading).to.equal(`${weekday}, 10/${month}/${day.getFullYear()}`);
    });

    it('offers a location chooser for two or more locations and sends its id with every slots request', async () => {
      fake.platform.business = () => success(aBusiness({ locations: OLD_TOWN_AND_HARBOUR }));
      const page = await BookingWidgetPage.create({ location: '9' });
      await page.open();
      const chooser = page.get('combobox', 'Location') as HTMLSelectElement;
      expect([...chooser.options].map((o) => o.textContent)).to.deep.equal(['Old Town', 'Harbour']);
      expect(chooser.value, 'preselected by the location attribute').to.equal('9');

      const day = nextMonthDay();
      await page.chooseDay(day);
      expect(
        fake.platform
          .slotRequests()
          .find((r) => r.params.get('date') === iso(day))!
          .params.get('business_unit_id'),
      ).to.equal('9');

      chooser.value = '3';
      chooser.dispatchEvent(new Event('change'));
      await page.settled();
      const last = fake.platform
        .slotRequests()
        .filter((r) => r.params.get('date') === iso(day))
        .at(-1)!;
      expect(last.params.get('business_unit_id')).to.equal('3');
    });

    it('shows the first location for a location attribute that is none of them, and tells the owner once', async () => {
      fake.platform.business = () => success(aBusiness({ locations: OLD_TOWN_AND_HARBOUR }));
      const warn = sinon.stub(console, 'warn');
      try {
        const page = await BookingWidgetPage.create({ location: '99' });
        await page.open();
        expect((page.get('combobox', 'Location') as HTMLSelectElement).value).to.equal('3');
        await page.chooseDay(nextMonthDay());
        const said = warn.args.map((args) => String(args[0])).filter((text) => text.includes('location "99"'));
        expect(said).to.deep.equal([
          `[booking-widget] location "99" is none of the business's locations (3, 9): the first is shown.`,
        ]);
      } finally {
        warn.restore();
      }
    });

    for (const [what, business, summary] of [
      ['an empty name', { name: '' }, 'SUMMARY:Appointment at Harbour Street'],
      [
        'a name of spaces, no address and no location',
        { name: '   ', address: '', locations: [] },
        'SUMMARY:Your appointment is booked',
      ],
    ] as [string, Partial<Business>, string][]) {
      it(`for a business with ${what}, names the dialog "Book an appointment" and names no business after the booking`, async () => {
        fake.platform.business = () => success(aBusiness(business));
        const page = await BookingWidgetPage.create();
        await page.open();
        expect(page.get('dialog', 'Book an appointment').matches(':modal')).to.be.true;
        expect(page.get('heading', 'Book an appointment').tagName).to.equal('H2');
        await page.chooseDay(nextMonthDay());
        await page.chooseSlot(/^10:00/);
        await page.book();
        const terms = [...page.root.querySelectorAll('[part="confirmation-summary"] dt')].map((term) => term.textContent);
        expect(terms, 'no blank business on the confirmation').not.to.include('Business');
        const file = await offeredCalendarFile(page);
        expect(file).to.include(`${summary}\r\n`);
        expect(file).not.to.match(/Appointment at \r\n|LOCATION:\r\n/);
      });
    }

    it('offers only the locations with a name, and tells the site owner which it left out', async () => {
      const warn = sinon.stub(console, 'warn');
      try {
        fake.platform.business = () =>
          success(
            aBusiness({
              locations: [
                { id: 7, name: '' },
                { id: 9, name: 'Uptown' },
                { id: 4, name: ' ' },
                { id: 3, name: 'Old Town' },
              ],
            }),
          );
        const page = await BookingWidgetPage.create();
        await page.open();
        const chooser = page.get('combobox', 'Location') as HTMLSelectElement;
        expect([...chooser.options].map((o) => o.textContent)).to.deep.equal(['Uptown', 'Old Town']);
        expect(chooser.value, 'the first named location is on screen').to.equal('9');
        await page.chooseDay(nextMonthDay());
        expect(new Set(fake.platform.slotRequests().map((r) => r.params.get('business_unit_id')))).to.deep.equal(new Set(['9']));
        const said = warn.args.map(([text]) => String(text)).filter((text) => text.includes('without a name'));
        expect(said).to.deep.equal([
          '[booking-widget] Locations without a name are not offered, as a customer could not tell them apart: business_unit_id 7, 4.',
        ]);
      } finally {
        warn.restore();
      }
    });

    it('renders text from the platform as text, never as markup', async () => {
      fake.platform.business = () =>
        success(
          aBusiness({
            name: '<img src=x onerror="window.__pwned=1">Evil',
            address: '<b>bold</b>',
            widget_settings: { ...aBusiness().widget_settings, text: '<script>window.__pwned=1</script>' },
          }),
        );
      const page = await BookingWidgetPage.create();
      expect(page.openButton.textContent.trim()).to.equal('<script>window.__pwned=1</script>');
      await page.open();
      expect(page.root.querySelector('img, b, script')).to.be.null;
      expect(page.get('dialog').getAttribute('aria-labelledby')).to.exist;
      expect(page.root.textContent).to.contain('<img src=x onerror="window.__pwned=1">Evil');
      // Had the name become markup, its image would have failed and run its handler by the
      // time a control image with the same broken src reports its own error.
      const control = document.createElement('img');
      const failed = new Promise((resolve) => control.addEventListener('error', resolve, { once: true }));
      control.src = 'x';
      document.body.append(control);
      await failed;
      control.remove();
      await nextFrame();
      expect((window as { __pwned?: number }).__pwned).to.be.undefined;
    });
  });

  describe('small screens', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    for (const [what, width, height] of [
      ['a 320 px wide phone', 320, 640],
      ['200 % zoom of a 1280 × 800 screen', 640, 400],
    ] as const) {
      it(`fits ${what} without sideways scrolling, with Continue reachable`, async () => {
        await setViewport({ width, height });
        const page = await BookingWidgetPage.create();
        await page.open();
        await page.chooseDay(nextMonthDay());
        const dialog = page.get('dialog');
        const box = dialog.getBoundingClientRect();
        expect(box.left).to.be.at.least(0);
        expect(box.right).to.be.at.most(width);
        const visible = [...dialog.querySelectorAll<HTMLElement>('*')].filter((el) => el.getBoundingClientRect().width > 1);
        for (const el of [dialog, ...visible]) {
          const overflowX = getComputedStyle(el).overflowX;
          if (el === dialog || overflowX === 'auto' || overflowX === 'scroll') {
            expect(el.scrollWidth, `${el.className || el.tagName} scrolls sideways`).to.be.at.most(el.clientWidth + 1);
          }
          expect(el.getBoundingClientRect().right, `${el.className || el.tagName} sticks out`).to.be.at.most(box.right + 1);
        }
        const cont = page.get('button', 'Continue');
        cont.scrollIntoView();
        const rect = cont.getBoundingClientRect();
        expect(rect.bottom).to.be.at.most(height);
        expect(rect.right).to.be.at.most(width);
      });
    }
  });
});
