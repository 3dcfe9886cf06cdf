// A host page whose Object.prototype and Array.prototype carry extra keys (a polluted page,
// or an old library): the widget behaves exactly as on a clean page.
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import type { WidgetSettings } from '../../src/api/types.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { iso, nextMonthDay } from '../support/dates.js';
import { aBusiness, failure, success, withFakePlatform, type FakeResponse } from '../support/fake-platform.js';

const OBJECT_EXTRAS: Record<string, unknown> = {
  foo: 'bar',
  status: 'success',
  message: 'polluted',
  data: { name: 'Polluted', from: '00:00', to: '23:59' },
  from: '01:00',
  to: '02:00',
  percentage_filled: 0,
  business_unit_id: 666,
  api_key: 'polluted-key',
  date: '1999-01-01',
  text: 'Polluted label',
  width: 600,
  height: 200,
  font_size: 48,
  font_color: '#ff0000',
  bg_color: '#00ff00',
  retryAfterSeconds: 0,
  kind: 'network',
};

function pollute(): () => void {
  const objectKeys = Object.keys(OBJECT_EXTRAS);
  for (const key of objectKeys) {
    Object.defineProperty(Object.prototype, key, {
      value: OBJECT_EXTRAS[key],
      configurable: true,
      writable: true,
      enumerable: true,
    });
  }
  const arrayExtras = { extra: 'x', polluted: () => 'x' };
  for (const [key, value] of Object.entries(arrayExtras)) {
    Object.defineProperty(Array.prototype, key, { value, configurable: true, writable: true, enumerable: true });
  }
  return () => {
    for (const key of objectKeys) delete (Object.prototype as Record<string, unknown>)[key];
    for (const key of Object.keys(arrayExtras)) delete (Array.prototype as unknown as Record<string, unknown>)[key];
  };
}

interface Observed {
  label: string;
  alert: string;
  style: string[];
  /** The business's and the chosen day's requests: the month's other days load in the background on a clock of their own. */
  requests: string[];
  slots: string[];
  title: string;
}

/** Every request of the last visit, background loading included. */
let everyRequest: string[] = [];

/** One visit (load, open, a day) recorded as what the customer sees and what is sent. */
async function visit(fake: ReturnType<typeof withFakePlatform>, polluted: boolean): Promise<Observed> {
  const restore = polluted ? pollute() : () => undefined;
  try {
    const page = await BookingWidgetPage.create({ locale: 'en-GB' });
    const observed: Observed = {
      label: page.openButton?.textContent?.trim() ?? '',
      alert: page.alertText(),
      style: page.openButton
        ? // getPropertyValue: Chromium's named CSS properties lose to keys on Object.prototype.
          ['width', 'height', 'font-size', 'color', 'background-color'].map((p) =>
            getComputedStyle(page.openButton).getPropertyValue(p),
          )
        : [],
      requests: [],
      slots: [],
      title: '',
    };
    if (page.openButton) {
      await page.open();
      observed.title = page.root.querySelector('[part="title"]')?.textContent ?? '';
      await page.chooseDay(nextMonthDay(10));
      observed.slots = page.slotNames().concat(page.alertText());
    }
    everyRequest = fake.platform.requests.map((r) => `${r.path}?${[...r.params].map(([k, v]) => `${k}=${v}`).join('&')}`);
    const chosenDay = `date=${iso(nextMonthDay(10))}`;
    observed.requests = everyRequest.filter((request) => !request.startsWith('/api/slots') || request.includes(chosenDay));
    page.element.remove();
    fake.platform.requests.length = 0;
    return observed;
  } finally {
    restore();
  }
}

describe('hostile input: a prototype-polluted page', function () {
  this.timeout(10000);
  const fake = withFakePlatform();

  const answers: [string, () => FakeResponse, () => FakeResponse][] = [
    [
      'a normal business and slots',
      () => success(aBusiness()),
      () => success([{ from: '09:00', to: '09:30', percentage_filled: 40 }]),
    ],
    ['a refused key', () => failure(401, 'Unauthorized request'), () => success([])],
    ['a 500', () => failure(500, 'Internal error'), () => success([])],
    ['an envelope without status or data', () => ({ status: 200, body: { message: 'ok' } }), () => success([])],
    ['widget settings left empty', () => success(aBusiness({ widget_settings: {} as WidgetSettings })), () => success([])],
    [
      'slots missing fields',
      () => success(aBusiness()),
      () => success([{ from: '09:00' }, { to: '10:00' }, {}, { from: '11:00', to: '11:30', percentage_filled: 5 }]),
    ],
    [
      'a slots envelope without data',
      () => success(aBusiness()),
      () => ({ status: 200, body: { status: 'success', message: 'ok' } }),
    ],
  ];

  for (const [name, business, slots] of answers) {
    it(`${name}: the same as on a clean page`, async () => {
      fake.platform.business = business;
      fake.platform.slots = slots;
      const clean = await visit(fake, false);
      const polluted = await visit(fake, true);
      expect(polluted).to.deep.equal(clean);
      expect(everyRequest.every((r) => !r.includes('polluted') && !r.includes('foo') && !r.includes('666'))).to.be.true;
    });
  }

  it('asks for the chosen day, not a date from the prototype', async () => {
    fake.platform.slots = () => success([]);
    const restore = pollute();
    try {
      const page = await BookingWidgetPage.create({ locale: 'en-GB' });
      await page.open();
      await page.chooseDay(nextMonthDay(10));
      expect(fake.platform.slotRequests()[0]!.params.get('date')).to.equal(iso(nextMonthDay(10)));
      expect(fake.platform.slotRequests()[0]!.params.get('api_key')).to.equal('test-key');
    } finally {
      restore();
    }
  });
});
