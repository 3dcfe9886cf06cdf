import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { browserTree, descendants } from '../support/accessibility-tree.js';
import { BookingWidgetPage, FINDER_ROLES } from '../support/booking-widget-page.js';
import { aBusiness, failure, success, withFakePlatform } from '../support/fake-platform.js';
import { nextMonthDay } from '../support/dates.js';

/**
 * The page object finds the widget's controls by role and accessible name, computed by its own
 * code because only Chromium lets a test read the browser's accessibility tree. Here, in every
 * state of the journey, Chromium's tree is the authority: each role and name the finders rely
 * on, in reading order, must be the browser's. In Firefox and WebKit there is no tree to read.
 */
describe('booking-widget: the page object against the browser accessibility tree', () => {
  const fake = withFakePlatform();
  const day = nextMonthDay(12);

  before(async function () {
    if (!(await browserTree())) this.skip();
  });

  /**
   * Both read while the widget holds still: when the page object's names changed while the
   * browser's tree was read (the month's background loading naming its days "…, free times"),
   * both are read again.
   */
  async function expectTheBrowsersNames(page: BookingWidgetPage): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await page.element.updateComplete;
      const fromPageObject = page.rolesAndNames();
      const tree = (await browserTree())!;
      if (attempt < 5 && JSON.stringify(page.rolesAndNames()) !== JSON.stringify(fromPageObject)) continue;
      const fromBrowser = descendants(tree)
        .filter((node) => FINDER_ROLES.has(node.role))
        .map((node) => `${node.role}: ${node.name}`);
      expect(fromBrowser, 'the browser has controls to check').to.not.be.empty;
      expect(fromPageObject).to.deep.equal(fromBrowser);
      return;
    }
  }

  it('as a button', async () => {
    const page = await BookingWidgetPage.create();
    await expectTheBrowsersNames(page);
  });

  it('with the dialog open on the month', async () => {
    const page = await BookingWidgetPage.create();
    await page.open();
    await expectTheBrowsersNames(page);
  });

  it('with a day, its slots and a chosen slot', async () => {
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.chooseDay(day);
    await page.chooseSlot(/^09:00/);
    await expectTheBrowsersNames(page);
  });

  it('with several locations', async () => {
    const locations = [
      { id: 3, name: 'Old Town' },
      { id: 9, name: 'Harbour' },
    ];
    fake.platform.business = () => success(aBusiness({ locations }));
    const page = await BookingWidgetPage.create();
    await page.open();
    await expectTheBrowsersNames(page);
  });

  it('in the details form, with a field message', async () => {
    const page = await BookingWidgetPage.create();
    await page.toDetails(day);
    await page.click('button', 'Book');
    expect(page.fieldMessage('Name')).to.not.equal('');
    await expectTheBrowsersNames(page);
  });

  /** The details form of `day`'s 10:00 with name and email typed, the phone when given. */
  async function withDetails(details: { phone?: string } = {}): Promise<BookingWidgetPage> {
    const page = await BookingWidgetPage.create();
    await page.toDetails(day);
    await page.type('Name', 'Ada Lovelace');
    await page.type('Email', 'ada@example.com');
    if (details.phone !== undefined) await page.type('Mobile phone', details.phone);
    return page;
  }

  it('in the code step', async () => {
    fake.platform.business = () => success(aBusiness({ sms_enabled: true }));
    const page = await withDetails({ phone: '+44 7700 900123' });
    await page.click('button', 'Send code');
    await page.settled();
    expect(page.find('textbox', 'SMS code')).to.not.be.undefined;
    await expectTheBrowsersNames(page);
  });

  it('on the confirmation', async () => {
    const page = await withDetails();
    await page.click('button', 'Book');
    await page.settled();
    expect(page.find('heading', 'Your appointment is booked')).to.not.be.undefined;
    await expectTheBrowsersNames(page);
  });

  it('with a notice when slots fail to load', async () => {
    fake.platform.slots = () => failure(404, 'Not found');
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.chooseDay(day);
    expect(page.alertText()).to.not.equal('');
    await expectTheBrowsersNames(page);
  });

  it('with a notice for a refused key', async () => {
    fake.platform.business = () => failure(401, 'Unauthorized request');
    const page = await BookingWidgetPage.create();
    await expectTheBrowsersNames(page);
  });

  it('inline, with a day chosen', async () => {
    const page = await BookingWidgetPage.create({ mode: 'inline' });
    await page.chooseDay(day);
    await expectTheBrowsersNames(page);
  });
});

describe('booking-widget: names read from the accessibility tree', () => {
  withFakePlatform();

  it('reads the slots by the names the browser gives them (the computed names where the tree cannot be read)', async () => {
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.chooseDay(nextMonthDay(12));
    expect(await page.accessibleNames('radio')).to.deep.equal([
      '09:00 to 09:30, 70% booked',
      '09:30 to 10:00, full',
      '10:00 to 10:30, free',
    ]);
  });
});
