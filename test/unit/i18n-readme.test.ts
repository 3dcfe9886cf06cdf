import { expect } from '@open-wc/testing';
import { MESSAGE_IDS } from '../../src/i18n/messages.js';
import { createTranslate } from '../../src/i18n/text.js';

// README "Every message id" is what site owners replace texts by: it must name every id of
// the catalog, with the English text the widget writes, and nothing else.
describe('README: every message id', () => {
  it('lists each id of the catalog once, with its English text', async () => {
    const readme = await fetch('/README.md').then((response) => response.text());
    const section = readme.split('### Every message id')[1]!.split('\n### ')[0]!;
    const rows = [...section.matchAll(/^\| `([\w.]+)` \| (.*) \|$/gm)].map(([, id, text]) => [id, text]);
    const t = createTranslate({ locale: 'en' }) as (id: string) => string;
    const catalog = MESSAGE_IDS.map((id) => [id, t(id).replace(/\|/g, '\\|')]);
    expect([...rows].sort(), 'in any order').to.deep.equal([...catalog].sort());
    expect(rows).to.have.length(catalog.length);
  });
});
