import { expect } from '@open-wc/testing';
import { buttonLabel, FAKE_BUSINESS_BUTTON_LABEL, importBuilt, loadClassicScript, placeWidget } from './page-scripts.js';

// dist/booking-widget.js as <script type="module" src="…">: the entry, with its chunks beside it.
describe('ES module build (dist/booking-widget.js)', () => {
  it('defines <booking-widget> on import, exports the registered class, and shows the business’s button', async () => {
    expect(customElements.get('booking-widget')).to.equal(undefined);
    const module = await importBuilt<{ BookingWidget: CustomElementConstructor }>('/dist/booking-widget.js');
    expect(customElements.get('booking-widget')).to.equal(module.BookingWidget);
    const element = await placeWidget();
    expect(buttonLabel(element)).to.equal(FAKE_BUSINESS_BUTTON_LABEL);
    element.remove();
  });

  it('imports nothing but its own chunks, by relative, hashed names: a CDN serves them as they are', async () => {
    // The test server would rewrite a bare `lit` import to a node_modules path; a plain
    // web server would fail on it. Either way it must not be there.
    const source = await (await fetch('/dist/booking-widget.js')).text();
    const specifiers = [...source.matchAll(/(?:\bimport\s*\(|\bfrom\s*)\s*"([^"]+)"/g)].map(([, specifier]) => specifier!);
    expect(specifiers).to.not.be.empty;
    for (const specifier of specifiers) expect(specifier).to.match(/^\.\/chunks\/[\w.-]+-[\w-]{8}\.js$/);
    // The dialog and the languages are behind `import()`: nothing the entry imports statically.
    expect(source).to.not.match(/\bimport\s*[{*"']|\}\s*from\s*"/);
  });

  it('tolerates the classic script loaded after it', async () => {
    const first = customElements.get('booking-widget');
    expect(await loadClassicScript('/dist/booking-widget.iife.js')).to.deep.equal([]);
    expect(customElements.get('booking-widget')).to.equal(first);
  });
});
