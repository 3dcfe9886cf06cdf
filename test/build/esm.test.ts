import { expect } from '@open-wc/testing';
import { importBuilt, loadClassicScript, placeWidget } from './page-scripts.js';

// dist/booking-widget.js as <script type="module" src="…">: self-contained, no bare imports.
describe('ES module build (dist/booking-widget.js)', () => {
  it('defines <booking-widget> on import and exports the registered class', async () => {
    expect(customElements.get('booking-widget')).to.equal(undefined);
    const module = await importBuilt<{ BookingWidget: CustomElementConstructor }>('/dist/booking-widget.js');
    expect(customElements.get('booking-widget')).to.equal(module.BookingWidget);
    const element = await placeWidget();
    expect(element.shadowRoot!.childNodes.length).to.be.greaterThan(0);
    element.remove();
  });

  it('imports nothing: a CDN serves it as one file', async () => {
    // The test server would rewrite a bare `lit` import to a node_modules path; a plain
    // web server would fail on it. Either way it must not be there.
    const source = await (await fetch('/dist/booking-widget.js')).text();
    expect(source).to.not.match(/\b(from|import)\s*\(?\s*["'`]/);
  });

  it('tolerates the classic script build loaded after it', async () => {
    const first = customElements.get('booking-widget');
    expect(await loadClassicScript('/dist/booking-widget.iife.js')).to.deep.equal([]);
    expect(customElements.get('booking-widget')).to.equal(first);
  });
});
