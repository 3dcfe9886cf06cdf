// The dialog under a real pointer: a click closes it only when it both starts and ends outside
// the dialog's box, and a step that changes under the pointer does not move the dialog away
// from it (a customer who clicks Book twice sees the confirmation).
import { expect, nextFrame } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';
import { withFakePlatform } from '../support/fake-platform.js';

/** The middle of an element, in the viewport's whole pixels. */
function middleOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

const isInside = (element: Element, [x, y]: [number, number]) => {
  const box = element.getBoundingClientRect();
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
};

describe('booking-widget: the dialog under the pointer', function () {
  this.timeout(15000);
  withFakePlatform();
  afterEach(() => resetMouse());

  it('a second click on Book, once the booking is made, lands on the confirmation and keeps it open', async () => {
    const page = await BookingWidgetPage.create();
    await page.toDetails(nextMonthDay(12));
    await page.type('Name', 'Ada Lovelace');
    await page.type('Email', 'ada@example.com');
    const book = page.get('button', 'Book');
    book.scrollIntoView({ block: 'center' });
    await nextFrame();
    const spot = middleOf(book);
    await sendMouse({ type: 'click', position: spot });
    await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
    await page.element.updateComplete;
    await nextFrame();
    expect(isInside(page.dialog, spot), 'the dialog is still under the pointer').to.be.true;

    await sendMouse({ type: 'click', position: spot });
    await page.element.updateComplete;
    await nextFrame();
    expect(page.isOpen, 'the second click does not close the dialog').to.be.true;
    expect(page.find('heading', 'Your appointment is booked')).to.exist;
  });

  it('stays open when a press that started on the backdrop ends inside the dialog', async () => {
    const page = await BookingWidgetPage.create();
    await page.open();
    await sendMouse({ type: 'move', position: [2, 2] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: middleOf(page.get('heading', /\d{4}$/)) });
    await sendMouse({ type: 'up' });
    await page.element.updateComplete;
    await nextFrame();
    expect(page.isOpen).to.be.true;
  });

  it('still closes on a click that starts and ends on the backdrop', async () => {
    const page = await BookingWidgetPage.create();
    await page.open();
    await sendMouse({ type: 'click', position: [2, 2] });
    await page.closed();
    expect(page.isOpen).to.be.false;
  });
});
