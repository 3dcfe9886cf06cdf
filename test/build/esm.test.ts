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

  it('is one line that re-exports the widget’s hashed chunk, which imports the dialog and the languages only by import()', async () => {
    const entry = await (await fetch('/dist/booking-widget.js')).text();
    // (The test server hands JavaScript through esbuild, which adds a line or two around it.)
    const [, widget] = /export\s*\*\s*from\s*"\.\/(chunks\/booking-widget-[\w-]{8}\.js)"/.exec(entry) ?? [];
    expect(widget, entry).to.be.a('string');
    // The test server would rewrite a bare `lit` import to a node_modules path; a plain web
    // server would fail on it. Either way none may be there: only relative, hashed chunks.
    const source = await (await fetch(`/dist/${widget!}`)).text();
    expect(source).to.not.match(/\bimport\s*[{*"']|\}\s*from\s*"/);
    const dynamic = [...source.matchAll(/\bimport\s*\(\s*"([^"]+)"\s*\)/g)].map(([, specifier]) => specifier!);
    for (const specifier of dynamic) expect(specifier).to.match(/^\.\/[\w.-]+-[\w-]{8}\.js$/);
    expect(dynamic.some((specifier) => specifier.startsWith('./booking-panel-'))).to.equal(true);
    expect(dynamic.some((specifier) => specifier.startsWith('./de-') || specifier.startsWith('./languages-'))).to.equal(true);
  });

  it('tolerates the classic script loaded after it', async () => {
    const first = customElements.get('booking-widget');
    expect(await loadClassicScript('/dist/booking-widget.iife.js')).to.deep.equal([]);
    expect(customElements.get('booking-widget')).to.equal(first);
  });
});
