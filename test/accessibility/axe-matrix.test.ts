import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { isWebKit, setViewport } from '../support/browser.js';
import { iso, nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';
import { failure, someSlots, success, withFakePlatform } from '../support/fake-platform.js';
import { withSmsBusiness } from '../support/journey.js';

/** A control found by its documented part: the names differ from language to language. */
function part(page: BookingWidgetPage, name: string): HTMLElement {
  const found = page.root.querySelector<HTMLElement>(`[part~="${name}"]`);
  if (!found) throw new Error(`no part ${name}`);
  return found;
}

async function type(page: BookingWidgetPage, id: string, text: string): Promise<void> {
  const field = page.root.getElementById(id) as HTMLInputElement;
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await page.element.updateComplete;
}

/**
 * Walks every state of a booking with SMS in any language, by parts, and runs axe in each:
 * the button, times loading, a time chosen, a day without times, times that failed to load,
 * the details with a field's message, the code, the confirmation.
 */
async function axeInEveryState(page: BookingWidgetPage, fake: ReturnType<typeof withFakePlatform>): Promise<string[]> {
  const seen: string[] = [];
  const check = async (state: string) => {
    seen.push(state);
    await expect(page.element, state).to.be.accessible();
  };
  await check('the button');
  const release = fake.platform.holdSlots();
  await page.open();
  await eventually(() => page.root.querySelector('[part~="slots-loading"]') !== null, 'no loading state');
  await check('times loading');
  release(failure(404, 'Not found'));
  await page.showMonthOf(nextMonthDay(12));
  const dayCell = (date: Date) => page.root.querySelector<HTMLElement>(`[data-date="${iso(date)}"]`)!;
  fake.platform.slots = () => failure(404, 'Not found');
  dayCell(nextMonthDay(11)).click();
  await page.settled();
  await check('times that failed to load');
  fake.platform.slots = (params) => (params.get('date') === iso(nextMonthDay(13)) ? success([]) : success(someSlots()));
  dayCell(nextMonthDay(13)).click();
  await page.settled();
  await check('a day without times');
  dayCell(nextMonthDay(12)).click();
  await page.settled();
  page.root.querySelector<HTMLInputElement>('.slot-input:not([disabled])')!.click();
  await page.element.updateComplete;
  await check('a time chosen');
  part(page, 'continue-button').click();
  await page.settled();
  part(page, 'submit-button').click();
  await page.element.updateComplete;
  await check('the details, with fields’ messages');
  await type(page, 'name', 'Ada Lovelace');
  await type(page, 'email', 'ada@example.com');
  await type(page, 'phone', '+44 7700 900123');
  part(page, 'submit-button').click();
  await eventually(() => page.root.getElementById('otp') !== null, 'no code step');
  await page.element.updateComplete;
  await check('the SMS code');
  await type(page, 'otp', '123456');
  part(page, 'submit-button').click();
  await eventually(() => page.root.querySelector('[part~="confirmation"]') !== null, 'no confirmation');
  await page.element.updateComplete;
  await check('the confirmation');
  return seen;
}

type Colours = 'light' | 'dark' | 'forced colours';

describe('axe finds no violation in any state, theme, direction and width', () => {
  const fake = withFakePlatform();
  beforeEach(() => withSmsBusiness(fake.platform));
  afterEach(async () => {
    if (!isWebKit) await executeServerCommand('emulate-forced-colors', { active: false });
    await setViewport({ width: 800, height: 600 });
  });

  for (const colours of ['light', 'dark', 'forced colours'] as Colours[]) {
    for (const [direction, locale] of [
      ['left to right', 'en-GB'],
      ['right to left', 'ar'],
    ] as const) {
      for (const width of [320, 1280]) {
        it(`${colours}, ${direction}, ${width} px`, async function () {
          // Eight axe runs on one element: WebKit through WebDriver needs more than the usual 10 s.
          this.timeout(60_000);
          if (
            colours === 'forced colours' &&
            (isWebKit || !(await executeServerCommand('emulate-forced-colors', { active: true })))
          ) {
            this.skip();
          }
          await setViewport({ width, height: 800 });
          const page = await BookingWidgetPage.create({ locale });
          if (colours !== 'forced colours') page.element.theme = colours;
          await page.element.updateComplete;
          expect(getComputedStyle(page.openButton).direction).to.equal(direction === 'right to left' ? 'rtl' : 'ltr');
          expect(await axeInEveryState(page, fake)).to.have.length(8);
        });
      }
    }
  }
});
