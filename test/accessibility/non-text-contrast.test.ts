import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { backgroundBehind, contrast, describeColor, over, parseColor, type Rgba } from '../support/colors.js';
import { nextMonthDay } from '../support/dates.js';
import { aBusiness, success, withFakePlatform } from '../support/fake-platform.js';

/**
 * WCAG 1.4.11 asks 3:1 of what a customer needs to see to find a control or its state. In the
 * widget that is: a form field's border (a field is an empty box without it), the chosen day's
 * fill, the chosen time's border and a time's fill bar (how full it is). A day or a time card
 * is named by its own text, so their resting borders and tints are not needed (1.4.11's
 * "inactive" and "text identifies" cases); focus rings are measured in focus-visible.test.ts.
 */
interface Boundary {
  /** What the customer sees, for a failure's message. */
  what: string;
  /** The colour that identifies the control or its state. */
  colour: Rgba;
  /** The colours it is painted next to. */
  adjacent: Rgba[];
}

/** A computed colour as it is seen over `behind` (a translucent one is mixed with it). */
const opaque = (css: string, behind: Rgba): Rgba => over(parseColor(css), behind);

/** A field's border against its own fill and against what is around it. */
function fieldBorder(el: HTMLElement, what: string): Boundary {
  const around = backgroundBehind(el);
  return {
    what,
    colour: opaque(getComputedStyle(el).borderTopColor, around),
    adjacent: [backgroundBehind(el, { includeSelf: true }), around],
  };
}

/** The boundaries shown with a day and a time chosen: the chosen day, the chosen time's card, each time's fill bar. */
function choosingBoundaries(page: BookingWidgetPage): Boundary[] {
  const boundaries: Boundary[] = [];
  const chosenDay = page.root.querySelector<HTMLElement>('[part~="day-selected"]')!;
  boundaries.push({
    what: 'the chosen day’s fill',
    colour: backgroundBehind(chosenDay, { includeSelf: true }),
    // The month around it: days stand 2 px apart (the grid's border-spacing), so the chosen day
    // never touches the tint of a day with free times.
    adjacent: [backgroundBehind(chosenDay)],
  });
  const chosenCard = page.root.querySelector<HTMLElement>('[part~="slot-selected"]')!;
  const cardFill = backgroundBehind(chosenCard, { includeSelf: true });
  // The chosen card's 2 px accent edge picks it out of the others against the dialog around the
  // cards; its tint inside is the accent mixed into the dialog's colour, an addition that
  // cannot stand 3:1 from the accent whenever the accent is close to 3:1 itself.
  boundaries.push({
    what: 'the chosen time’s border',
    colour: opaque(getComputedStyle(chosenCard).borderTopColor, cardFill),
    adjacent: [backgroundBehind(chosenCard)],
  });
  for (const meter of page.root.querySelectorAll<HTMLElement>('[part~="slot-meter"]')) {
    const card = meter.closest<HTMLElement>('[part~="slot"]')!;
    const cardColour = backgroundBehind(card, { includeSelf: true });
    const track = backgroundBehind(meter, { includeSelf: true });
    const time = card.querySelector('[part~="slot-time"]')!.textContent.trim();
    boundaries.push({
      what: `the fill bar of ${time}`,
      colour: opaque(getComputedStyle(meter, '::before').backgroundColor, track),
      // The bar's empty part (its track) and the card its ends touch.
      adjacent: [track, cardColour],
    });
  }
  return boundaries;
}

/** The boundaries below 3:1 against any colour they touch, as messages. */
function belowThreeToOne(boundaries: Boundary[], theme: string): string[] {
  return boundaries.flatMap(({ what, colour, adjacent }) =>
    adjacent
      // A colour once, however many sides of the boundary have it.
      .filter((next, index) => adjacent.findIndex((other) => describeColor(other) === describeColor(next)) === index)
      .map((next) => ({ next, ratio: contrast(colour, next) }))
      .filter(({ ratio }) => ratio < 3)
      .map(({ next, ratio }) => `${theme}: ${what} ${describeColor(colour)} on ${describeColor(next)} is ${ratio.toFixed(2)}:1`),
  );
}

describe('non-text contrast of controls and states (WCAG 1.4.11)', () => {
  const fake = withFakePlatform();
  // Two locations, so the dialog shows the location's select.
  beforeEach(() => {
    const locations = [
      { id: 3, name: 'Old Town' },
      { id: 9, name: 'Harbour' },
    ];
    fake.platform.business = () => success(aBusiness({ locations }));
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`form fields’ borders, the chosen day and time, and the times’ fill bars are 3:1 against what they touch, ${theme}`, async () => {
      document.documentElement.style.background = theme === 'dark' ? '#131519' : '';
      try {
        const page = await BookingWidgetPage.create();
        page.element.theme = theme;
        await page.open();
        await page.chooseDay(nextMonthDay(12));
        await page.chooseSlot(/^09:00/);
        const boundaries = choosingBoundaries(page);
        boundaries.push(fieldBorder(page.root.querySelector<HTMLElement>('select')!, 'the location’s border'));
        await page.click('button', 'Continue');
        await page.settled();
        for (const field of ['Name', 'Email', /^Phone/, /^Notes/]) {
          const el = page.get('textbox', field);
          boundaries.push(fieldBorder(el, `the border of ${page.nameOf(el)}`));
        }
        // Three fill bars (70 %, full, empty) and the chosen day, time, location and four fields.
        expect(boundaries.length).to.equal(10);
        expect(belowThreeToOne(boundaries, theme)).to.deep.equal([]);
      } finally {
        document.documentElement.style.background = '';
      }
    });
  }
});
