import { expect, fixture, html } from '@open-wc/testing';
import { MESSAGE_IDS, messages } from '../../src/i18n/messages.js';
import { parseMessageOverrides, placeholderNames, readMessageOverrides, text } from '../../src/i18n/text.js';

describe('message catalog and site owners’ texts', () => {
  it('gives every entry the id it is listed under', () => {
    for (const id of MESSAGE_IDS) {
      const source = String(messages[id]);
      expect(/id: ["']([^"']+)["']/.exec(source)?.[1], id).to.equal(id);
    }
  });

  it('writes English by default, placeholders filled', () => {
    expect(text('action.book', {}, { locale: 'en' })).to.equal('Book');
    expect(text('slot.label', { from: '09:00', to: '09:30', percent: '70%' }, { locale: 'en' })).to.equal('09:00 to 09:30, 70% booked');
    expect(text('ics.summary', { business: 'Salon Ada' }, { locale: 'en' })).to.equal('Appointment at Salon Ada');
  });

  it('knows the placeholders of each entry', () => {
    expect([...placeholderNames('slot.label')]).to.deep.equal(['from', 'to', 'percent']);
    expect([...placeholderNames('action.book')]).to.deep.equal([]);
  });

  it('uses a replacement for its language, else the one for every language, else its own text', () => {
    const overrides = parseMessageOverrides({
      en: { 'action.book': 'Reserve', 'ics.summary': 'Table at {business}' },
      de: { 'action.book': 'Reservieren' },
      '*': { 'footer.continue': 'Next' },
    });
    expect(text('action.book', {}, { locale: 'en', overrides })).to.equal('Reserve');
    expect(text('action.book', {}, { locale: 'de', overrides })).to.equal('Reservieren');
    expect(text('ics.summary', { business: 'Chez Léon' }, { locale: 'en', overrides })).to.equal('Table at Chez Léon');
    expect(text('footer.continue', {}, { locale: 'fr', overrides })).to.equal('Next');
    expect(text('header.close', {}, { locale: 'de', overrides })).to.equal('Close');
  });

  it('keeps the view’s markup in a replaced text with markup', async () => {
    const overrides = parseMessageOverrides({ 'code.sent': 'Code on its way to {phone}!' }, 'en');
    const phone = html`<span class="phone">+44 20 7946 0958</span>`;
    const paragraph = await fixture(html`<p>${text('code.sent', { phone }, { locale: 'en', overrides })}</p>`);
    expect(paragraph.textContent!.replace(/\s+/g, ' ')).to.equal('Code on its way to +44 20 7946 0958!');
    expect(paragraph.querySelector('.phone')).to.exist;
  });

  it('leaves out unknown ids, unknown placeholders and non-texts, one warning each, and cleans texts', () => {
    const warnings: string[] = [];
    const overrides = parseMessageOverrides(
      {
        de: {
          'action.book': ' Reser\u202evieren\u0007 ',
          'action.nope': 'x',
          'slot.label': '{from}–{until}',
          'slot.full': 42,
        },
        fr: 'Réserver',
      },
      undefined,
      (message) => warnings.push(message),
    );
    expect(overrides).to.deep.equal({ de: { 'action.book': 'Reservieren' } });
    expect(warnings).to.have.length(4);
    expect(warnings.join('\n')).to.include('action.nope').and.include('{until}').and.include('slot.full').and.include('"fr"');
    expect(parseMessageOverrides('nope', undefined, (message) => warnings.push(message))).to.deep.equal({});
  });

  it('reads replacements from JSON scripts in the element, per language, without running them', async () => {
    const warnings: string[] = [];
    const host = await fixture(html`<div>
      <script type="application/json" data-messages>{ "en": { "action.book": "Reserve" }, "*": { "slots.heading": "Tables" } }</script>
      <script type="application/json" data-messages lang="de">{ "action.book": "Tisch reservieren" }</script>
      <script type="application/json" data-messages lang="fr">{ not json</script>
      <script type="application/json">{ "en": { "action.back": "ignored: no data-messages" } }</script>
    </div>`);
    const overrides = readMessageOverrides(host, (message) => warnings.push(message));
    expect(overrides).to.deep.equal({ en: { 'action.book': 'Reserve' }, '*': { 'slots.heading': 'Tables' }, de: { 'action.book': 'Tisch reservieren' } });
    expect(warnings).to.have.length(1);
  });

  it('has a translation of every entry, with the same placeholders, in every XLIFF file', async () => {
    const { targetLocales } = await import('../../src/i18n/locale-codes.js');
    for (const locale of targetLocales) {
      const xml = new DOMParser().parseFromString(await (await fetch(`/xliff/${locale}.xlf`)).text(), 'application/xml');
      const units = new Map([...xml.querySelectorAll('trans-unit')].map((unit) => [unit.id, unit]));
      for (const id of MESSAGE_IDS) {
        const unit = units.get(id);
        const target = unit?.querySelector('target');
        expect(target?.textContent?.trim() || target?.querySelector('x'), `${locale} ${id}`).to.be.ok;
        const names = (element: Element | null | undefined) => [...(element?.querySelectorAll('x') ?? [])].map((x) => x.getAttribute('equiv-text')).sort();
        expect(names(target), `${locale} ${id} placeholders`).to.deep.equal(names(unit?.querySelector('source')));
      }
    }
  });
});
