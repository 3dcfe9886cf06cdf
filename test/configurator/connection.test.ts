// "Test connection" for the answers the sandbox never gives: a web page where the platform
// should be, JSON of another service, a server error, an address the browser cannot call
// from this page. The configurator's own test (configurator.test.ts) meets the real sandbox.
import { expect } from '@open-wc/testing';
import { testConnection, type ConnectionRequest } from '../../configurator/connection.js';

const BUSINESS = {
  name: 'Demo Salon',
  address: '1 High Street',
  date_format: 'dd/MM/yyyy',
  sms_enabled: false,
  locations: [{ id: 1, name: 'High Street salon' }],
  widget_settings: { width: 220, height: 48, text: 'Book', font_size: 16, font_color: '#ffffff', bg_color: '#1f6f5c' },
};

/** A platform that answers every request with `body` and `status`, and records the address asked. */
function platform(status: number, body: string) {
  const asked: string[] = [];
  const fetch = (input: string) => {
    asked.push(input);
    return Promise.resolve(new Response(body, { status }));
  };
  return { asked, fetch: fetch as typeof globalThis.fetch };
}

const request = (overrides: Partial<ConnectionRequest>): ConnectionRequest => ({
  baseUrl: 'https://booking.example.com',
  apiKey: 'demo-salon',
  ...overrides,
});

async function problemOf(overrides: Partial<ConnectionRequest>) {
  const result = await testConnection(request(overrides));
  if (result.ok) throw new Error('the connection worked');
  return result;
}

describe('configurator: Test connection', () => {
  it('asks for the business at the address, with the key, and names the business', async () => {
    const { asked, fetch } = platform(200, JSON.stringify({ status: 'success', message: 'ok', data: BUSINESS }));
    const result = await testConnection(request({ baseUrl: ' https://booking.example.com/platform/ ', fetch }));
    expect(asked).to.deep.equal(['https://booking.example.com/platform/api/business?api_key=demo-salon']);
    expect(result).to.deep.include({ ok: true, baseUrl: 'https://booking.example.com/platform/', apiKey: 'demo-salon' });
  });

  it('says a web page is not JSON, and shows how the answer begins', async () => {
    const { fetch } = platform(200, '<!doctype html>\n<html><head><title>Welcome to our site</title>');
    const result = await problemOf({ fetch });
    expect(result).to.include({ problem: 'not-json', field: 'base-url' });
    expect(result.message).to.equal(
      'The answer from https://booking.example.com/api/business is not JSON (it begins “<!doctype html> <html><head><title>Welco…”): this address is probably a web site, not the booking platform.',
    );
  });

  it('says JSON of another service is not the booking interface', async () => {
    const { fetch } = platform(200, JSON.stringify({ hello: 'world' }));
    expect(await problemOf({ fetch })).to.include({ problem: 'not-the-interface', field: 'base-url' });
    const { fetch: incomplete } = platform(200, JSON.stringify({ status: 'success', data: { ...BUSINESS, locations: 'none' } }));
    expect(await problemOf({ fetch: incomplete })).to.include({ problem: 'not-the-interface' });
  });

  it('says the platform had an error, in its own words, and blames no field', async () => {
    const { fetch } = platform(503, JSON.stringify({ status: 'failure', message: 'Down for maintenance' }));
    expect(await problemOf({ fetch })).to.deep.equal({
      ok: false,
      problem: 'server-error',
      field: undefined,
      message: 'The platform had an error (503 “Down for maintenance”). Try again in a few minutes.',
    });
  });

  it('reads a 403 as a refused key too', async () => {
    const { fetch } = platform(403, 'Forbidden');
    expect(await problemOf({ fetch })).to.include({
      problem: 'key-refused',
      field: 'api-key',
      message: 'The platform refused the API key (403). Copy the key again from the platform.',
    });
  });

  it('checks the address and the key before asking anything', async () => {
    const { asked, fetch } = platform(200, '{}');
    const cases: [Partial<ConnectionRequest>, string, string][] = [
      [{ baseUrl: '' }, 'no-address', 'base-url'],
      [{ baseUrl: 'localhost:8081' }, 'no-scheme', 'base-url'],
      [{ baseUrl: 'ftp://booking.example.com' }, 'not-http', 'base-url'],
      [{ baseUrl: 'https://[booking' }, 'not-an-address', 'base-url'],
      [
        { baseUrl: 'http://booking.example.com', pageUrl: 'https://platform.example.com/configurator/' },
        'mixed-content',
        'base-url',
      ],
      [{ apiKey: '  ' }, 'no-key', 'api-key'],
    ];
    for (const [overrides, problem, field] of cases) {
      expect(await problemOf({ ...overrides, fetch }), JSON.stringify(overrides)).to.include({ problem, field });
    }
    expect(asked, 'no request for an address or a key that cannot work').to.be.empty;
    const local = await testConnection(
      request({ baseUrl: 'http://127.0.0.1:8081', pageUrl: 'https://platform.example.com/', fetch }),
    );
    expect(local, 'a platform on this computer may be http').to.not.include({ problem: 'mixed-content' });
  });

  it('says the browser could not reach the address when the request fails', async () => {
    const fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    const result = await problemOf({ fetch });
    expect(result).to.include({ problem: 'unreachable', field: 'base-url' });
    expect(result.message).to.contain('https://booking.example.com/api/business').and.contain('Access-Control-Allow-Origin');
  });
});
