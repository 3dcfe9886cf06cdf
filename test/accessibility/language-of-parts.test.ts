import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { aBusiness, success, withFakePlatform } from '../support/fake-platform.js';

/** Text of the platform's kept apart from the widget's own words: in `<bdi>` or an element with `dir="auto"`. */
const isolated = (el: Element | null | undefined) => Boolean(el?.closest('bdi, [dir="auto"]'));

/** The element holding `text` as its own text, in the shadow root. */
function holderOf(page: BookingWidgetPage, text: string): Element | undefined {
  return [...page.root.querySelectorAll('*')].find((el) =>
    [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim() === text),
  );
}

describe('language of parts (WCAG 3.1.2): the platform’s texts in another script', () => {
  const fake = withFakePlatform();

  it('isolates the business’s name, address, button label and locations from the widget’s words', async () => {
    const business = aBusiness({
      name: 'مركز النور (Al Noor)',
      address: '12 شارع الملك فهد، الرياض',
      locations: [
        { id: 1, name: 'Харбор (центр)' },
        { id: 2, name: '北口 (2F)' },
      ],
      widget_settings: { ...aBusiness().widget_settings, text: 'احجز موعدًا' },
    });
    fake.platform.business = () => success(business);
    const page = await BookingWidgetPage.create({ locale: 'en-GB' });
    const texts = [business.widget_settings.text];
    expect(isolated(holderOf(page, business.widget_settings.text)), 'the button’s label').to.be.true;
    await page.open();
    texts.push(business.name, business.address, ...business.locations.map((location) => location.name));
    const notIsolated = texts.filter((text) => !isolated(holderOf(page, text)));
    expect(notIsolated).to.deep.equal([]);
  });
});
