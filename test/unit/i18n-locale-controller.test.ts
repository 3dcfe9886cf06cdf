import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { createLocaleLoader } from '../../src/i18n/loader.js';
import { LocaleController } from '../../src/i18n/locale-controller.js';
import { ENGLISH } from '../../src/i18n/messages.js';
import { addCatalog } from '../../src/i18n/text.js';
import { eventually } from '../support/eventually.js';

const warnings: string[] = [];
// The fixtures' texts are in this catalog's order (test/unit/i18n-fixtures/locales/).
addCatalog({
  ids: ['action.book', 'slots.status.count.one', 'slots.status.count.few', 'slots.status.count.other', 'code.sent'],
  english: ENGLISH,
});
const load = createLocaleLoader({
  importFile: (locale) => import(new URL(`./i18n-fixtures/locales/${locale}.js`, import.meta.url).href),
  warn: (message) => warnings.push(message),
});

/** A small element that speaks through the controller, as the widget does. */
class LocaleHost extends LitElement {
  @property({ reflect: true }) locale: string | undefined;
  @state() typed = '';
  readonly language = new LocaleController(this, {
    attribute: () => this.locale,
    load,
    replacements: () => import('../../src/i18n/replacements.js'),
    warn: (message) => warnings.push(message),
  });

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('locale')) this.language.update();
  }

  protected override render() {
    return html`<div dir=${this.language.dir} lang=${this.language.format}>
      <button>${this.language.translate('action.book')}</button>
      <input .value=${this.typed} @input=${(event: Event) => (this.typed = (event.target as HTMLInputElement).value)} />
    </div>`;
  }
}
customElements.define('locale-host', LocaleHost);

declare global {
  interface HTMLElementTagNameMap {
    'locale-host': LocaleHost;
  }
}

const buttonText = (host: LocaleHost) => host.shadowRoot!.querySelector('button')!.textContent.trim();

describe('LocaleController', () => {
  beforeEach(() => (warnings.length = 0));

  it('speaks the language of the nearest lang and follows a change of it, keeping what was typed', async () => {
    const page = await fixture<HTMLDivElement>(html`<div lang="de-AT"><locale-host></locale-host></div>`);
    const host = page.querySelector<LocaleHost>('locale-host')!;
    await eventually(() => buttonText(host) === 'Buchen', 'German from the page lang');
    expect(host.language.format).to.equal('de-AT');
    expect(host.language.dir).to.equal('ltr');

    const input = host.shadowRoot!.querySelector('input')!;
    input.value = 'Ada';
    input.dispatchEvent(new Event('input'));
    page.setAttribute('lang', 'en');
    await eventually(() => buttonText(host) === 'Book', 'English after the page lang changed');
    expect(host.shadowRoot!.querySelector('input')!.value).to.equal('Ada');
  });

  it('lets the locale attribute win over the page, and switches when it changes', async () => {
    const page = await fixture<HTMLDivElement>(html`<div lang="en"><locale-host locale="de"></locale-host></div>`);
    const host = page.querySelector<LocaleHost>('locale-host')!;
    await eventually(() => buttonText(host) === 'Buchen', 'German from the attribute');
    host.locale = 'en-GB';
    await eventually(() => buttonText(host) === 'Book', 'English after the attribute changed');
    expect(host.language.format).to.equal('en-GB');
  });

  it('turns the widget right to left for Hebrew', async () => {
    const page = await fixture<HTMLDivElement>(html`<div lang="he"><locale-host></locale-host></div>`);
    const host = page.querySelector<LocaleHost>('locale-host')!;
    await eventually(() => buttonText(host) === 'הזמנה', 'Hebrew from the page lang');
    expect(host.shadowRoot!.querySelector('div')!.getAttribute('dir')).to.equal('rtl');
    page.setAttribute('lang', 'de');
    await eventually(() => host.shadowRoot!.querySelector('div')!.getAttribute('dir') === 'ltr', 'left to right again in German');
  });

  it('lets two elements on one page speak two languages', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div><locale-host locale="de"></locale-host><locale-host locale="he"></locale-host></div>`,
    );
    const [german, hebrew] = page.querySelectorAll<LocaleHost>('locale-host');
    await eventually(() => buttonText(german!) === 'Buchen' && buttonText(hebrew!) === 'הזמנה', 'each its own language');
  });

  it('speaks English with one warning when the language file cannot load', async () => {
    const page = await fixture<HTMLDivElement>(html`<div lang="it"><locale-host></locale-host></div>`);
    const host = page.querySelector<LocaleHost>('locale-host')!;
    await eventually(() => warnings.length === 1, 'the loader warned');
    await eventually(() => host.language.messages === 'en', 'English after the failure');
    expect(buttonText(host)).to.equal('Book');
    expect(host.language.dir).to.equal('ltr');
    expect(warnings[0]).to.include('"it"');
  });

  it('warns once about a malformed locale attribute and uses the page language', async () => {
    const page = await fixture<HTMLDivElement>(html`<div lang="de"><locale-host locale="de_DE!"></locale-host></div>`);
    const host = page.querySelector<LocaleHost>('locale-host')!;
    await eventually(() => buttonText(host) === 'Buchen', 'German from the page lang');
    host.requestUpdate();
    host.language.update();
    expect(warnings.filter((message) => message.includes('de_DE!'))).to.have.length(1);
  });
});
