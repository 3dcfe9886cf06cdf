import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { html, LitElement } from 'lit';
import type { Appointment } from '../../src/api/types.js';
import { DataLayerController } from '../../src/analytics/data-layer.js';
import { fireBookingEvent } from '../../src/events.js';

const CUSTOMER = { name: 'Zoë Quinterro-Vasquez', email: 'zoe.private@example.org', phone: '+44 7700 900123', notes: 'Allergic to lavender oil' };
const LOCATIONS = [
  { id: 7, name: 'Market Street' },
  { id: 9, name: 'Harbour Road' },
];

/**
 * A host that fires the widget's events in the order a customer's journey fires them, from
 * itself, as `<booking-widget>` does, and names its business and locations for the analytics.
 */
class AnalyticsHost extends LitElement {
  shownLocation = LOCATIONS[0]!;
  readonly analytics = new DataLayerController(this, {
    businessName: () => 'Green Salon',
    locationName: (id) => (id === undefined ? this.shownLocation : LOCATIONS.find((location) => location.id === id))?.name,
  });

  override render() {
    return html`<button>Book an appointment</button>`;
  }

  journey(): void {
    const slot = { from: '09:00', to: '09:30', percentage_filled: 40 };
    const appointment: Appointment = {
      id: 4711,
      date: '2026-11-25',
      from: '09:00',
      to: '09:30',
      business_unit_id: 9,
      ...CUSTOMER,
      status: 'confirmed',
      created_at: '2026-11-24T10:00:00Z',
    };
    fireBookingEvent(this, 'booking-open', {});
    fireBookingEvent(this, 'booking-date-select', { date: '2026-11-25', businessUnitId: 9 });
    fireBookingEvent(this, 'booking-slot-select', { date: '2026-11-25', slot, businessUnitId: 9 });
    fireBookingEvent(this, 'booking-before-submit', { date: '2026-11-25', from: '09:00', to: '09:30', businessUnitId: 9, ...CUSTOMER }, { cancelable: true });
    fireBookingEvent(this, 'booking-error', { kind: 'validation', status: 422, message: `The email ${CUSTOMER.email} is not valid` });
    fireBookingEvent(this, 'booking-success', { appointment });
    fireBookingEvent(this, 'booking-close', {});
  }
}
customElements.define('analytics-host', AnalyticsHost);

type Page = Window & { dataLayer?: unknown; gtag?: unknown };
const page = window as Page;

describe('analytics="datalayer"', () => {
  afterEach(() => {
    delete page.dataLayer;
    delete page.gtag;
  });

  it("pushes the journey's steps in order, with date, time, location and business", async () => {
    const element = await fixture<AnalyticsHost>(testHtml`<analytics-host analytics="datalayer"></analytics-host>`);
    element.journey();
    const place = { business_name: 'Green Salon', booking_location: 'Harbour Road', booking_location_id: 9 };
    const time = { booking_date: '2026-11-25', booking_time: '09:00', booking_end_time: '09:30' };
    expect(page.dataLayer).to.deep.equal([
      { event: 'booking_open', business_name: 'Green Salon', booking_location: 'Market Street' },
      { event: 'booking_day', ...place, booking_date: '2026-11-25' },
      { event: 'booking_slot', ...place, ...time },
      { event: 'booking_details', ...place, ...time },
      { event: 'booking_failed', business_name: 'Green Salon', booking_location: 'Market Street', booking_error: 'validation', booking_error_status: 422 },
      { event: 'booking_booked', ...place, ...time, booking_id: '4711' },
    ]);
  });

  it("never pushes the customer's name, email, phone or notes, nor the server's message", async () => {
    const element = await fixture<AnalyticsHost>(testHtml`<analytics-host analytics="datalayer"></analytics-host>`);
    const calls: unknown[][] = [];
    page.gtag = (...args: unknown[]) => calls.push(args);
    element.journey();
    const pushed = JSON.stringify([page.dataLayer, calls]);
    expect((page.dataLayer as unknown[]).length).to.equal(6);
    for (const value of [...Object.values(CUSTOMER), 'Zoë', 'zoe.private', '7700', 'lavender', 'not valid']) {
      expect(pushed).not.to.contain(value);
    }
  });

  it('adds to the page\'s own dataLayer, after what is already there, and sends no request and sets no cookie', async () => {
    const existing = { event: 'gtm.js' };
    page.dataLayer = [existing];
    const cookies = document.cookie;
    const requests = performance.getEntriesByType('resource').length;
    const element = await fixture<AnalyticsHost>(testHtml`<analytics-host analytics="datalayer"></analytics-host>`);
    element.journey();
    const layer = page.dataLayer as Array<{ event: string }>;
    expect(layer[0]).to.equal(existing);
    expect(layer.map((entry) => entry.event)).to.deep.equal(['gtm.js', 'booking_open', 'booking_day', 'booking_slot', 'booking_details', 'booking_failed', 'booking_booked']);
    expect(document.cookie).to.equal(cookies);
    expect(performance.getEntriesByType('resource').length).to.equal(requests);
  });

  it('calls gtag("event", name, parameters) when the page has gtag', async () => {
    const calls: unknown[][] = [];
    page.gtag = (...args: unknown[]) => calls.push(args);
    const element = await fixture<AnalyticsHost>(testHtml`<analytics-host analytics="datalayer"></analytics-host>`);
    element.journey();
    expect(calls.map(([command, name]) => `${command} ${name}`)).to.deep.equal([
      'event booking_open',
      'event booking_day',
      'event booking_slot',
      'event booking_details',
      'event booking_failed',
      'event booking_booked',
    ]);
    expect(calls[2]![2]).to.deep.equal({
      business_name: 'Green Salon',
      booking_location: 'Harbour Road',
      booking_location_id: 9,
      booking_date: '2026-11-25',
      booking_time: '09:00',
      booking_end_time: '09:30',
    });
  });

  it('leaves dataLayer untouched without the attribute, and follows the attribute as it changes', async () => {
    const calls: unknown[][] = [];
    page.gtag = (...args: unknown[]) => calls.push(args);
    const element = await fixture<AnalyticsHost>(testHtml`<analytics-host></analytics-host>`);
    element.journey();
    expect('dataLayer' in page).to.equal(false);
    expect(calls).to.deep.equal([]);
    element.setAttribute('analytics', 'datalayer');
    fireBookingEvent(element, 'booking-open', {});
    expect(page.dataLayer).to.have.length(1);
    element.removeAttribute('analytics');
    element.journey();
    expect(page.dataLayer).to.have.length(1);
  });

  it('stops listening when the element leaves the page', async () => {
    const element = await fixture<AnalyticsHost>(testHtml`<analytics-host analytics="datalayer"></analytics-host>`);
    element.remove();
    element.journey();
    expect('dataLayer' in page).to.equal(false);
  });

  it('leaves alone a dataLayer that is not an array, with one warning', async () => {
    const element = await fixture<AnalyticsHost>(testHtml`<analytics-host analytics="datalayer"></analytics-host>`);
    const notAnArray = document.createElement('div');
    page.dataLayer = notAnArray;
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (message: unknown) => warnings.push(message);
    try {
      element.journey();
    } finally {
      console.warn = warn;
    }
    expect(page.dataLayer).to.equal(notAnArray);
    expect(warnings).to.have.length(1);
  });
});
