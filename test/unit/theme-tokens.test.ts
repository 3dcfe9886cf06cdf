import { expect } from '@open-wc/testing';
import { MIN_TEXT_CONTRAST, MIN_UI_CONTRAST } from '../../src/theme/accent.js';
import { compositeOver, contrastRatio, formatRatio, parseHexColor } from '../../src/theme/contrast.js';
import { COLOR_TOKENS, themeColors, tokenDeclarations, type ColorTokenName, type ThemeName } from '../../src/theme/tokens.js';

/** [foreground, background, where the pair is seen]. */
type Pair = [ColorTokenName, ColorTokenName, string];

/** Every text the widget paints, on every background it is painted on. */
const TEXT_PAIRS: Pair[] = [
  ['text', 'surface', 'body text, headings, times'],
  ['text', 'surfaceMuted', 'location row and footer'],
  ['text', 'accentSoft', 'a day under the pointer, the chosen time'],
  ['textMuted', 'surface', 'address, weekdays, hints, fill percentages'],
  ['textMuted', 'surfaceMuted', 'a full time, the footer summary'],
  ['textDisabled', 'surface', 'a past day'],
  ['textDisabled', 'surfaceMuted', 'an unavailable button in the footer'],
  ['danger', 'surface', 'field errors and problems'],
  ['onAccent', 'accent', 'the chosen day, primary buttons'],
  ['accentInk', 'surface', "today's date, link buttons"],
  ['accentInk', 'accentSoft', 'today under the pointer'],
];

/** Parts of controls and states (WCAG 1.4.11). */
const UI_PAIRS: Pair[] = [
  ['accent', 'surface', 'the chosen day and time'],
  ['accent', 'accentSoft', "the chosen time's border on its tint"],
  ['accent', 'border', 'a fill bar on its track'],
  ['focusRing', 'surface', 'focus ring'],
  ['focusRing', 'surfaceMuted', 'focus ring in the footer'],
  ['textMuted', 'surface', 'input borders'],
  ['danger', 'surface', "an invalid field's border, a notice's edge"],
];

const ratio = (colors: Record<ColorTokenName, string>, front: ColorTokenName, back: ColorTokenName) => {
  const background = parseHexColor(colors[back])!;
  return contrastRatio(compositeOver(parseHexColor(colors[front])!, background), background);
};

describe('theme tokens', () => {
  for (const theme of ['light', 'dark'] as ThemeName[]) {
    describe(`${theme} theme`, () => {
      const colors = themeColors(theme);
      for (const [front, back, where] of TEXT_PAIRS) {
        it(`${front} on ${back} (${where}) meets ${MIN_TEXT_CONTRAST}:1`, () => {
          expect(ratio(colors, front, back), `${colors[front]} on ${colors[back]}: ${formatRatio(ratio(colors, front, back))}`).to.be.at.least(MIN_TEXT_CONTRAST);
        });
      }
      for (const [front, back, where] of UI_PAIRS) {
        it(`${front} against ${back} (${where}) meets ${MIN_UI_CONTRAST}:1`, () => {
          expect(ratio(colors, front, back), `${colors[front]} on ${colors[back]}: ${formatRatio(ratio(colors, front, back))}`).to.be.at.least(MIN_UI_CONTRAST);
        });
      }

      it('tells a past day from a normal one and from muted text', () => {
        expect(colors.textDisabled).not.to.equal(colors.textMuted);
        expect(ratio(colors, 'text', 'surface') / ratio(colors, 'textDisabled', 'surface')).to.be.above(2);
      });

      it('declares every token once, each value as the typed source states it', () => {
        const declarations = tokenDeclarations(theme).split('\n');
        expect(declarations).to.have.length(Object.keys(COLOR_TOKENS).length);
        for (const token of Object.values(COLOR_TOKENS)) {
          const line = declarations.find((declaration) => declaration.startsWith(`${token.property}:`));
          expect(line, token.property).to.match(new RegExp(`${token[theme]}\\)*;$`));
        }
      });
    });
  }

  it('lets the site owner, then the business, win over the defaults', () => {
    expect(tokenDeclarations('light')).to.contain('--_surface: var(--booking-surface, #ffffff);');
    expect(tokenDeclarations('dark')).to.contain('--_accent: var(--booking-accent, var(--_settings-accent-dark, #8ab0ff));');
    expect(tokenDeclarations('light')).to.contain(
      '--_focus-ring: var(--booking-focus-ring, var(--booking-accent, var(--_settings-accent-light, #1f5fbf)));',
    );
    expect(tokenDeclarations('light')).to.contain('--_text-disabled: #687080;');
  });
});
