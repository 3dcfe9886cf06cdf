import { expect } from '@open-wc/testing';
import { compositeOver, contrastRatio, formatRatio, parseHexColor, relativeLuminance, toHex } from '../../src/theme/contrast.js';

const hex = (value: string) => parseHexColor(value)!;

describe('contrast', () => {
  describe('parseHexColor', () => {
    it('reads the four forms the settings sanitizer accepts', () => {
      expect(parseHexColor('#f80')).to.deep.equal({ red: 255, green: 136, blue: 0, alpha: 1 });
      expect(parseHexColor('#f808')).to.deep.equal({ red: 255, green: 136, blue: 0, alpha: 0x88 / 255 });
      expect(parseHexColor('#0A7D3B')).to.deep.equal({ red: 10, green: 125, blue: 59, alpha: 1 });
      expect(parseHexColor('#0a7d3b00')).to.deep.equal({ red: 10, green: 125, blue: 59, alpha: 0 });
    });

    for (const value of ['', 'red', '#ff', '#fffff', '#1234567', 'ff8800', 'rgb(0 0 0)', '#ff8800;background:url(x)', ' #fff']) {
      it(`refuses ${JSON.stringify(value)}`, () => {
        expect(parseHexColor(value)).to.equal(undefined);
      });
    }
  });

  describe('relative luminance and contrast ratio (WCAG 2.2)', () => {
    it('gives black 0 and white 1', () => {
      expect(relativeLuminance(hex('#000'))).to.equal(0);
      expect(relativeLuminance(hex('#fff'))).to.be.closeTo(1, 1e-12);
    });

    it('gives 21:1 for black on white, 1:1 for a colour on itself, in either order', () => {
      expect(contrastRatio(hex('#000'), hex('#fff'))).to.be.closeTo(21, 1e-9);
      expect(contrastRatio(hex('#fff'), hex('#000'))).to.be.closeTo(21, 1e-9);
      expect(contrastRatio(hex('#1f5fbf'), hex('#1f5fbf'))).to.equal(1);
    });

    it('agrees with published values', () => {
      // #767676 is the lightest grey that meets 4.5:1 on white (4.54:1); #777777 does not (4.48:1).
      expect(formatRatio(contrastRatio(hex('#767676'), hex('#fff')))).to.equal('4.54:1');
      expect(formatRatio(contrastRatio(hex('#777777'), hex('#fff')))).to.equal('4.47:1');
    });

    it('composites a translucent colour over its background before measuring', () => {
      const halfBlack = hex('#00000080');
      const seen = compositeOver(halfBlack, hex('#fff'));
      expect(toHex(seen)).to.equal('#7f7f7f');
      expect(contrastRatio(seen, hex('#fff'))).to.be.closeTo(contrastRatio(hex('#7f7f7f'), hex('#fff')), 0.01);
      expect(toHex(compositeOver(hex('#ff000000'), hex('#123456')))).to.equal('#123456');
    });

    it('truncates when it prints a ratio, so 4.499:1 never reads as 4.50:1', () => {
      expect(formatRatio(4.499)).to.equal('4.49:1');
      expect(formatRatio(21)).to.equal('21.00:1');
    });
  });
});
