import { expect } from '@open-wc/testing';
import { html } from 'lit';
import { importBuilt } from './page-scripts.js';

// dist/lib, as a bundler sees the package: lit and date-fns resolved from node_modules
// (here by the test runner, as Vite or webpack would).
describe('bundler build (dist/lib)', function () {
  // The first import has the test server resolve and transform lit and date-fns from
  // node_modules, file by file; with three browsers starting on a loaded machine that can
  // take longer than the suite's default 10 s.
  this.timeout(30000);

  it('the class entry exports the element class and defines nothing', async () => {
    const entry = await importBuilt<{ BookingWidget: unknown }>('/dist/lib/index.js');
    expect(entry.BookingWidget).to.be.a('function');
    expect(customElements.get('booking-widget')).to.equal(undefined);
  });

  it('the define entry registers that same class once; defining again is harmless', async () => {
    const entry = await importBuilt<{ BookingWidget: CustomElementConstructor }>('/dist/lib/index.js');
    const define = await importBuilt<{ defineBookingWidget: () => void; TAG_NAME: string }>('/dist/lib/define.js');
    expect(define.TAG_NAME).to.equal('booking-widget');
    expect(customElements.get('booking-widget')).to.equal(entry.BookingWidget);
    expect(() => define.defineBookingWidget()).to.not.throw();
    expect(customElements.get('booking-widget')).to.equal(entry.BookingWidget);
  });

  it('shares the application’s copy of lit instead of bundling its own', async () => {
    expect(html).to.be.a('function'); // the application's lit, loaded by this module
    await importBuilt('/dist/lib/index.js');
    // Every copy of lit-html adds its version: one entry means the widget renders with the application's.
    expect((globalThis as { litHtmlVersions?: string[] }).litHtmlVersions).to.have.length(1);
  });

  it('ships the language files beside its loader', async () => {
    for (const path of ['/dist/lib/i18n/loader.js', '/dist/lib/i18n/locales/de.js', '/dist/lib/i18n/locales/zh-Hant.js']) {
      expect((await fetch(path)).ok, path).to.equal(true);
    }
  });

  it('ships type declarations for both entries', async () => {
    for (const path of ['/dist/lib/index.d.ts', '/dist/lib/define.d.ts']) {
      const response = await fetch(path);
      expect(response.ok, path).to.equal(true);
      expect(await response.text()).to.include('BookingWidget');
    }
  });
});
