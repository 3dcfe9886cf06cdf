import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { eventually } from '../support/eventually.js';
import { withFakePlatform } from '../support/fake-platform.js';
import { holdIdleCallbacks } from '../support/idle-callbacks.js';

// Its own page, so that no other test has loaded the dialog's code.

/** Whether this page has fetched the dialog's code (src/panel/booking-panel.ts, its chunk when built). */
const dialogCodeFetched = () =>
  performance.getEntriesByType('resource').some((entry) => /\/booking-panel[.-]/.test(new URL(entry.name).pathname));

/** Resolves in a later task: a widget still out of the page by then has left it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

describe('booking-widget: the dialog’s code loaded in idle time', () => {
  withFakePlatform();
  let idle: ReturnType<typeof holdIdleCallbacks>;
  beforeEach(() => (idle = holdIdleCallbacks()));
  afterEach(() => idle.restore());

  // Room for every request of the page: the sources' modules fill the browser's default buffer.
  before(() => performance.setResourceTimingBufferSize(100_000));

  it('a widget removed before the browser is idle loads nothing; one on the page does', async () => {
    const removed = await BookingWidgetPage.create();
    expect(idle.pending, 'the warm-up waits for idle time').to.be.greaterThan(0);
    removed.element.remove();
    await nextTask();
    idle.run();
    // Anything it asked for has arrived.
    await removed.element.dataComplete;
    expect(dialogCodeFetched(), 'the removed widget fetched the dialog’s code').to.be.false;

    await BookingWidgetPage.create();
    idle.run();
    await eventually(dialogCodeFetched, 'the widget on the page never fetched the dialog’s code');
  });
});
