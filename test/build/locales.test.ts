import { expect } from '@open-wc/testing';
import { targetLocales } from '../../src/i18n/locale-codes.js';
import { createLocaleLoader } from '../../src/i18n/loader.js';
import { ENGLISH, MESSAGE_IDS } from '../../src/i18n/messages.js';
import { pluralId } from '../../src/i18n/numbers.js';
import { addCatalog, createTranslate } from '../../src/i18n/text.js';

addCatalog({ ids: MESSAGE_IDS, english: ENGLISH });

// src/i18n/locales/<locale>.js as scripts/build-locales.mjs writes them from the XLIFF files,
// read by the widget's own loader.
describe('language files (src/i18n/locales/)', () => {
  const warnings: string[] = [];
  const load = createLocaleLoader({ warn: (message) => warnings.push(message) });
  const speak = async (locale: string) => createTranslate({ locale, texts: await load(locale) });

  it('has one file of plain texts per language, each a text for every entry but unused plural forms', async () => {
    for (const locale of targetLocales) {
      const source = await (await fetch(`/src/i18n/locales/${locale}.js`)).text();
      expect(source, locale).to.not.match(/\bimport\b/);
      const texts = await load(locale);
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
      const expected = MESSAGE_IDS.filter(
        (id) => !/\.(zero|one|two|few|many|other)$/.test(id) || categories.includes(id.split('.').pop()!),
      );
      const translated = MESSAGE_IDS.filter((_, place) => typeof texts[place] === 'string');
      expect(texts, locale).to.have.length(MESSAGE_IDS.length);
      expect(translated, locale).to.deep.equal(expected);
    }
    expect(warnings).to.deep.equal([]);
  });

  it('speaks German, placeholders in place', async () => {
    const t = await speak('de');
    expect(t('action.book')).to.equal('Buchen');
    expect(t('slot.booked', { percent: '70 %' })).to.equal('70 % gebucht');
    expect(t('code.sent', { phone: '+49 30 123456' })).to.equal(
      'Wir haben einen 6-stelligen Code per SMS an +49 30 123456 gesendet.',
    );
  });

  it('counts in Polish and in Arabic with their own plural forms', async () => {
    const polish = await speak('pl');
    expect([1, 3, 5, 22].map((n) => polish(pluralId('slots.status.count', 'pl', n), { count: String(n) }))).to.deep.equal([
      '1 dostępny termin',
      '3 dostępne terminy',
      '5 dostępnych terminów',
      '22 dostępne terminy',
    ]);
    const arabic = await speak('ar');
    const count = (n: number) => arabic(pluralId('slots.status.count', 'ar', n), { count: String(n) });
    // Two takes the dual, not the singular's words; as the count must stay, a label: "available times: 2".
    expect(count(2)).to.equal('الأوقات المتاحة: 2');
    expect(count(3)).to.equal('3 أوقات متاحة');
    expect(count(11)).to.equal('11 وقتًا متاحًا');
    expect(count(100)).to.equal('100 وقت متاح');
  });
});
