// A platform that answers slowly, as over a slow mobile network: the button stays the site's
// call to action while the answer is on its way. The delay is the fake platform's (its answer
// comes `delayMs` late); the tests wait for what the customer sees, never for time.
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { eventually } from '../support/eventually.js';
import { aBusiness, someSlots, success, withFakePlatform } from '../support/fake-platform.js';

/** About what a slow mobile network takes to answer; longer than a quick platform's time limit. */
const SLOW_MS = 3000;
const DEFAULT_LABEL = 'Book an appointment';

/** The lines the label's text takes, and whether each fits inside the button's own box. */
function labelLayout(button: HTMLButtonElement): { lines: number; inside: boolean } {
  const range = document.createRange();
  range.selectNodeContents(button.querySelector('[part="button-label"]')!);
  const box = button.getBoundingClientRect();
  const lines = [...range.getClientRects()];
  // Rects of one line share their top; a wrapped label has rects on two.
  const tops = new Set(lines.map((rect) => Math.round(rect.top)));
  const inside = lines.every(
    (rect) => rect.left >= box.left + 4 && rect.right <= box.right - 4 && rect.top >= box.top && rect.bottom <= box.bottom,
  );
  return { lines: tops.size, inside };
}

describe('faults: a slow platform', function () {
  // The answer itself takes SLOW_MS, and a busy machine may add as much again.
  this.timeout(20000);
  const fake = withFakePlatform();

  beforeEach(() => {
    fake.platform.business = () => ({ ...success(aBusiness(), 'Business details fetched successfully'), delayMs: SLOW_MS });
  });

  it('keeps the button while the business is on its way, then shows the business’s', async () => {
    const page = await BookingWidgetPage.create({}, { settle: false });
    await page.element.updateComplete;
    expect(page.openButton.textContent.trim()).to.equal(DEFAULT_LABEL);
    expect(page.openButton.getAttribute('aria-busy')).to.equal('true');

    await page.settled();
    expect(page.alertText(), 'no notice in place of the button').to.equal('');
    expect(page.get('button', 'Book a visit').getAttribute('aria-busy')).to.equal('false');
    expect(fake.platform.businessRequests(), 'one answer, waited for').to.have.length(1);
  });

  it('fits the default label on one line inside the default button', async () => {
    const page = await BookingWidgetPage.create({}, { settle: false });
    await page.element.updateComplete;
    expect(page.openButton.textContent.trim()).to.equal(DEFAULT_LABEL);
    expect(labelLayout(page.openButton)).to.deep.equal({ lines: 1, inside: true });
    await page.settled();
  });

  it('opens the dialog in its loading state on a click before the answer, and fills it when it comes', async () => {
    fake.platform.slots = () => success(someSlots(), 'Slots fetched successfully');
    const page = await BookingWidgetPage.create({}, { settle: false });
    await page.element.updateComplete;
    page.openButton.click();
    await eventually(() => page.isOpen, 'the dialog did not open');
    await page.element.updateComplete;
    expect(page.alertText()).to.equal('');
    expect(page.get('heading', 'Book an appointment'), 'the title before the business is known').to.exist;
    expect(page.find('button', 'Close')).to.exist;

    await page.settled();
    expect(page.alertText()).to.equal('');
    expect(page.get('heading', 'Studio Nord Hair & Beauty')).to.exist;
    expect(page.openButton.textContent.trim()).to.equal('Book a visit');
  });
});
