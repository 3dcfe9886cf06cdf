import { expect, nextFrame } from '@open-wc/testing';
import sinon from 'sinon';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { aBusiness, failure, success, withFakePlatform } from '../support/fake-platform.js';
import { iso, nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';

/** The page's globals as GTM and gtag.js leave them. */
const page = window as { dataLayer?: unknown; gtag?: unknown };

const CUSTOMER = { name: 'Zoë Quinterro', email: 'zoe.private@example.org', phone: '+44 7700 900123', notes: 'Lavender' };

describe('booking-widget: analytics="datalayer"', () => {
  const fake = withFakePlatform();
  const day = nextMonthDay(14);
  afterEach(() => {
    delete page.dataLayer;
    delete page.gtag;
  });

  /** Opens the dialog, chooses day and time, fills in the details and presses Book. */
  async function book(widget: BookingWidgetPage): Promise<void> {
    await widget.toDetails(day);
    await widget.type('Name', CUSTOMER.name);
    await widget.type('Email', CUSTOMER.email);
    await widget.type('Phone (optional)', CUSTOMER.phone);
    await widget.type('Notes (optional)', CUSTOMER.notes);
    await widget.click('button', 'Book');
  }

  const steps = () => (page.dataLayer as { event: string }[]).filter((entry) => entry.event.startsWith('booking_'));

  it('pushes each step of the journey in order, with date, time, location and business, nothing personal', async () => {
    fake.platform.business = () =>
      success(
        aBusiness({
          locations: [
            { id: 7, name: 'Harbour Street' },
            { id: 9, name: 'Old Town' },
          ],
        }),
      );
    page.dataLayer = [{ event: 'gtm.js' }];
    const gtag = sinon.spy();
    page.gtag = gtag;
    const widget = await BookingWidgetPage.create({ location: '9' });
    widget.element.setAttribute('analytics', 'datalayer');
    let bookedId = '';
    widget.element.addEventListener('booking-success', (event) => (bookedId = String(event.detail.appointment.id)));
    await book(widget);
    await eventually(() => widget.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
    expect(bookedId).not.to.equal('');
    // The pushing code is a chunk of its own: the steps follow once it is there, in order.
    await eventually(() => steps().some((step) => step.event === 'booking_booked'), 'no booking_booked');

    const where = { business_name: 'Studio Nord Hair & Beauty', booking_location: 'Old Town', booking_location_id: 9 };
    const when = { booking_date: iso(day), booking_time: '10:00', booking_end_time: '10:30' };
    expect(steps()).to.deep.equal([
      { event: 'booking_open', ...where },
      { event: 'booking_day', ...where, booking_date: iso(day) },
      { event: 'booking_slot', ...where, ...when },
      { event: 'booking_details', ...where, ...when },
      { event: 'booking_booked', ...where, ...when, booking_id: bookedId },
    ]);
    expect((page.dataLayer as unknown[])[0], "the page's own entries stay").to.deep.equal({ event: 'gtm.js' });
    expect(gtag.args.map(([command, step]) => `${command} ${step}`)).to.deep.equal(
      ['booking_open', 'booking_day', 'booking_slot', 'booking_details', 'booking_booked'].map((step) => `event ${step}`),
    );
    expect(gtag.lastCall.args[2]).to.deep.equal({ ...where, ...when, booking_id: bookedId });
    const sent = JSON.stringify([page.dataLayer, gtag.args]);
    for (const value of Object.values(CUSTOMER)) expect(sent).not.to.include(value);
  });

  it('pushes booking_failed with the error kind and status, never the server message', async () => {
    fake.platform.appointments = () => failure(500, `Could not save ${CUSTOMER.email}`);
    page.dataLayer = [];
    const widget = await BookingWidgetPage.create();
    widget.element.setAttribute('analytics', 'datalayer');
    await book(widget);
    await eventually(() => steps().some((step) => step.event === 'booking_failed'), 'no booking_failed');
    expect(steps().at(-1)).to.deep.equal({
      event: 'booking_failed',
      business_name: 'Studio Nord Hair & Beauty',
      booking_location: 'Harbour Street',
      booking_location_id: 7,
      booking_error: 'server',
      booking_error_status: 500,
    });
    expect(JSON.stringify(page.dataLayer)).not.to.include(CUSTOMER.email);
  });

  it('pushes booking_booked without booking_id when the platform gave the appointment none', async () => {
    fake.platform.appointments = () => ({ status: 201, body: { status: 'success', message: 'Appointment booked successfully' } });
    page.dataLayer = [];
    const widget = await BookingWidgetPage.create();
    widget.element.setAttribute('analytics', 'datalayer');
    await book(widget);
    await eventually(() => steps().some((step) => step.event === 'booking_booked'), 'no booking_booked');
    expect(steps().at(-1)).to.deep.equal({
      event: 'booking_booked',
      business_name: 'Studio Nord Hair & Beauty',
      booking_location: 'Harbour Street',
      booking_location_id: 7,
      booking_date: iso(day),
      booking_time: '10:00',
      booking_end_time: '10:30',
    });
  });

  it('without the attribute pushes nothing, creates no dataLayer and does not call gtag', async () => {
    const gtag = sinon.spy();
    page.gtag = gtag;
    const widget = await BookingWidgetPage.create();
    await book(widget);
    await eventually(() => widget.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
    // A step would be pushed as soon as the pushing code is loaded: it is, and a frame has passed.
    await import('../../src/analytics/data-layer.js');
    await nextFrame();
    expect(page.dataLayer).to.equal(undefined);
    expect(gtag.called).to.equal(false);
  });

  it('leaves an existing dataLayer untouched without the attribute, and starts when a consent tool adds it', async () => {
    const layer = [{ event: 'gtm.js' }];
    page.dataLayer = layer;
    const widget = await BookingWidgetPage.create();
    await widget.open();
    expect(layer).to.deep.equal([{ event: 'gtm.js' }]);
    widget.element.setAttribute('analytics', 'datalayer');
    await widget.chooseDay(day);
    await eventually(() => steps().length > 0, 'no step pushed');
    expect(steps().map((step) => step.event)).to.deep.equal(['booking_day']);
  });
});
