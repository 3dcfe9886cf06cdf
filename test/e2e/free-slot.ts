import { addDays } from 'date-fns';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { bookingWeekStart } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

/**
 * Opens the widget and chooses the first free slot of this browser's own week of the sandbox
 * (support/browser.ts), up to the details form. Slot names are read as en-GB writes them.
 */
export async function chooseFreeSlot(page: BookingWidgetPage): Promise<{ date: Date; from: string; to: string }> {
  await page.open();
  const first = bookingWeekStart();
  for (let offset = 0; offset < 7; offset++) {
    const date = addDays(first, offset);
    await page.chooseDay(date);
    const free = page.slots.find((s) => !s.disabled);
    if (free) {
      const name = page.nameOf(free);
      await page.chooseSlot(name);
      page.get('button', 'Continue').click();
      await eventually(() => page.find('textbox', 'Name') !== undefined, 'no details form');
      return { date, from: name.slice(0, 5), to: name.slice(9, 14) };
    }
  }
  throw new Error('the sandbox offers no free slot in this browser’s week');
}
