import { expect } from '@open-wc/testing';
import { contrast, mix, paint, type Rgb } from '../../src/theme/contrast.js';
import { themeStyles } from '../../src/theme/theme-styles.js';

/**
 * The theme's default colours as the stylesheet ships them (`--_text: var(--booking-text,
 * #161b26)`), read from the block of each theme, so a value tested is a value shipped.
 */
function tokens(block: 'light' | 'dark'): Record<string, Rgb> {
  const css = themeStyles.cssText;
  const start = block === 'light' ? css.indexOf(':host {') : css.indexOf(":host([theme='dark'])");
  const rules = css.slice(start, css.indexOf('}', start));
  const found: Record<string, Rgb> = {};
  for (const [, name, value] of rules.matchAll(/--_([a-z-]+): var\(--[a-z-]+, (?:var\(--[a-z_-]+, )?(#[0-9a-f]+)\)/g)) {
    found[name!] = paint(value!, [0, 0, 0]);
  }
  return found;
}

describe('theme colours', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`meet WCAG 2.2 AA in the ${theme} theme: text 4.5:1 wherever it is painted, states 3:1`, () => {
      const color = tokens(theme);
      expect(Object.keys(color)).to.include.members([
        'surface',
        'surface-muted',
        'text',
        'text-muted',
        'border',
        'danger',
        'accent',
        'on-accent',
      ]);
      // The hover and chosen-time tint (`color-mix()` of the accent into the surface): more of
      // the accent in the dark theme, where a tint reads weaker.
      const soft = mix(color.accent!, color.surface!, theme === 'dark' ? 0.25 : 0.15);
      const text: [string, Rgb, Rgb][] = [
        ['text on the dialog', color.text!, color.surface!],
        ['text on the muted rows', color.text!, color['surface-muted']!],
        ['text on the tint', color.text!, soft],
        ['muted text on the dialog', color['text-muted']!, color.surface!],
        ['muted text on the muted rows', color['text-muted']!, color['surface-muted']!],
        ['errors on the dialog', color.danger!, color.surface!],
        ['text on the accent', color['on-accent']!, color.accent!],
      ];
      for (const [what, front, back] of text) expect(contrast(front, back), what).to.be.at.least(4.5);
      expect(contrast(color.accent!, color.surface!), 'chosen day, focus ring').to.be.at.least(3);
    });
  }
});
