import { expect } from '@open-wc/testing';
import { createClient } from '../../src/api/client.js';
import { APPOINTMENT, BOOKING, BUSINESS, SLOTS } from './fixtures.js';
import { scriptedFetch, success } from './fake-fetch.js';

describe('client requests', () => {
  describe('addresses', () => {
    for (const baseUrl of ['https://platform.example/booking', 'https://platform.example/booking/']) {
      it(`appends the path to a base with a path (${baseUrl})`, async () => {
        const { fetch, requests } = scriptedFetch([success(BUSINESS)]);
        await createClient({ baseUrl, apiKey: 'k1', fetch }).getBusiness();
        expect(requests[0]!.url.origin + requests[0]!.url.pathname).to.equal('https://platform.example/booking/api/business');
      });
    }

    it('puts the api key in the query string, encoded', async () => {
      const apiKey = 'a b&c=d/é';
      const { fetch, requests } = scriptedFetch([success(BUSINESS)]);
      await createClient({ baseUrl: 'https://platform.example', apiKey, fetch }).getBusiness();
      const { url, headers } = requests[0]!;
      expect(url.searchParams.get('api_key')).to.equal(apiKey);
      expect([...url.searchParams.keys()]).to.deep.equal(['api_key']);
      expect(headers.get('Authorization')).to.equal(null);
    });

    it('asks for slots of a date and a location', async () => {
      const { fetch, requests } = scriptedFetch([success(SLOTS)]);
      await createClient({ baseUrl: 'https://platform.example', apiKey: 'k', fetch }).getSlots('2026-12-01', 2);
      const { url, method, body } = requests[0]!;
      expect(method).to.equal('GET');
      expect(body).to.equal(undefined);
      expect(url.pathname).to.equal('/api/slots');
      expect(url.searchParams.get('api_key')).to.equal('k');
      expect(url.searchParams.get('date')).to.equal('2026-12-01');
      expect(url.searchParams.get('business_unit_id')).to.equal('2');
    });

    it('leaves business_unit_id out when no location is given', async () => {
      const { fetch, requests } = scriptedFetch([success(SLOTS)]);
      await createClient({ baseUrl: 'https://platform.example', apiKey: 'k', fetch }).getSlots('2026-12-01');
      expect(requests[0]!.url.searchParams.has('business_unit_id')).to.equal(false);
    });
  });

  describe('bodies and headers', () => {
    it('books with a JSON body and the Idempotency-Key header', async () => {
      const { fetch, requests } = scriptedFetch([{ ...success(APPOINTMENT), status: 201 }]);
      const client = createClient({ baseUrl: 'https://platform.example', apiKey: 'k', fetch });
      await client.bookAppointment(BOOKING, 'key-1');
      const { url, method, headers, body } = requests[0]!;
      expect(method).to.equal('POST');
      expect(url.pathname).to.equal('/api/appointments');
      expect(url.searchParams.get('api_key')).to.equal('k');
      expect(headers.get('Content-Type')).to.equal('application/json');
      expect(headers.get('Idempotency-Key')).to.equal('key-1');
      expect(JSON.parse(body!)).to.deep.equal(BOOKING);
    });

    it('sends an OTP request for a phone', async () => {
      const { fetch, requests } = scriptedFetch([success(undefined, 'OTP sent successfully')]);
      await createClient({ baseUrl: 'https://platform.example', apiKey: 'k', fetch }).sendOtp('+4712345678');
      const { url, method, headers, body } = requests[0]!;
      expect(method).to.equal('POST');
      expect(url.pathname).to.equal('/api/otp');
      expect(url.searchParams.get('api_key')).to.equal('k');
      expect(headers.get('Content-Type')).to.equal('application/json');
      expect(headers.has('Idempotency-Key')).to.equal(false);
      expect(JSON.parse(body!)).to.deep.equal({ phone: '+4712345678' });
    });

    it('sends reads without a body or an Idempotency-Key', async () => {
      const { fetch, requests } = scriptedFetch([success(BUSINESS)]);
      await createClient({ baseUrl: 'https://platform.example', apiKey: 'k', fetch }).getBusiness();
      expect(requests[0]!.body).to.equal(undefined);
      expect(requests[0]!.headers.has('Idempotency-Key')).to.equal(false);
    });
  });

  describe('results', () => {
    it('returns the business as sent', async () => {
      const { fetch } = scriptedFetch([success(BUSINESS, 'Business details fetched successfully')]);
      const business = await createClient({ baseUrl: 'https://platform.example', apiKey: 'k', fetch }).getBusiness();
      expect(business).to.deep.equal(BUSINESS);
    });

    it('returns the slots as sent when they are well formed', async () => {
      const { fetch } = scriptedFetch([success(SLOTS, 'Slots fetched successfully')]);
      const slots = await createClient({ baseUrl: 'https://platform.example', apiKey: 'k', fetch }).getSlots('2026-12-01');
      expect(slots).to.deep.equal(SLOTS);
    });

    it('returns the booked appointment', async () => {
      const { fetch } = scriptedFetch([{ ...success(APPOINTMENT, 'Appointment booked successfully'), status: 201 }]);
      const client = createClient({ baseUrl: 'https://platform.example', apiKey: 'k', fetch });
      expect(await client.bookAppointment(BOOKING, 'key-1')).to.deep.equal(APPOINTMENT);
    });

    it('reads a relative base address against the page', async () => {
      const { fetch, requests } = scriptedFetch([success(BUSINESS)]);
      await createClient({ baseUrl: '/platform', apiKey: 'k', fetch }).getBusiness();
      expect(requests[0]!.url.href).to.equal(new URL('/platform/api/business?api_key=k', location.href).href);
    });
  });
});
