import { expect } from '@open-wc/testing';
import { formatRatio, interactionLatencies, median, ratio, worst } from '../../bench/stats.js';

describe('benchmark arithmetic', () => {
  it('takes the median of an odd and an even count, whatever the order', () => {
    expect(median([30, 10, 20])).to.equal(20);
    expect(median([40, 10, 30, 20])).to.equal(25);
    expect(median([7])).to.equal(7);
  });

  it('takes the worst as the largest value', () => {
    expect(worst([12, 96, 40])).to.equal(96);
  });

  it('gives NaN rather than a number for no runs', () => {
    expect(median([])).to.be.NaN;
    expect(worst([])).to.be.NaN;
  });

  it('does not reorder the caller’s values', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).to.deep.equal([3, 1, 2]);
  });

  it('gives the ratio to the floor, and no ratio without a floor', () => {
    expect(ratio(48, 16)).to.equal(3);
    expect(ratio(48, 0)).to.be.NaN;
    expect(formatRatio(ratio(48, 16))).to.equal('3.0×');
    expect(formatRatio(ratio(48, 0))).to.equal('–');
  });

  it('counts each interaction once, as long as its longest event', () => {
    const latencies = interactionLatencies([
      { name: 'pointerdown', interactionId: 7, duration: 24 },
      { name: 'pointerup', interactionId: 7, duration: 16 },
      { name: 'click', interactionId: 7, duration: 48 },
      { name: 'keydown', interactionId: 9, duration: 32 },
      { name: 'keyup', interactionId: 9, duration: 16 },
    ]);
    expect(latencies).to.deep.equal([48, 32]);
  });

  it('leaves out events that belong to no interaction', () => {
    expect(interactionLatencies([
      { name: 'mousemove', interactionId: 0, duration: 120 },
      { name: 'keydown', interactionId: 3, duration: 40 },
    ])).to.deep.equal([40]);
  });
});
