import { expect } from '@open-wc/testing';
import { addDays } from 'date-fns';
import '../../src/define.js';
import type { Slot } from '../../src/api/types.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { offeredCalendarFile } from '../support/calendar-file.js';
import { isWebKit } from '../support/browser.js';
import { aBusiness, success, withFakePlatform } from '../support/fake-platform.js';
import { iso, nextDayOfMonth, nextSaturdayBeforeSunday, nextSecondSundayOfMarch } from '../support/dates.js';
import { pretendTimeZone } from '../support/time-zone.js';

// The business's times on the customer's own clock, where that clock puts them on another day.
// Every expected time is a fact of the zones' offsets (IANA's table), written out, never the
// widget's own arithmetic:
// - January: Los Angeles UTC−8 (PST), Berlin UTC+1 (CET), London UTC+0 (GMT), Tokyo UTC+9 (JST).
// - The United States move their clocks forward on the second Sunday of March (Los Angeles
//   becomes UTC−7); Europe only on the last Sunday of March. Between the two, Berlin is eight
//   hours ahead of Los Angeles, not nine.
// - New Zealand's clocks go back at 3:00 NZDT (UTC+13) on the first Sunday of April, to 2:00
//   NZST (UTC+12), and forward at 2:00 NZST on the last Sunday of September, to 3:00 NZDT: both
//   at 14:00 UTC on the Saturday, 15:00 in London, which is on summer time (UTC+1) then.

/** A day as the widget writes it with the business's `d/m/Y` and the weekday in front: "Friday, 15/01/2027". */
const dayLabel = (date: Date) =>
  `${new Intl.DateTimeFormat('en', { weekday: 'long' }).format(date)}, ${iso(date).split('-').reverse().join('/')}`;

/** White space as plain spaces: Intl writes no-break and thin spaces ("1:40 – 2:10 AM"). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const slots = (...ranges: [from: string, to: string][]): Slot[] =>
  ranges.map(([from, to]) => ({ from, to, percentage_filled: 0 }));

describe('booking-widget on the customer’s own clock', () => {
  const fake = withFakePlatform();
  let restoreTimeZone: (() => void) | undefined;
  afterEach(() => restoreTimeZone?.());

  /** The widget of a business in `businessZone`, opened on `day` by a customer in `customerZone`, on their clock. */
  async function customerClock(options: { businessZone: string; customerZone: string; locale: string; day: Date }) {
    restoreTimeZone = pretendTimeZone(options.customerZone);
    fake.platform.business = () => success(aBusiness({ date_format: 'd/m/Y' }));
    const page = await BookingWidgetPage.create({ locale: options.locale });
    page.element.setAttribute('time-zone', options.businessZone);
    await page.open();
    await page.chooseDay(options.day);
    await page.click('button', 'Show times in my time zone');
    return page;
  }

  /** The times' list as read in order: the headings of the customer's days among the slots' names. */
  const timesInOrder = (page: BookingWidgetPage) =>
    [...page.get('radiogroup').querySelectorAll('h4, input')].map((el) =>
      el.tagName === 'H4' ? `heading: ${plain(el.textContent)}` : plain(page.nameOf(el)),
    );

  const summary = (page: BookingWidgetPage) => plain(page.root.querySelector('[part="footer"] p')?.textContent);
  const slotTimes = (page: BookingWidgetPage) =>
    [...page.root.querySelectorAll('[part="slot-time"]')].map((el) => plain(el.textContent));

  /** The confirmation's times, each on its own line. */
  const confirmedTimes = (page: BookingWidgetPage) =>
    page.root.querySelector<HTMLElement>('[part="confirmation-time"]')!.innerText.split('\n').map(plain).filter(Boolean);

  /** Los Angeles' afternoon, seen from Berlin in English. */
  const laFromBerlin = (day: Date) =>
    customerClock({ businessZone: 'America/Los_Angeles', customerZone: 'Europe/Berlin', locale: 'en-US', day });
  const laSlots = () => slots(['14:00', '14:30'], ['14:30', '15:00'], ['15:00', '15:30'], ['16:40', '17:10']);

  it('puts Los Angeles’ late afternoon on a Berlin customer’s next day, under that day’s heading', async () => {
    const day = nextDayOfMonth(0, 15);
    const nextDay = addDays(day, 1);
    fake.platform.slots = () => success(laSlots());
    const page = await laFromBerlin(day);

    expect(page.slotsHeading, 'the business’s day').to.equal(dayLabel(day));
    expect(timesInOrder(page)).to.deep.equal([
      '11:00 PM to 11:30 PM, free',
      '11:30 PM to 12:00 AM, free',
      `heading: ${dayLabel(nextDay)}`,
      `${dayLabel(nextDay)}, 12:00 AM to 12:30 AM, free`,
      `${dayLabel(nextDay)}, 1:40 AM to 2:10 AM, free`,
    ]);
    expect(slotTimes(page)).to.deep.equal(['11:00 – 11:30 PM', '11:30 PM – 12:00 AM', '12:00 – 12:30 AM', '1:40 – 2:10 AM']);
    // The headings among the times pass axe. Its first run in WebKitGTK takes over five seconds
    // here, and the markup it checks is the same in every browser.
    if (!isWebKit) await expect(page.element).to.be.accessible();
  });

  it('says the customer’s day and zone, or the business’s, in the summary and both in the confirmation', async () => {
    const day = nextDayOfMonth(0, 15);
    const nextDay = addDays(day, 1);
    fake.platform.slots = () => success(laSlots());
    const page = await laFromBerlin(day);
    await page.chooseSlot(/1:40\sAM to/);
    expect(summary(page), 'the customer’s day, time and zone').to.match(
      new RegExp(`^${dayLabel(nextDay)}, 1:40 – 2:10 AM Central European (Standard )?Time$`),
    );
    await page.click('button', "Show times in the business's time zone");
    expect(summary(page), 'the business’s day, time and zone').to.match(
      new RegExp(`^${dayLabel(day)}, 4:40 – 5:10 PM Pacific (Standard )?Time$`),
    );
    await page.click('button', 'Show times in my time zone');
    await page.book();
    expect(fake.platform.bookingRequests()[0]!.body, 'the business’s own time is booked').to.include({
      date: iso(day),
      from: '16:40',
      to: '17:10',
    });
    expect(plain(page.root.querySelector('[part="confirmation-date"]')!.textContent)).to.equal(dayLabel(day));
    const lines = confirmedTimes(page);
    expect(lines).to.have.length(2);
    expect(lines[0], 'the business’s time, its zone named').to.match(/^4:40 – 5:10 PM Pacific (Standard )?Time$/);
    expect(lines[1], 'the customer’s, on their day').to.match(
      new RegExp(`^${dayLabel(nextDay)}, 1:40 – 2:10 AM Central European (Standard )?Time$`),
    );
  });

  it('names the day and zone on the form: the business’s time with its zone, the customer’s with their day', async () => {
    const day = nextDayOfMonth(0, 15);
    fake.platform.slots = () => success(slots(['16:40', '17:10']));
    const page = await laFromBerlin(day);
    await page.chooseSlot(/1:40\sAM to/);
    await page.click('button', 'Continue');
    await page.settled();
    expect(plain(page.root.querySelector('[part="details"] p')!.textContent)).to.match(
      new RegExp(`^${dayLabel(addDays(day, 1))}, 1:40 – 2:10 AM Central European (Standard )?Time$`),
    );
    await page.click('button', 'Back');
    await page.click('button', "Show times in the business's time zone");
    await page.click('button', 'Continue');
    expect(plain(page.root.querySelector('[part="details"] p')!.textContent)).to.match(
      new RegExp(`^${dayLabel(day)}, 4:40 – 5:10 PM Pacific (Standard )?Time$`),
    );
  });

  it('puts Tokyo’s early morning on a London customer’s day before, and back on the day under its own heading', async () => {
    const day = nextDayOfMonth(0, 15);
    const dayBefore = addDays(day, -1);
    fake.platform.slots = () => success(slots(['08:00', '08:30'], ['08:30', '09:00'], ['09:00', '09:30'], ['10:00', '10:30']));
    const page = await customerClock({ businessZone: 'Asia/Tokyo', customerZone: 'Europe/London', locale: 'en-GB', day });

    expect(timesInOrder(page)).to.deep.equal([
      `heading: ${dayLabel(dayBefore)}`,
      `${dayLabel(dayBefore)}, 23:00 to 23:30, free`,
      `${dayLabel(dayBefore)}, 23:30 to 00:00, free`,
      `heading: ${dayLabel(day)}`,
      '00:00 to 00:30, free',
      '01:00 to 01:30, free',
    ]);
    await page.chooseSlot(/23:30 to/);
    // London's name in winter, as browsers write it: "Greenwich Mean Time", "United Kingdom Time".
    const london = '(Greenwich Mean|United Kingdom) Time';
    expect(summary(page)).to.match(new RegExp(`^${dayLabel(dayBefore)}, 23:30–00:00 ${london}$`));
    await page.book();
    expect(fake.platform.bookingRequests()[0]!.body).to.include({ date: iso(day), from: '08:30', to: '09:00' });
    const lines = confirmedTimes(page);
    expect(lines).to.have.length(2);
    expect(lines[0]).to.equal('08:30–09:00 Japan Standard Time');
    expect(lines[1]).to.match(new RegExp(`^${dayLabel(dayBefore)}, 23:30–00:00 ${london}$`));
  });

  it('moves the customer’s day with the business’s daylight-saving change: nine hours ahead before it, eight after', async () => {
    const change = nextSecondSundayOfMarch();
    const [before, after] = [addDays(change, -1), addDays(change, 1)];
    fake.platform.slots = () => success(slots(['15:00', '15:30'], ['16:00', '16:30']));
    const page = await customerClock({
      businessZone: 'America/Los_Angeles',
      customerZone: 'Europe/Berlin',
      locale: 'en-GB',
      day: before,
    });
    expect(timesInOrder(page), 'the Saturday before: nine hours, both on Sunday').to.deep.equal([
      `heading: ${dayLabel(change)}`,
      `${dayLabel(change)}, 00:00 to 00:30, free`,
      `${dayLabel(change)}, 01:00 to 01:30, free`,
    ]);
    await page.chooseDay(after);
    if (!page.find('button', "Show times in the business's time zone")) await page.click('button', 'Show times in my time zone');
    expect(timesInOrder(page), 'the Monday after: eight hours, the first on Monday').to.deep.equal([
      '23:00 to 23:30, free',
      `heading: ${dayLabel(addDays(after, 1))}`,
      `${dayLabel(addDays(after, 1))}, 00:00 to 00:30, free`,
    ]);
  });
  describe('on a night New Zealand’s clocks change, seen from London’s afternoon', () => {
    /** A London business’s afternoon of `day`, seen from Auckland in English. */
    const londonFromAuckland = (day: Date) =>
      customerClock({ businessZone: 'Europe/London', customerZone: 'Pacific/Auckland', locale: 'en-US', day });
    const afternoon = () =>
      slots(['13:00', '13:30'], ['14:00', '14:30'], ['14:30', '15:00'], ['15:00', '15:30'], ['15:30', '16:00']);
    /** New Zealand’s summer and winter offsets, as browsers write them short in en-US. */
    const [NZDT, NZST] = ['GMT+13', 'GMT+12'];

    it('names the offset of each time the clocks read twice, so that every time reads apart and in order', async () => {
      const saturday = nextSaturdayBeforeSunday({ month: 3, which: 'first' });
      const sunday = addDays(saturday, 1);
      fake.platform.slots = () => success(afternoon());
      const page = await londonFromAuckland(saturday);

      const names = timesInOrder(page);
      expect(names).to.deep.equal([
        `heading: ${dayLabel(sunday)}`,
        `${dayLabel(sunday)}, 1:00 AM to 1:30 AM, free`,
        `${dayLabel(sunday)}, 2:00 AM ${NZDT} to 2:30 AM ${NZDT}, free`,
        `${dayLabel(sunday)}, 2:30 AM ${NZDT} to 2:00 AM ${NZST}, free`,
        `${dayLabel(sunday)}, 2:00 AM ${NZST} to 2:30 AM ${NZST}, free`,
        `${dayLabel(sunday)}, 2:30 AM ${NZST} to 3:00 AM ${NZST}, free`,
      ]);
      expect(new Set(names).size, 'no two names alike').to.equal(names.length);
      expect(slotTimes(page)).to.deep.equal([
        '1:00 – 1:30 AM',
        `2:00 – 2:30 AM ${NZDT}`,
        `2:30 AM ${NZDT} – 2:00 AM ${NZST}`,
        `2:00 – 2:30 AM ${NZST}`,
        `2:30 – 3:00 AM ${NZST}`,
      ]);

      // The same afternoon a week later: no change of offset, no offset named.
      await page.chooseDay(addDays(saturday, 7));
      if (!page.find('button', "Show times in the business's time zone"))
        await page.click('button', 'Show times in my time zone');
      expect(slotTimes(page)).to.deep.equal([
        '12:00 – 12:30 AM',
        '1:00 – 1:30 AM',
        '1:30 – 2:00 AM',
        '2:00 – 2:30 AM',
        '2:30 – 3:00 AM',
      ]);
    });

    it('keeps the offsets in the summary, on the form and in the confirmation', async () => {
      const saturday = nextSaturdayBeforeSunday({ month: 3, which: 'first' });
      const sunday = addDays(saturday, 1);
      fake.platform.slots = () => success(afternoon());
      const page = await londonFromAuckland(saturday);
      // A pattern: the offsets' plus signs stand for themselves.
      const customers = `${dayLabel(sunday)}, 2:30 AM GMT\\+13 – 2:00 AM GMT\\+12 New Zealand( Daylight)? Time`;

      await page.chooseSlot(/2:30\sAM\sGMT\+13\sto\s2:00\sAM\sGMT\+12/);
      expect(summary(page), 'the footer').to.match(new RegExp(`^${customers}$`));
      await page.click('button', 'Continue');
      await page.settled();
      expect(plain(page.root.querySelector('[part="details"] p')!.textContent), 'the form').to.match(
        new RegExp(`^${customers}$`),
      );
      await page.click('button', 'Back');
      await page.book();
      expect(fake.platform.bookingRequests()[0]!.body).to.include({ date: iso(saturday), from: '14:30', to: '15:00' });
      const lines = confirmedTimes(page);
      expect(lines).to.have.length(2);
      expect(lines[0], 'the business’s time, as on any day').to.match(/^2:30 – 3:00 PM (British Summer|United Kingdom) Time$/);
      expect(lines[1], 'the customer’s, with its offsets').to.match(new RegExp(`^${customers}$`));
    });

    it('names both offsets of a time across the hour the clocks skip, and none beside it', async () => {
      const saturday = nextSaturdayBeforeSunday({ month: 8, which: 'last' });
      const sunday = addDays(saturday, 1);
      fake.platform.slots = () => success(slots(['14:00', '14:30'], ['14:30', '15:00'], ['15:00', '15:30']));
      const page = await londonFromAuckland(saturday);

      expect(timesInOrder(page)).to.deep.equal([
        `heading: ${dayLabel(sunday)}`,
        `${dayLabel(sunday)}, 1:00 AM to 1:30 AM, free`,
        `${dayLabel(sunday)}, 1:30 AM ${NZST} to 3:00 AM ${NZDT}, free`,
        `${dayLabel(sunday)}, 3:00 AM to 3:30 AM, free`,
      ]);
      expect(slotTimes(page)).to.deep.equal(['1:00 – 1:30 AM', `1:30 AM ${NZST} – 3:00 AM ${NZDT}`, '3:00 – 3:30 AM']);
    });
  });

  it('goes back to the times as the platform gives them when `time-zone` is removed, open or closed', async () => {
    fake.platform.slots = () => success(laSlots());
    const day = nextDayOfMonth(0, 15);
    const page = await laFromBerlin(day);
    page.element.removeAttribute('time-zone');
    await page.settled();
    expect(page.find('button', 'Show times in my time zone') === undefined, 'no zone to switch to').to.be.true;
    expect(slotTimes(page)[0], 'on the platform’s clock').to.equal('2:00 – 2:30 PM');
    await page.chooseSlot(/^2:00/);
    expect(summary(page)).to.include('2:00 – 2:30 PM');
    await page.close();
    page.element.setAttribute('time-zone', 'America/Los_Angeles');
    page.element.removeAttribute('time-zone');
    await page.open();
    expect(slotTimes(page)[0], 'closed, then opened').to.equal('2:00 – 2:30 PM');
  });

  describe('the calendar file', () => {
    it('carries the exact instant when the customer is in the business’s zone (New York in January, UTC−5)', async () => {
      restoreTimeZone = pretendTimeZone('America/New_York');
      const day = nextDayOfMonth(0, 15);
      fake.platform.slots = () => success(slots(['10:00', '10:30']));
      const page = await BookingWidgetPage.create({ locale: 'en-US' });
      page.element.setAttribute('time-zone', 'America/New_York');
      await page.open();
      await page.chooseDay(day);
      await page.chooseSlot(/^10:00/);
      await page.book();
      const date = iso(day).replace(/-/g, '');
      expect(await offeredCalendarFile(page))
        .to.include(`DTSTART:${date}T150000Z\r\n`)
        .and.include(`DTEND:${date}T153000Z\r\n`);
    });
  });
});
