import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { call, type ApiBusiness } from './http-client.js';
import { localOnly, useTarget } from './target.js';

const target = useTarget();
const HEX_COLOR = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

describe('GET /api/business', () => {
  it('answers 200 with the fixed message and the business in the interface shape', async () => {
    const reply = await call<ApiBusiness>(target, '/api/business');
    assert.equal(reply.status, 200);
    assert.match(reply.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(reply.body.status, 'success');
    assert.equal(reply.body.message, 'Business details fetched successfully');
    const data = reply.body.data;
    assert.deepEqual(Object.keys(data).sort(), ['address', 'date_format', 'locations', 'name', 'sms_enabled', 'widget_settings']);
    assert.equal(typeof data.name, 'string');
    assert.equal(typeof data.address, 'string');
    assert.equal(typeof data.date_format, 'string');
    assert.equal(data.sms_enabled, false);
    assert.ok(data.locations.length >= 1);
    for (const location of data.locations) {
      assert.deepEqual(Object.keys(location).sort(), ['id', 'name']);
      assert.ok(Number.isInteger(location.id));
    }
    const settings = data.widget_settings;
    assert.deepEqual(Object.keys(settings).sort(), ['bg_color', 'font_color', 'font_size', 'height', 'text', 'width']);
    for (const field of ['width', 'height', 'font_size'] as const) assert.ok(Number.isInteger(settings[field]), field);
    assert.match(settings.font_color, HEX_COLOR);
    assert.match(settings.bg_color, HEX_COLOR);
  });

  it('reports SMS on for the SMS business', async () => {
    const reply = await call<ApiBusiness>(target, '/api/business', { key: target.smsKey });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.data.sms_enabled, true);
  });

  it('serves the three seeded demo businesses as documented', localOnly('seeded demo data'), async () => {
    const salon = (await call<ApiBusiness>(target, '/api/business', { key: 'demo-salon' })).body.data;
    assert.equal(salon.name, 'Demo Salon');
    assert.equal(salon.date_format, 'dd/MM/yyyy');
    assert.equal(salon.sms_enabled, false);
    assert.equal(salon.locations.length, 1);

    const clinic = (await call<ApiBusiness>(target, '/api/business', { key: 'demo-clinic' })).body.data;
    assert.equal(clinic.date_format, 'MM-DD-YYYY');
    assert.equal(clinic.sms_enabled, true);
    assert.deepEqual(
      clinic.locations.map((l) => l.name),
      ['Downtown', 'Mission Bay', 'Sunset'],
    );

    const studio = (await call<ApiBusiness>(target, '/api/business', { key: 'demo-studio' })).body.data;
    assert.equal(studio.date_format, 'd M Y');
    assert.deepEqual(studio.widget_settings, {
      width: 340,
      height: 76,
      text: 'Reserve your mat ✺',
      font_size: 26,
      font_color: '#fff',
      bg_color: '#824b9f',
    });

    // Colours of every form the interface allows: short and translucent.
    const gallery = (await call<ApiBusiness>(target, '/api/business', { key: 'demo-gallery' })).body.data;
    assert.equal(gallery.widget_settings.font_color, '#fc0');
    assert.equal(gallery.widget_settings.bg_color, '#2b0a3dcc');
  });

  for (const [label, key] of [
    ['missing', null],
    ['unknown', 'no-such-key'],
    ['empty', ''],
    ['of another case', 'DEMO-SALON'],
  ] as const) {
    it(`answers 401 Unauthorized request for a ${label} api_key`, async () => {
      const reply = await call(target, '/api/business', { key });
      assert.equal(reply.status, 401);
      assert.deepEqual(reply.body, { status: 'failure', message: 'Unauthorized request' });
    });
  }

  it('answers 401 when api_key is given twice', async () => {
    const reply = await call(target, '/api/business', { query: { api_key: target.key } });
    assert.equal(reply.status, 401);
    assert.deepEqual(reply.body, { status: 'failure', message: 'Unauthorized request' });
  });
});
