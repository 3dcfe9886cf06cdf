import { expect } from '@open-wc/testing';
import * as dateFns from 'date-fns';
import * as dates from '../../src/calendar/dates.js';
import type { Weekday } from '../../src/calendar/month.js';

// Every day of 2027 and 2028 (a leap year; the DST changes too where the browser's zone has them) at an
// afternoon time, plus month ends, compared with date-fns, whose results the calendar had.
const days: Date[] = [];
for (let day = new Date(2027, 0, 1, 15, 30); day.getFullYear() < 2029; day = dateFns.addDays(day, 1)) days.push(day);
const WEEK_STARTS: Weekday[] = [0, 1, 2, 3, 4, 5, 6];
const iso = (date: Date) => date.toISOString();

describe('calendar date arithmetic', () => {
  it('gives date-fns results for days, months and years, month ends included', () => {
    for (const day of days) {
      for (const amount of [-13, -12, -1, 0, 1, 7, 12]) {
        expect(iso(dates.addDays(day, amount)), `addDays ${iso(day)} ${amount}`).to.equal(iso(dateFns.addDays(day, amount)));
        expect(iso(dates.addMonths(day, amount)), `addMonths ${iso(day)} ${amount}`).to.equal(
          iso(dateFns.addMonths(day, amount)),
        );
      }
      expect(iso(dates.addMonths(day, -12)), 'a year back').to.equal(iso(dateFns.addYears(day, -1)));
      expect(iso(dates.startOfDay(day))).to.equal(iso(dateFns.startOfDay(day)));
      expect(iso(dates.startOfMonth(day))).to.equal(iso(dateFns.startOfMonth(day)));
    }
  });

  it('gives date-fns results for week starts and ends with every first weekday', () => {
    for (const day of days) {
      for (const weekStartsOn of WEEK_STARTS) {
        expect(iso(dates.startOfWeek(day, weekStartsOn))).to.equal(iso(dateFns.startOfWeek(day, { weekStartsOn })));
        expect(iso(dates.lastDayOfWeek(day, weekStartsOn))).to.equal(
          iso(dateFns.startOfDay(dateFns.endOfWeek(day, { weekStartsOn }))),
        );
      }
    }
  });

  it('compares days, months and instants as date-fns does', () => {
    const pairs = days.slice(0, 70).flatMap((day, i) => [
      [day, days[i + 1]!],
      [day, new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, 0)],
      [day, day],
    ]);
    for (const [a, b] of pairs) {
      expect(dates.isSameDay(a!, b!)).to.equal(dateFns.isSameDay(a!, b!));
      expect(dates.isSameMonth(a!, b!)).to.equal(dateFns.isSameMonth(a!, b!));
      expect(dates.isBefore(a!, b!)).to.equal(dateFns.isBefore(a!, b!));
      expect(dates.isAfter(a!, b!)).to.equal(dateFns.isAfter(a!, b!));
      expect(dates.isBefore(b!, a!)).to.equal(dateFns.isBefore(b!, a!));
    }
  });
});
