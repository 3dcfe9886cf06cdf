import { expect } from '@open-wc/testing';
// The reference implementation, for tests only: the widget itself must not ship date-fns format.
import { format } from 'date-fns';
import { FALLBACK_DATE_PATTERN, formatDate, toDateFnsPattern } from '../../src/format/date-format.js';

/** [business date_format, date-fns pattern the widget uses] */
const TABLE: Array<[string, string]> = [
  // Unicode / date-fns
  ['dd/MM/yyyy', 'dd/MM/yyyy'],
  ['yyyy-MM-dd', 'yyyy-MM-dd'],
  ['MM/dd/yyyy', 'MM/dd/yyyy'],
  ['d MMM yyyy', 'd MMM yyyy'],
  ['EEEE, d MMMM yyyy', 'EEEE, d MMMM yyyy'],
  ['EEE, MMM d, yyyy', 'EEE, MMM d, yyyy'],
  ['do MMMM yyyy', 'do MMMM yyyy'],
  ['dd.MM.yy', 'dd.MM.yy'],
  ["d 'de' MMMM 'de' yyyy", "d' de 'MMMM' de 'yyyy"],
  ['d MMM y', 'd MMM yyyy'],
  ['E d MMM', 'EEE d MMM'],
  // moment / day.js
  ['DD/MM/YYYY', 'dd/MM/yyyy'],
  ['MM/DD/YYYY', 'MM/dd/yyyy'],
  ['YYYY-MM-DD', 'yyyy-MM-dd'],
  ['Do MMM YYYY', 'do MMM yyyy'],
  ['dddd, MMMM Do YYYY', 'EEEE, MMMM do yyyy'],
  ['ddd D MMM YY', 'EEE d MMM yy'],
  ['D.M.YYYY', 'd.M.yyyy'],
  ['[Day] D [of] MMMM', "'Day 'd' of 'MMMM"],
  ['DD/MM/yyyy', 'dd/MM/yyyy'],
  // PHP date()
  ['d/m/Y', 'dd/MM/yyyy'],
  ['j M Y', 'd MMM yyyy'],
  ['D, d M Y', 'EEE, dd MMM yyyy'],
  ['l, F jS, Y', 'EEEE, MMMM do, yyyy'],
  ['Y-m-d', 'yyyy-MM-dd'],
  ['n/j/y', 'M/d/yy'],
  ['j \\d\\e F \\d\\e Y', "d' de 'MMMM' de 'yyyy"],
  ['d.m.Y', 'dd.MM.yyyy'],
  // all lowercase, as people type it
  ['dd-mm-yyyy', 'dd-MM-yyyy'],
  ['mm/dd/yyyy', 'MM/dd/yyyy'],
  ['dd mmm yyyy', 'dd MMM yyyy'],
  ['dddd dd mmmm yyyy', 'EEEE dd MMMM yyyy'],
  ['yyyy.mm.dd', 'yyyy.MM.dd'],
  ['dd/mm/yy', 'dd/MM/yy'],
  // surrounding space is not part of the format
  ['  dd/MM/yyyy ', 'dd/MM/yyyy'],
  // a stray quote is kept as a quote, not read as the start of text
  ["dd/MM/yyyy'", "dd/MM/yyyy''"],
];

/** Formats nobody can read: the widget falls back to ISO dates. */
const UNREADABLE: unknown[] = [
  '',
  '   ',
  'garbage',
  'HH:mm',
  'dd/MM/yyyy HH:mm',
  'yyyy',
  'MMMM yyyy',
  'Q',
  'Y-m-d H:i',
  '<script>alert(1)</script>',
  'dd/MM/yyyy'.repeat(5),
  "d 'de MMMM",
  'DD-mm-YYYY',
  '%d/%m/%Y',
  '%Y-%m-%d',
  'dd_MM_yyyy',
  42,
  null,
  undefined,
  { pattern: 'dd/MM/yyyy' },
];

const DATES = [
  new Date(2026, 2, 5), // Thursday 5 March
  new Date(2026, 0, 1),
  new Date(2026, 8, 22), // the 22nd, September
  new Date(2026, 10, 13), // the 13th
  new Date(2027, 11, 31),
  new Date(2030, 4, 3), // the 3rd, May
];

describe('date_format', () => {
  it('has a table of at least 25 patterns', () => {
    expect(TABLE.length).to.be.at.least(25);
  });

  for (const [businessFormat, expected] of TABLE) {
    it(`maps ${JSON.stringify(businessFormat)} to ${JSON.stringify(expected)} and formats it as date-fns does`, () => {
      const pattern = toDateFnsPattern(businessFormat);
      expect(pattern).to.equal(expected);
      for (const date of DATES) {
        expect(formatDate(date, pattern, 'en-US')).to.equal(format(date, pattern));
      }
    });
  }

  for (const businessFormat of UNREADABLE) {
    it(`falls back to ${FALLBACK_DATE_PATTERN} for ${JSON.stringify(businessFormat)}`, () => {
      expect(toDateFnsPattern(businessFormat)).to.equal(FALLBACK_DATE_PATTERN);
    });
  }

  it('formats the fallback as an ISO date', () => {
    expect(formatDate(new Date(2026, 2, 5), FALLBACK_DATE_PATTERN)).to.equal('2026-03-05');
  });

  describe('in other languages, through Intl', () => {
    const date = new Date(2026, 2, 5);
    it('German month names and dotted ordinals', () => {
      expect(formatDate(date, 'do MMMM yyyy', 'de-DE')).to.equal('5. März 2026');
    });
    it('French weekday names', () => {
      expect(formatDate(date, 'EEEE d MMMM', 'fr-FR')).to.equal('jeudi 5 mars');
    });
    it('Russian months in the form they take inside a date', () => {
      expect(formatDate(date, 'd MMMM yyyy', 'ru')).to.equal('5 марта 2026');
    });
    it('a plain number as the ordinal where no suffix is known', () => {
      expect(formatDate(date, 'do MMM', 'ja')).to.match(/^5 /);
    });
    it('English for a locale that is not one', () => {
      expect(formatDate(date, 'EEEE, do MMMM', 'not a locale!')).to.equal('Thursday, 5th March');
    });
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate(new Date(Number.NaN), 'dd/MM/yyyy')).to.equal('');
  });

  it('prints quoted text and escaped quotes as text', () => {
    const date = new Date(2026, 2, 5);
    const pattern = "'Booked for' d MMM ''yy";
    expect(formatDate(date, pattern, 'en-US')).to.equal(format(date, pattern));
  });
});
