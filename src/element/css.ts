/**
 * The widget's stylesheets are static text written in this repository: the `css` tag keeps
 * lit's name (the build's template minifier and private-property shortener look for it) but
 * takes no substitutions, so nothing from the API or an attribute can reach a stylesheet.
 * It stands in for lit's `css` and `adoptStyles`, which would bring ~450 B gzip of
 * `@lit/reactive-element` into the script-tag files.
 */
export const css = (strings: TemplateStringsArray): string => strings[0]!;

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Gives a shadow root its styles: one constructed sheet per stylesheet text, shared by every
 * widget on the page; a strict CSP allows them. A browser without constructable stylesheets
 * (Safari before 16.4) gets a `<style>` element instead, as lit does, with the page's
 * `window.litNonce` as its nonce so that a CSP with a style nonce lets it apply.
 */
export function adoptStyles(root: ShadowRoot, text: string): void {
  if (root.adoptedStyleSheets) {
    let sheet = sheets.get(text);
    if (!sheet) {
      sheets.set(text, (sheet = new CSSStyleSheet()));
      sheet.replaceSync(text);
    }
    root.adoptedStyleSheets = [sheet];
  } else {
    const style = document.createElement('style');
    const nonce = (globalThis as { litNonce?: string }).litNonce;
    if (nonce !== undefined) style.setAttribute('nonce', nonce);
    style.textContent = text;
    root.append(style);
  }
}
