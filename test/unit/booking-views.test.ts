import '../support/whole-catalog.js';
import { expect, waitUntil } from '@open-wc/testing';
import { adoptStyles, nothing, render } from 'lit';
import sinon from 'sinon';
import { BookingApiError } from '../../src/api/errors.js';
import { formatDate, toDateFnsPattern } from '../../src/format/date-format.js';
import { wallRange } from '../../src/format/time-of-day.js';
import { CalendarFileOffer } from '../../src/booking/calendar-file.js';
import { BookingFlowController } from '../../src/booking/flow.js';
import { viewStyles } from '../../src/views/index.js';
import { renderBookingForm } from '../../src/views/booking-step.js';
import { renderConfirmation } from '../../src/views/confirmation.js';
import { focusSelector } from '../../src/views/focus-targets.js';
import { createTranslate } from '../../src/i18n/text.js';
import { ENGLISH } from '../../src/i18n/messages.js';
import { BUSINESS, FakeClient } from './booking-fake-client.js';
import { TestHost } from './booking-test-host.js';

/** The texts in English, as the element speaks them by default. */
const t = createTranslate({ locale: 'en' });

/**
 * Renders the flow's current step the way the element does, into a shadow root carrying
 * the element's and the booking step's styles, and reads it the way a customer does: by labels, roles and text.
 */
class Page {
  readonly host = document.createElement('div');
  readonly root = this.host.attachShadow({ mode: 'open' });
  readonly client = new FakeClient();
  readonly flow: BookingFlowController;
  readonly calendarFile: CalendarFileOffer;
  bookAnother = 0;

  constructor({ sms = false, business = {} }: { sms?: boolean; business?: Partial<typeof BUSINESS> } = {}) {
    adoptStyles(this.root, viewStyles);
    document.body.append(this.host);
    const controllerHost = new TestHost();
    this.calendarFile = new CalendarFileOffer(controllerHost);
    let keys = 0;
    const booked = { ...BUSINESS, ...business, sms_enabled: sms };
    this.flow = new BookingFlowController(controllerHost, {
      events: this.host,
      client: () => this.client,
      business: () => booked,
      newKey: () => `key-${(keys += 1)}`,
      onDayChanged: () => (this.bookAnother += 1),
    });
    controllerHost.connect();
    this.flow.select({ date: '2026-11-24', from: '09:30', to: '10:00', businessUnitId: 2 });
  }

  /** A page on the details form of a chosen slot. */
  static create(options?: { sms?: boolean; business?: Partial<typeof BUSINESS> }): Page {
    const page = new Page(options);
    page.draw();
    return page;
  }

  /** The view of the flow's step, as the element's `render()` chooses it. */
  draw(): void {
    const flow = this.flow;
    const journey = flow.journey;
    const pattern = toDateFnsPattern(flow.business!.date_format);
    const formatDay = (date: Date) => formatDate(date, pattern, 'en-GB');
    let view;
    switch (journey.step) {
      case 'choosing':
        view = nothing;
        break;
      case 'confirmed':
        view = renderConfirmation({
          appointment: journey.appointment,
          business: flow.business!,
          formatDate: formatDay,
          calendarUidDomain: 'test.example',
          bookingKey: journey.bookingKey,
          onBookAnother: () => flow.reset(),
          times: [wallRange('en-GB', journey.appointment.date, journey.appointment)],
          locale: 'en-GB',
          timeZone: '',
          onAddToCalendar: (entry, container) => this.calendarFile.offer(entry, container),
          calendarFileFailed: this.calendarFile.failedFor === journey.appointment,
          t,
        });
        break;
      case 'submitting':
        view = renderBookingForm({ flow, form: journey.form, t, locale: 'en' });
        break;
      default:
        view = renderBookingForm({ flow, form: journey.step, t, locale: 'en' });
    }
    render(view, this.root);
    const target = flow.takeFocus();
    if (target) this.root.querySelector<HTMLElement>(focusSelector(target, '2026-11-24'))?.focus();
  }

  async settle(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve));
    this.draw();
  }

  input(label: string): HTMLInputElement {
    const labelElement = [...this.root.querySelectorAll('label')].find((candidate) => candidate.textContent.trim() === label);
    expect(labelElement, `label "${label}"`).to.exist;
    return this.root.getElementById(labelElement!.htmlFor) as HTMLInputElement;
  }

  button(name: string): HTMLButtonElement {
    const button = [...this.root.querySelectorAll('button')].find((candidate) => candidate.textContent.trim() === name);
    expect(button, `button "${name}"`).to.exist;
    return button!;
  }

  type(label: string, value: string): void {
    const input = this.input(label);
    input.value = value;
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    this.draw();
  }

  /** The texts an input's aria-describedby points at. */
  description(label: string): string[] {
    const ids = this.input(label).getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => this.root.getElementById(id)!.textContent.trim());
  }

  alert(): string {
    return this.root.querySelector('[role="alert"]')!.textContent.replace(/\s+/g, ' ').trim();
  }

  remove(): void {
    this.flow.resend.start(0);
    this.host.remove();
  }
}

describe('booking views', () => {
  let page: Page;
  afterEach(() => {
    page.remove();
    sinon.restore();
  });

  describe('details form', () => {
    it('has labelled native inputs with autocomplete hints; the phone is optional without SMS', async () => {
      page = Page.create();
      expect(page.root.querySelector('form')!.getAttribute('part')).to.contain('form');
      const expectations = [
        ['Name', 'text', 'name', true],
        ['Email', 'email', 'email', true],
        ['Phone (optional)', 'tel', 'tel', false],
      ] as const;
      for (const [label, type, autocomplete, required] of expectations) {
        const input = page.input(label);
        expect([input.type, input.getAttribute('autocomplete'), input.required], label).to.deep.equal([
          type,
          autocomplete,
          required,
        ]);
      }
      expect(page.input('Notes (optional)').tagName).to.equal('TEXTAREA');
      expect(page.button('Book').type).to.equal('submit');
      page.button('Back');
      await expect(page.host).to.be.accessible();
    });

    it('requires the phone with SMS, with its country code, explains why, and asks for a code', async () => {
      page = Page.create({ sms: true });
      expect(page.input('Mobile phone').required).to.equal(true);
      expect(page.description('Mobile phone')).to.deep.equal([
        'Start with + and the country code: we text this number a 6-digit code to confirm the booking.',
      ]);
      page.button('Send code');
      await expect(page.host).to.be.accessible();
    });

    it('shows each message next to its field, marks the field invalid, and focuses the first', async () => {
      page = Page.create();
      page.type('Email', 'ada@');
      page.button('Book').click();
      await page.settle();
      expect(page.input('Name').getAttribute('aria-invalid')).to.equal('true');
      expect(page.description('Name')).to.deep.equal([t('validation.nameRequired')]);
      expect(page.description('Email')).to.deep.equal([t('validation.emailInvalid')]);
      expect(page.input('Email').value).to.equal('ada@');
      expect(page.input('Phone (optional)').getAttribute('aria-invalid')).to.equal('false');
      expect(page.root.activeElement).to.equal(page.input('Name'));
      expect(page.client.bookings).to.have.length(0);
      await expect(page.host).to.be.accessible();

      page.type('Name', 'Ada');
      expect(page.input('Name').getAttribute('aria-invalid')).to.equal('false');
      expect(page.description('Name')).to.deep.equal([]);
    });

    it('shows the busy button while booking and sends only once however often it is pressed', async () => {
      page = Page.create();
      page.client.bookingAnswers = ['pending'];
      page.type('Name', 'Ada');
      page.type('Email', 'ada@example.com');
      page.button('Book').click();
      page.draw();
      const busy = page.button('Booking…');
      expect(busy.getAttribute('aria-busy')).to.equal('true');
      expect(busy.getAttribute('aria-disabled')).to.equal('true');
      busy.click();
      busy.click();
      expect(page.client.bookings).to.have.length(1);
      await expect(page.host).to.be.accessible();
      page.client.release();
      await page.settle();
      expect(page.flow.step).to.equal('confirmed');
    });

    it('announces a lost connection and retries with the same key, keeping the input', async () => {
      page = Page.create();
      page.client.bookingAnswers = [new BookingApiError('network', 'Failed to fetch')];
      page.type('Name', 'Ada');
      page.type('Email', 'ada@example.com');
      page.button('Book').click();
      await page.settle();
      expect(page.alert(), '"Try again" is beside the alert, not read as part of it').to.equal(t('problem.unavailable'));
      expect(page.root.activeElement!.getAttribute('role')).to.equal('alert');
      expect(page.input('Name').value).to.equal('Ada');
      await expect(page.host).to.be.accessible();
      page.button('Try again').click();
      await page.settle();
      expect(page.client.bookings.map((booking) => booking.key)).to.deep.equal(['key-1', 'key-1']);
      expect(page.flow.step).to.equal('confirmed');
    });
  });

  describe('code step', () => {
    async function toCodeStep(): Promise<void> {
      page = Page.create({ sms: true });
      page.type('Name', 'Grace');
      page.type('Email', 'grace@example.com');
      page.type('Mobile phone', '+1 415 555 0100');
      page.button('Send code').click();
      await page.settle();
    }

    it('asks for the code with one-time-code autofill and a numeric keyboard', async () => {
      await toCodeStep();
      expect(page.client.otps).to.deep.equal(['+14155550100']);
      const code = page.input('SMS code');
      expect([code.getAttribute('autocomplete'), code.inputMode, code.required]).to.deep.equal([
        'one-time-code',
        'numeric',
        true,
      ]);
      expect(page.root.activeElement).to.equal(code);
      expect(page.root.textContent).to.contain('We sent a 6-digit code by SMS to +1 415 555 0100.');
      await expect(page.host).to.be.accessible();
    });

    it('lets a new code be requested only after the countdown', async () => {
      await toCodeStep();
      const resend = page.button('Send a new code in 30 sec');
      expect(resend.getAttribute('aria-disabled')).to.equal('true');
      resend.click();
      expect(page.client.otps).to.have.length(1);
      page.flow.resend.start(0);
      page.draw();
      page.button('Send a new code').click();
      await page.settle();
      expect(page.client.otps).to.have.length(2);
    });

    it('says a wrong code is not right next to the code field, never "Invalid OTP"', async () => {
      await toCodeStep();
      page.client.bookingAnswers = [
        new BookingApiError('validation', 'Invalid OTP', { status: 422, serverMessage: 'Invalid OTP', field: 'otp' }),
      ];
      page.type('SMS code', '000000');
      page.button('Book').click();
      await page.settle();
      // Where the code went, as on the step's first showing, then the message.
      expect(page.description('SMS code').at(-1)).to.equal(ENGLISH['problem.wrongCode']);
      expect(page.root.textContent).not.to.contain('Invalid OTP');
      expect(page.input('SMS code').getAttribute('aria-invalid')).to.equal('true');
      expect(page.input('SMS code').value).to.equal('000000');
      await expect(page.host).to.be.accessible();
    });

    it('goes back to the details with everything kept', async () => {
      await toCodeStep();
      page.button('Back').click();
      page.draw();
      expect(page.input('Mobile phone').value).to.equal('+1 415 555 0100');
      expect(page.input('Name').value).to.equal('Grace');
    });
  });

  describe('confirmation', () => {
    async function book(business: Partial<typeof BUSINESS> = {}): Promise<void> {
      page = Page.create({ business });
      page.type('Name', 'Ada');
      page.type('Email', 'ada@example.com');
      page.button('Book').click();
      await page.settle();
    }

    it("shows the date in the business format, time, location, business and its address, labelled as the business's", async () => {
      await book();
      const heading = page.root.querySelector('h3')!;
      expect(heading.textContent.trim()).to.equal('Your appointment is booked');
      expect(heading.querySelector('svg')!.getAttribute('aria-hidden'), 'a success mark, silent').to.equal('true');
      expect(page.root.activeElement).to.equal(heading);
      const rows = [...page.root.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
      expect(rows).to.deep.equal([
        ['Date', '24/11/2026'],
        ['Time', '09:30–10:00'],
        ['Location', 'South'],
        ['Business', 'Cut & Dry'],
        // Two locations: the one address is the head office's, not necessarily the place.
        ['Business address', '1 Main Street, Springfield'],
      ]);
      expect(page.root.querySelector('[part~="confirmation"]')).to.exist;
      await expect(page.host).to.be.accessible();
    });

    it("writes the date in the business's own date_format", async () => {
      await book({ date_format: 'Do MMM YYYY' });
      expect(page.root.querySelector('[part="confirmation-date"]')!.textContent).to.equal('24th Nov 2026');
    });

    it('renders names from the platform as text, never as markup', async () => {
      await book({ name: '<img src=x onerror="window.pwned=1">' });
      expect(page.root.querySelector('img')).to.equal(null);
      expect(page.root.querySelector('[part="confirmation-business"]')!.textContent).to.equal(
        '<img src=x onerror="window.pwned=1">',
      );
    });

    it('downloads an .ics for the appointment from "Add to calendar"', async () => {
      await book();
      const createObjectURL = sinon.spy(URL, 'createObjectURL');
      const downloads: HTMLAnchorElement[] = [];
      page.root.addEventListener('click', (event) => {
        const target = event.target as HTMLElement;
        if (target instanceof HTMLAnchorElement) {
          downloads.push(target);
          event.preventDefault();
        }
      });
      page.button('Add to calendar').click();
      await waitUntil(() => downloads.length > 0, 'no download');
      expect(downloads.map((link) => link.download)).to.deep.equal(['appointment-at-cut-dry-2026-11-24.ics']);
      const ics = await (createObjectURL.firstCall.args[0] as Blob).text();
      expect(ics).to.contain('UID:appointment-501@test.example\r\n');
      expect(ics).to.contain('DTSTART:20261124T093000\r\n');
    });

    it('"Book another" starts over with the contact details kept', async () => {
      await book();
      page.button('Book another').click();
      page.draw();
      expect(page.bookAnother).to.equal(1);
      expect(page.flow.step, 'back at the times').to.equal('choosing');
      page.flow.select({ date: '2026-11-24', from: '10:00', to: '10:30', businessUnitId: 2 });
      page.draw();
      expect(page.input('Name').value).to.equal('Ada');
      expect(page.input('Email').value).to.equal('ada@example.com');
    });
  });
});
