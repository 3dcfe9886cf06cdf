import { configureLocalization } from '@lit/localize';
import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import { LANGUAGE_FILES_URL, createLocaleLoader, localeTemplates } from '../../src/i18n/loader.js';
import { messages } from '../../src/i18n/messages.js';
import { text } from '../../src/i18n/text.js';

const FIXTURES = new URL('./i18n-fixtures/locales/', import.meta.url).href;
const IDS = ['action.book', 'slots.status.count.one', 'slots.status.count.few', 'slots.status.count.other', 'code.sent'];

describe('language files', () => {
  const warnings: string[] = [];
  const load = createLocaleLoader({ baseUrl: FIXTURES, ids: IDS, warn: (message) => warnings.push(message) });
  const { setLocale, getLocale } = configureLocalization({ sourceLocale: 'en', targetLocales: ['de', 'fr', 'it'], loadLocale: load });

  beforeEach(() => (warnings.length = 0));
  afterEach(() => setLocale('en'));

  it('looks for the files in locales/ beside the script that holds the loader', () => {
    expect(LANGUAGE_FILES_URL).to.equal(new URL('/src/i18n/locales/', location.href).href);
  });

  it('pairs a file’s texts with the catalog’s ids, leaving out the holes', () => {
    const { templates } = localeTemplates(['a', undefined, 'c'], ['x.one', 'x.few', 'x.other']);
    expect(templates).to.deep.equal({ 'x.one': 'a', 'x.other': 'c' });
  });

  it('loads a language from beside the script and speaks it through msg()', async () => {
    await setLocale('de');
    expect(getLocale()).to.equal('de');
    expect(messages['action.book']()).to.equal('Buchen');
    expect(messages['slots.status.count.other']({ count: '12' })).to.equal('12 Zeiten verfügbar');
    expect(text('slots.status.count.one', { count: '1' }, { locale: 'de' })).to.equal('1 Zeit verfügbar');
    // Not in the file: the English text.
    expect(messages['header.close']()).to.equal('Close');
    expect(warnings).to.deep.equal([]);
  });

  it('renders a text with markup from a language file through lit', async () => {
    await setLocale('de');
    const paragraph = await fixture(html`<p>${messages['code.sent']({ phone: html`<span class="phone">+49 30 123456</span>` })}</p>`);
    expect(paragraph.textContent!.replace(/\s+/g, ' ')).to.equal('Wir haben einen 6-stelligen Code per SMS an +49 30 123456 gesendet.');
    expect(paragraph.querySelector('.phone')!.textContent).to.equal('+49 30 123456');
  });

  it('shares one request per language', async () => {
    expect(load('de')).to.equal(load('de'));
  });

  it('stays English with one warning when a file cannot load, and tries again later', async () => {
    let failure: unknown;
    await setLocale('it').catch((error: unknown) => (failure = error));
    expect(failure).to.be.instanceOf(Error);
    await load('it').catch(() => undefined);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('/i18n-fixtures/locales/it.js').and.include('texts stay English');
    await setLocale('en');
    expect(messages['action.book']()).to.equal('Book');
  });

  it('refuses a file of another version of the widget', async () => {
    let failure: unknown;
    await load('fr').catch((error: unknown) => (failure = error));
    expect(String(failure)).to.include('not a language file of this version');
    expect(warnings).to.have.length(1);
  });
});
