import { expect } from '@open-wc/testing';
import { chooseAccent, MIN_TEXT_CONTRAST, MIN_UI_CONTRAST, type ThemeBackground } from '../../src/theme/accent.js';
import { compositeOver, contrastRatio, formatRatio, parseHexColor } from '../../src/theme/contrast.js';
import { rgbToOklch } from '../../src/theme/oklch.js';
import { themeColors } from '../../src/theme/tokens.js';

const LIGHT: ThemeBackground = { name: 'light', surface: themeColors('light').surface, text: themeColors('light').text, softStrength: 0.12 };
const DARK: ThemeBackground = { name: 'dark', surface: themeColors('dark').surface, text: themeColors('dark').text, softStrength: 0.24 };

const hex = (value: string) => parseHexColor(value)!;
const ratio = (front: string, back: string) => contrastRatio(compositeOver(hex(front), hex(back)), hex(back));
const hueOf = (value: string) => rgbToOklch(hex(value)).hue;

/** What a site owner would check with a contrast tool, on the colours the widget will paint. */
function expectReadable(theme: ThemeBackground, colors: { accent: string; onAccent: string; ink: string; soft: string }) {
  const accentOnSurface = compositeOver(hex(colors.accent), hex(theme.surface));
  expect(contrastRatio(compositeOver(hex(colors.onAccent), accentOnSurface), accentOnSurface), 'text on the accent').to.be.at.least(MIN_TEXT_CONTRAST);
  expect(contrastRatio(accentOnSurface, hex(theme.surface)), 'accent against the dialog').to.be.at.least(MIN_UI_CONTRAST);
  expect(ratio(colors.ink, theme.surface), 'accent-coloured text on the dialog').to.be.at.least(MIN_TEXT_CONTRAST);
  expect(ratio(colors.ink, colors.soft), 'accent-coloured text on the tint').to.be.at.least(MIN_TEXT_CONTRAST);
  expect(ratio(theme.text, colors.soft), 'text on the tint').to.be.at.least(MIN_TEXT_CONTRAST);
}

describe('accent from the business colours', () => {
  it('keeps a green business its green, as given, with no problem to report', () => {
    const choice = chooseAccent({ accent: '#0A7D3B', accentText: '#FFFFFF', theme: LIGHT })!;
    expect(choice.colors.accent).to.equal('#0a7d3b');
    expect(choice.colors.onAccent).to.equal('#ffffff');
    expect(choice.problem).to.equal(undefined);
    expect(choice.textContrast).to.be.closeTo(ratio('#ffffff', '#0a7d3b'), 1e-9);
    expectReadable(LIGHT, choice.colors);
    // Its tint and its ink are green too.
    expect(Math.abs(hueOf(choice.colors.soft) - hueOf('#0a7d3b'))).to.be.below(3);
    expect(Math.abs(hueOf(choice.colors.ink) - hueOf('#0a7d3b'))).to.be.below(3);
  });

  it('gives pale yellow with white text a darker yellow and says why, with both ratios', () => {
    const choice = chooseAccent({ accent: '#fff59d', accentText: '#ffffff', theme: LIGHT })!;
    const { accent, onAccent } = choice.colors;
    expect(onAccent).to.equal('#ffffff');
    expect(rgbToOklch(hex(accent)).lightness).to.be.below(rgbToOklch(hex('#fff59d')).lightness);
    expect(Math.abs(hueOf(accent) - hueOf('#fff59d'))).to.be.below(5);
    expectReadable(LIGHT, choice.colors);
    // Nearest: a step lighter would fail.
    expect(choice.textContrast).to.be.below(MIN_TEXT_CONTRAST + 0.1);
    expect(choice.problem).to.equal(
      `in the light theme text on the accent is 1.11:1 (needs 4.5:1) and the accent against the dialog background #ffffff is 1.11:1 (needs 3:1); ` +
        `using ${accent} with #ffffff text instead (text ${formatRatio(choice.textContrast)}, background ${formatRatio(choice.surfaceContrast)})`,
    );
  });

  it('names only the ratio that fails', () => {
    // Navy with white text reads well, but on the dark dialog the navy is barely visible.
    const choice = chooseAccent({ accent: '#1a237e', accentText: '#ffffff', theme: DARK })!;
    expect(choice.problem).to.match(/^in the dark theme the accent against the dialog background #131519 is 1\.\d\d:1 \(needs 3:1\); using #[0-9a-f]{6} with #ffffff text/);
    expect(choice.problem).not.to.contain('text on the accent is');
    expect(rgbToOklch(hex(choice.colors.accent)).lightness).to.be.above(rgbToOklch(hex('#1a237e')).lightness);
    expectReadable(DARK, choice.colors);
  });

  describe('black and white', () => {
    it('keeps black with white text on the light dialog', () => {
      const choice = chooseAccent({ accent: '#000', accentText: '#fff', theme: LIGHT })!;
      expect(choice.colors).to.include({ accent: '#000', onAccent: '#fff' });
      expect(choice.textContrast).to.be.closeTo(21, 1e-9);
    });

    it('lightens black to a grey on the dark dialog, where black would vanish', () => {
      const choice = chooseAccent({ accent: '#000000', accentText: '#ffffff', theme: DARK })!;
      expect(choice.problem).to.contain('the accent against the dialog background #131519 is 1.');
      expect(rgbToOklch(hex(choice.colors.accent)).chroma).to.be.below(0.001);
      expectReadable(DARK, choice.colors);
    });

    it('darkens white with black text to a grey on the light dialog', () => {
      const choice = chooseAccent({ accent: '#ffffff', accentText: '#000000', theme: LIGHT })!;
      expect(choice.colors.onAccent).to.equal('#000000');
      expect(choice.colors.accent).not.to.equal('#ffffff');
      expectReadable(LIGHT, choice.colors);
    });

    it('finds a grey for white text on a white accent', () => {
      const choice = chooseAccent({ accent: '#fff', accentText: '#fff', theme: LIGHT })!;
      // The lightest grey that carries white text at 4.5:1.
      expect(choice.colors.accent).to.equal('#767676');
      expect(choice.problem).to.contain('text on the accent is 1.00:1');
      expectReadable(LIGHT, choice.colors);
    });

    it('changes the text colour only when no shade of the accent can carry the given one', () => {
      // Mid-grey text needs a near-black accent (4.5:1), which vanishes on the dark dialog (3:1):
      // white or black text then goes on the nearest shade.
      const choice = chooseAccent({ accent: '#777777', accentText: '#777777', theme: DARK })!;
      expect(['#ffffff', '#000000']).to.include(choice.colors.onAccent);
      expect(choice.textContrast).to.be.at.least(MIN_TEXT_CONTRAST);
      expect(choice.surfaceContrast).to.be.at.least(MIN_UI_CONTRAST);
    });
  });

  it('measures a translucent accent and text as painted over the dialog', () => {
    // #1f5fbf at half strength over white is a pale blue on which white text fails.
    const choice = chooseAccent({ accent: '#1f5fbf80', accentText: '#ffffff', theme: LIGHT })!;
    expect(choice.problem).to.contain('text on the accent is 2.');
    expect(choice.colors.accent).to.match(/^#[0-9a-f]{6}$/);
    expectReadable(LIGHT, choice.colors);
    const opaque = chooseAccent({ accent: '#1f5fbfff', accentText: '#ffffff80', theme: LIGHT })!;
    expect(opaque.problem).to.contain('text on the accent is');
    expectReadable(LIGHT, opaque.colors);
  });

  it('meets both ratios in both themes for every colour of a wide sample', () => {
    const channels = ['00', '33', '66', '99', 'cc', 'ff'];
    for (const red of channels)
      for (const green of channels)
        for (const blue of ['00', '80', 'ff'])
          for (const text of ['#ffffff', '#000000'])
            for (const theme of [LIGHT, DARK]) {
              const accent = `#${red}${green}${blue}`;
              const choice = chooseAccent({ accent, accentText: text, theme })!;
              expect(choice.textContrast, `${text} on ${accent}, ${theme.name}`).to.be.at.least(MIN_TEXT_CONTRAST);
              expect(choice.surfaceContrast, `${accent} on ${theme.name}`).to.be.at.least(MIN_UI_CONTRAST);
            }
  });

  describe('invalid input', () => {
    for (const [accent, accentText, surface] of [
      ['green', '#fff', '#fff'],
      ['#0a7d3b', 'white', '#fff'],
      ['#0a7d3b', '#fff', ''],
      ['#0a7d3b;background:url(x)', '#fff', '#fff'],
      ['', '', ''],
    ] as const) {
      it(`gives no accent for ${JSON.stringify([accent, accentText, surface])}`, () => {
        expect(chooseAccent({ accent, accentText, theme: { ...LIGHT, surface } })).to.equal(undefined);
      });
    }
  });
});
