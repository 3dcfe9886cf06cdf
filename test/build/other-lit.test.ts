import { expect } from '@open-wc/testing';
import { LitElement, html } from 'lit';
import { buttonLabel, FAKE_BUSINESS_BUTTON_LABEL, loadClassicScript, placeWidget } from './page-scripts.js';

// A host page that already runs its own copy of lit (a theme or another plugin).
class HostGreeting extends LitElement {
  override render() {
    return html`<p>Hello from the host page</p>`;
  }
}

describe('classic script build next to the page’s own copy of lit', () => {
  it('both the page’s element and <booking-widget> render, the widget with its business’s button', async () => {
    customElements.define('host-greeting', HostGreeting);
    const greeting = document.createElement('host-greeting') as HostGreeting;
    document.body.append(greeting);
    await greeting.updateComplete;

    expect(await loadClassicScript('/dist/booking-widget.iife.js')).to.deep.equal([]);
    const widget = await placeWidget();
    expect(widget).to.not.be.instanceOf(LitElement); // a separate copy, not the page's
    expect(buttonLabel(widget)).to.equal(FAKE_BUSINESS_BUTTON_LABEL);

    greeting.requestUpdate();
    await greeting.updateComplete;
    expect(greeting.shadowRoot!.textContent).to.include('Hello from the host page');
    expect((globalThis as { litHtmlVersions?: string[] }).litHtmlVersions?.length).to.equal(2);
    greeting.remove();
    widget.remove();
  });
});
