// Bookings on a phone-sized window (375 px, an iPhone's width) against the sandbox, with the
// built script-tag file: one made with the pointer alone, one with the keyboard alone. Every
// step is a real pointer click or key press sent by the test runner (WebDriver in WebKit); the
// page is read, never driven, by script. Each browser books at Demo Yoga Studio in its own week.
import { expect, nextFrame } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { addDays, differenceInCalendarDays } from 'date-fns';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { bookingWeekStart, browserIndex, setViewport } from '../support/browser.js';
import { iso } from '../support/dates.js';
import { eventually } from '../support/eventually.js';
import { loadClassicScript } from './classic-script.js';
import { sandboxAppointments, sandboxInfo } from './sandbox.js';

const PHONE = { width: 375, height: 667 };
const run = Date.now().toString(36);

/** The widget of Demo Yoga Studio, against the sandbox, as a site's one script tag gives it. */
async function studioWidget(): Promise<{ page: BookingWidgetPage; apiKey: string }> {
  const { url, keys } = await sandboxInfo();
  const page = await BookingWidgetPage.create({ 'api-key': keys.studio, 'base-url': url, locale: 'en-GB' });
  return { page, apiKey: keys.studio };
}

/**
 * Clicks the middle of `target` with the pointer. A customer scrolls what they want into view
 * first; the test scrolls it to the middle of the window, then checks that the pointer lands
 * on it and not on something drawn over it, inside a window a phone's width.
 */
async function tap(page: BookingWidgetPage, target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center', inline: 'nearest' });
  await nextFrame();
  const box = target.getBoundingClientRect();
  expect(box.left, 'within the phone’s width').to.be.at.least(0);
  expect(box.right, 'within the phone’s width').to.be.at.most(PHONE.width);
  const [x, y] = [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
  const hit = page.root.elementFromPoint(x, y);
  expect(
    hit && (hit === target || target.contains(hit)),
    `the pointer lands on ${page.nameOf(target)}, not ${hit?.outerHTML.slice(0, 60)}`,
  ).to.be.true;
  await sendMouse({ type: 'click', position: [x, y] });
  await page.element.updateComplete;
}

/** Presses `key` until the element with focus is named `name`, as a customer tabs through a page. */
async function pressUntilFocused(page: BookingWidgetPage, key: string, name: string): Promise<void> {
  const most = 12;
  for (let presses = 0; presses < most && page.focusedName() !== name; presses++) await page.press(key);
  expect(page.focusedName(), `${key} reaches ${name}`).to.equal(name);
}

async function confirmed(page: BookingWidgetPage): Promise<void> {
  await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation', 10_000);
  await page.element.updateComplete;
}

/** The chosen slot's date and times, checked against what the sandbox stored for `email`. */
async function expectStored(apiKey: string, email: string, chosen: { date: Date; slotName: string }): Promise<void> {
  const stored = (await sandboxAppointments(apiKey)).find((a) => a.email === email);
  expect(stored, 'the sandbox has the appointment').to.exist;
  expect(stored).to.include({
    date: iso(chosen.date),
    from: chosen.slotName.slice(0, 5),
    to: chosen.slotName.slice(9, 14),
    status: 'confirmed',
  });
}

/** Nothing wider than the phone: the page does not scroll sideways and the dialog fits. */
function expectFitsThePhone(page: BookingWidgetPage): void {
  expect(document.documentElement.scrollWidth, 'the page scrolls sideways').to.be.at.most(PHONE.width);
  const dialog = page.dialog.getBoundingClientRect();
  expect(dialog.left).to.be.at.least(0);
  expect(dialog.right).to.be.at.most(PHONE.width);
  expect(page.dialog.scrollWidth, 'the dialog scrolls sideways').to.be.at.most(page.dialog.clientWidth + 1);
}

describe(`end to end on a ${PHONE.width} px phone window: booking by pointer alone and by keyboard alone`, function () {
  // Two real bookings over HTTP, a key or a click at a time; confirmation may take up to 10 s.
  this.timeout(60000);

  before(async () => {
    if (!customElements.get('booking-widget')) await loadClassicScript('/dist/booking-widget.iife.js');
    await customElements.whenDefined('booking-widget');
    await setViewport(PHONE);
    expect(window.innerWidth).to.equal(PHONE.width);
  });
  after(() => setViewport({ width: 800, height: 600 }));

  it('books by pointer: the button, next month, a day, a time, Continue, the fields, Book', async () => {
    const { page, apiKey } = await studioWidget();
    const email = `pointer-${browserIndex}-${run}@example.com`;
    await tap(page, page.openButton);
    await eventually(() => page.isOpen, 'a tap on the button opens the dialog');
    await page.settled();
    expectFitsThePhone(page);

    let chosen: { date: Date; slotName: string } | undefined;
    for (let offset = 0; offset < 7 && !chosen; offset++) {
      const date = addDays(bookingWeekStart(), offset);
      const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(date);
      for (let pages = 0; pages < 3 && page.monthHeading !== month; pages++) await tap(page, page.get('button', 'Next month'));
      await tap(page, page.day(date));
      await page.settled();
      const free = page.slots.find((slot) => !slot.disabled);
      if (!free) continue;
      chosen = { date, slotName: page.nameOf(free) };
      await tap(page, free.closest('label')!);
      expect(free.checked, 'a tap on the time chooses it').to.be.true;
    }
    expect(chosen, 'a free time in this browser’s week').to.exist;
    expectFitsThePhone(page);

    await tap(page, page.get('button', 'Continue'));
    await eventually(() => page.find('textbox', 'Name') !== undefined, 'Continue leads to the details form');
    await tap(page, page.get('textbox', 'Name'));
    await sendKeys({ type: 'Ada Pointer' });
    await tap(page, page.get('textbox', 'Email'));
    await sendKeys({ type: email });
    expect(page.value('Name')).to.equal('Ada Pointer');
    expect(page.value('Email')).to.equal(email);
    expectFitsThePhone(page);
    await tap(page, page.get('button', 'Book'));

    await confirmed(page);
    expectFitsThePhone(page);
    await expectStored(apiKey, email, chosen!);
    await expect(page.element).to.be.accessible();
  });

  it('books by keyboard: Tab to the button, Enter, arrows to a day, a time, Continue, the fields, Book', async () => {
    const { page, apiKey } = await studioWidget();
    const email = `keyboard-${browserIndex}-${run}@example.com`;
    await pressUntilFocused(page, 'Tab', page.nameOf(page.openButton));
    await page.press('Enter');
    await eventually(() => page.isOpen, 'Enter on the button opens the dialog');
    await page.settled();
    expectFitsThePhone(page);

    // The calendar opens on today: a month ahead with PageDown, then day by day to the week.
    await page.press('PageDown');
    const focusedDate = () => new Date(`${page.focused!.getAttribute('data-date')}T00:00`);
    let chosen: { date: Date; slotName: string } | undefined;
    for (let offset = 0; offset < 7 && !chosen; offset++) {
      const date = addDays(bookingWeekStart(), offset);
      const days = differenceInCalendarDays(date, focusedDate());
      for (let week = 0; week < Math.abs(Math.trunc(days / 7)); week++) await page.press(days > 0 ? 'ArrowDown' : 'ArrowUp');
      for (let day = 0; day < Math.abs(days % 7); day++) await page.press(days > 0 ? 'ArrowRight' : 'ArrowLeft');
      expect(iso(focusedDate())).to.equal(iso(date));
      await page.press('Enter');
      await page.settled();
      if (!page.slots.some((slot) => !slot.disabled)) continue;
      // Tab leaves the grid for the times; the arrows choose among them.
      await page.press('Tab');
      const focused = page.focused as HTMLInputElement;
      expect(focused.type, 'Tab from the day reaches the times').to.equal('radio');
      await page.press(' ');
      expect(focused.checked, 'Space chooses the time with focus').to.be.true;
      chosen = { date, slotName: page.nameOf(focused) };
    }
    expect(chosen, 'a free time in this browser’s week').to.exist;

    await pressUntilFocused(page, 'Tab', 'Continue');
    await page.press('Enter');
    await eventually(() => page.focusedName() === 'Name', 'Continue puts focus on the first field');
    await sendKeys({ type: 'Grace Keyboard' });
    await page.press('Tab');
    expect(page.focusedName()).to.equal('Email');
    await sendKeys({ type: email });
    expect(page.value('Name')).to.equal('Grace Keyboard');
    expect(page.value('Email')).to.equal(email);
    await pressUntilFocused(page, 'Tab', 'Book');
    await page.press('Enter');

    await confirmed(page);
    expectFitsThePhone(page);
    await expectStored(apiKey, email, chosen!);
    await expect(page.element).to.be.accessible();
  });
});
