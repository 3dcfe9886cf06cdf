// A customer's booking in an inline <booking-widget>, driven through the page as a person would
// (playwright-core's locators pierce the open shadow root), and the day it can be made on.

/** The business every example books with: no SMS step. */
export const API_KEY = 'demo-salon';

const isoDate = (day) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/**
 * The first day from tomorrow on with a time still free (some seeded days are closed or full).
 * Not today: late in the day its remaining times are past, and the examples book a dozen times.
 */
export async function firstDayWithFreeSlots(sandboxUrl) {
  for (let offset = 1; offset < 40; offset++) {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    const response = await fetch(`${sandboxUrl}/api/slots?api_key=${API_KEY}&date=${isoDate(day)}`);
    const { data } = await response.json();
    if (data.some((slot) => slot.percentage_filled < 100)) return isoDate(day);
  }
  throw new Error(`${API_KEY} has no free time within 40 days`);
}

/** Books the first free time of `day` in the page's one widget, up to its confirmation. */
export async function bookOnce(page, { day, name, email }) {
  const widget = page.locator('booking-widget');
  const cell = widget.locator(`td[data-date="${day}"]`);
  await widget.locator('[part~="month-button"]').last().waitFor();
  if ((await cell.count()) === 0) await widget.locator('[part~="month-button"]').last().click();
  await cell.click();
  await widget.locator('input.slot-input:not([disabled])').first().check();
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByLabel('Name', { exact: true }).fill(name);
  await widget.getByLabel('Email', { exact: true }).fill(email);
  await widget.locator('button[part="submit-button"]').click();
  await widget.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
}
