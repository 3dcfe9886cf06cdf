import { expect } from '@open-wc/testing';
import { LANGUAGE_FILES_URL, createLocaleLoader, languageTexts } from '../../src/i18n/loader.js';
import { createTranslate } from '../../src/i18n/text.js';

const FIXTURES = new URL('./i18n-fixtures/locales/', import.meta.url).href;
const IDS = ['action.book', 'slots.status.count.one', 'slots.status.count.few', 'slots.status.count.other', 'code.sent'];

describe('language files', () => {
  const warnings: string[] = [];
  const load = createLocaleLoader({ baseUrl: FIXTURES, ids: IDS, warn: (message) => warnings.push(message) });

  beforeEach(() => (warnings.length = 0));

  it('looks for the files in locales/ beside the script that holds the loader', () => {
    expect(LANGUAGE_FILES_URL).to.equal(new URL('/src/i18n/locales/', location.href).href);
  });

  it('pairs a file’s texts with the catalog’s ids, leaving out the holes', () => {
    expect(languageTexts(['a', 0, 'c'], ['x.one', 'x.few', 'x.other'])).to.deep.equal({ 'x.one': 'a', 'x.other': 'c' });
  });

  it('loads a language from beside the script and speaks it', async () => {
    const t = createTranslate({ locale: 'de', texts: await load('de') });
    expect(t('action.book')).to.equal('Buchen');
    expect(t('slots.status.count.other', { count: '12' })).to.equal('12 Zeiten verfügbar');
    expect(t('slots.status.count.one', { count: '1' })).to.equal('1 Zeit verfügbar');
    expect(t('code.sent', { phone: '+49 30 123456' })).to.equal(
      'Wir haben einen 6-stelligen Code per SMS an +49 30 123456 gesendet.',
    );
    // Not in the file: the English text; a plural form German has no text for: its `.other`.
    expect(t('header.close')).to.equal('Close');
    expect(t('slots.status.count.few', { count: '3' })).to.equal('3 Zeiten verfügbar');
    expect(warnings).to.deep.equal([]);
  });

  it('shares one request per language', () => {
    expect(load('de')).to.equal(load('de'));
  });

  it('warns once when a file cannot load, and tries again later', async () => {
    let failure: unknown;
    await load('it').catch((error: unknown) => (failure = error));
    expect(failure).to.be.instanceOf(Error);
    await load('it').catch(() => undefined);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('/i18n-fixtures/locales/it.js').and.include('texts stay English');
  });

  it('refuses a file of another version of the widget', async () => {
    let failure: unknown;
    await load('fr').catch((error: unknown) => (failure = error));
    expect(String(failure)).to.include('not a language file of this version');
    expect(warnings).to.have.length(1);
  });
});
