import { expect } from '@open-wc/testing';
import { createLocaleLoader } from '../../src/i18n/loader.js';
import { ENGLISH } from '../../src/i18n/messages.js';
import { addCatalog, createTranslate } from '../../src/i18n/text.js';

const FIXTURES = new URL('./i18n-fixtures/locales/', import.meta.url).href;
// The fixtures' texts are in this catalog's order.
const IDS = ['action.book', 'slots.status.count.one', 'slots.status.count.few', 'slots.status.count.other', 'code.sent'];
addCatalog({ ids: IDS, english: ENGLISH });

describe('language files', () => {
  const warnings: string[] = [];
  const load = createLocaleLoader({
    importFile: (locale) => import(`${FIXTURES}${locale}.js`),
    warn: (message) => warnings.push(message),
  });

  beforeEach(() => (warnings.length = 0));

  it('imports a language from src/i18n/locales/ by default, where the build writes them', async () => {
    const german = await createLocaleLoader()('de');
    expect(german).to.be.an('array').with.length.above(50);
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
    expect(warnings[0]).to.include('"it"').and.include('texts stay English');
  });

  it('refuses a module that holds no texts', async () => {
    let failure: unknown;
    await load('fr').catch((error: unknown) => (failure = error));
    expect(String(failure)).to.include('not a language file');
    expect(warnings).to.have.length(1);
  });
});
