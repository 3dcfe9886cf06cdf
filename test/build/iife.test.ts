import { expect } from '@open-wc/testing';
import {
  importBuilt,
  isLitRegistry,
  loadClassicScript,
  buttonLabel,
  FAKE_BUSINESS_BUTTON_LABEL,
  placeWidget,
  windowGlobals,
} from './page-scripts.js';

// dist/booking-widget.iife.js as a site owner pastes it: a classic <script> tag, which imports
// the module entry from beside itself.
describe('classic script build (dist/booking-widget.iife.js)', () => {
  let globalsBefore: Set<string>;

  before(async () => {
    globalsBefore = windowGlobals();
    expect(customElements.get('booking-widget')).to.equal(undefined);
    const errors = await loadClassicScript('/dist/booking-widget.iife.js');
    expect(errors).to.deep.equal([]);
  });

  it('defines <booking-widget>, which loads its business and shows the business’s button', async () => {
    await customElements.whenDefined('booking-widget');
    const element = await placeWidget();
    expect(element.shadowRoot, 'shadow root').to.not.equal(null);
    expect(buttonLabel(element)).to.equal(FAKE_BUSINESS_BUTTON_LABEL);
    element.remove();
  });

  it('leaves no global names behind besides lit’s shared version registries', () => {
    const added = [...windowGlobals()].filter((name) => !globalsBefore.has(name));
    expect(added.filter((name) => !isLitRegistry(name))).to.deep.equal([]);
  });

  it('can be loaded twice, and next to the ES module build, keeping the first definition', async () => {
    const first = customElements.get('booking-widget');
    expect(await loadClassicScript('/dist/booking-widget.iife.js')).to.deep.equal([]);
    await importBuilt('/dist/booking-widget.js');
    expect(customElements.get('booking-widget')).to.equal(first);
    const element = await placeWidget();
    expect(element).to.be.instanceOf(first!);
    expect(buttonLabel(element)).to.equal(FAKE_BUSINESS_BUTTON_LABEL);
    element.remove();
  });
});
