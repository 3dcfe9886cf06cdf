import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { setViewport } from '../support/browser.js';
import { withFakePlatform } from '../support/fake-platform.js';
import { walkJourney, withSmsBusiness } from '../support/journey.js';

/** What a pointer can press: controls, and the days of the grid; a time's radio is its whole card. */
function targets(page: BookingWidgetPage): HTMLElement[] {
  const modal = page.root.querySelector('dialog:modal');
  return [...page.root.querySelectorAll<HTMLElement>('button, input, select, textarea, [part~="day"]')]
    .filter((el) => el.checkVisibility() && (!modal || modal.contains(el)))
    .map((el) => (el.matches('.slot-input') ? el.closest<HTMLElement>('.slot')! : el));
}

/**
 * WCAG 2.2 2.5.8: a target at least 24 × 24 CSS px, or, if smaller, a 24 px circle on its
 * centre that meets no other target and no other such circle.
 */
function tooSmall(target: DOMRect, others: DOMRect[]): boolean {
  if (target.width >= 24 && target.height >= 24) return false;
  const [x, y] = [target.left + target.width / 2, target.top + target.height / 2];
  return others.some((other) => {
    const nearestX = Math.max(other.left, Math.min(x, other.right));
    const nearestY = Math.max(other.top, Math.min(y, other.bottom));
    const otherSmall = other.width < 24 || other.height < 24;
    const reach = otherSmall ? 24 : 12;
    return Math.hypot(nearestX - x, nearestY - y) < reach;
  });
}

describe('target size (WCAG 2.5.8)', () => {
  const fake = withFakePlatform();
  beforeEach(() => withSmsBusiness(fake.platform));
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const width of [320, 1280]) {
    it(`every target in every state is at least 24 × 24 px or spaced as the criterion allows, at ${width} px`, async () => {
      await setViewport({ width, height: 800 });
      const page = await BookingWidgetPage.create();
      const small: string[] = [];
      let measured = 0;
      await walkJourney(page, fake.platform, (state) => {
        const found = targets(page);
        const boxes = found.map((el) => el.getBoundingClientRect());
        found.forEach((el, index) => {
          measured += 1;
          const box = boxes[index]!;
          if (
            tooSmall(
              box,
              boxes.filter((_, other) => other !== index),
            )
          ) {
            small.push(
              `${state}: ${el.tagName.toLowerCase()} "${page.nameOf(el)}" ${box.width.toFixed(1)} × ${box.height.toFixed(1)}`,
            );
          }
        });
      });
      expect(measured).to.be.at.least(100);
      expect(small).to.deep.equal([]);
    });
  }
});
