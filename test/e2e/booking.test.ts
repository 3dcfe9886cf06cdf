// A real booking against the started sandbox on another origin, with the element of the
// registering entry: the sources, and in the built-file group the script-tag file. The browsers
// run at the same time against one sandbox: each browser searches its own week and books with
// its own phone and email, so none takes another's slot nor trips another's SMS limit.
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import type { BookingEvent } from '../../src/events.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { browserIndex } from '../support/browser.js';
import { iso } from '../support/dates.js';
import { chooseFreeSlot } from './free-slot.js';
import { latestOtp, sandboxAppointments, sandboxInfo } from './sandbox.js';
import { eventually } from '../support/eventually.js';

const run = String(Date.now()).slice(-5);
const phone = `+1 415 55${browserIndex} ${run.slice(-4)}`;
const compactPhone = phone.replace(/\s/g, '');

async function confirmed(page: BookingWidgetPage): Promise<void> {
  await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation', 10_000);
  await page.element.updateComplete;
}

describe('end to end: booking against the sandbox', function () {
  // The confirmation may take up to 10 s over real HTTP; the test's own limit leaves room for that wait to report.
  this.timeout(30000);
  before(() => {
    expect(customElements.get('booking-widget')).to.exist;
  });

  it('books at demo-salon without SMS, and the sandbox holds the appointment', async () => {
    const { url, keys } = await sandboxInfo();
    expect(new URL(url).origin).to.not.equal(location.origin);
    const email = `salon-${browserIndex}-${run}@example.com`;
    const page = await BookingWidgetPage.create({
      'api-key': keys.salon,
      'base-url': url,
      locale: 'en-GB',
      name: 'Ada Lovelace',
    });
    let success: BookingEvent<'booking-success'> | undefined;
    page.element.addEventListener('booking-success', (e) => (success = e));
    const chosen = await chooseFreeSlot(page);

    expect(page.value('Name'), 'prefilled from the attribute').to.equal('Ada Lovelace');
    await page.type('Email', email);
    await page.click('button', 'Book');
    await confirmed(page);

    const [y, m, d] = iso(chosen.date).split('-');
    const summary = page.root.querySelector('[part="confirmation-summary"]')!.textContent;
    expect(summary).to.contain(`${d}/${m}/${y}`).and.contain(`${chosen.from}–${chosen.to}`).and.contain('Demo Salon');
    const stored = (await sandboxAppointments(keys.salon)).find((a) => a.email === email);
    expect(stored, 'the sandbox has the appointment').to.exist;
    expect(stored).to.include({
      date: iso(chosen.date),
      from: chosen.from,
      to: chosen.to,
      name: 'Ada Lovelace',
      status: 'confirmed',
    });
    expect(success!.detail.appointment.id).to.equal(stored!.id);
  });

  it('books at demo-clinic with the SMS code from the sandbox outbox', async () => {
    const { url, keys } = await sandboxInfo();
    const email = `clinic-${browserIndex}-${run}@example.com`;
    const page = await BookingWidgetPage.create({ 'api-key': keys.clinic, 'base-url': url, locale: 'en-GB' });
    const chosen = await chooseFreeSlot(page);

    await page.type('Name', 'Grace Hopper');
    await page.type('Email', email);
    await page.type('Mobile phone', phone);
    await page.click('button', 'Send code');
    await eventually(() => page.find('textbox', 'SMS code') !== undefined, 'no code step', 10_000);
    const code = await latestOtp(compactPhone);
    expect(code).to.match(/^\d{6}$/);

    await page.type('SMS code', code!);
    await page.click('button', 'Book');
    await confirmed(page);

    const [y, m, d] = iso(chosen.date).split('-');
    expect(page.root.querySelector('[part="confirmation-date"]')!.textContent).to.contain(`${m}-${d}-${y}`);
    const stored = (await sandboxAppointments(keys.clinic)).find((a) => a.email === email);
    expect(stored, 'the sandbox has the appointment').to.exist;
    expect(stored).to.include({ date: iso(chosen.date), from: chosen.from, name: 'Grace Hopper', phone: compactPhone });
    await expect(page.element).to.be.accessible();
  });
});
