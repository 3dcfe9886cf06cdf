import { expect } from '@open-wc/testing';
import { html } from 'lit';
import { ReactiveElement, type PropertyOptions } from '../../src/element/reactive-element.js';
import { BookingWidget } from '../../src/booking-widget.js';
import { API_KEY, BASE_URL, withFakePlatform } from '../support/fake-platform.js';

let tags = 0;
const define = <T extends CustomElementConstructor>(element: T): string => {
  const tag = `reactive-test-${++tags}`;
  customElements.define(tag, element);
  return tag;
};

class Counter extends ReactiveElement {
  protected static override properties: Record<string, PropertyOptions> = {
    label: { attribute: 'data-label' },
    mode: { reflect: true },
    count: { attribute: false },
  };
  label = 'hi';
  mode = 'a';
  count = 0;
  renders = 0;
  changes: string[][] = [];
  log: string[] = [];

  protected override _willUpdate(changed: ReadonlySet<string>): void {
    this.changes.push([...changed].sort());
    this.log.push('willUpdate');
  }
  protected override _render(): unknown {
    this.renders++;
    return html`<p>${this.label} ${this.count}</p>`;
  }
  protected override _updated(): void {
    this.log.push('updated');
  }
}

describe('ReactiveElement', () => {
  it('renders once per batch of changes, after connection, and updateComplete waits for it', async () => {
    const el = document.createElement(define(class extends Counter {})) as Counter;
    el.count = 1;
    await Promise.resolve();
    expect(el.renders, 'not connected yet').to.equal(0);
    document.body.append(el);
    expect(await el.updateComplete).to.equal(true);
    expect(el.renders).to.equal(1);
    expect(el.shadowRoot!.textContent).to.equal('hi 1');
    expect(el.changes).to.deep.equal([['count', 'label', 'mode']]);
    el.count = 2;
    el.label = 'yo';
    el.count = 3;
    await el.updateComplete;
    expect(el.renders).to.equal(2);
    expect(el.changes[1]).to.deep.equal(['count', 'label']);
    expect(el.shadowRoot!.textContent).to.equal('yo 3');
    el.count = 3;
    await el.updateComplete;
    expect(el.renders, 'an unchanged value renders nothing').to.equal(2);
    el.remove();
  });

  it('follows its attributes, reflects `reflect` properties and gives state no attribute', async () => {
    const tag = define(class extends Counter {});
    expect((customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes).to.deep.equal(['data-label', 'mode']);
    const el = document.createElement(tag) as Counter;
    el.setAttribute('data-label', 'from attribute');
    document.body.append(el);
    await el.updateComplete;
    expect(el.label).to.equal('from attribute');
    expect(el.getAttribute('mode')).to.equal('a');
    el.mode = 'b';
    await el.updateComplete;
    expect(el.getAttribute('mode')).to.equal('b');
    el.removeAttribute('data-label');
    expect(el.label, 'a removed attribute is null').to.equal(null);
    el.setAttribute('mode', 'c');
    await el.updateComplete;
    expect([el.mode, el.getAttribute('mode')]).to.deep.equal(['c', 'c']);
    expect(el.hasAttribute('count')).to.equal(false);
    el.remove();
  });

  it('takes over properties set before the element was upgraded', async () => {
    const tag = `reactive-test-late-${++tags}`;
    const el = document.createElement(tag) as Counter;
    el.label = 'early';
    el.count = 7;
    document.body.append(el);
    customElements.define(tag, class extends Counter {});
    await (el as Counter).updateComplete;
    expect(el.shadowRoot!.textContent).to.equal('early 7');
    el.count = 8;
    await el.updateComplete;
    expect(el.shadowRoot!.textContent, 'the accessor is not hidden').to.equal('early 8');
    el.remove();
  });

  it('runs controllers around connection and before each render', async () => {
    const el = document.createElement(define(class extends Counter {})) as Counter;
    el.addController({
      hostConnected: () => el.log.push('connected'),
      hostDisconnected: () => el.log.push('disconnected'),
      hostUpdate: () => el.log.push('hostUpdate'),
    });
    document.body.append(el);
    await el.updateComplete;
    el.requestUpdate();
    await el.updateComplete;
    el.remove();
    expect(el.log).to.deep.equal([
      'connected', 'willUpdate', 'hostUpdate', 'updated', 'willUpdate', 'hostUpdate', 'updated', 'disconnected',
    ]);
  });
});

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
