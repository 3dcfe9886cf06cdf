import { expect } from '@open-wc/testing';
import type { Appointment, Slot } from '../../src/api/types.js';
import { browserIndex } from '../support/browser.js';
import { iso } from '../support/dates.js';
import { latestOtp, sandboxAppointments, sandboxInfo } from './sandbox.js';

/** A weekday four weeks ahead, different per browser so parallel browsers never share a slot. */
function futureWeekday(): string {
  const date = new Date();
  // A week apart: the Sunday step below cannot move one browser onto another's day.
  date.setDate(date.getDate() + 28 + browserIndex * 7);
  while (date.getDay() === 0) date.setDate(date.getDate() + 2);
  return iso(date);
}

function uniquePhone(): string {
  return `+1415${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

describe('sandbox harness', () => {
  it('gives the sandbox URL on another origin, and the demo keys', async () => {
    const info = await sandboxInfo();
    expect(new URL(info.url).origin).to.not.equal(location.origin);
    expect(info.keys).to.deep.equal({ salon: 'demo-salon', clinic: 'demo-clinic', studio: 'demo-studio' });
  });

  it('lets the page read the sandbox cross-origin (CORS)', async () => {
    const { url, keys } = await sandboxInfo();
    const response = await fetch(`${url}/api/business?api_key=${keys.salon}`);
    expect(response.status).to.equal(200);
    const body = (await response.json()) as { message: string; data: { name: string } };
    expect(body.message).to.equal('Business details fetched successfully');
    expect(body.data.name).to.equal('Demo Salon');
  });

  it('lets the page book cross-origin with a preflighted JSON POST, and lists the booking', async () => {
    const { url, keys } = await sandboxInfo();
    const date = futureWeekday();
    const slots = (await (await fetch(`${url}/api/slots?api_key=${keys.salon}&date=${date}`)).json()) as { data: Slot[] };
    const slot = slots.data.find((s) => s.percentage_filled < 100)!;
    const email = `harness.${crypto.randomUUID()}@example.com`;
    const response = await fetch(`${url}/api/appointments?api_key=${keys.salon}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ date, from: slot.from, to: slot.to, name: 'Harness Test', email }),
    });
    expect(response.status).to.equal(201);
    const booked = ((await response.json()) as { data: Appointment }).data;
    const stored = await sandboxAppointments(keys.salon);
    expect(stored.find((a) => a.email === email)).to.deep.equal(booked);
  });

  it('reads the code the sandbox sent to a phone from the outbox', async () => {
    const { url, keys } = await sandboxInfo();
    const phone = uniquePhone();
    expect(await latestOtp(phone)).to.equal(null);
    const response = await fetch(`${url}/api/otp?api_key=${keys.clinic}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone }),
    });
    expect(response.status).to.equal(200);
    expect(await latestOtp(phone)).to.match(/^\d{6}$/);
  });
});
