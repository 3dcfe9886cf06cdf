import { expect } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { isWebKit } from '../support/browser.js';
import { aBusiness, success, withFakePlatform } from '../support/fake-platform.js';
import { nextMonthDay } from '../support/dates.js';

/** WCAG 2.2 contrast of two computed `rgb(…)` colours. */
function contrastOf(first: string, second: string): number {
  const luminance = (color: string) => {
    const [red, green, blue] = color
      .match(/[\d.]+/g)!
      .map(Number)
      .map((channel) => {
        const value = channel / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * Emulates a media feature for one test; false where the browser cannot (the test skips): a
 * WebDriver session (WebKit) has no such command, so it is not asked, which would print the
 * runner's error for it in the test output.
 */
async function emulate(media: Parameters<typeof emulateMedia>[0]): Promise<boolean> {
  if (isWebKit) return false;
  try {
    await emulateMedia(media);
    return true;
  } catch {
    return false;
  }
}

describe('booking-widget: the business look, themes and the reader’s settings', () => {
  const fake = withFakePlatform();
  let warn: sinon.SinonStub;
  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => warn.restore());

  const withColors = (bg_color: string, font_color: string) => {
    fake.platform.business = () =>
      success(aBusiness({ widget_settings: { ...aBusiness().widget_settings, bg_color, font_color } }));
  };

  /** Opens the dialog and chooses a day and its first free time. */
  async function chosen(page: BookingWidgetPage): Promise<{ day: HTMLElement; slot: HTMLElement; surface: string }> {
    await page.open();
    await page.chooseDay(nextMonthDay());
    await page.chooseSlot(/^09:00/);
    const day = page.root.querySelector<HTMLElement>("[part~='day-selected']")!;
    const slot = page.root.querySelector<HTMLElement>("[part~='slot-selected']")!;
    return { day, slot, surface: getComputedStyle(page.root.querySelector('.panel')!).backgroundColor };
  }

  describe('accent', () => {
    it("a green business's dialog has a green accent, as given and without a warning", async () => {
      withColors('#2e7d32', '#ffffff');
      const page = await BookingWidgetPage.create();
      const { day, slot } = await chosen(page);
      expect(getComputedStyle(day).backgroundColor).to.equal('rgb(46, 125, 50)');
      expect(getComputedStyle(day).color).to.equal('rgb(255, 255, 255)');
      expect(getComputedStyle(slot).borderColor).to.equal('rgb(46, 125, 50)');
      expect(getComputedStyle(page.get('button', 'Continue')).backgroundColor).to.equal('rgb(46, 125, 50)');
      expect(warn.called).to.equal(false);
    });

    it("the built-in button colours leave each theme its own accent (the dark theme's light blue)", async () => {
      withColors('#1f5fbf', '#ffffff');
      const page = await BookingWidgetPage.create();
      page.element.theme = 'dark';
      const { day } = await chosen(page);
      expect(getComputedStyle(day).backgroundColor).to.equal('rgb(138, 176, 255)');
      expect(warn.called).to.equal(false);
    });

    it('a pale yellow with white text gets a darker shade that meets WCAG, and exactly one warning', async () => {
      withColors('#fff59d', '#ffffff');
      const page = await BookingWidgetPage.create();
      const { day, surface } = await chosen(page);
      // The button on the page keeps the business's colours exactly.
      expect(getComputedStyle(page.openButton).backgroundColor).to.equal('rgb(255, 245, 157)');
      const { backgroundColor: accent, color: text } = getComputedStyle(day);
      expect(accent).not.to.equal('rgb(255, 245, 157)');
      expect(contrastOf(accent, text)).to.be.at.least(4.5);
      expect(contrastOf(accent, surface)).to.be.at.least(3);
      expect(contrastOf(accent, 'rgb(0, 0, 0)'), 'darker than the yellow').to.be.below(
        contrastOf('rgb(255, 245, 157)', 'rgb(0, 0, 0)'),
      );
      page.element.requestUpdate();
      await page.element.updateComplete;
      expect(warn.callCount).to.equal(1);
      const message = String(warn.firstCall.args[0]);
      expect(message).to.include('bg_color #fff59d with font_color #ffffff');
      expect(message).to.include('light theme 1.11:1 and 1.11:1');
      const [, used] = /so (#[0-9a-f]{6}) with #ffffff text is used/.exec(message)!;
      const rgb = used!.match(/[0-9a-f]{2}/g)!.map((pair) => parseInt(pair, 16));
      expect(accent).to.equal(`rgb(${rgb.join(', ')})`);
    });

    it('judges the business’s colours when the dialog opens, not on a page view that never opens it', async () => {
      withColors('#fff59d', '#ffffff');
      const page = await BookingWidgetPage.create();
      // The pointer on the button brings the dialog's code, which holds the colour check.
      page.openButton.dispatchEvent(new PointerEvent('pointerenter'));
      await page.settled();
      expect(warn.called, 'no warning before the dialog opens').to.equal(false);
      await page.open();
      expect(warn.callCount).to.equal(1);
      expect(String(warn.firstCall.args[0])).to.include('bg_color #fff59d with font_color #ffffff');
    });

    it('names only the light theme when theme="light" and the colours fall short only in the dark one', async () => {
      withColors('#1a237e', '#ffffff');
      const page = await BookingWidgetPage.create({}, { settle: false });
      page.element.theme = 'light';
      await page.settled();
      const { day } = await chosen(page);
      expect(getComputedStyle(day).backgroundColor).to.equal('rgb(26, 35, 126)');
      expect(warn.called).to.equal(false);
    });

    it("the site owner's --booking-accent and --booking-accent-text win", async () => {
      withColors('#fff59d', '#ffffff');
      const page = await BookingWidgetPage.create();
      page.element.style.setProperty('--booking-accent', '#6a1b9a');
      page.element.style.setProperty('--booking-accent-text', '#fafafa');
      const { day } = await chosen(page);
      expect(getComputedStyle(day).backgroundColor).to.equal('rgb(106, 27, 154)');
      expect(getComputedStyle(day).color).to.equal('rgb(250, 250, 250)');
    });

    it("the site owner's --booking-accent alone keeps the theme's text on it, not the business's", async () => {
      withColors('#2b0a3d', '#ffcc00');
      const page = await BookingWidgetPage.create({}, { settle: false });
      page.element.style.setProperty('--booking-accent', '#2f6b4f');
      await page.settled();
      const { day } = await chosen(page);
      expect(getComputedStyle(day).backgroundColor).to.equal('rgb(47, 107, 79)');
      expect(getComputedStyle(day).color).to.equal('rgb(255, 255, 255)');
      expect(warn.called, 'the business colours are not used, so not judged').to.equal(false);
    });
  });

  describe('themes', () => {
    afterEach(() => emulate({ colorScheme: 'no-preference' }));

    it('theme="dark": a dark dialog, accessible in every state shown', async () => {
      const page = await BookingWidgetPage.create();
      page.element.theme = 'dark';
      await page.element.updateComplete;
      expect(page.element.getAttribute('theme')).to.equal('dark');
      const { day, surface } = await chosen(page);
      expect(surface).to.equal('rgb(19, 21, 25)');
      expect(getComputedStyle(page.dialog).colorScheme).to.equal('dark');
      expect(contrastOf(getComputedStyle(day).backgroundColor, surface)).to.be.at.least(3);
      await expect(page.element).to.be.accessible();
      await page.click('button', 'Continue');
      await expect(page.element).to.be.accessible();
    });

    it('theme="auto" (the default) follows a dark page, accessible; theme="light" stays light', async function () {
      if (!(await emulate({ colorScheme: 'dark' }))) this.skip();
      const page = await BookingWidgetPage.create();
      expect(page.element.theme).to.equal('auto');
      const { surface } = await chosen(page);
      expect(surface).to.equal('rgb(19, 21, 25)');
      await expect(page.element).to.be.accessible();
      page.element.theme = 'light';
      await page.element.updateComplete;
      expect(getComputedStyle(page.root.querySelector('.panel')!).backgroundColor).to.equal('rgb(255, 255, 255)');
    });

    it('a business colour too dark for the dark theme gets a lighter shade there', async () => {
      withColors('#1a237e', '#ffffff');
      const page = await BookingWidgetPage.create();
      page.element.theme = 'dark';
      const { day, surface } = await chosen(page);
      const accent = getComputedStyle(day).backgroundColor;
      expect(accent).not.to.equal('rgb(26, 35, 126)');
      expect(contrastOf(accent, surface)).to.be.at.least(3);
      expect(contrastOf(accent, getComputedStyle(day).color)).to.be.at.least(4.5);
      await expect(page.element).to.be.accessible();
    });
  });

  describe('forced colours', () => {
    afterEach(() => executeServerCommand('emulate-forced-colors', { active: false }));

    it('keeps chosen day, today, unavailable buttons, chosen time, full time, fill bars and focus apart', async function () {
      if (!(await executeServerCommand('emulate-forced-colors', { active: true }))) this.skip();
      const page = await BookingWidgetPage.create();
      await page.open();
      const look = (element: Element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color, style.borderStyle, style.textDecorationLine].join(' ');
      };
      const today = page.root.querySelector("[part~='day-today']")!;
      expect(getComputedStyle(today).textDecorationLine).to.include('underline');
      // In today's month "Previous month" is unavailable (aria-disabled), "Next month" is not.
      const [previous, next] = ['Previous month', 'Next month'].map((name) => getComputedStyle(page.get('button', name)).color);
      expect(previous, 'an unavailable button').not.to.equal(next);
      await sendKeys({ press: 'ArrowRight' });
      await page.element.updateComplete;
      const focused = getComputedStyle(page.focused!);
      expect([focused.outlineStyle, focused.outlineWidth]).to.deep.equal(['solid', '3px']);

      const { day, slot } = await chosen(page);
      const plainDay = page.root.querySelector("[part='day']")!;
      const plainSlot = page.root.querySelector("[part='slot']")!;
      const fullSlot = page.root.querySelector("[part~='slot-full']")!;
      expect(new Set([look(day), look(plainDay)]).size, 'chosen and plain day').to.equal(2);
      expect(new Set([look(slot), look(plainSlot), look(fullSlot)]).size, 'chosen, plain and full time').to.equal(3);
      expect(look(day), 'chosen day and full time').not.to.equal(look(fullSlot));
      expect(getComputedStyle(fullSlot).borderStyle).to.equal('dashed');
      // Each time's fill bar stays visible: an outlined track, filled in its card's text colour.
      const fills = [slot, plainSlot, fullSlot].map((card) => {
        const meter = card.querySelector("[part~='slot-meter']")!;
        expect(getComputedStyle(meter).outlineStyle).to.equal('solid');
        const fill = getComputedStyle(meter, '::before').backgroundColor;
        expect(fill).to.equal(getComputedStyle(card).color);
        expect(fill).not.to.equal(getComputedStyle(card).backgroundColor);
        return fill;
      });
      expect(new Set(fills).size, 'the fill of a chosen, plain and full time').to.equal(3);
      const chosenWords = getComputedStyle(slot.querySelector("[part~='slot-fill-text']")!).color;
      expect(chosenWords, 'the chosen time’s fill in words').to.equal(getComputedStyle(slot).color);
    });
  });

  describe('reduced motion', () => {
    afterEach(() => emulate({ reducedMotion: 'no-preference' }));

    it("stops every animation and transition, a page's ::part() rules included", async function () {
      const style = document.createElement('style');
      style.textContent = `@keyframes spin { to { rotate: 1turn; } }
        booking-widget::part(panel) { animation: spin 1s linear infinite; transition: color 0.3s; }`;
      document.head.append(style);
      try {
        const page = await BookingWidgetPage.create({ mode: 'inline' });
        const panel = page.root.querySelector('.panel')!;
        expect(getComputedStyle(panel).animationName).to.equal('spin');
        if (!(await emulate({ reducedMotion: 'reduce' }))) this.skip();
        expect(getComputedStyle(panel).animationName).to.equal('none');
        expect(getComputedStyle(panel).transitionDuration).to.equal('0s');
      } finally {
        style.remove();
      }
    });
  });
});
