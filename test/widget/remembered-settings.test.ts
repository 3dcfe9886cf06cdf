import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { API_KEY, BASE_URL, withFakePlatform } from '../support/fake-platform.js';

const STORAGE_KEY = `booking-widget ${BASE_URL} ${API_KEY}`;

/** Holds the business's answer back until the returned function releases it. */
function holdBusiness(fake: ReturnType<typeof withFakePlatform>): () => void {
  const answer = fake.platform.business;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  fake.platform.business = async (params, body) => {
    await held;
    return answer(params, body);
  };
  return release;
}

function box(page: BookingWidgetPage) {
  const button = page.openButton;
  const { width, height } = button.getBoundingClientRect();
  return { label: button.textContent.trim(), width, height, background: getComputedStyle(button).backgroundColor };
}

const DEFAULT_BOX = { label: 'Book an appointment', height: 44, background: 'rgb(31, 95, 191)' };

/** The default button: its label on one line, so as wide as the label in this browser's font, and at least 200 px. */
function expectDefaultBox(page: BookingWidgetPage, message?: string): void {
  const { width, ...rest } = box(page);
  expect(rest, message).to.deep.equal(DEFAULT_BOX);
  expect(width, message).to.be.at.least(200);
}
const BUSINESS_BOX = { label: 'Book a visit', width: 240, height: 52, background: 'rgb(15, 118, 110)' };

describe('button settings remembered from the last visit', () => {
  const fake = withFakePlatform();

  it('reserves the default box on a first visit, then draws the business’s button at once on the next', async () => {
    const releaseFirst = holdBusiness(fake);
    const first = await BookingWidgetPage.create({}, { settle: false });
    await first.element.updateComplete;
    expectDefaultBox(first, 'nothing remembered yet');
    releaseFirst();
    await first.settled();
    expect(box(first)).to.deep.equal(BUSINESS_BOX);

    const releaseSecond = holdBusiness(fake);
    const second = await BookingWidgetPage.create({}, { settle: false });
    await second.element.updateComplete;
    expect(fake.platform.businessRequests(), 'the second business request is still unanswered').to.have.length(2);
    expect(box(second), 'no jump: the remembered size before the answer').to.deep.equal(BUSINESS_BOX);
    releaseSecond();
    await second.settled();
    expect(box(second)).to.deep.equal(BUSINESS_BOX);
  });

  it('stores only the sanitized button fields, under the base-url and api-key', async () => {
    await BookingWidgetPage.create();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).to.deep.equal({
      text: 'Book a visit',
      width: 240,
      height: 52,
      font_size: 17,
      font_color: '#ffffff',
      bg_color: '#0f766e',
    });
  });

  it('remembers nothing for another api-key', async () => {
    await BookingWidgetPage.create();
    holdBusiness(fake);
    const other = await BookingWidgetPage.create({ 'api-key': 'other-key' }, { settle: false });
    await other.element.updateComplete;
    expectDefaultBox(other);
  });

  for (const [what, stored] of [
    ['broken JSON', '{"width": 240,'],
    [
      'a hostile colour',
      JSON.stringify({
        text: 'Hi',
        width: 240,
        height: 52,
        font_size: 17,
        font_color: '#fff',
        bg_color: 'red;background-image:url(https://evil.test/x)',
      }),
    ],
    ['a size as CSS', JSON.stringify({ text: 'Hi', width: 'calc(100vw)', height: 52 })],
    ['an array', '[1,2]'],
  ] as const) {
    it(`ignores a stored value with ${what}`, async () => {
      localStorage.setItem(STORAGE_KEY, stored);
      holdBusiness(fake);
      const page = await BookingWidgetPage.create({}, { settle: false });
      await page.element.updateComplete;
      expectDefaultBox(page);
      expect(getComputedStyle(page.openButton).backgroundImage).to.equal('none');
    });
  }

  it('works when storage throws', async () => {
    const getItem = sinon.stub(Storage.prototype, 'getItem').throws(new DOMException('denied', 'SecurityError'));
    const setItem = sinon.stub(Storage.prototype, 'setItem').throws(new DOMException('full', 'QuotaExceededError'));
    try {
      const page = await BookingWidgetPage.create();
      expect(box(page)).to.deep.equal(BUSINESS_BOX);
      expect(fake.consoleError.called).to.be.false;
    } finally {
      getItem.restore();
      setItem.restore();
    }
  });
});
