import { expect, nextFrame } from '@open-wc/testing';
import { addDays, addMonths, addYears, endOfWeek, startOfWeek } from 'date-fns';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { withFakePlatform } from '../support/fake-platform.js';
import { iso, nextMonthDay, today } from '../support/dates.js';
import { eventually } from '../support/eventually.js';
import { setViewport } from '../support/browser.js';

const focusedDate = (page: BookingWidgetPage) => page.focused?.getAttribute('data-date');

describe('booking-widget keyboard', () => {
  withFakePlatform();

  async function openedFromKeyboard(locale = 'en-GB'): Promise<BookingWidgetPage> {
    const page = await BookingWidgetPage.create({ locale });
    page.openButton.focus();
    await page.press('Enter');
    await eventually(() => page.isOpen, 'Enter on the button opens the dialog');
    await page.settled();
    return page;
  }

  /** The dialog opened from the keyboard on a day of next month, and Tab from the day to its first time. */
  async function tabbedToFirstTime(): Promise<{ page: BookingWidgetPage; day: Date }> {
    const page = await openedFromKeyboard();
    const day = nextMonthDay();
    await page.chooseDay(day);
    page.day(day).focus();
    await page.press('Tab');
    expect(page.focusedName()).to.equal('09:00 to 09:30, 70% booked');
    return { page, day };
  }

  it('opens with focus on today, the one tab stop of the grid, marked as the current date', async () => {
    const page = await openedFromKeyboard();
    expect(focusedDate(page)).to.equal(iso(today()));
    expect(page.focused!.getAttribute('aria-current')).to.equal('date');
    expect(page.days.filter((d) => d.tabIndex === 0)).to.have.length(1);
  });

  it('moves by day and week with the arrows', async () => {
    const page = await openedFromKeyboard();
    await page.press('ArrowRight');
    expect(focusedDate(page)).to.equal(iso(addDays(today(), 1)));
    await page.press('ArrowDown');
    expect(focusedDate(page)).to.equal(iso(addDays(today(), 8)));
    await page.press('ArrowLeft');
    expect(focusedDate(page)).to.equal(iso(addDays(today(), 7)));
    await page.press('ArrowUp');
    expect(focusedDate(page)).to.equal(iso(today()));
    expect(page.days.filter((d) => d.tabIndex === 0)).to.have.length(1);
  });

  it('does not move onto past days, which are announced as unavailable', async () => {
    // Mid-month, so that yesterday and last week are in the grid whatever today's date is.
    const clock = sinon.useFakeTimers({ now: new Date(2031, 4, 15, 10), toFake: ['Date'], shouldAdvanceTime: true });
    try {
      const page = await openedFromKeyboard();
      await page.press('ArrowLeft');
      await page.press('ArrowUp');
      expect(focusedDate(page)).to.equal('2031-05-15');
      for (const past of [addDays(today(), -1), addDays(today(), -7)]) {
        const cell = page.day(past);
        expect(page.nameOf(cell)).to.match(/, unavailable$/);
        expect(cell.getAttribute('aria-disabled')).to.equal('true');
      }
    } finally {
      clock.restore();
    }
  });

  it('goes to the start and end of the week with Home and End (Monday weeks in en-GB)', async () => {
    const page = await openedFromKeyboard();
    await page.press('PageDown');
    const from = new Date(`${focusedDate(page)}T00:00`);
    await page.press('End');
    expect(focusedDate(page)).to.equal(iso(endOfWeek(from, { weekStartsOn: 1 })));
    await page.press('Home');
    expect(focusedDate(page)).to.equal(iso(startOfWeek(from, { weekStartsOn: 1 })));
  });

  it('starts weeks on Sunday in en-US', async () => {
    const page = await openedFromKeyboard('en-US');
    expect(page.get('grid').querySelector('th')!.getAttribute('abbr')).to.equal('Sunday');
    await page.press('PageDown');
    const from = new Date(`${focusedDate(page)}T00:00`);
    await page.press('Home');
    expect(focusedDate(page)).to.equal(iso(startOfWeek(from, { weekStartsOn: 0 })));
  });

  it('changes month with PageUp/PageDown and year with Shift, updating the heading', async () => {
    const page = await openedFromKeyboard();
    const monthName = (d: Date) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(d);
    await page.press('PageDown');
    expect(page.monthHeading).to.equal(monthName(addMonths(today(), 1)));
    expect(focusedDate(page)).to.equal(iso(addMonths(today(), 1)));
    await page.press('Shift+PageDown');
    expect(page.monthHeading).to.equal(monthName(addYears(addMonths(today(), 1), 1)));
    await page.press('Shift+PageUp');
    await page.press('PageUp');
    expect(page.monthHeading).to.equal(monthName(today()));
    expect(focusedDate(page)).to.equal(iso(today()));
  });

  it('chooses the focused day with Enter and with Space, then offers its slots', async () => {
    const page = await openedFromKeyboard();
    const chosen: string[] = [];
    page.element.addEventListener('booking-date-select', (e) => chosen.push(e.detail.date));
    await page.press('PageDown');
    await page.press('Enter');
    await page.settled();
    expect(chosen).to.deep.equal([iso(addMonths(today(), 1))]);
    expect(page.focused!.getAttribute('aria-selected')).to.equal('true');
    expect(page.slots.length).to.be.greaterThan(0);
    await page.press('ArrowRight');
    await page.press(' ');
    await page.settled();
    expect(chosen).to.deep.equal([iso(addMonths(today(), 1)), iso(addDays(addMonths(today(), 1), 1))]);
  });

  it('goes from Close to "Previous month" with Tab on a phone, where the dialog’s content scrolls: no stop without a name between', async () => {
    await setViewport({ width: 375, height: 480 });
    try {
      const page = await openedFromKeyboard();
      const body = page.root.querySelector<HTMLElement>('dialog .body')!;
      expect(body.scrollHeight, 'the content scrolls').to.be.greaterThan(body.clientHeight);
      page.get('button', 'Close').focus();
      await page.press('Tab');
      expect(page.focusedName()).to.equal('Previous month');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('reaches the times with Tab after the dialog was closed from a time none had chosen, and opened again', async () => {
    const { page, day } = await tabbedToFirstTime();
    await page.press('Escape');
    await eventually(() => !page.isOpen, 'Escape does not close the dialog');
    page.openButton.focus();
    await page.press(' ');
    await eventually(() => page.isOpen, 'Space does not open the dialog again');
    await page.settled();
    page.day(day).focus();
    await page.press('Enter');
    await page.settled();
    await page.press('Tab');
    expect(page.focusedName(), 'Tab from the day').to.equal('09:00 to 09:30, 70% booked');
  });

  it('reaches the slots with Tab and chooses one with the arrow keys, skipping full ones', async () => {
    const { page } = await tabbedToFirstTime();
    await page.press('ArrowDown');
    expect(page.focusedName(), 'the full 09:30 slot is skipped').to.equal('10:00 to 10:30, free');
    expect((page.focused as HTMLInputElement).checked).to.be.true;
  });

  it('keeps focus on "Previous month" when it reaches the current month, where it does nothing', async () => {
    const page = await openedFromKeyboard();
    const previous = page.get('button', 'Previous month');
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    await page.click('button', 'Next month');
    expect(previous.getAttribute('aria-disabled')).to.equal('false');
    previous.focus();
    await page.press('Enter');
    expect(page.monthHeading).to.equal(new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(today()));
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    expect(page.focused === previous, 'focus stays on the button').to.be.true;
    await page.press('Enter');
    expect(page.monthHeading, 'no month before the current one').to.equal(
      new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(today()),
    );
    await expect(page.element).to.be.accessible();
  });

  it('closes with Esc and gives focus back to the button', async () => {
    const page = await openedFromKeyboard();
    const closed: Event[] = [];
    page.element.addEventListener('booking-close', (e) => closed.push(e));
    await sendKeys({ press: 'Escape' });
    await page.closed();
    await eventually(() => page.focused === page.openButton, 'focus returns to the button');
    expect(closed).to.have.length(1);
  });

  it('closes with the close button and gives focus back to the button', async () => {
    const page = await openedFromKeyboard();
    await page.close();
    await eventually(() => page.focused === page.openButton, 'focus returns to the button');
  });

  it('closes when the customer clicks the backdrop, not when they click inside', async () => {
    const page = await openedFromKeyboard();
    page.get('grid').click();
    await page.element.updateComplete;
    expect(page.isOpen).to.be.true;
    await sendMouse({ type: 'click', position: [2, 2] });
    await page.closed();
    await eventually(() => page.focused === page.openButton, 'focus returns to the button');
  });

  it('stays open when a drag that started inside ends on the backdrop', async () => {
    const page = await openedFromKeyboard();
    const heading = page.get('heading', /\d{4}$/).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(heading.left + 2), Math.round(heading.top + heading.height / 2)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [2, 2] });
    await sendMouse({ type: 'up' });
    await page.element.updateComplete;
    await nextFrame();
    expect(page.isOpen).to.be.true;
    await resetMouse();
  });
  describe('reopening', () => {
    it('at the details step focuses the first field, not Close', async () => {
      const page = await BookingWidgetPage.create();
      await page.toDetails(nextMonthDay());
      await page.close();
      await page.open();
      await eventually(() => page.focusedName() === 'Name', `focus is on ${page.focusedName()}`);
    });

    it('at the details step with a message focuses the field that has it', async () => {
      const page = await BookingWidgetPage.create();
      await page.toDetails(nextMonthDay());
      await page.type('Name', 'Ada Lovelace');
      await page.type('Email', 'not an address');
      await page.click('button', 'Book');
      expect(page.fieldMessage('Email')).to.not.equal('');
      await page.close();
      await page.open();
      await eventually(() => page.focusedName() === 'Email', `focus is on ${page.focusedName()}`);
      expect(page.focused!.getAttribute('aria-invalid')).to.equal('true');
    });
  });
});
