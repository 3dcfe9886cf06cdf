import { expect, fixture, html } from '@open-wc/testing';
import { LOCALES, chooseLocale, localeDirection, matchLocale } from '../../src/i18n/negotiate.js';
import sinon from 'sinon';
import { closestLang, firstTagAsked, isEnglish } from '../../src/i18n/page-language.js';

describe('language negotiation', () => {
  it('speaks English and thirty other languages', () => {
    expect(LOCALES[0]).to.equal('en');
    expect(LOCALES).to.include.members(['ar', 'de', 'fa', 'he', 'nb', 'pt-BR', 'pt-PT', 'zh-Hans', 'zh-Hant']);
    expect(LOCALES.length).to.be.at.least(29);
  });

  it('matches a tag to the best language it has', () => {
    const cases: Array<[string, string | undefined]> = [
      ['de', 'de'],
      ['de-AT', 'de'],
      ['DE-at', 'de'],
      ['de_CH', 'de'],
      ['pt-BR', 'pt-BR'],
      ['pt', 'pt-BR'],
      ['pt-PT', 'pt-PT'],
      ['pt-AO', 'pt-PT'],
      ['zh', 'zh-Hans'],
      ['zh-CN', 'zh-Hans'],
      ['zh-SG', 'zh-Hans'],
      ['zh-TW', 'zh-Hant'],
      ['zh-HK', 'zh-Hant'],
      ['zh-Hant-CN', 'zh-Hant'],
      ['no', 'nb'],
      ['nb-NO', 'nb'],
      ['iw', 'he'],
      ['en-GB', 'en'],
      ['sw', undefined],
      ['not a tag', undefined],
    ];
    for (const [tag, expected] of cases) expect(matchLocale(tag), tag).to.equal(expected);
  });

  it('takes the locale attribute first, then the page lang, then the browser', () => {
    expect(chooseLocale({ attribute: 'fr-CA', lang: 'de', preferred: ['ja'] })).to.deep.equal({
      messages: 'fr',
      format: 'fr-CA',
    });
    expect(chooseLocale({ attribute: null, lang: 'de-AT', preferred: ['ja'] })).to.deep.equal({
      messages: 'de',
      format: 'de-AT',
    });
    expect(chooseLocale({ lang: '', preferred: ['sw', 'ja-JP', 'de'] })).to.deep.equal({ messages: 'ja', format: 'ja-JP' });
  });

  it('speaks English when the page names a language it does not have, or nothing matches', () => {
    expect(chooseLocale({ attribute: 'sw', preferred: ['de'] })).to.deep.equal({ messages: 'en', format: 'en' });
    expect(chooseLocale({ lang: 'tlh', preferred: ['de'] })).to.deep.equal({ messages: 'en', format: 'en' });
    expect(chooseLocale({ preferred: ['sw', 'xh'] })).to.deep.equal({ messages: 'en', format: 'en' });
    expect(chooseLocale({})).to.deep.equal({ messages: 'en', format: 'en' });
  });

  it('passes over a malformed attribute to the next source', () => {
    expect(chooseLocale({ attribute: 'de_DE!', lang: 'it', preferred: [] }).messages).to.equal('it');
  });

  it('reads the lang of the element or its nearest ancestor, across shadow roots', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div lang="he">
        <section><span id="inner"></span></section>
        <p lang="">x</p>
      </div>`,
    );
    expect(closestLang(page.querySelector('#inner')!)).to.equal('he');
    expect(closestLang(page.querySelector('p')!)).to.equal(undefined);

    const host = page.querySelector('section')!;
    const inShadow = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('b'));
    expect(closestLang(inShadow)).to.equal('he');
    inShadow.setAttribute('lang', 'ar');
    expect(closestLang(inShadow)).to.equal('ar');
  });

  it('knows without the full choice which tag a page asks for first, and whether it is English', () => {
    const languages = sinon.stub(navigator, 'languages').get(() => ['fr-CA', 'en']);
    try {
      expect(firstTagAsked({ attribute: 'EN-gb', lang: 'de' })).to.equal('en-GB');
      expect(firstTagAsked({ attribute: 'de_DE!', lang: 'iw' }), 'a malformed attribute passed over').to.equal('he');
      expect(firstTagAsked({}), 'the browser’s first language').to.equal('fr-CA');
    } finally {
      languages.restore();
    }
    for (const tag of ['en', 'en-GB', 'en-US']) expect(isEnglish(tag), tag).to.equal(true);
    for (const tag of ['de', 'enm', 'eo', 'fr-CA']) expect(isEnglish(tag), tag).to.equal(false);
  });

  it('writes Arabic, Hebrew and Persian right to left, the others left to right', () => {
    for (const locale of ['ar', 'he', 'fa', 'ar-EG']) expect(localeDirection(locale), locale).to.equal('rtl');
    for (const locale of ['en', 'de', 'ja', 'zh-Hant', 'hi', 'th', 'not a tag'])
      expect(localeDirection(locale), locale).to.equal('ltr');
  });
});
