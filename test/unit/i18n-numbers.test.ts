import { expect } from '@open-wc/testing';
import { formatNumber, formatPercent, formatWait, pluralCategory, pluralId } from '../../src/i18n/numbers.js';

describe('numbers and plurals', () => {
  it('chooses all six Arabic plural forms', () => {
    const forms = [0, 1, 2, 3, 10, 11, 99, 100, 102].map((n) => pluralCategory('ar', n));
    expect(forms).to.deep.equal(['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other', 'other']);
  });

  it('chooses the Polish and Russian forms for one, a few and many', () => {
    expect([1, 2, 4, 5, 12, 22, 25].map((n) => pluralCategory('pl', n))).to.deep.equal([
      'one',
      'few',
      'few',
      'many',
      'many',
      'few',
      'many',
    ]);
    expect([1, 21, 3, 23, 5, 11].map((n) => pluralCategory('ru', n))).to.deep.equal(['one', 'one', 'few', 'few', 'many', 'many']);
  });

  it('names the catalog variant a count takes', () => {
    expect(pluralId('slots.status.count', 'en', 1)).to.equal('slots.status.count.one');
    expect(pluralId('slots.status.count', 'en', 3)).to.equal('slots.status.count.other');
    expect(pluralId('slots.status.count', 'pl', 3)).to.equal('slots.status.count.few');
    expect(pluralId('slots.status.count', 'ar', 11)).to.equal('slots.status.count.many');
    expect(pluralId('slots.status.count', 'ja', 1)).to.equal('slots.status.count.other');
  });

  it('writes percentages as each language does, with its own digits', () => {
    expect(formatPercent('en', 70)).to.equal('70%');
    expect(formatPercent('de', 70)).to.equal('70\u00a0%');
    expect(formatPercent('fr', 70)).to.match(/^70[\u00a0\u202f]%$/);
    expect(formatPercent('tr', 70)).to.equal('%70');
    // CLDR gives `ar` Latin digits and `ar-EG` Arabic-Indic ones; the format tag carries the region.
    expect(formatPercent('ar-EG', 70)).to.include('\u0667\u0660'); // ٧٠
    expect(formatPercent('fa', 70)).to.include('\u06f7\u06f0'); // ۷۰
    expect(formatNumber('hi', 1000)).to.equal('1,000');
  });

  it('writes waits in seconds up to a minute and a half, then whole minutes', () => {
    expect(formatWait('en', 30)).to.equal('30 sec');
    expect(formatWait('en', 91)).to.equal('2 min');
    expect(formatWait('de', 30)).to.equal('30 Sek.');
  });
});
