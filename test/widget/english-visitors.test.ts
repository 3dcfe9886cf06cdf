import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { withFakePlatform } from '../support/fake-platform.js';
import { nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';
import { withPageLang } from '../support/page-lang.js';

// A page that asks for English gets it from the entry and the dialog's chunk alone: it loads
// neither the choice among the other languages (src/i18n/languages.ts, a chunk of its own) nor a
// language file. Its own page, so that no other test has loaded them.

/** The paths of the modules this page has requested that choose or hold languages. */
const languageRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /\/(languages|loader|negotiate)\.[jt]s$|\/locales\//.test(path));

describe('booking-widget for English visitors', () => {
  withFakePlatform();

  // Room for every request of the page: the sources' modules fill the browser's default buffer.
  before(() => performance.setResourceTimingBufferSize(100_000));

  it('speaks British English for an en-GB page with nothing loaded beside the script, and loads the language of a German one', async () => {
    await withPageLang('en-GB', async () => {
      const page = await BookingWidgetPage.create();
      expect(page.language).to.equal('en');
      await page.open();
      await page.chooseDay(nextMonthDay(12));
      expect(page.slotNames()[0], 'British times').to.equal('09:00 to 09:30, 70% booked');
      expect(languageRequests()).to.deep.equal([]);

      // The probe sees those files when a page needs them.
      page.element.locale = 'de';
      await page.settled();
      expect(page.find('button', 'Schließen')).to.exist;
      await eventually(
        () => languageRequests().some((path) => /\/languages\.[jt]s$/.test(path)),
        'the language choice requested',
      );
      expect(
        languageRequests().some((path) => path.endsWith('/i18n/locales/de.js')),
        'the German file requested',
      ).to.equal(true);
    });
  });
});
