import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { withFakePlatform, aBusiness, failure, success } from '../support/fake-platform.js';
import { nextMonthDay } from '../support/dates.js';

describe('booking-widget accessibility', () => {
  const fake = withFakePlatform();

  it('is accessible as a button', async () => {
    const page = await BookingWidgetPage.create();
    await expect(page.element).to.be.accessible();
  });

  it('is accessible while the business loads', async () => {
    const held = fake.platform.deferred();
    fake.platform.business = () => held.response;
    const page = new BookingWidgetPage(document.createElement('booking-widget'));
    page.element.setAttribute('api-key', 'k');
    page.element.setAttribute('base-url', 'https://booking.test');
    document.body.append(page.element);
    try {
      await page.element.updateComplete;
      await expect(page.element).to.be.accessible();
    } finally {
      held.release(success(aBusiness()));
      page.element.remove();
    }
  });

  it('is accessible with the dialog open before a day is chosen', async () => {
    const page = await BookingWidgetPage.create();
    await page.open();
    await expect(page.element).to.be.accessible();
  });

  it('is accessible while slots load', async () => {
    const release = fake.platform.holdSlots();
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.clickDay(nextMonthDay());
    expect(page.isLoadingSlots).to.be.true;
    await expect(page.element).to.be.accessible();
    release(success([]));
  });

  it('is accessible with slots, a full one and a chosen one', async () => {
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.chooseDay(nextMonthDay());
    await page.chooseSlot(/^09:00/);
    await expect(page.element).to.be.accessible();
  });

  it('is accessible for a day without slots', async () => {
    fake.platform.slots = () => success([]);
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.chooseDay(nextMonthDay());
    await expect(page.element).to.be.accessible();
  });

  it('is accessible when slots fail to load', async () => {
    fake.platform.slots = () => failure(404, 'Not found');
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.chooseDay(nextMonthDay());
    expect(page.alertText()).to.not.equal('');
    await expect(page.element).to.be.accessible();
  });

  it('is accessible with several locations', async () => {
    fake.platform.business = () =>
      success(
        aBusiness({
          locations: [
            { id: 3, name: 'Old Town' },
            { id: 9, name: 'Harbour' },
          ],
        }),
      );
    const page = await BookingWidgetPage.create();
    await page.open();
    await expect(page.element).to.be.accessible();
  });

  it('is accessible in the details step', async () => {
    const page = await BookingWidgetPage.create();
    await page.open();
    await page.chooseDay(nextMonthDay());
    await page.chooseSlot(/^09:00/);
    page.get('button', 'Continue').click();
    await page.element.updateComplete;
    await expect(page.element).to.be.accessible();
  });

  it('is accessible with a refused key', async () => {
    fake.platform.business = () => failure(401, 'Unauthorized request');
    const page = await BookingWidgetPage.create();
    await expect(page.element).to.be.accessible();
  });

  it('is accessible when the service cannot be reached', async () => {
    fake.platform.business = () => ({ networkError: true });
    const page = await BookingWidgetPage.create();
    await expect(page.element).to.be.accessible();
  });

  it('is accessible without its required attributes', async () => {
    const page = await BookingWidgetPage.create({ 'base-url': undefined });
    await expect(page.element).to.be.accessible();
  });

  it('is accessible inline', async () => {
    const page = await BookingWidgetPage.create({ mode: 'inline' });
    await page.chooseDay(nextMonthDay());
    await expect(page.element).to.be.accessible();
  });
});
