import { expect, fixture, html } from '@open-wc/testing';
import { ENGLISH, MESSAGE_IDS } from '../../src/i18n/messages.js';
import { parseMessageOverrides, placeholderNames, readMessageOverrides } from '../../src/i18n/replacements.js';
import { LAUNCHER_ENGLISH } from '../../src/i18n/launcher-messages.js';
import { addCatalog, createTranslate } from '../../src/i18n/text.js';

// The whole catalog, as the dialog's chunk makes it known.
addCatalog({ ids: MESSAGE_IDS, english: ENGLISH });

/** A language file with one text, at its id's place. */
const textsWith = (id: string, text: string) => MESSAGE_IDS.map((other) => (other === id ? text : 0));

describe('message catalog and site owners’ texts', () => {
  it('writes English by default, placeholders filled', () => {
    const t = createTranslate({ locale: 'en' });
    expect(t('action.book')).to.equal('Book');
    expect(t('slot.name', { from: '09:00', to: '09:30', fill: 'free' })).to.equal('09:00 to 09:30, free');
    expect(t('ics.summary', { business: 'Salon {Ada}' })).to.equal('Appointment at Salon {Ada}');
    expect(t('slots.status.count.few', { count: '3' }), 'a plural form English has no text for').to.equal('3 times available');
  });

  it('puts the button’s texts first, so a language file serves the button before the dialog’s chunk is there', () => {
    const launcherIds = Object.keys(LAUNCHER_ENGLISH);
    expect(MESSAGE_IDS.slice(0, launcherIds.length)).to.deep.equal(launcherIds);
  });

  it('has each English text once, in the catalog', () => {
    expect(Object.keys(ENGLISH)).to.have.length(new Set(Object.keys(ENGLISH)).size);
    expect(MESSAGE_IDS.filter((id) => id.startsWith('slots.status.count.')).sort()).to.deep.equal(
      ['few', 'many', 'one', 'other', 'two', 'zero'].map((category) => `slots.status.count.${category}`),
    );
  });

  it('knows the placeholders of each entry', () => {
    expect([...placeholderNames('slot.name')]).to.deep.equal(['from', 'to', 'fill']);
    expect([...placeholderNames('action.book')]).to.deep.equal([]);
  });

  it('uses a replacement for its language, else the one for every language, else its own text', () => {
    const overrides = parseMessageOverrides({
      en: { 'action.book': 'Reserve', 'ics.summary': 'Table at {business}' },
      de: { 'action.book': 'Reservieren' },
      '*': { 'footer.continue': 'Next' },
    });
    const english = createTranslate({ locale: 'en', overrides });
    expect(english('action.book')).to.equal('Reserve');
    expect(english('ics.summary', { business: 'Chez Léon' })).to.equal('Table at Chez Léon');
    expect(createTranslate({ locale: 'de', overrides })('action.book')).to.equal('Reservieren');
    expect(createTranslate({ locale: 'fr', overrides })('footer.continue')).to.equal('Next');
    expect(createTranslate({ locale: 'de', texts: textsWith('header.close', 'Schließen'), overrides })('header.close')).to.equal(
      'Schließen',
    );
  });

  it('leaves out unknown ids, unknown placeholders and non-texts, one warning each, and cleans texts', () => {
    const warnings: string[] = [];
    const overrides = parseMessageOverrides(
      {
        de: {
          'action.book': ' Reser\u202evieren\u0007 ',
          'action.nope': 'x',
          'slot.name': '{from}–{until}',
          'slot.full': 42,
        },
        fr: 'Réserver',
      },
      undefined,
      (message) => warnings.push(message),
    );
    expect(overrides).to.deep.equal({ de: { 'action.book': 'Reservieren' } });
    expect(warnings).to.have.length(4);
    expect(warnings.join('\n')).to.include('action.nope').and.include('slot.name').and.include('slot.full').and.include('"fr"');
    expect(parseMessageOverrides('nope', undefined, (message) => warnings.push(message))).to.deep.equal({});
  });

  it('reads replacements from JSON scripts in the element, per language, without running them', async () => {
    const warnings: string[] = [];
    const host = await fixture(
      html`<div>
        <script type="application/json" data-messages>
          { "en": { "action.book": "Reserve" }, "*": { "slots.heading": "Tables" } }
        </script>
        <script type="application/json" data-messages lang="de">
          { "action.book": "Tisch reservieren" }
        </script>
        <script type="application/json" data-messages lang="fr">
          { not json
        </script>
        <script type="application/json">
          { "en": { "action.back": "ignored: no data-messages" } }
        </script>
      </div>`,
    );
    const overrides = readMessageOverrides(host, (message) => warnings.push(message));
    expect(overrides).to.deep.equal({
      en: { 'action.book': 'Reserve' },
      '*': { 'slots.heading': 'Tables' },
      de: { 'action.book': 'Tisch reservieren' },
    });
    expect(warnings).to.have.length(1);
  });

  it('has a translation of every entry, with the same placeholders, in every XLIFF file', async () => {
    const { targetLocales } = await import('../../src/i18n/locale-codes.js');
    for (const locale of targetLocales) {
      const xml = new DOMParser().parseFromString(await (await fetch(`/xliff/${locale}.xlf`)).text(), 'application/xml');
      const units = new Map([...xml.querySelectorAll('trans-unit')].map((unit) => [unit.id, unit]));
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
      for (const id of MESSAGE_IDS.filter(
        (id) => !id.startsWith('slots.status.count.') || categories.includes(id.split('.').pop()!),
      )) {
        const unit = units.get(id);
        const target = unit?.querySelector('target');
        expect(target?.textContent?.trim() || target?.querySelector('x'), `${locale} ${id}`).to.be.ok;
        const names = (element: Element | null | undefined) =>
          [...(element?.querySelectorAll('x') ?? [])].map((x) => x.getAttribute('equiv-text')).sort();
        expect(names(target), `${locale} ${id} placeholders`).to.deep.equal(names(unit?.querySelector('source')));
      }
    }
  });
});
