// A customer's whole journey through the widget by keyboard, with SMS: the button, the month,
// a chosen time, the details, the code, the confirmation. Tests of what holds in every state
// (focus, reflow, target size, axe) visit each state on one element.
import { BookingWidgetPage } from './booking-widget-page.js';
import { nextMonthDay } from './dates.js';
import { eventually } from './eventually.js';
import { aBusiness, success, type FakePlatform } from './fake-platform.js';

/** The states `walkJourney` stops in, in order. */
export const JOURNEY_STATES = [
  'the button',
  'the month, today chosen',
  'the month, a day focused that is not chosen',
  'a time chosen',
  'the details',
  'the SMS code',
  'the confirmation',
] as const;
export type JourneyState = (typeof JOURNEY_STATES)[number];

/** A business that asks for an SMS code, so the journey has every step. */
export function withSmsBusiness(platform: FakePlatform): void {
  platform.business = () => success(aBusiness({ sms_enabled: true }));
}

/** Walks a customer's journey by keyboard, calling `visit` in every state. */
export async function walkJourney(
  page: BookingWidgetPage,
  visit: (state: JourneyState) => void | Promise<void>,
  day: Date = nextMonthDay(12),
): Promise<void> {
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
  await page.chooseDay(day);
  await page.chooseSlot(/^09:00/);
  page.get('radio', /^09:00/).focus();
  await visit('a time chosen');
  await page.click('button', 'Continue');
  await page.settled();
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
  await page.type('Name', 'Ada Lovelace');
  await page.type('Email', 'ada@example.com');
  await page.type('Mobile phone', '+44 7700 900123');
  await page.click('button', 'Send code');
  await eventually(() => page.find('textbox', 'SMS code') !== undefined, 'no code step');
  await page.element.updateComplete;
}
