// The element as frameworks meet it: properties set before it was defined.
import { expect } from '@open-wc/testing';
import { BookingWidget } from '../../src/booking-widget.js';
import { API_KEY, BASE_URL, withFakePlatform } from '../support/fake-platform.js';

describe('<booking-widget> upgraded late', () => {
  withFakePlatform();

  it('uses the properties a framework set before the element was defined (React 19)', async () => {
    const tag = 'booking-widget-late';
    const el = document.createElement(tag) as BookingWidget;
    el.apiKey = API_KEY;
    el.baseUrl = BASE_URL;
    el.mode = 'inline';
    document.body.append(el);
    customElements.define(tag, class extends BookingWidget {});
    await el.dataComplete;
    expect(el.getAttribute('mode')).to.equal('inline');
    expect(el.shadowRoot!.querySelector('[part="title"]')?.textContent).to.equal('Studio Nord Hair & Beauty');
    expect(el.shadowRoot!.querySelector('[part~="calendar"]')).to.not.equal(null);
    el.remove();
  });
});
