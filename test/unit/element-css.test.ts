import { expect } from '@open-wc/testing';
import { adoptStyles, css } from '../../src/element/css.js';

describe('element stylesheets', () => {
  const text = css`p { color: rgb(1, 2, 3); }`;

  it('gives every shadow root the same constructed sheet, and the sheet applies', () => {
    const roots = [0, 1].map(() => {
      const host = document.createElement('div');
      document.body.append(host);
      const root = host.attachShadow({ mode: 'open' });
      root.innerHTML = '<p>x</p>';
      adoptStyles(root, text);
      return root;
    });
    expect(roots[0]!.adoptedStyleSheets).to.have.length(1);
    expect(roots[0]!.adoptedStyleSheets[0]).to.equal(roots[1]!.adoptedStyleSheets[0]);
    expect(getComputedStyle(roots[1]!.querySelector('p')!).color).to.equal('rgb(1, 2, 3)');
    for (const root of roots) root.host.remove();
  });

  it('falls back to a <style> carrying window.litNonce where constructed sheets are missing', () => {
    // A plain element stands in for a shadow root of a browser without adoptedStyleSheets.
    const container = document.createElement('div');
    const page = globalThis as { litNonce?: string };
    page.litNonce = 'n0nce';
    try {
      adoptStyles(container as unknown as ShadowRoot, text);
    } finally {
      delete page.litNonce;
    }
    const style = container.querySelector('style')!;
    expect(style.textContent).to.equal(text);
    expect(style.nonce).to.equal('n0nce');
  });
});
