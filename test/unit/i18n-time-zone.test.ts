import { expect } from '@open-wc/testing';
import {
  clocksDiffer,
  formatInstantRange,
  formatInstantTimes,
  isKnownTimeZone,
  timeZoneLabel,
  wallClock,
  zoneAround,
  zonedTimeToInstant,
} from '../../src/format/time-zone.js';
import { formatTime, formatTimeRange, formatWallTime } from '../../src/format/time-of-day.js';
import { joinDayAndTime, weekdayJoining } from '../../src/format/joiners.js';

const instant = (timeZone: string, date: string, time: string) => zonedTimeToInstant({ timeZone, date, time }).toISOString();

describe('time zones', () => {
  it('knows IANA zones and refuses unknown ones', () => {
    expect(isKnownTimeZone('Europe/Berlin')).to.equal(true);
    expect(isKnownTimeZone('America/Argentina/Buenos_Aires')).to.equal(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).to.equal(false);
    expect(isKnownTimeZone('')).to.equal(false);
  });

  it("turns the business's wall-clock time into the instant, in winter and in summer", () => {
    expect(instant('Europe/Berlin', '2026-11-24', '09:30')).to.equal('2026-11-24T08:30:00.000Z');
    expect(instant('Europe/Berlin', '2026-07-01', '09:30')).to.equal('2026-07-01T07:30:00.000Z');
    expect(instant('America/New_York', '2026-11-24', '09:30')).to.equal('2026-11-24T14:30:00.000Z');
    expect(instant('Asia/Kolkata', '2026-11-24', '09:30')).to.equal('2026-11-24T04:00:00.000Z');
    expect(instant('Australia/Sydney', '2026-01-15', '09:30')).to.equal('2026-01-14T22:30:00.000Z');
  });

  it('reads a time the clocks skip with the offset before the change, a repeated one as its first instant', () => {
    // Berlin, 29 March 2026: 02:00 CET becomes 03:00 CEST; 02:30 does not exist.
    expect(instant('Europe/Berlin', '2026-03-29', '02:30')).to.equal('2026-03-29T01:30:00.000Z');
    expect(instant('Europe/Berlin', '2026-03-29', '03:00')).to.equal('2026-03-29T01:00:00.000Z');
    // Berlin, 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:30 happens twice.
    expect(instant('Europe/Berlin', '2026-10-25', '02:30')).to.equal('2026-10-25T00:30:00.000Z');
    expect(instant('Europe/Berlin', '2026-10-25', '09:00')).to.equal('2026-10-25T08:00:00.000Z');
  });

  it("shows a Berlin slot in New York's time across the weeks their clocks change on different days", () => {
    const newYork = (date: string, time: string) =>
      wallClock(zonedTimeToInstant({ timeZone: 'Europe/Berlin', date, time }), 'America/New_York');
    // New York moves its clocks on 8 March, Berlin on 29 March: five hours apart, then four, then six.
    expect(newYork('2026-03-02', '09:00')).to.deep.equal({ date: '2026-03-02', time: '03:00' });
    expect(newYork('2026-03-16', '09:00')).to.deep.equal({ date: '2026-03-16', time: '04:00' });
    expect(newYork('2026-03-30', '09:00')).to.deep.equal({ date: '2026-03-30', time: '03:00' });
    // A slot early in Berlin is the evening before in New York.
    expect(newYork('2026-11-24', '03:00')).to.deep.equal({ date: '2026-11-23', time: '21:00' });
  });

  it('formats times in the language’s style', () => {
    expect(formatWallTime('en-US', '09:30')).to.match(/^9:30\sAM$/u);
    expect(formatWallTime('en-US', '00:15')).to.match(/^12:15\sAM$/u);
    expect(formatWallTime('de', '09:30')).to.equal('09:30');
    expect(formatWallTime('fr', '21:05')).to.equal('21:05');
    const slot = zonedTimeToInstant({ timeZone: 'Europe/Berlin', date: '2026-11-24', time: '09:30' });
    expect(formatTime(slot, 'en-GB', 'Europe/London')).to.equal('08:30');
    expect(formatTime(slot, 'ja', 'Asia/Tokyo')).to.equal('17:30');
  });

  it("names a zone in the customer's language", () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(timeZoneLabel('en', 'Europe/Berlin', winter)).to.match(/Central European/);
    expect(timeZoneLabel('de', 'Europe/Berlin', winter)).to.match(/Mitteleuropäische/);
  });

  it('tells zones whose clocks differ from zones that only differ in name', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(clocksDiffer('Europe/Berlin', 'Europe/Paris', winter)).to.equal(false);
    expect(clocksDiffer('Europe/Berlin', 'Europe/London', winter)).to.equal(true);
    // 16 March: New York has moved its clocks, Berlin not yet; they still differ (by four hours).
    expect(clocksDiffer('Europe/Berlin', 'America/New_York', new Date('2026-03-16T12:00:00Z'))).to.equal(true);
  });

  it('writes a range as the language does, once across midnight without dates', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatTimeRange({ from: '09:00', to: '09:30' }, 'en-US'))).to.equal('9:00 – 9:30 AM');
    expect(plain(formatTimeRange({ from: '11:30', to: '12:00' }, 'en-US'))).to.equal('11:30 AM – 12:00 PM');
    expect(formatTimeRange({ from: '09:00', to: '09:30' }, 'en-GB')).to.equal('09:00–09:30');
    // Across midnight on the customer's clock: two times and the language's separator, no dates.
    const [from, to] = [new Date('2027-01-15T22:30:00Z'), new Date('2027-01-15T23:10:00Z')];
    // 23:30–00:10 in Berlin (UTC+1 in January), the next day's first minutes.
    expect(formatInstantRange({ from, to }, 'en-GB', 'Europe/Berlin')).to.equal('23:30–00:10');
    expect(plain(formatInstantRange({ from, to }, 'en-US', 'Europe/Berlin'))).to.equal('11:30 PM – 12:10 AM');
    expect(formatInstantRange({ from, to }, 'ja', 'Europe/Berlin')).to.equal('23:30～0:10');
  });

  it('names a clock where the language puts a zone’s name: after the time in English, before it in Chinese', () => {
    const winter = new Date('2027-01-15T12:00:00Z');
    expect(zoneAround('en', 'Asia/Tokyo', winter)).to.deep.equal({ before: '', after: ' Japan Standard Time' });
    const chinese = zoneAround('zh-Hans', 'Asia/Tokyo', winter);
    expect(chinese.after).to.equal('');
    expect(chinese.before).to.match(/日本.+ $/u);
  });

  it('names the offset of a time the clocks read twice, or of a range they change within, and of no other', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    const times = (from: string, to: string, locale: string) =>
      Object.values(formatInstantTimes({ from: new Date(from), to: new Date(to) }, locale, 'Pacific/Auckland')).map(plain);
    // Auckland, 4 April 2027: 3:00 NZDT (UTC+13) becomes 2:00 NZST (UTC+12) at 14:00 UTC.
    expect(times('2027-04-03T13:00:00Z', '2027-04-03T13:30:00Z', 'en-NZ')).to.deep.equal([
      '2:00 am NZDT',
      '2:30 am NZDT',
      '2:00 – 2:30 am NZDT',
    ]);
    expect(times('2027-04-03T13:30:00Z', '2027-04-03T14:00:00Z', 'en-NZ')).to.deep.equal([
      '2:30 am NZDT',
      '2:00 am NZST',
      '2:30 am NZDT – 2:00 am NZST',
    ]);
    expect(times('2027-04-03T14:30:00Z', '2027-04-03T15:00:00Z', 'en-US')).to.deep.equal([
      '2:30 AM GMT+12',
      '3:00 AM GMT+12',
      '2:30 – 3:00 AM GMT+12',
    ]);
    // Chinese writes a zone before the time, so the offset goes there.
    expect(times('2027-04-03T13:30:00Z', '2027-04-03T14:00:00Z', 'zh-Hans')[2]).to.equal('GMT+13 02:30–GMT+12 02:00');
    // 26 September 2027: 2:00 NZST becomes 3:00 NZDT at 14:00 UTC; 2:00–3:00 does not exist.
    expect(times('2027-09-25T13:30:00Z', '2027-09-25T14:00:00Z', 'en-NZ')[2]).to.equal('1:30 am NZST – 3:00 am NZDT');
    expect(times('2027-09-25T14:00:00Z', '2027-09-25T14:30:00Z', 'en-NZ')[2]).to.equal('3:00 – 3:30 am');
    // A week later the clock reads every time once: no offset.
    expect(times('2027-04-10T13:00:00Z', '2027-04-10T13:30:00Z', 'en-NZ')).to.deep.equal([
      '1:00 am',
      '1:30 am',
      '1:00 – 1:30 am',
    ]);
  });

  it('joins a weekday and a date, and a day and a time, with the language’s own punctuation', () => {
    expect(weekdayJoining('en-GB')).to.deep.equal({ after: false, joiner: ', ' });
    expect(weekdayJoining('ar')).to.deep.equal({ after: false, joiner: '، ' });
    expect(weekdayJoining('ja').after, 'the weekday after the date in Japanese').to.equal(true);
    expect(joinDayAndTime('en-GB', 'Friday, 15/01/2027', '09:00')).to.equal('Friday, 15/01/2027, 09:00');
    expect(joinDayAndTime('ar', 'الجمعة، 15/01/2027', '9:00')).to.equal('الجمعة، 15/01/2027، 9:00');
  });
});
