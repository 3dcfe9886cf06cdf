// The widget taken off the page and put back: before its first render, right after a click,
// and moved within one task as frameworks' keyed lists, portals and page builders move it.
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import type { BookingWidget } from '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { API_KEY, BASE_URL } from '../support/fake-platform.js';
import { withFakePlatform } from '../support/fake-platform.js';
import { watchUncaught } from '../support/uncaught.js';

/** Resolves in a later task: a widget still out of the page by then has left it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

describe('booking-widget taken off the page and put back', function () {
  this.timeout(10000);
  withFakePlatform();
  const placed: Element[] = [];
  afterEach(() => placed.splice(0).forEach((element) => element.remove()));

  /** A widget appended to the page as a site's script would, not yet rendered. */
  function appendWidget(attributes: Record<string, string>): BookingWidget {
    const element = document.createElement('booking-widget');
    for (const [name, value] of Object.entries({ 'api-key': API_KEY, 'base-url': BASE_URL, ...attributes }))
      element.setAttribute(name, value);
    document.body.append(element);
    placed.push(element);
    return element;
  }

  describe('removed before its first render', () => {
    for (const locale of ['en-GB', 'de']) {
      it(`${locale}: put back, it shows the business’s button, which opens the dialog`, async () => {
        const element = appendWidget({ locale });
        element.remove();
        // Its first update comes and goes while it is out of the page.
        await element.updateComplete;
        await nextTask();
        document.body.append(element);
        const page = new BookingWidgetPage(element);
        await page.settled();
        expect(page.openButton?.textContent.trim()).to.equal('Book a visit');
        await page.open();
        expect(page.find('dialog', 'Studio Nord Hair & Beauty')).to.exist;
      });
    }
  });

  describe('removed right after a click on its button', () => {
    let uncaught: ReturnType<typeof watchUncaught>;
    beforeEach(() => (uncaught = watchUncaught()));
    afterEach(() => uncaught.stop());

    it('opens no dialog and leaves the page free to scroll; put back, its button opens the dialog', async () => {
      const page = await BookingWidgetPage.create();
      // The dialog's code is there: the click opens the dialog at once.
      await page.open();
      await page.close();
      const parent = page.element.parentElement!;
      page.openButton.click();
      page.element.remove();
      await nextTask();
      await page.element.updateComplete;
      expect(uncaught.errors).to.be.empty;
      expect(page.isOpen, 'the dialog is closed').to.be.false;
      expect(document.documentElement.style.overflow, 'the page scrolls').to.equal('');

      parent.append(page.element);
      await page.settled();
      expect(page.isOpen).to.be.false;
      await page.open();
      expect(page.find('dialog', 'Studio Nord Hair & Beauty')).to.exist;
      await page.close();
      expect(document.documentElement.style.overflow, 'the page scrolls once the dialog is closed').to.equal('');
      expect(uncaught.errors).to.be.empty;
    });
  });
});
