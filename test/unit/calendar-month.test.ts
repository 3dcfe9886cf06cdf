import { expect } from '@open-wc/testing';
import { createMonth, toIsoDate, weekdayHeaders } from '../../src/calendar/month.js';
import { firstDayOfWeek } from '../../src/calendar/week-start.js';

const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d);
};

describe('calendar month model', () => {
  describe('Structure', () => {
    it('covers the month in whole weeks starting on the given weekday', () => {
      // November 2026 begins on a Sunday and has 30 days.
      const monday = createMonth({ month: day('2026-11-21'), today: day('2026-11-21'), weekStartsOn: 1 });
      expect(monday.weeks.length).to.equal(6);
      expect(monday.weeks.every((w) => w.length === 7)).to.be.true;
      expect(monday.weeks[0]![0]!.iso).to.equal('2026-10-26');
      expect(monday.weeks[5]![6]!.iso).to.equal('2026-12-06');

      const sunday = createMonth({ month: day('2026-11-21'), today: day('2026-11-21'), weekStartsOn: 0 });
      expect(sunday.weeks.length).to.equal(5);
      expect(sunday.weeks[0]![0]!.iso).to.equal('2026-11-01');
      expect(sunday.weeks[4]![6]!.iso).to.equal('2026-12-05');
    });

    it('needs only four weeks for a February that fits exactly', () => {
      // February 2026 starts on a Sunday and has 28 days.
      const month = createMonth({ month: day('2026-02-10'), today: day('2026-02-10'), weekStartsOn: 0 });
      expect(month.weeks.length).to.equal(4);
      expect(month.weeks.flat().every((d) => !d.outside)).to.be.true;
    });

    it('flags days of the neighbouring months', () => {
      const month = createMonth({ month: day('2026-11-21'), today: day('2026-11-21'), weekStartsOn: 1 });
      const outside = month.weeks
        .flat()
        .filter((d) => d.outside)
        .map((d) => d.iso);
      expect(outside).to.deep.equal([
        '2026-10-26',
        '2026-10-27',
        '2026-10-28',
        '2026-10-29',
        '2026-10-30',
        '2026-10-31',
        '2026-12-01',
        '2026-12-02',
        '2026-12-03',
        '2026-12-04',
        '2026-12-05',
        '2026-12-06',
      ]);
    });

    it('marks today, the past and the selected day', () => {
      const month = createMonth({
        month: day('2026-11-01'),
        today: new Date(2026, 10, 21, 15, 30),
        weekStartsOn: 1,
        selected: day('2026-11-24'),
      });
      const days = month.weeks.flat();
      expect(days.filter((d) => d.today).map((d) => d.iso)).to.deep.equal(['2026-11-21']);
      expect(days.filter((d) => d.selected).map((d) => d.iso)).to.deep.equal(['2026-11-24']);
      const inMonthPast = days.filter((d) => d.past && !d.outside).map((d) => d.date.getDate());
      expect(inMonthPast).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
      expect(days.find((d) => d.iso === '2026-11-21')!.past, 'today is not past').to.be.false;
    });

    it('writes local calendar dates, never shifted through UTC', () => {
      expect(toIsoDate(new Date(2026, 0, 1, 0, 0))).to.equal('2026-01-01');
      expect(toIsoDate(new Date(2026, 11, 31, 23, 59))).to.equal('2026-12-31');
    });
  });

  describe('Localization', () => {
    it('names the weekday columns in full and short, in display order', () => {
      const headers = weekdayHeaders(1, 'en-GB');
      expect(headers.map((h) => h.long)).to.deep.equal([
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
      expect(headers[0]!.short).to.equal('Mon');
      expect(weekdayHeaders(0, 'de-DE').map((h) => h.long)[0]).to.equal('Sonntag');
    });

    it('takes the first day of the week from the locale', () => {
      expect(firstDayOfWeek('en-US')).to.equal(0);
      expect(firstDayOfWeek('en-GB')).to.equal(1);
      expect(firstDayOfWeek('de-DE')).to.equal(1);
      expect(firstDayOfWeek('ar-EG')).to.equal(6);
    });

    it('falls back to Monday for a tag it cannot read', () => {
      expect(firstDayOfWeek('not a locale!')).to.equal(1);
    });
  });
});
