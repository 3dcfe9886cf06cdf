import { expect } from '@open-wc/testing';
import { buttonLabel, FAKE_BUSINESS_BUTTON_LABEL, importBuilt, loadClassicScript, placeWidget } from './page-scripts.js';

// dist/booking-widget.js as <script type="module" src="…">: self-contained, no bare imports.
describe('ES module build (dist/booking-widget.js)', () => {
  it('defines <booking-widget> on import, exports the registered class, and shows the business’s button', async () => {
    expect(customElements.get('booking-widget')).to.equal(undefined);
    const module = await importBuilt<{ BookingWidget: CustomElementConstructor }>('/dist/booking-widget.js');
    expect(customElements.get('booking-widget')).to.equal(module.BookingWidget);
    const element = await placeWidget();
    expect(buttonLabel(element)).to.equal(FAKE_BUSINESS_BUTTON_LABEL);
    element.remove();
  });

  it('imports nothing but its own files beside it (side files, languages): a CDN serves them as they are', async () => {
    // The test server would rewrite a bare `lit` import to a node_modules path; a plain
    // web server would fail on it. Either way it must not be there.
    const source = await (await fetch('/dist/booking-widget.js')).text();
    // Static imports and re-exports always name their module in quotes (`import{x}from"lit"`,
    // `import"x"`, `export*from"x"`). Template literals that merely contain the word `from` (a
    // slot's field) are not imports.
    expect(source).to.not.match(/\bimport\s*(?:[{*"']|\w+\s*from\s*["'])|\}\s*from\s*["']|\bexport\s*\*\s*from/);
    // One dynamic import, by a URL beside the script's own, never a module name: the side files'
    // loader (src/side-files.ts). The language files' (src/i18n/loader.ts) is in a side file.
    expect(source.match(/\bimport\s*\(/g) ?? []).to.have.length(1);
  });

  it('tolerates the classic script build loaded after it', async () => {
    const first = customElements.get('booking-widget');
    expect(await loadClassicScript('/dist/booking-widget.iife.js')).to.deep.equal([]);
    expect(customElements.get('booking-widget')).to.equal(first);
  });
});
