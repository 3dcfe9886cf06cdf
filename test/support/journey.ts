// A customer's whole journey through the widget by keyboard, with SMS: the button, the month,
// a day's times loading, failed and missing, a chosen time, the details with and without a
// field's message, the code, the confirmation. Tests of what holds in every state (focus,
// reflow, target size) visit each state on one element.
import { BookingWidgetPage } from './booking-widget-page.js';
import { iso, nextMonthDay } from './dates.js';
import { eventually } from './eventually.js';
import { aBusiness, failure, success, type FakePlatform } from './fake-platform.js';

/** The states `walkJourney` stops in, in order. */
export const JOURNEY_STATES = [
  'the button',
  'the month, today chosen',
  'the month, a day focused that is not chosen',
  'a day’s times loading',
  'a day’s times that failed to load',
  'a day without times',
  'a time chosen',
  'the details, a field’s message shown',
  'the details',
  'the SMS code',
  'the confirmation',
] as const;
export type JourneyState = (typeof JOURNEY_STATES)[number];

/** A business that asks for an SMS code, so the journey has every step. */
export function withSmsBusiness(platform: FakePlatform): void {
  platform.business = () => success(aBusiness({ sms_enabled: true }));
}

/**
 * Walks a customer's journey by keyboard, calling `visit` in every state; `platform` answers
 * the days either side of the chosen one (`nextMonthDay(12)`) with times that load until the
 * walk releases them as a failure, and with none.
 */
export async function walkJourney(
  page: BookingWidgetPage,
  platform: FakePlatform,
  visit: (state: JourneyState) => void | Promise<void>,
): Promise<void> {
  const day = nextMonthDay(12);
  page.openButton.focus();
  await visit('the button');
  await page.press('Enter');
  await eventually(() => page.focused?.getAttribute('part')?.includes('day') === true, 'focus never reaches a day');
  await page.settled();
  // The month's days show whether they have free times (loaded in the background): a focused
  // day that is not chosen is then a tinted one.
  await eventually(() => page.root.querySelector('[part~="day-open"]') !== null, 'no day shows its free times', 8000);
  await visit('the month, today chosen');
  await page.press('ArrowRight');
  await visit('the month, a day focused that is not chosen');
  // The days either side of the chosen one: one whose times load until released and then
  // fail, one without times. Answered by date, as the month also asks for its days' times in
  // the background, in its own order.
  const [failingDay, emptyDay] = [nextMonthDay(11), nextMonthDay(13)];
  const ownTimes = platform.slots;
  const held = platform.deferred();
  platform.slots = (params, body) => {
    const date = params.get('date');
    if (date === iso(failingDay)) return held.response;
    if (date === iso(emptyDay)) return success([]);
    return ownTimes(params, body);
  };
  await page.clickDay(failingDay);
  await eventually(() => page.isLoadingSlots, 'the times never load');
  await visit('a day’s times loading');
  held.release(failure(404, 'Not found'));
  await page.settled();
  await eventually(() => page.alertText() !== '', 'no failure shown');
  await visit('a day’s times that failed to load');
  await page.chooseDay(emptyDay);
  await eventually(() => page.find('status', 'No available times on this day') !== undefined, 'the day has times');
  await visit('a day without times');
  await page.chooseDay(day);
  await page.chooseSlot(/^09:00/);
  page.get('radio', /^09:00/).focus();
  await visit('a time chosen');
  await page.click('button', 'Continue');
  await page.settled();
  await page.click('button', 'Send code');
  await eventually(() => page.fieldMessage('Name') !== '', 'no message for the empty name');
  await visit('the details, a field’s message shown');
  await page.type('Name', 'Ada Lovelace');
  await page.type('Email', 'ada@example.com');
  await page.type('Mobile phone', '+44 7700 900123');
  await visit('the details');
  await page.click('button', 'Send code');
  await eventually(() => page.find('textbox', 'SMS code') !== undefined, 'no code step');
  await page.element.updateComplete;
  await visit('the SMS code');
  await page.type('SMS code', '123456');
  await page.click('button', 'Book');
  await eventually(() => page.find('button', 'Book another') !== undefined, 'no confirmation');
  await page.element.updateComplete;
  await visit('the confirmation');
}

/** From a closed widget of a business with SMS to the code step: details given, a code sent. */
export async function toCodeStep(page: BookingWidgetPage, day: Date = nextMonthDay(12)): Promise<void> {
  await page.toDetails(day);
  await sendCodeFromDetails(page);
}

/** From the details of a business with SMS to the code step: details given, a code sent. */
export async function sendCodeFromDetails(page: BookingWidgetPage): Promise<void> {
  await page.type('Name', 'Ada Lovelace');
  await page.type('Email', 'ada@example.com');
  await page.type('Mobile phone', '+44 7700 900123');
  await page.click('button', 'Send code');
  await eventually(() => page.find('textbox', 'SMS code') !== undefined, 'no code step');
  await page.element.updateComplete;
}
