// Answers that arrive but are wrong, answers that arrive late or out of turn, and a widget
// taken off the page while it waits: what the customer sees and what is sent.
import { expect, nextFrame } from '@open-wc/testing';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { iso, nextMonthDay } from '../support/dates.js';
import { aBusiness, success, withFakePlatform, type FakeResponse } from '../support/fake-platform.js';
import { watchUncaught } from '../support/uncaught.js';

const settleTasks = async () => {
  for (let i = 0; i < 3; i++) await nextFrame();
};

describe('faults: data and timing', function () {
  this.timeout(10000);
  const fake = withFakePlatform();

  describe('a business of the wrong types', () => {
    const wrong = { ...aBusiness() } as Record<string, unknown>;
    for (const [field, value] of [
      ['name', 42],
      ['address', null],
      ['date_format', ['d/m/Y']],
      ['sms_enabled', 'yes'],
      ['locations', { id: 7 }],
      ['widget_settings', 'big'],
    ] as [string, unknown][]) {
      it(`${field}: ${JSON.stringify(value)} is an unreadable answer, not a broken widget`, async () => {
        fake.platform.business = () => success({ ...wrong, [field]: value });
        const page = await BookingWidgetPage.create();
        expect(page.alertText()).to.contain('Could not reach the booking service');
        expect(page.find('button', 'Try again')).to.exist;
        expect(fake.platform.businessRequests(), 'a malformed answer is not asked again by itself').to.have.length(1);
      });
    }

    it('a location with a string id is refused like any unreadable answer', async () => {
      fake.platform.business = () => success(aBusiness({ locations: [{ id: '7' as unknown as number, name: 'Harbour' }] }));
      const page = await BookingWidgetPage.create();
      expect(page.alertText()).to.contain('Could not reach the booking service');
    });
  });

  describe('slots that break the rules', () => {
    const day = nextMonthDay(10);
    const cases: [string, unknown, string[]][] = [
      [
        'percentages of -5, 150, "50%" and null: clamped, or the slot dropped',
        [
          { from: '09:00', to: '09:30', percentage_filled: -5 },
          { from: '09:30', to: '10:00', percentage_filled: 150 },
          { from: '10:00', to: '10:30', percentage_filled: '50%' },
          { from: '10:30', to: '11:00', percentage_filled: null },
        ],
        ['09:00 to 09:30, free', '09:30 to 10:00, full'],
      ],
      [
        'slots out of order: shown in order',
        [
          { from: '14:00', to: '14:30', percentage_filled: 10 },
          { from: '09:00', to: '09:30', percentage_filled: 20 },
          { from: '11:00', to: '11:30', percentage_filled: 30 },
        ],
        ['09:00 to 09:30, 20% booked', '11:00 to 11:30, 30% booked', '14:00 to 14:30, 10% booked'],
      ],
      [
        'from after to, from equal to to, and impossible times: dropped',
        [
          { from: '10:00', to: '09:00', percentage_filled: 0 },
          { from: '10:00', to: '10:00', percentage_filled: 0 },
          { from: '25:00', to: '25:30', percentage_filled: 0 },
          { from: '9:00', to: '9:30', percentage_filled: 0 },
          { from: '12:00', to: '12:30', percentage_filled: 40 },
        ],
        ['12:00 to 12:30, 40% booked'],
      ],
      [
        'items of the wrong type: dropped',
        [null, 'x', 7, [], { from: 900, to: 930 }, { from: '08:00', to: '08:30', percentage_filled: 5 }],
        ['08:00 to 08:30, 5% booked'],
      ],
    ];
    for (const [name, data, shown] of cases) {
      it(name, async () => {
        fake.platform.slots = () => success(data);
        const page = await BookingWidgetPage.create();
        await page.open();
        await page.chooseDay(day);
        expect(page.slotNames()).to.deep.equal(shown);
        expect(page.alertText()).to.equal('');
        const full = page.slots.filter((s) => page.nameOf(s).endsWith(', full'));
        expect(
          full.every((s) => s.disabled),
          'a full slot cannot be chosen',
        ).to.be.true;
      });
    }

    it('slots that are not a list: an error with a retry', async () => {
      fake.platform.slots = () => success({ from: '09:00' });
      const page = await BookingWidgetPage.create();
      await page.open();
      await page.chooseDay(day);
      expect(page.alertText()).to.contain('Could not reach the booking service');
      expect(page.find('button', 'Try again')).to.exist;
    });
  });

  describe('out of turn', () => {
    it('a slow day A, then a fast day B: B is shown, and A arriving later changes nothing', async () => {
      const dayA = nextMonthDay(10);
      const dayB = nextMonthDay(20);
      fake.platform.slots = (params): FakeResponse =>
        params.get('date') === iso(dayA)
          ? { ...success([{ from: '08:00', to: '08:30', percentage_filled: 0 }]), delayMs: 600 }
          : params.get('date') === iso(dayB)
            ? success([{ from: '16:00', to: '16:30', percentage_filled: 50 }])
            : success([]);
      const page = await BookingWidgetPage.create();
      await page.open();
      await page.clickDay(dayA);
      await page.chooseDay(dayB);
      expect(page.slotNames()).to.deep.equal(['16:00 to 16:30, 50% booked']);
      await new Promise((resolve) => setTimeout(resolve, 700));
      await page.settled();
      expect(page.slotNames()).to.deep.equal(['16:00 to 16:30, 50% booked']);
      expect(page.day(dayB).getAttribute('aria-selected')).to.equal('true');
      expect(page.day(dayA).getAttribute('aria-selected')).to.equal('false');
    });
  });

  describe('removed from the page while a request is in flight', () => {
    let uncaught: ReturnType<typeof watchUncaught>;
    beforeEach(() => {
      uncaught = watchUncaught();
    });
    afterEach(() => uncaught.stop());
    it('the business answering after removal: no error, nothing updated', async () => {
      const held = fake.platform.deferred();
      fake.platform.business = () => held.response;
      const page = await BookingWidgetPage.create({}, { settle: false });
      const before = page.root.innerHTML;
      page.element.remove();
      held.release(success(aBusiness()));
      await settleTasks();
      expect(page.root.innerHTML, 'the detached widget is not re-rendered').to.equal(before);
      expect(page.openButton.getAttribute('aria-busy')).to.equal('true');
      expect(uncaught.errors).to.be.empty;
      expect(fake.consoleError.called).to.be.false;
    });

    it('the business failing after removal: no error reported', async () => {
      const held = fake.platform.deferred();
      fake.platform.business = () => held.response;
      const page = await BookingWidgetPage.create({}, { settle: false });
      page.element.remove();
      held.release({ status: 401, body: { status: 'failure', message: 'Unauthorized request' } });
      await settleTasks();
      expect(page.alertText()).to.equal('');
      expect(fake.consoleError.called, 'nothing told to the site owner about a removed widget').to.be.false;
      expect(uncaught.errors).to.be.empty;
    });

    it('a day’s slots answering after removal: no error, nothing updated', async () => {
      const release = fake.platform.holdSlots();
      const page = await BookingWidgetPage.create();
      await page.open();
      await page.clickDay(nextMonthDay(10));
      expect(page.isLoadingSlots).to.be.true;
      page.element.remove();
      // Removal closes the dialog (without an event); nothing may change after that.
      await page.element.updateComplete;
      const before = page.root.innerHTML;
      release(success([{ from: '09:00', to: '09:30', percentage_filled: 0 }]));
      await settleTasks();
      expect(page.root.innerHTML).to.equal(before);
      expect(page.root.querySelectorAll('input[type="radio"]')).to.have.length(0);
      expect(uncaught.errors).to.be.empty;
      expect(fake.consoleError.called).to.be.false;
    });

    it('put back on the page, it loads again and works', async () => {
      const held = fake.platform.deferred();
      fake.platform.business = () => held.response;
      const page = await BookingWidgetPage.create({}, { settle: false });
      const parent = page.element.parentElement!;
      page.element.remove();
      held.release(success(aBusiness()));
      fake.platform.business = () => success(aBusiness());
      parent.append(page.element);
      await page.settled();
      expect(page.openButton.textContent.trim()).to.equal('Book a visit');
      await page.open();
      expect(page.find('dialog')).to.exist;
    });

    it('moved in the page after loading, it keeps the business’s button and still opens', async () => {
      const page = await BookingWidgetPage.create();
      const target = document.createElement('div');
      page.element.parentElement!.append(target);
      target.append(page.element);
      await page.settled();
      expect(page.openButton.textContent.trim()).to.equal('Book a visit');
      await page.open();
      expect(page.find('dialog', 'Studio Nord Hair & Beauty')).to.exist;
    });
  });
});
