import { expect } from '@open-wc/testing';
import { backoffDelay, parseRetryAfter } from '../../src/api/retry.js';

describe('Retry-After and backoff', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  for (const [header, seconds] of [
    ['0', 0],
    ['7', 7],
    [' 120 ', 120],
    ['Sat, 21 Nov 2026 12:00:30 GMT', 30],
    ['Sat, 21 Nov 2026 12:00:00 GMT', 0],
    ['Sat, 21 Nov 2026 11:59:00 GMT', 0],
  ] as Array<[string, number]>) {
    it(`reads Retry-After ${JSON.stringify(header)} as ${seconds} s`, () => {
      expect(parseRetryAfter(header, now)).to.equal(seconds);
    });
  }

  for (const header of [null, '', '-5', '1.5', 'soon', '2026-11-22', '1e3']) {
    it(`ignores Retry-After ${JSON.stringify(header)}`, () => {
      expect(parseRetryAfter(header, now)).to.equal(undefined);
    });
  }

  it('grows, stays under its cap and is never zero', () => {
    const lowest = [1, 2, 3, 4, 5, 10].map((attempt) => backoffDelay(attempt, () => 0));
    const highest = [1, 2, 3, 4, 5, 10].map((attempt) => backoffDelay(attempt, () => 1));
    expect(lowest.every((ms) => ms > 0)).to.equal(true);
    expect(highest.every((ms) => ms <= 1000)).to.equal(true);
    expect(highest[1]).to.be.greaterThan(highest[0]!);
    expect(highest[2]).to.be.greaterThan(highest[1]!);
    for (let i = 0; i < lowest.length; i++) expect(highest[i]).to.be.at.least(lowest[i]!);
  });
});
