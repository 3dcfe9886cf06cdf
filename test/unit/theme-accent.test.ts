import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { businessAccent, nearestShade } from '../../src/theme/accent.js';
import { contrast, paint } from '../../src/theme/contrast.js';
import { DEFAULT_BUTTON_SETTINGS } from '../../src/settings/sanitize.js';

const SURFACES = { light: [255, 255, 255], dark: [0x13, 0x15, 0x19] };
const accentOf = (backgroundColor: string, fontColor: string, theme: string | null = null) =>
  businessAccent({ ...DEFAULT_BUTTON_SETTINGS, backgroundColor, fontColor }, theme);

/** What a site owner would check with a contrast tool, on the colours the widget paints. */
function expectReadable(properties: Record<string, string>) {
  for (const [theme, surface] of Object.entries(SURFACES)) {
    const accent = paint(properties[`--_business-accent-${theme}`]!, surface);
    const text = paint(properties[`--_business-text-${theme}`]!, accent);
    expect(contrast(text, accent), `text on the accent, ${theme}`).to.be.at.least(4.5);
    expect(contrast(accent, surface), `accent against the dialog, ${theme}`).to.be.at.least(3);
  }
}

describe('accent from the business colours', () => {
  it('keeps a green business its green in both themes, with nothing to warn about', () => {
    expect(accentOf('#0f766e', '#ffffff')).to.deep.equal({
      properties: {
        '--_business-accent-light': '#0f766e',
        '--_business-text-light': '#ffffff',
        '--_business-accent-dark': '#0f766e',
        '--_business-text-dark': '#ffffff',
      },
    });
  });

  it('darkens a pale yellow under white text, keeping its hue, and says why in one warning', () => {
    const { properties, warning } = accentOf('#fff59d', '#ffffff');
    expectReadable(properties);
    const [red, green, blue] = paint(properties['--_business-accent-light']!, [0, 0, 0]);
    // A shade: every channel scaled alike, so red, green and blue keep their proportions.
    expect(red! / 255)
      .to.be.closeTo(green! / 245, 0.02)
      .and.closeTo(blue! / 157, 0.02);
    expect(warning).to.equal(
      '[booking-widget] widget_settings.bg_color #fff59d with font_color #ffffff falls short of WCAG contrast in the dialog ' +
        '(text on the accent needs 4.5:1, the accent against the background 3:1): ' +
        `light theme 1.11:1 and 1.11:1, so ${properties['--_business-accent-light']} with #ffffff text is used; ` +
        `dark theme 1.11:1 and 16.36:1, so ${properties['--_business-accent-dark']} with #ffffff text is used.`,
    );
  });

  it('names only the themes the widget can show', () => {
    // Navy: fine on white, lost on the dark dialog.
    expect(accentOf('#1a237e', '#ffffff', 'light').warning).to.equal(undefined);
    expect(accentOf('#1a237e', '#ffffff', 'dark').warning).to.include('dark theme 13.24:1 and 1.37:1');
    for (const theme of [null, 'auto', 'sepia']) expect(accentOf('#1a237e', '#ffffff', theme).warning).to.include('dark theme');
    expect(accentOf('#fff59d', '#ffffff', 'dark').warning).not.to.include('light theme');
  });

  it('measures a translucent accent as painted over each dialog', () => {
    const { properties, warning } = accentOf('#0f766e80', '#ffffff');
    expectReadable(properties);
    expect(warning).to.include('light theme');
  });

  it('uses white or black text where no shade of the accent carries the given text colour', () => {
    const { properties } = accentOf('#808080', '#808080');
    expectReadable(properties);
    expect(properties['--_business-text-dark']).to.be.oneOf(['#ffffff', '#000000']);
  });

  it('finds a readable pair for any colours the sanitizer lets through', () => {
    const hex = fc.stringMatching(/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/);
    fc.assert(
      fc.property(hex, hex, (background, text) => {
        const { properties } = accentOf(background, text);
        if (properties['--_business-accent-light']) expectReadable(properties);
      }),
      { numRuns: 200 },
    );
  });

  it('searches the nearest shade first, towards black or white', () => {
    expect(nearestShade([200, 100, 50], () => true)).to.deep.equal([200, 100, 50]);
    expect(nearestShade([200, 100, 50], (shade) => shade[0]! <= 198)).to.deep.equal([198, 99, 50]);
    expect(nearestShade([200, 100, 50], (shade) => shade[0]! >= 201)).to.deep.equal([201, 102, 52]);
    expect(nearestShade([200, 100, 50], () => false)).to.equal(undefined);
  });
});
