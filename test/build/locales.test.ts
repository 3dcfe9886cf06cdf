import { configureLocalization } from '@lit/localize';
import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import { targetLocales } from '../../src/i18n/locale-codes.js';
import { createLocaleLoader } from '../../src/i18n/loader.js';
import { MESSAGE_IDS, messages } from '../../src/i18n/messages.js';
import { pluralId } from '../../src/i18n/text.js';

// dist/locales/<locale>.js as scripts/build-locales.mjs writes them (`npm run build` first),
// read by the widget's own loader and spoken through @lit/localize's msg().
describe('language files (dist/locales/)', () => {
  const warnings: string[] = [];
  const load = createLocaleLoader({ baseUrl: new URL('/dist/locales/', location.href).href, warn: (message) => warnings.push(message) });
  const { setLocale } = configureLocalization({ sourceLocale: 'en', targetLocales, loadLocale: load });
  after(() => setLocale('en'));

  it('has one self-contained file per language, each a text for every entry but unused plural forms', async () => {
    for (const locale of targetLocales) {
      const source = await (await fetch(`/dist/locales/${locale}.js`)).text();
      expect(source, locale).to.not.match(/\bimport\b/);
      const { templates } = await load(locale);
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
      const expected = MESSAGE_IDS.filter((id) => !/\.(zero|one|two|few|many|other)$/.test(id) || categories.includes(id.split('.').pop()!));
      expect(Object.keys(templates).sort(), locale).to.deep.equal([...expected].sort());
    }
    expect(warnings).to.deep.equal([]);
  });

  it('speaks German, placeholders and markup in place', async () => {
    await setLocale('de');
    expect(messages['action.book']()).to.equal('Buchen');
    expect(messages['slot.label']({ from: '09:00', to: '09:30', percent: '70 %' })).to.equal('09:00 bis 09:30, 70 % gebucht');
    const paragraph = await fixture(html`<p>${messages['code.sent']({ phone: html`<span>+49 30 123456</span>` })}</p>`);
    expect(paragraph.textContent!.replace(/\s+/g, ' ')).to.equal('Wir haben einen 6-stelligen Code per SMS an +49 30 123456 gesendet.');
  });

  it('counts in Polish and in Arabic with their own plural forms', async () => {
    await setLocale('pl');
    const polish = (n: number) => messages[pluralId('slots.status.count', 'pl', n)]({ count: String(n) });
    expect([1, 3, 5, 22].map(polish)).to.deep.equal(['1 dostępny termin', '3 dostępne terminy', '5 dostępnych terminów', '22 dostępne terminy']);
    await setLocale('ar');
    const arabic = (n: number) => messages[pluralId('slots.status.count', 'ar', n)]({ count: String(n) });
    expect(arabic(3)).to.equal('3 أوقات متاحة');
    expect(arabic(11)).to.equal('11 وقتًا متاحًا');
    expect(arabic(100)).to.equal('100 وقت متاح');
  });
});
