import { expect, nextFrame } from '@open-wc/testing';
import { endOfMonth, getDaysInMonth } from 'date-fns';
import sinon from 'sinon';
import { READ_POLICY } from '../../src/api/client.js';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { withFakePlatform, failure, success, type FakeResponse } from '../support/fake-platform.js';
import { iso, nextMonthDay, today } from '../support/dates.js';
import { eventually } from '../support/eventually.js';

const freeTimes = () => success([{ from: '10:00', to: '10:30', percentage_filled: 20 }]);
const fullTimes = () => success([{ from: '10:00', to: '10:30', percentage_filled: 100 }]);
const noTimes = () => success([]);

/** The state a day shows, read from its public part names (`day-open`, `day-full`, `day-closed`). */
const stateOf = (cell: HTMLElement) => /\bday-(open|full|closed)\b/.exec(cell.getAttribute('part') ?? '')?.[1];
/** A day as a screen reader says it in en-GB, with its state in words: "Tuesday, 15 December 2026, fully booked". */
const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const words = { open: 'free times', full: 'fully booked', closed: 'no times' };
const spoken = (date: Date, kind: keyof typeof words) => `${longDate.format(date)}, ${words[kind]}`;

describe('booking-widget month at a glance', () => {
  const fake = withFakePlatform();
  // The widget's timers on a clock the test moves: "nothing more happens" is then shown by moving
  // it past every wait the widget has, not by hoping a real pause is long enough on a busy machine.
  // (The clock also moves with real time, so that everything else keeps its pace.)
  let clock: sinon.SinonFakeTimers | undefined;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });
  afterEach(() => clock?.restore());
  /** Runs every timer due within the next minute (the background load waits 300 ms), and the work they start. */
  const timeGoesBy = async () => {
    await clock!.tickAsync(60_000);
    await nextFrame();
  };
  const dateOf = (params: URLSearchParams) => params.get('date')!;
  /** Today is 26 May 2031 on the suite's clock: the month's last six days, asked for three at a time. Returns May's `day`. */
  const todayIsMay26 = () => {
    clock!.restore();
    const now = new Date(2031, 4, 26, 9);
    clock = sinon.useFakeTimers({ now, toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    return (day: number) => new Date(2031, 4, day);
  };
  /** The days from today on, as a screen reader says them ("Tuesday, 27 May 2031, free times"). */
  const namesFromToday = (page: BookingWidgetPage) =>
    page.days.filter((cell) => cell.getAttribute('data-date')! >= iso(today())).map((cell) => page.nameOf(cell));
  const monthRequests = (month: Date) =>
    fake.platform.slotRequests().filter((r) => dateOf(r.params).startsWith(iso(month).slice(0, 8)));

  it('marks each day of the month as free, full or closed once the month has loaded, in its look and its name, and keeps every day focusable', async () => {
    // Day 1, 4, 7 … closed; 2, 5, 8 … free; 3, 6, 9 … full.
    const kinds = ['full', 'closed', 'open'] as const;
    fake.platform.slots = (params) => [fullTimes, noTimes, freeTimes][Number(dateOf(params).slice(8)) % 3]!();
    const page = await BookingWidgetPage.create({ locale: 'en-GB' });
    await page.open();
    await page.showMonthOf(nextMonthDay());
    const month = nextMonthDay(1);
    await eventually(() => page.days.every((cell) => stateOf(cell)), 'some days of the month show no state', 8000);
    for (const cell of page.days) {
      const kind = kinds[Number(cell.textContent.trim()) % 3]!;
      expect(stateOf(cell), cell.getAttribute('data-date')!).to.equal(kind);
      // The state in words, as a screen reader says the day.
      expect(page.nameOf(cell)).to.equal(spoken(new Date(`${cell.getAttribute('data-date')!}T00:00`), kind));
      expect(cell.tabIndex, 'every day stays in the grid’s roving focus').to.be.oneOf([0, -1]);
      expect(cell.getAttribute('aria-disabled')).to.equal('false');
    }
    const requests = monthRequests(month);
    expect(requests.map((r) => dateOf(r.params)).sort(), 'each day once').to.have.length(getDaysInMonth(month));
    expect(
      requests.every((r) => r.priority === 'low'),
      'background loads ask for the lowest priority',
    ).to.be.true;
    // A full or closed day can still be chosen, and says why.
    await page.chooseDay(nextMonthDay(9));
    expect(page.slotNames()).to.deep.equal(['10:00 to 10:30, full']);
    await page.chooseDay(nextMonthDay(10));
    expect(page.find('status', 'No available times on this day')).to.exist;
    await expect(page.element).to.be.accessible();
  });

  it('opens on the first day with free times, without a date-select event', async () => {
    // Only the month's last day has a free time: every day before it is closed or full.
    const last = endOfMonth(today());
    fake.platform.slots = (params) =>
      dateOf(params) === iso(last) ? freeTimes() : Number(dateOf(params).slice(8)) % 2 ? noTimes() : fullTimes();
    const page = await BookingWidgetPage.create({ locale: 'en-GB' });
    const dateSelect = sinon.spy();
    page.element.addEventListener('booking-date-select', dateSelect);
    await page.open();
    await eventually(() => page.slots.length === 1, 'the first open day’s times never show');
    expect(page.day(last).getAttribute('aria-selected')).to.equal('true');
    expect(stateOf(page.day(last))).to.equal('open');
    expect(page.slotNames()).to.deep.equal(['10:00 to 10:30, 20% booked']);
    expect(dateSelect.called, 'the customer chose nothing').to.be.false;
    expect(page.focused?.getAttribute('data-date'), 'focus stays on the grid’s tab stop').to.equal(iso(today()));
    await expect(page.element).to.be.accessible();
  });

  it('after "Try again" for the shown day that failed, gives every day of the month its state and shows the first with free times', async () => {
    const may = todayIsMay26();
    const answers: Record<number, () => FakeResponse> = {
      26: noTimes,
      27: fullTimes,
      28: freeTimes,
      29: noTimes,
      30: freeTimes,
      31: fullTimes,
    };
    let down = true;
    fake.platform.slots = (params) =>
      down
        ? { ...failure(503, 'Service unavailable'), headers: { 'Retry-After': '60' } }
        : answers[Number(dateOf(params).slice(8))]!();
    const page = await BookingWidgetPage.create({ locale: 'en-GB' });
    await page.open();
    await eventually(() => page.find('button', 'Try again') !== undefined, 'the failed day offers no "Try again"');
    expect(page.day(may(26)).getAttribute('aria-selected'), 'the first day, whose times failed').to.equal('true');
    down = false;
    const asked = fake.platform.slotRequests().length;
    page.get('button', 'Try again').click();
    await eventually(
      () => namesFromToday(page).every((name) => /, (free times|fully booked|no times)$/.test(name)),
      'the month’s other days never get their state',
    );
    expect(namesFromToday(page)).to.deep.equal([
      spoken(may(26), 'closed'),
      spoken(may(27), 'full'),
      spoken(may(28), 'open'),
      spoken(may(29), 'closed'),
      spoken(may(30), 'open'),
      spoken(may(31), 'full'),
    ]);
    // Nothing was chosen: the first day with free times takes the place of the one that had failed.
    await eventually(
      () => page.day(may(28)).getAttribute('aria-selected') === 'true',
      'the first day with free times is not shown',
    );
    expect(page.slotNames()).to.deep.equal(['10:00 to 10:30, 20% booked']);
    const again = fake.platform.slotRequests().slice(asked);
    expect(again.map((r) => dateOf(r.params)).sort(), 'each day asked for once more').to.deep.equal(
      [26, 27, 28, 29, 30, 31].map((day) => iso(may(day))),
    );
  });

  it('shows the error and "Try again" for a day whose times never came in the background once that call gives up, without asking for the day again', async () => {
    const may = todayIsMay26();
    // No answer ever comes: each call gives up when its time is over.
    fake.platform.slots = () => new Promise<FakeResponse>(() => {});
    const page = await BookingWidgetPage.create({ locale: 'en-GB' });
    page.openButton.click();
    await eventually(() => page.isOpen, 'the dialog did not open');
    // The background's short wait, then the 12 s a whole call may take (docs/platform-interface.md).
    await clock!.tickAsync(300 + READ_POLICY.budgetMs);
    await eventually(() => page.find('button', 'Try again') !== undefined, 'no "Try again" once the day’s call gave up');
    expect(page.day(may(26)).getAttribute('aria-selected'), 'the first day, whose times never came').to.equal('true');
    expect(page.alertText()).to.contain('Could not reach the booking service');
    const dayRequests = () => fake.platform.slotRequests().filter((r) => dateOf(r.params) === iso(may(26)));
    expect(
      dayRequests().map((r) => r.priority),
      'the day is asked for by the background’s call alone',
    ).to.satisfy((priorities: string[]) => priorities.every((priority) => priority === 'low'));

    // "Try again" asks for it afresh, as the customer's own request.
    page.get('button', 'Try again').click();
    await eventually(() => dayRequests().some((r) => r.priority === undefined), '"Try again" asks for nothing');
  });

  it('shows a day whose times failed to load in the background, not a later day with free times', async () => {
    const may = todayIsMay26();
    // The 27th is refused once (too many requests as the dialog opens) and has a free time when
    // asked again; so has the 29th.
    let refused = 0;
    fake.platform.slots = (params) => {
      const day = Number(dateOf(params).slice(8));
      if (day === 27 && !refused++) return { ...failure(429, 'Too many requests'), headers: { 'Retry-After': '60' } };
      if (day === 27) return success([{ from: '09:00', to: '09:30', percentage_filled: 50 }]);
      return day === 29 ? freeTimes() : noTimes();
    };
    const page = await BookingWidgetPage.create({ locale: 'en-GB' });
    await page.open();
    await eventually(() => page.slots.length === 1, 'no day’s times show');
    expect(page.day(may(27)).getAttribute('aria-selected')).to.equal('true');
    expect(page.day(may(29)).getAttribute('aria-selected')).to.not.equal('true');
    expect(page.slotNames()).to.deep.equal(['09:00 to 09:30, 50% booked']);
    await eventually(
      () => namesFromToday(page).every((name) => /, (free times|fully booked|no times)$/.test(name)),
      'the month’s other days never get their state',
    );
    expect(page.nameOf(page.day(may(27)))).to.equal(spoken(may(27), 'open'));
    expect(page.nameOf(page.day(may(29)))).to.equal(spoken(may(29), 'open'));
  });

  const june = (day: number) => new Date(2031, 5, day);
  /** A 503 with a Retry-After longer than a read may wait: the day fails at its first request. */
  const unavailable = () => ({ ...failure(503, 'Service unavailable'), headers: { 'Retry-After': '20' } });
  /** Today is 26 May 2031, whose times show; then June 2031 is shown, and all of its 30 days are asked for in the background. */
  async function juneAskedFor(): Promise<BookingWidgetPage> {
    const page = await BookingWidgetPage.create({ locale: 'en-GB' });
    await page.open();
    await eventually(() => page.slots.length === 1, 'the first day’s times never show');
    await page.showMonthOf(june(1));
    await eventually(() => monthRequests(june(1)).length === 30, 'June is not asked for in the background');
    return page;
  }

  it('asks again, after a pause, for the days of another month that failed in the background, and gives up after a few passes', async () => {
    todayIsMay26();
    // Down from June on.
    let down = true;
    fake.platform.slots = (params) => (down && dateOf(params) >= '2031-06' ? unavailable() : freeTimes());
    const page = await juneAskedFor();
    const juneNames = () =>
      page.days.filter((cell) => cell.getAttribute('data-date')!.startsWith('2031-06')).map((cell) => page.nameOf(cell));
    expect(
      juneNames().some((name) => /, (free times|fully booked|no times)$/.test(name)),
      'no June day has a state yet',
    ).to.be.false;
    down = false;
    await timeGoesBy();
    await eventually(
      () => juneNames().every((name) => name.endsWith(', free times')),
      'June’s days never get their state once the platform answers again',
    );

    // A month that keeps failing is asked for a few times, not forever: a minute comes in which
    // nothing is asked for (a pass under way asks, and a later one is due within the minute).
    // Counted in minutes, not in passes: on a busy machine a pass may outlast a minute.
    down = true;
    await page.showMonthOf(new Date(2031, 6, 1));
    let minutes = 0;
    for (let asked = -1; asked !== fake.platform.slotRequests().length && minutes < 10; minutes++) {
      asked = fake.platform.slotRequests().length;
      await timeGoesBy();
      await page.settled();
    }
    expect(minutes, 'minutes until nothing more is asked for').to.be.lessThan(10);
  });

  it('in its later passes asks only for the days that failed, and the others keep their marks', async () => {
    todayIsMay26();
    // In June the even days fail every time, the odd ones answer.
    fake.platform.slots = (params) =>
      dateOf(params) >= '2031-06' && Number(dateOf(params).slice(8)) % 2 === 0 ? unavailable() : freeTimes();
    const page = await juneAskedFor();
    for (let pass = 0; pass < 3; pass++) await timeGoesBy();
    const timesAsked = (day: number) => monthRequests(june(1)).filter((r) => dateOf(r.params) === iso(june(day))).length;
    expect([timesAsked(1), timesAsked(29)], 'a day that answered, once').to.deep.equal([1, 1]);
    // At least once a pass: the test's clock jumps a minute at a time, past a request's own time
    // limit while it is answered, so the client may try it a second time within a pass.
    expect(
      [timesAsked(2), timesAsked(30)].every((times) => times >= 3),
      'a day that failed, in each of the three passes',
    ).to.be.true;
    expect(page.nameOf(page.day(june(29)))).to.equal(spoken(june(29), 'open'));
    expect(page.nameOf(page.day(june(30))), 'a day that failed has no mark').to.equal(longDate.format(june(30)));
  });

  it('goes on loading the month while the customer fills in the form, and keeps their day and time', async () => {
    const may = todayIsMay26();
    const month = fake.platform.deferred();
    fake.platform.slots = (params) => (dateOf(params) === iso(may(31)) ? freeTimes() : month.response);
    const page = await BookingWidgetPage.create({ locale: 'en-GB' });
    await page.open();
    await eventually(() => monthRequests(may(26)).length === 3, 'the month’s first days are not asked for');
    await page.chooseDay(may(31));
    await page.chooseSlot(/^10:00/);
    page.get('button', 'Continue').click();
    await page.element.updateComplete;
    expect(page.element.step).to.equal('details');
    month.release(noTimes());
    await eventually(() => monthRequests(may(26)).length === 6, 'the month is not loaded while the form is on screen');
    expect(page.element.step).to.equal('details');
    page.get('button', 'Back').click();
    await page.settled();
    expect(namesFromToday(page)).to.deep.equal([
      ...[26, 27, 28, 29, 30].map((day) => spoken(may(day), 'closed')),
      spoken(may(31), 'open'),
    ]);
    expect(page.day(may(31)).getAttribute('aria-selected')).to.equal('true');
    expect(page.get('radio', /^10:00/)).to.have.property('checked', true);
  });

  it('asks for the day the customer clicks at once, and for no further background day until its times came', async () => {
    const held: ((response: FakeResponse) => void)[] = [];
    const clicked = fake.platform.deferred();
    const day = nextMonthDay(20);
    fake.platform.slots = (params) => {
      if (dateOf(params) === iso(day)) return clicked.response;
      const answer = fake.platform.deferred();
      held.push(answer.release);
      return answer.response;
    };
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.showMonthOf(day);
    const month = nextMonthDay(1);
    await eventually(() => monthRequests(month).length === 3, 'the month’s first days are not asked for');
    await page.clickDay(day);
    await eventually(
      () => fake.platform.slotRequests().some((r) => dateOf(r.params) === iso(day)),
      'the clicked day is not asked for',
    );
    const dayRequest = fake.platform.slotRequests().find((r) => dateOf(r.params) === iso(day))!;
    expect(dayRequest.priority, 'the clicked day is asked for at normal priority').to.be.undefined;
    const before = fake.platform.slotRequests().length;
    // The background's first days answer; the clicked day still has not.
    for (const release of held.splice(0)) release(freeTimes());
    for (let i = 0; i < 5; i++) await nextFrame();
    expect(fake.platform.slotRequests().length, 'no background day goes ahead of the clicked one').to.equal(before);
    clicked.release(freeTimes());
    await eventually(() => page.slots.length === 1, 'the clicked day’s times never show');
    await eventually(() => fake.platform.slotRequests().length > before, 'the background does not go on');
    expect(fake.platform.slotRequests().filter((r) => dateOf(r.params) === iso(day))).to.have.length(1);
    for (const release of held.splice(0)) release(freeTimes());
  });

  it('stops loading the month, and aborts what is under way, when the dialog closes', async () => {
    const held: ((response: FakeResponse) => void)[] = [];
    fake.platform.slots = () => {
      const answer = fake.platform.deferred();
      held.push(answer.release);
      return answer.response;
    };
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.showMonthOf(nextMonthDay());
    await eventually(() => monthRequests(nextMonthDay(1)).length === 3, 'the month is not loaded in the background');
    const asked = fake.platform.slotRequests();
    await page.close();
    expect(asked.every((r) => r.aborted())).to.be.true;
    for (const release of held.splice(0)) release(freeTimes());
    await timeGoesBy();
    expect(fake.platform.slotRequests(), 'nothing more is asked for').to.have.length(asked.length);
  });

  it('costs the platform no request when the customer opens and closes at once', async () => {
    const page = await BookingWidgetPage.create();
    page.openButton.click();
    await eventually(() => page.isOpen, 'the dialog did not open');
    await page.close();
    await timeGoesBy();
    expect(fake.platform.slotRequests()).to.be.empty;
  });
});
