// The built script-tag file, loaded with a classic <script> from this page, against the
// real sandbox on another origin: what a business's site gets by pasting one tag.
import { expect } from '@open-wc/testing';
import { addDays } from 'date-fns';
import type { BookingEvent } from '../../src/events.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { iso, nextMonthDay } from '../support/dates.js';
import { loadClassicScript } from './classic-script.js';
import { sandboxInfo } from './sandbox.js';
import { eventually } from '../support/eventually.js';

describe('end to end: the script-tag file against the sandbox', () => {
  before(async () => {
    expect(customElements.get('booking-widget'), 'nothing but the script tag defines the element').to.be.undefined;
    await loadClassicScript('/dist/booking-widget.iife.js');
    // A page that pastes the tag twice keeps working.
    await loadClassicScript('/dist/booking-widget.iife.js');
    // The classic script imports the module entry, which defines the element once it has run.
    await customElements.whenDefined('booking-widget');
  });

  it('takes a customer from the button to a chosen slot, over real cross-origin HTTP', async () => {
    const { url, keys } = await sandboxInfo();
    expect(new URL(url).origin).to.not.equal(location.origin);
    const page = await BookingWidgetPage.create({ 'api-key': keys.salon, 'base-url': url, locale: 'en-GB' });
    const events: string[] = [];
    for (const name of ['booking-open', 'booking-date-select', 'booking-slot-select'] as const) {
      page.element.addEventListener(name, () => events.push(name));
    }

    expect(page.openButton.getAttribute('aria-busy')).to.equal('false');
    await page.open();
    expect(page.find('dialog', 'Demo Salon'), 'the dialog is named after the business').to.exist;

    // Look for a day with a free slot; reads only, so the parallel browser cannot interfere.
    let slotSelect: BookingEvent<'booking-slot-select'> | undefined;
    page.element.addEventListener('booking-slot-select', (e) => (slotSelect = e));
    const first = nextMonthDay(1);
    for (let offset = 0; offset < 14; offset++) {
      const day = addDays(first, offset);
      await page.chooseDay(day);
      if (page.slots.some((s) => !s.disabled)) break;
    }
    const free = page.slots.find((s) => !s.disabled);
    expect(free, 'the sandbox offers a free slot within two weeks').to.exist;
    const name = page.nameOf(free!);
    expect(name).to.match(/^\d\d:\d\d to \d\d:\d\d, (free|\d+% booked|almost full)$/);
    await page.chooseSlot(name);

    expect(events.slice(0, 2)).to.deep.equal(['booking-open', 'booking-date-select']);
    expect(events.at(-1)).to.equal('booking-slot-select');
    expect(slotSelect!.detail.slot.from).to.equal(name.slice(0, 5));
    expect(slotSelect!.detail.date).to.match(/^\d{4}-\d\d-\d\d$/);
    expect(slotSelect!.detail.date >= iso(first)).to.be.true;

    page.get('button', 'Continue').click();
    await eventually(() => page.element.step === 'details', 'Continue leads to the details step');
    await expect(page.element).to.be.accessible();
  });

  it('tells the customer booking is unavailable when the sandbox refuses the key', async () => {
    const { url } = await sandboxInfo();
    const page = await BookingWidgetPage.create({ 'api-key': 'not-a-key', 'base-url': url });
    expect(page.alertText()).to.contain('Booking is unavailable').and.not.contain('Unauthorized request');
  });
});
