import { expect } from '@open-wc/testing';
import { contrast, formatRatio, mix, paint, toHex } from '../../src/theme/contrast.js';

const white = [255, 255, 255];

describe('contrast', () => {
  it('reads the four forms the settings sanitizer accepts, painted over a background', () => {
    expect(paint('#f80', white)).to.deep.equal([255, 136, 0]);
    expect(paint('#0a7d3b', white)).to.deep.equal([10, 125, 59]);
    expect(toHex(paint('#00000080', white))).to.equal('#7f7f7f');
    expect(toHex(paint('#0008', white))).to.equal('#777777');
    expect(toHex(paint('#ff000000', [0x12, 0x34, 0x56]))).to.equal('#123456');
  });

  it('mixes two colours and writes #rrggbb, each channel rounded', () => {
    expect(toHex(mix([0, 0, 0], white, 0.5))).to.equal('#808080');
    expect(toHex([10.4, 125.6, 59])).to.equal('#0a7e3b');
  });

  it('gives 21:1 for black on white, 1:1 for a colour on itself, in either order', () => {
    expect(contrast([0, 0, 0], white)).to.be.closeTo(21, 1e-9);
    expect(contrast(white, [0, 0, 0])).to.be.closeTo(21, 1e-9);
    expect(contrast([31, 95, 191], [31, 95, 191])).to.equal(1);
  });

  it('agrees with published values', () => {
    // #767676 is the lightest grey that meets 4.5:1 on white (4.54:1); #777777 does not (4.48:1).
    expect(formatRatio(contrast(paint('#767676', white), white))).to.equal('4.54:1');
    expect(formatRatio(contrast(paint('#777777', white), white))).to.equal('4.47:1');
  });

  it('truncates when it prints a ratio, so 4.499:1 never reads as 4.5:1', () => {
    expect(formatRatio(4.499)).to.equal('4.49:1');
    expect(formatRatio(3)).to.equal('3:1');
  });
});
