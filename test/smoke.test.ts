import { expect, fixture, html } from '@open-wc/testing';
import '../src/define.js';

describe('booking-widget', () => {
  it('renders a button named for booking', async () => {
    const el = await fixture(html`<booking-widget></booking-widget>`);
    const button = el.shadowRoot!.querySelector('button')!;
    expect(button.textContent).to.equal('Book an appointment');
    await expect(el).to.be.accessible();
  });
});
