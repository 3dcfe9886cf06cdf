import sinon from 'sinon';
import type { BookingWidgetPage } from './booking-widget-page.js';
import { eventually } from './eventually.js';

/**
 * Presses "Add to calendar" on the confirmation and returns the calendar file it offers, its
 * folded lines joined again. `frame` is the window the widget runs in (a built page's iframe):
 * its download is caught there, where the widget makes it.
 */
export async function offeredCalendarFile(customer: BookingWidgetPage, frame: Window = window): Promise<string> {
  const { URL, HTMLAnchorElement } = frame as Window & typeof globalThis;
  const blobs: Blob[] = [];
  const createObjectURL = sinon.stub(URL, 'createObjectURL').callsFake((blob) => {
    blobs.push(blob as Blob);
    return 'blob:fake';
  });
  const click = sinon.stub(HTMLAnchorElement.prototype, 'click');
  try {
    customer.get('button', 'Add to calendar').click();
    await eventually(() => click.called, 'the download');
  } finally {
    createObjectURL.restore();
    click.restore();
  }
  return (await blobs[0]!.text()).replace(/\r\n /g, '');
}
