import { expect } from '@open-wc/testing';
import { Keys, isNavigationKey, nextFocusedDate } from '../../src/calendar/keyboard.js';
import { toIsoDate, type Weekday } from '../../src/calendar/month.js';

const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d);
};
const move = (
  key: Parameters<typeof nextFocusedDate>[0],
  from: string,
  {
    weekStartsOn = 1,
    min,
    shiftKey,
    rtl,
    max,
  }: { weekStartsOn?: Weekday; min?: Date; shiftKey?: boolean; rtl?: boolean; max?: Date } = {},
) => toIsoDate(nextFocusedDate(key, day(from), { weekStartsOn, min, shiftKey, rtl, max }));

describe('calendar keyboard movement', () => {
  it('moves by a day with the left and right arrows, across month ends', () => {
    expect(move(Keys.ArrowRight, '2026-11-30')).to.equal('2026-12-01');
    expect(move(Keys.ArrowLeft, '2026-12-01')).to.equal('2026-11-30');
  });

  it('swaps left and right on right-to-left pages', () => {
    expect(move(Keys.ArrowRight, '2026-11-24', { rtl: true })).to.equal('2026-11-23');
    expect(move(Keys.ArrowLeft, '2026-11-24', { rtl: true })).to.equal('2026-11-25');
  });

  it('moves by a week with the up and down arrows', () => {
    expect(move(Keys.ArrowDown, '2026-11-28')).to.equal('2026-12-05');
    expect(move(Keys.ArrowUp, '2026-12-03')).to.equal('2026-11-26');
  });

  it('goes to the first and last day of the week with Home and End', () => {
    // 2026-11-25 is a Wednesday.
    expect(move(Keys.Home, '2026-11-25')).to.equal('2026-11-23');
    expect(move(Keys.End, '2026-11-25')).to.equal('2026-11-29');
    expect(move(Keys.Home, '2026-11-25', { weekStartsOn: 0 })).to.equal('2026-11-22');
    expect(move(Keys.End, '2026-11-25', { weekStartsOn: 0 })).to.equal('2026-11-28');
  });

  it('moves by a month with PageUp and PageDown, keeping the day when it exists', () => {
    expect(move(Keys.PageDown, '2026-11-15')).to.equal('2026-12-15');
    expect(move(Keys.PageUp, '2026-11-15')).to.equal('2026-10-15');
    expect(move(Keys.PageDown, '2027-01-31')).to.equal('2027-02-28');
    expect(move(Keys.PageDown, '2028-01-31')).to.equal('2028-02-29');
  });

  it('moves by a year with Shift+PageUp and Shift+PageDown', () => {
    expect(move(Keys.PageDown, '2026-11-15', { shiftKey: true })).to.equal('2027-11-15');
    expect(move(Keys.PageUp, '2028-02-29', { shiftKey: true })).to.equal('2027-02-28');
  });

  it('never moves before the earliest bookable day, landing on it instead', () => {
    const min = day('2026-11-21');
    expect(move(Keys.ArrowLeft, '2026-11-21', { min })).to.equal('2026-11-21');
    expect(move(Keys.ArrowUp, '2026-11-24', { min })).to.equal('2026-11-21');
    expect(move(Keys.PageUp, '2026-12-10', { min })).to.equal('2026-11-21');
    expect(move(Keys.Home, '2026-11-21', { min })).to.equal('2026-11-21');
  });

  it('never moves past the latest day', () => {
    const max = day('2027-05-01');
    expect(move(Keys.PageDown, '2027-04-20', { max })).to.equal('2027-05-01');
    expect(move(Keys.PageDown, '2026-11-20', { max, shiftKey: true })).to.equal('2027-05-01');
  });

  it('knows which keys move focus and which choose', () => {
    expect(isNavigationKey('PageDown')).to.be.true;
    expect(isNavigationKey(Keys.Enter)).to.be.false;
    expect(isNavigationKey(Keys.Space)).to.be.false;
    expect(isNavigationKey('a')).to.be.false;
  });
});
