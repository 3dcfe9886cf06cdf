import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { isWebKit, setViewport } from '../support/browser.js';
import { withFakePlatform } from '../support/fake-platform.js';
import { focusIndicator } from '../support/focus-indicator.js';
import { walkJourney, withSmsBusiness } from '../support/journey.js';

/** Every control the keyboard can reach in the shadow root now, in document order; each radio of the times. */
function focusableControls(page: BookingWidgetPage): HTMLElement[] {
  const candidates = page.root.querySelectorAll<HTMLElement>(
    'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]',
  );
  // Behind an open modal dialog the page, the button included, is inert.
  const modal = page.root.querySelector('dialog:modal');
  return [...candidates].filter((el) => el.checkVisibility() && (!modal || modal.contains(el)));
}

/** A control's name for a failure's message: its role and accessible name, or its part. */
const label = (page: BookingWidgetPage, el: Element) =>
  `${el.tagName.toLowerCase()} "${page.nameOf(el) || el.getAttribute('part')}"`;

/** A day of the month or a time: cells whose ring must also stand out from their own fill (#23 item 7). */
const isCell = (el: Element) => el.matches('[part~="day"], .slot-input');

/**
 * Some of `target` is on screen and drawn on top, where the pointer would meet it: WCAG 2.4.11
 * asks that a focused control is not entirely hidden by the author's content. Points on a 5 × 5
 * grid over its box are tried.
 */
function partlyInView(root: ShadowRoot, target: HTMLElement): boolean {
  const box = target.getBoundingClientRect();
  for (let column = 1; column < 6; column++) {
    for (let row = 1; row < 6; row++) {
      const [x, y] = [box.left + (box.width * column) / 6, box.top + (box.height * row) / 6];
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
      const seen = root.elementFromPoint(x, y);
      if (seen && (seen === target || target.contains(seen))) return true;
    }
  }
  return false;
}

type Theme = 'light' | 'dark' | 'forced colours';

/**
 * Sets the widget's theme on a page of the same scheme (the dark theme is for dark pages: the
 * button's ring sits on the page, whose colours are the site owner's), or turns on emulated
 * forced colours; false where the browser cannot emulate them.
 */
async function applyTheme(page: BookingWidgetPage, theme: Theme): Promise<boolean> {
  if (theme === 'forced colours') {
    if (isWebKit) return false;
    return Boolean(await executeServerCommand('emulate-forced-colors', { active: true }));
  }
  document.documentElement.style.background = theme === 'dark' ? '#131519' : '';
  page.element.theme = theme;
  await page.element.updateComplete;
  return true;
}

describe('focus visible (WCAG 2.4.7, 2.4.13, 1.4.11) and not obscured (2.4.11)', () => {
  const fake = withFakePlatform();
  beforeEach(() => withSmsBusiness(fake.platform));
  afterEach(async () => {
    document.documentElement.style.background = '';
    if (!isWebKit) await executeServerCommand('emulate-forced-colors', { active: false });
    await setViewport({ width: 800, height: 600 });
  });

  /**
   * Focuses each control the keyboard reaches (by script, after a key press, so the browser
   * shows the ring as for the keyboard) and hands it to `check` with what the control is.
   */
  async function eachControl(
    page: BookingWidgetPage,
    state: string,
    check: (el: HTMLElement, what: string) => void | Promise<void>,
  ): Promise<void> {
    for (const el of focusableControls(page)) {
      el.focus();
      await page.element.updateComplete;
      const checked = el instanceof HTMLInputElement && el.type === 'radio' && el.checked;
      const selected = el.getAttribute('aria-selected') === 'true';
      await check(el, `${state}: ${label(page, el)}${checked || selected ? ' (chosen)' : ''}`);
    }
  }

  for (const theme of ['light', 'dark', 'forced colours'] as const) {
    it(`every control in every state has a ring of 3:1 against the control and what is behind it, ${theme}`, async function () {
      const page = await BookingWidgetPage.create();
      if (!(await applyTheme(page, theme))) this.skip();
      const failures: string[] = [];
      let checked = 0;
      await walkJourney(page, fake.platform, (state) =>
        eachControl(page, state, (el, what) => {
          if (!el.matches(':focus-visible')) return;
          checked += 1;
          const ring = focusIndicator(el);
          if (!ring) failures.push(`${what}: no ring`);
          else if (ring.inside < 3 || ring.outside < 3) {
            failures.push(
              `${what}: ${ring.inside.toFixed(2)}:1 inside, ${ring.outside.toFixed(2)}:1 outside (${ring.description})`,
            );
          } else if (isCell(el) && ring.againstFill < 3) {
            failures.push(`${what}: ${ring.againstFill.toFixed(2)}:1 against its own fill (${ring.description})`);
          }
        }),
      );
      expect(checked, 'controls that showed a ring when focused').to.be.at.least(20);
      expect(failures).to.deep.equal([]);
    });
  }

  it('no focused control is entirely hidden, under the dialog’s header or footer or out of view, at 320 × 256 (400 % zoom)', async function () {
    // WebKitGTK under WebDriver does not scroll a control focused by script into view (its
    // window never has the system's focus here), so what this measures is not what Tab does.
    if (isWebKit) this.skip();
    await setViewport({ width: 320, height: 256 });
    const page = await BookingWidgetPage.create();
    const hidden: string[] = [];
    let checked = 0;
    await walkJourney(page, fake.platform, (state) =>
      eachControl(page, state, (el, what) => {
        if (!page.isOpen) return;
        checked += 1;
        // The radio of a time is its whole card, drawn by the card.
        if (!partlyInView(page.root, el.closest<HTMLElement>('.slot') ?? el)) hidden.push(what);
      }),
    );
    expect(checked).to.be.at.least(20);
    expect(hidden).to.deep.equal([]);
  });
});
