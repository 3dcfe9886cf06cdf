import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/define.js';
import type { BookingEvent, BookingEventName } from '../../src/events.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { aBusiness, success, withFakePlatform, type FakeResponse, type RecordedRequest } from '../support/fake-platform.js';
import { iso, nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';

/** Waits until the element has rendered the state a condition describes. */
async function until(page: BookingWidgetPage, condition: () => boolean, message: string): Promise<void> {
  await eventually(condition, message);
  await page.element.updateComplete;
}

describe('booking-widget: booking journey', () => {
  const fake = withFakePlatform();
  const day = nextMonthDay(12);

  /** Holds the booking answer back until the returned function releases it. */
  function holdBooking(): () => void {
    const held = fake.platform.deferred();
    const ok = fake.platform.appointments;
    fake.platform.appointments = async (params, body) => {
      await held.response;
      return ok(params, body);
    };
    return () => held.release(success(null));
  }

  async function fillDetails(page: BookingWidgetPage, phoneLabel: string | RegExp = 'Phone (optional)'): Promise<void> {
    await page.type('Name', 'Ada Lovelace');
    await page.type('Email', 'ada@example.com');
    await page.type(phoneLabel, '+44 7700 900123');
    await page.type('Notes (optional)', 'Window seat, please');
  }

  /** A new widget at the details of `day`, name and email typed, and `phone` in the field labelled `phoneLabel`. */
  async function detailsWithPhone(phoneLabel: string, phone: string): Promise<BookingWidgetPage> {
    const page = await BookingWidgetPage.create();
    await page.toDetails(day);
    await page.type('Name', 'Ada Lovelace');
    await page.type('Email', 'ada@example.com');
    await page.type(phoneLabel, phone);
    return page;
  }

  it('books without SMS: form, Book, confirmation with date, time, location, business and address', async () => {
    fake.platform.business = () => success(aBusiness({ date_format: 'd/m/Y' }));
    const page = await BookingWidgetPage.create({ locale: 'en-GB' });
    const events: BookingEvent<BookingEventName>[] = [];
    for (const name of [
      'booking-open',
      'booking-date-select',
      'booking-slot-select',
      'booking-before-submit',
      'booking-success',
      'booking-error',
    ] as const) {
      document.addEventListener(name, (e) => events.push(e as BookingEvent<BookingEventName>), { once: true });
    }
    await page.toDetails(day);

    expect(page.element.step).to.equal('details');
    expect(page.focusedName(), 'focus starts at the first field').to.equal('Name');
    const email = page.get('textbox', 'Email') as HTMLInputElement;
    expect(email.type).to.equal('email');
    expect(email.autocomplete).to.equal('email');
    expect((page.get('textbox', 'Phone (optional)') as HTMLInputElement).type).to.equal('tel');
    expect((page.get('textbox', 'Name') as HTMLInputElement).autocomplete).to.equal('name');
    expect(page.find('textbox', 'SMS code'), 'no code step without SMS').to.be.undefined;
    await expect(page.element).to.be.accessible();

    await fillDetails(page);
    await page.click('button', 'Book');
    await until(page, () => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');

    const [booking] = fake.platform.bookingRequests();
    expect(fake.platform.bookingRequests()).to.have.length(1);
    expect(fake.platform.otpRequests()).to.be.empty;
    expect(booking!.params.get('api_key')).to.equal('test-key');
    expect(booking!.idempotencyKey).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(booking!.body).to.deep.equal({
      date: iso(day),
      from: '10:00',
      to: '10:30',
      business_unit_id: 7,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+447700900123',
      notes: 'Window seat, please',
    });

    const summary = page.root.querySelector('[part="confirmation-summary"]')!.textContent.replace(/\s+/g, ' ');
    const [y, m, d] = iso(day).split('-');
    expect(summary)
      .to.contain(`${d}/${m}/${y}`)
      .and.contain('10:00–10:30')
      .and.contain('Harbour Street')
      .and.contain('Studio Nord Hair & Beauty')
      .and.contain('12 Harbour Street, Bristol BS1 4QA');
    expect(page.focusedName(), 'focus lands on the confirmation').to.equal('Your appointment is booked');
    await expect(page.element).to.be.accessible();

    expect(events.map((e) => e.type)).to.deep.equal([
      'booking-open',
      'booking-date-select',
      'booking-slot-select',
      'booking-before-submit',
      'booking-success',
    ]);
    for (const e of events) expect([e.bubbles, e.composed]).to.deep.equal([true, true]);
    expect(events[1]!.detail).to.deep.equal({ date: iso(day), businessUnitId: 7 });
    expect(events[2]!.detail).to.deep.equal({
      date: iso(day),
      slot: { from: '10:00', to: '10:30', percentage_filled: 0 },
      businessUnitId: 7,
    });
    expect(events[3]!.cancelable).to.be.true;
    expect(events[3]!.detail).to.deep.equal({
      date: iso(day),
      from: '10:00',
      to: '10:30',
      businessUnitId: 7,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+447700900123',
      notes: 'Window seat, please',
    });
    expect((events[4] as BookingEvent<'booking-success'>).detail.appointment).to.include({
      id: 501,
      status: 'confirmed',
      date: iso(day),
      from: '10:00',
    });
  });

  it('books with the keyboard alone: typing, Tab between fields, Enter to book', async () => {
    const page = await BookingWidgetPage.create({ mode: 'inline' });
    let opened = 0;
    page.element.addEventListener('booking-open', () => opened++);
    await page.toDetails(day);
    expect(page.focusedName()).to.equal('Name');
    await sendKeys({ type: 'Ada Lovelace' });
    await page.press('Tab');
    expect(page.focusedName()).to.equal('Email');
    await sendKeys({ type: 'ada@example.com' });
    await page.press('Enter');
    await until(page, () => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
    expect(fake.platform.bookingRequests()[0]!.body).to.include({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(page.focusedName()).to.equal('Your appointment is booked');
    expect(opened, 'inline, the confirmation shows in the page: no dialog opens').to.equal(0);
    expect(page.isOpen).to.be.false;
    await page.press('Tab');
    expect(page.focusedName()).to.equal('Add to calendar');
    await page.press('Tab');
    expect(page.focusedName()).to.equal('Book another');
    await page.press('Enter');
    await until(page, () => page.element.step === 'slots', 'Book another did not return to the times');
  });

  it('Enter in a field found wrong: its message is said in a status region, as focus, already there, does not move', async () => {
    const page = await BookingWidgetPage.create({ mode: 'inline' });
    await page.toDetails(day);
    await sendKeys({ type: 'Ada Lovelace' });
    await page.press('Tab');
    await sendKeys({ type: 'ada@example' });
    await page.press('Enter');
    await page.settled();
    expect(page.focusedName()).to.equal('Email');
    expect(page.get('textbox', 'Email').getAttribute('aria-invalid')).to.equal('true');
    expect(page.fieldMessage('Email')).to.equal('Enter an email address like name@example.com.');
    const said = page.all('status').map((status) => status.textContent.trim());
    expect(said).to.include('Enter an email address like name@example.com.');
    expect(fake.platform.bookingRequests(), 'nothing is sent').to.have.length(0);

    await sendKeys({ type: '.com' });
    await page.element.updateComplete;
    expect(
      page.all('status').map((status) => status.textContent.trim()),
      'typing clears what was said',
    ).not.to.include('Enter an email address like name@example.com.');
  });

  it('a click on Book moves focus to the field found wrong, and the status region stays quiet: the field is read as it takes focus', async () => {
    const page = await BookingWidgetPage.create({ mode: 'inline' });
    await page.toDetails(day);
    await page.type('Name', 'Ada Lovelace');
    await page.type('Email', 'ada@example');
    // As a pointer does: focus on the button, then its click.
    page.get('button', 'Book').focus();
    await page.click('button', 'Book');
    await page.settled();
    expect(page.focusedName()).to.equal('Email');
    expect(page.all('status').map((status) => status.textContent.trim())).not.to.include(
      'Enter an email address like name@example.com.',
    );
  });

  /** A business with two locations, the page choosing the second. */
  function atClifton(): Promise<BookingWidgetPage> {
    fake.platform.business = () =>
      success(
        aBusiness({
          locations: [
            { id: 7, name: 'Harbour Street' },
            { id: 8, name: 'Clifton Village' },
          ],
        }),
      );
    return BookingWidgetPage.create({ locale: 'en-GB', location: '8' });
  }

  /** The details filled in and Book pressed, its answer held back until `release()`. */
  async function bookingOnItsWay(): Promise<{ page: BookingWidgetPage; release: () => void }> {
    const release = holdBooking();
    const page = await BookingWidgetPage.create();
    await page.toDetails(day);
    await fillDetails(page);
    await page.click('button', 'Book');
    return { page, release };
  }

  /** Books the form's details and clicks "Add to calendar": the calendar file's text. */
  async function downloadedCalendarFile(page: BookingWidgetPage): Promise<{ ics: string; fileName: string; type: string }> {
    await page.toDetails(day);
    await fillDetails(page);
    await page.click('button', 'Book');
    await until(page, () => page.find('button', 'Add to calendar') !== undefined, 'no confirmation');

    const blobs: Blob[] = [];
    const createObjectURL = sinon.stub(URL, 'createObjectURL').callsFake((blob) => {
      blobs.push(blob as Blob);
      return 'blob:fake';
    });
    const downloads: string[] = [];
    const click = sinon.stub(HTMLAnchorElement.prototype, 'click').callsFake(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    try {
      page.get('button', 'Add to calendar').click();
      // The script-tag file keeps the calendar code in a file beside itself, loaded by now.
      await until(page, () => downloads.length > 0, 'no download');
    } finally {
      createObjectURL.restore();
      click.restore();
    }
    expect(downloads).to.have.length(1);
    return { ics: await blobs[0]!.text(), fileName: downloads[0]!, type: blobs[0]!.type };
  }

  it('"Add to calendar" downloads an .ics file of the appointment', async () => {
    const page = await BookingWidgetPage.create({ locale: 'en-GB' });
    const { ics, fileName, type } = await downloadedCalendarFile(page);
    expect(fileName).to.match(/\.ics$/);
    expect(type).to.contain('text/calendar');
    const [y, m, d] = iso(day).split('-');
    expect(ics).to.match(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).to.contain(`DTSTART:${y}${m}${d}T100000\r\n`).and.contain(`DTEND:${y}${m}${d}T103000\r\n`);
    expect(ics).to.contain('Studio Nord Hair & Beauty');
    expect(ics, 'one location: the business address is the place').to.contain(
      'LOCATION:Harbour Street\\, 12 Harbour Street\\, Bristol BS1 4QA\r\n',
    );
  });

  describe('any 2xx is a booking, also one whose answer lacks the appointment', () => {
    const booked = (data?: unknown): FakeResponse => ({
      status: 201,
      body: { status: 'success', message: 'Appointment booked successfully', ...(data === undefined ? {} : { data }) },
    });
    const answers: Array<[string, FakeResponse]> = [
      ['201 without data', booked()],
      ['200 without data', { ...booked(), status: 200 }],
      ['204 without a body', { status: 204, text: '' }],
      ['an empty id', booked({ id: '' })],
      ['a null id', booked({ id: null })],
      ['data that is an array', booked([{ id: 5, date: '2026-01-01', from: '08:00', to: '08:30' }])],
    ];
    for (const [what, answer] of answers) {
      it(`${what}: the confirmation of the time asked for, booking-success without an id, one request`, async () => {
        fake.platform.appointments = () => answer;
        const page = await BookingWidgetPage.create({ locale: 'en-GB' });
        const successes: BookingEvent<'booking-success'>[] = [];
        const errors: BookingEvent<'booking-error'>[] = [];
        page.element.addEventListener('booking-success', (e) => successes.push(e));
        page.element.addEventListener('booking-error', (e) => errors.push(e));
        await page.toDetails(day);
        await fillDetails(page);
        await page.click('button', 'Book');
        await until(page, () => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');

        expect(page.alertText(), 'no failure is said').to.equal('');
        const summary = page.root.querySelector('[part="confirmation-summary"]')!.textContent.replace(/\s+/g, ' ');
        expect(summary).to.contain('10:00–10:30').and.contain('Harbour Street');
        expect(page.focusedName()).to.equal('Your appointment is booked');
        expect(fake.platform.bookingRequests(), 'booked once, never asked again').to.have.length(1);
        expect(errors).to.be.empty;
        expect(successes).to.have.length(1);
        const { appointment } = successes[0]!.detail;
        expect(appointment.id, 'no booking reference where the platform gave none').to.equal(undefined);
        expect(appointment).to.include({
          date: iso(day),
          from: '10:00',
          to: '10:30',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
        });
      });
    }

    it('its calendar file is named by the Idempotency-Key it was booked with', async () => {
      fake.platform.appointments = () => booked();
      const page = await BookingWidgetPage.create({ locale: 'en-GB' });
      const { ics } = await downloadedCalendarFile(page);
      const [{ idempotencyKey }] = fake.platform.bookingRequests() as [RecordedRequest];
      expect(ics).to.contain(`UID:booking-${idempotencyKey}@booking.test\r\n`);
      const [y, m, d] = iso(day).split('-');
      expect(ics).to.contain(`DTSTART:${y}${m}${d}T100000\r\n`);
    });
  });

  it("with several locations, names the booked one and shows the address only as the business's", async () => {
    const page = await atClifton();
    // Long lines are folded (RFC 5545 §3.1): read them unfolded.
    const ics = (await downloadedCalendarFile(page)).ics.replace(/\r\n /g, '');

    const summary = page.root.querySelector('[part="confirmation-summary"]')!;
    const terms = [...summary.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).to.deep.include(['Location', 'Clifton Village']);
    expect(terms).to.deep.include(['Business address', '12 Harbour Street, Bristol BS1 4QA']);
    expect(terms.map(([term]) => term)).not.to.include('Address');
    expect(ics).to.contain('LOCATION:Clifton Village\\, Studio Nord Hair & Beauty\r\n');
    expect(ics).to.contain('Business address: 12 Harbour Street\\, Bristol BS1 4QA');
    expect(ics).not.to.match(/LOCATION:[^\r]*Bristol/);
  });

  it('with several locations, shows the chosen one under the chosen time, without a comma of another language', async () => {
    const page = await atClifton();
    await page.toDetails(day);
    page.element.locale = 'ar';
    await page.settled();
    const summary = page.root.querySelector<HTMLElement>('[part="details"] p')!;
    const lines = summary.innerText.split('\n').map((line) => line.trim());
    expect(lines).to.have.length(2);
    expect(lines[1]).to.equal('Clifton Village');
    expect(lines[0], 'the time and its day, in Arabic, with no comma after them').not.to.match(/[,،]\s*$/);
  });

  it('"Book another" returns to the calendar and keeps name, email and phone', async () => {
    const page = await BookingWidgetPage.create();
    await page.toDetails(day);
    await fillDetails(page);
    fake.platform.slots = () =>
      success([
        { from: '09:00', to: '09:30', percentage_filled: 70 },
        { from: '10:00', to: '10:30', percentage_filled: 100 },
      ]);
    await page.click('button', 'Book');
    await until(page, () => page.find('button', 'Book another') !== undefined, 'no confirmation');
    await page.click('button', 'Book another');
    expect(page.element.step).to.equal('slots');
    await eventually(() => page.focused !== null, 'focus is lost behind the dialog');
    expect(page.focused === page.day(day), 'focus is on the chosen day').to.be.true;
    await page.settled();
    expect((page.get('radio', /^10:00/) as HTMLInputElement).disabled, 'the day is asked for again: the booked slot shows full')
      .to.be.true;
    expect(page.find('button', 'Continue')!.hasAttribute('disabled'), 'no slot chosen yet').to.be.true;
    await page.chooseSlot(/^09:00/);
    await page.click('button', 'Continue');
    expect(page.value('Name')).to.equal('Ada Lovelace');
    expect(page.value('Email')).to.equal('ada@example.com');
    expect(page.value('Notes (optional)'), 'notes belong to one booking').to.equal('');
  });

  it('the confirmation says it worked: a success mark, its heading focused without a ring, "Done" closes the dialog', async () => {
    const page = await BookingWidgetPage.create();
    const closes = sinon.spy();
    page.element.addEventListener('booking-close', closes);
    await page.toDetails(day);
    await fillDetails(page);
    await page.click('button', 'Book');
    await until(page, () => page.find('button', 'Done') !== undefined, 'no confirmation');

    const heading = page.get('heading', 'Your appointment is booked');
    expect(page.focused, 'focus lands on the heading').to.equal(heading);
    expect(getComputedStyle(heading).outlineStyle, 'a heading focused by script shows no ring').to.equal('none');
    const mark = heading.querySelector('svg')!;
    expect(mark.getAttribute('aria-hidden'), 'the mark says nothing the heading does not').to.equal('true');
    expect(mark.getBoundingClientRect().width).to.be.greaterThan(0);
    const actions = [...page.root.querySelectorAll('[part="step-actions"] button')];
    expect(actions.map((b) => [b.textContent.trim(), b.className])).to.deep.equal([
      ['Add to calendar', 'secondary-button'],
      ['Book another', 'secondary-button'],
      ['Done', 'primary-button'],
    ]);
    await expect(page.element).to.be.accessible();

    await page.click('button', 'Done');
    await page.closed();
    expect(closes.callCount).to.equal(1);
    expect(page.focused, 'focus returns to the button').to.equal(page.openButton);
  });

  it('a booking-slot-select listener that changes its detail does not change what is booked', async () => {
    const page = await BookingWidgetPage.create();
    page.element.addEventListener('booking-slot-select', (e) => {
      e.detail.slot.from = '23:00';
      e.detail.slot.to = '23:30';
    });
    await page.toDetails(day);
    expect(page.root.querySelector('[part="details"] p')!.textContent).to.contain('10:00–10:30');
    await fillDetails(page);
    await page.click('button', 'Book');
    await until(page, () => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
    expect(fake.platform.bookingRequests()[0]!.body).to.include({ from: '10:00', to: '10:30' });
  });

  it('Back from the form shows the slots with the day and slot still chosen, and the typed text', async () => {
    const page = await BookingWidgetPage.create();
    await page.toDetails(day);
    await page.type('Name', 'Grace');
    await page.click('button', 'Back');
    expect(page.element.step).to.equal('slots');
    const chosen = page.get('radio', /^10:00/) as HTMLInputElement;
    expect(chosen.checked).to.be.true;
    expect(page.focused).to.equal(chosen);
    await page.click('button', 'Continue');
    expect(page.value('Name')).to.equal('Grace');
  });

  it('says what is missing next to each field, and sends nothing', async () => {
    const page = await BookingWidgetPage.create();
    await page.toDetails(day);
    await page.type('Email', 'not-an-email');
    await page.click('button', 'Book');
    expect(page.fieldMessage('Name')).to.not.equal('');
    expect(page.fieldMessage('Email')).to.not.equal('');
    expect(page.get('textbox', 'Email').getAttribute('aria-invalid')).to.equal('true');
    expect(page.focusedName()).to.equal('Name');
    expect(fake.platform.bookingRequests()).to.be.empty;
    expect(page.value('Email')).to.equal('not-an-email');
    await expect(page.element).to.be.accessible();
  });

  describe('prefill', () => {
    let replaced: string;
    beforeEach(() => {
      replaced = location.href;
      history.replaceState(null, '', '?name=Query%20Name&email=query%40example.com&phone=%2B441234567890');
    });
    afterEach(() => history.replaceState(null, '', replaced));

    it('fills from attributes and the URL query, the attribute winning', async () => {
      const page = await BookingWidgetPage.create({ name: 'Attribute Name' });
      await page.toDetails(day);
      expect(page.value('Name')).to.equal('Attribute Name');
      expect(page.value('Email')).to.equal('query@example.com');
      expect(page.value('Phone (optional)')).to.equal('+441234567890');
    });

    it('a changed attribute fills an empty field but never overwrites typed text', async () => {
      history.replaceState(null, '', replaced);
      const page = await BookingWidgetPage.create();
      await page.toDetails(day);
      await page.type('Name', 'Typed Name');
      page.element.setAttribute('name', 'Late Name');
      page.element.setAttribute('email', 'late@example.com');
      await page.element.updateComplete;
      expect(page.value('Name')).to.equal('Typed Name');
      expect(page.value('Email')).to.equal('late@example.com');
    });

    it('changed attributes follow into the fields the customer has not typed into, never a typed one; a removed one empties its field', async () => {
      history.replaceState(null, '', replaced);
      const page = await BookingWidgetPage.create({ name: 'Old Name', email: 'old@example.com', phone: '(415) 555-0166' });
      await page.toDetails(day);
      await page.type('Email', 'typed@example.com');
      page.element.setAttribute('name', 'New Name');
      page.element.setAttribute('email', 'new@example.com');
      page.element.setAttribute('phone', '+1 415 555 0166');
      await page.element.updateComplete;
      expect(page.value('Name')).to.equal('New Name');
      expect(page.value('Email'), 'typed').to.equal('typed@example.com');
      expect(page.value('Phone (optional)')).to.equal('+1 415 555 0166');
      page.element.name = 'Property Name';
      page.element.removeAttribute('phone');
      await page.element.updateComplete;
      expect(page.value('Name')).to.equal('Property Name');
      expect(page.value('Phone (optional)'), 'only the prefill had filled it').to.equal('');
    });

    it('a removed attribute gives way to the page address', async () => {
      const page = await BookingWidgetPage.create({ name: 'Attribute Name' });
      page.element.removeAttribute('name');
      await page.toDetails(day);
      expect(page.value('Name')).to.equal('Query Name');
    });
  });

  describe('with SMS', () => {
    beforeEach(() => {
      fake.platform.business = () => success(aBusiness({ sms_enabled: true }));
    });

    async function toCodeStep(page: BookingWidgetPage): Promise<void> {
      await page.toDetails(day);
      await fillDetails(page, 'Mobile phone');
      await page.click('button', 'Send code');
      await until(page, () => page.find('textbox', 'SMS code') !== undefined, 'no code step');
    }

    it('requires the phone, sends a code, then books with it', async () => {
      const page = await BookingWidgetPage.create();
      await page.toDetails(day);
      expect(page.find('textbox', 'Mobile phone')!.hasAttribute('required')).to.be.true;
      await page.type('Name', 'Ada Lovelace');
      await page.type('Email', 'ada@example.com');
      await page.click('button', 'Send code');
      expect(page.fieldMessage('Mobile phone'), 'the phone is required with SMS').to.not.equal('');
      expect(fake.platform.otpRequests()).to.be.empty;

      await page.type('Mobile phone', '+44 7700 900123');
      await page.click('button', 'Send code');
      await until(page, () => page.find('textbox', 'SMS code') !== undefined, 'no code step');
      expect(fake.platform.otpRequests().map((r) => r.body)).to.deep.equal([{ phone: '+447700900123' }]);
      const code = page.get('textbox', 'SMS code') as HTMLInputElement;
      expect(code.getAttribute('autocomplete')).to.equal('one-time-code');
      expect(code.inputMode).to.equal('numeric');
      expect(page.focused).to.equal(code);
      expect(page.root.querySelector('[part="code-text"]')!.textContent).to.contain('+44 7700 900123');
      expect(page.get('button', /^Send a new code in \d+ secs?$/).getAttribute('aria-disabled')).to.equal('true');
      await expect(page.element).to.be.accessible();

      await page.type('SMS code', '123456');
      await page.click('button', 'Book');
      await until(page, () => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
      expect(fake.platform.bookingRequests()[0]!.body).to.include({ otp: '123456', phone: '+447700900123' });
    });

    it('asks for the country code of a national number and sends it no code; without SMS such a number is booked', async () => {
      const page = await detailsWithPhone('Mobile phone', '(415) 555-0199');
      await page.click('button', 'Send code');
      await until(page, () => page.fieldMessage('Mobile phone') !== '', 'no message at the phone');
      expect(page.fieldMessage('Mobile phone')).to.equal('Start the number with + and its country code, like +44 20 7946 0958.');
      expect(page.get('textbox', 'Mobile phone').getAttribute('aria-invalid')).to.equal('true');
      expect(page.focusedName()).to.equal('Mobile phone');
      expect(page.root.textContent, 'no claim that a code went out').not.to.contain('We sent');
      expect(fake.platform.otpRequests(), 'no code is asked for').to.be.empty;
      await expect(page.element).to.be.accessible();

      await page.type('Mobile phone', '+1 (415) 555-0199');
      await page.click('button', 'Send code');
      await until(page, () => page.find('textbox', 'SMS code') !== undefined, 'no code step');
      expect(fake.platform.otpRequests().map((r) => r.body)).to.deep.equal([{ phone: '+14155550199' }]);

      // Without SMS the phone is the business's to read: a national number is booked as typed.
      fake.platform.business = () => success(aBusiness({ sms_enabled: false, name: 'No SMS' }));
      const withoutSms = await detailsWithPhone('Phone (optional)', '(415) 555-0199');
      await withoutSms.click('button', 'Book');
      await until(withoutSms, () => withoutSms.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
      expect(fake.platform.bookingRequests().map((r) => r.body?.phone)).to.deep.equal(['4155550199']);
      expect(fake.platform.otpRequests(), 'still the one code').to.have.length(1);
    });

    it('says a wrong code is not right next to the code field ("Invalid OTP" only in booking-error) and keeps everything', async () => {
      fake.platform.appointments = () => ({ status: 422, body: { status: 'failure', message: 'Invalid OTP' } });
      const errors: BookingEvent<'booking-error'>[] = [];
      const page = await BookingWidgetPage.create();
      page.element.addEventListener('booking-error', (e) => errors.push(e));
      await toCodeStep(page);
      await page.type('SMS code', '000000');
      await page.click('button', 'Book');
      await until(page, () => page.fieldMessage('SMS code') !== '', 'no message at the code');
      expect(page.fieldMessage('SMS code')).to.equal('This code is not right or has expired. Check the SMS, or send a new code.');
      expect(page.root.textContent, 'the platform’s text is for programs').not.to.contain('Invalid OTP');
      expect(page.value('SMS code')).to.equal('000000');
      expect(page.focusedName()).to.equal('SMS code');
      expect(errors.map((e) => e.detail)).to.deep.equal([{ kind: 'validation', status: 422, message: 'Invalid OTP' }]);
      await expect(page.element).to.be.accessible();
      await page.click('button', 'Back');
      expect(page.focusedName(), 'focus is not lost with the code step').to.equal('Mobile phone');
      expect(page.value('Name')).to.equal('Ada Lovelace');
      expect(page.value('Notes (optional)')).to.equal('Window seat, please');
    });

    it('forgets a wrong code and what was said of it once a new code is sent', async () => {
      fake.platform.appointments = () => ({ status: 422, body: { status: 'failure', message: 'Invalid OTP' } });
      // The resend's clock only: the wait is passed by moving it, not by waiting 30 s.
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setInterval', 'clearInterval'] });
      try {
        const page = await BookingWidgetPage.create();
        await toCodeStep(page);
        await page.type('SMS code', '000000');
        await page.click('button', 'Book');
        await until(page, () => page.fieldMessage('SMS code') !== '', 'no message at the code');
        clock.tick(30_000);
        await page.element.updateComplete;
        await page.click('button', 'Send a new code');
        await until(page, () => page.find('button', /^Send a new code in/) !== undefined, 'the new code is not sent');
        expect(fake.platform.otpRequests()).to.have.length(2);
        expect(page.value('SMS code'), 'the wrong code is gone').to.equal('');
        expect(page.fieldMessage('SMS code'), 'and so is what was said of it').to.equal('');
        expect(page.get('textbox', 'SMS code').getAttribute('aria-invalid')).to.equal('false');
        expect(page.focusedName()).to.equal('SMS code');
        await expect(page.element).to.be.accessible();
      } finally {
        clock.restore();
      }
    });

    it('a second booking within 30 s: the 429 says no code was sent, counts the wait down, and then sends one', async () => {
      let limited = false;
      fake.platform.otp = () =>
        limited
          ? { status: 429, body: { status: 'failure', message: 'Too many requests' }, headers: { 'Retry-After': '25' } }
          : success(null, 'OTP sent successfully');
      const page = await BookingWidgetPage.create();
      await toCodeStep(page);
      await page.type('SMS code', '123456');
      await page.click('button', 'Book');
      await until(page, () => page.find('button', 'Book another') !== undefined, 'no confirmation');
      await page.click('button', 'Book another');
      await page.settled();
      await page.chooseSlot(/^09:00/);
      await page.click('button', 'Continue');
      await page.settled();
      limited = true;
      // The countdown's clock and ticks only: the seconds shown cannot depend on the machine's load.
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setInterval', 'clearInterval'] });
      try {
        await page.click('button', 'Send code');
        await until(page, () => page.find('button', /^Try again/) !== undefined, 'no wait offered');
        expect(page.alertText()).to.contain('No code was sent');
        expect(page.root.textContent, 'no claim that a code went out').not.to.contain('We sent');
        expect(page.find('textbox', 'SMS code'), 'no code to enter').to.be.undefined;
        const retry = page.get('button', /^Try again in 25 secs?$/);
        expect(retry.getAttribute('aria-disabled')).to.equal('true');
        expect(
          page.all('alert').some((alert) => alert.contains(retry)),
          'the countdown is beside the live region, not in it: an alert whose text changes each second is read out each second',
        ).to.be.false;
        await expect(page.element).to.be.accessible();
        retry.click();
        await page.click('button', 'Send code');
        expect(fake.platform.otpRequests(), 'nothing is sent during the wait').to.have.length(2);
        const said = page.alertText();
        clock.tick(1000);
        await page.element.updateComplete;
        expect(page.find('button', /^Try again in 24 secs?$/), 'it counts down').to.exist;
        expect(page.alertText(), 'what the alert says stays put while the wait counts down').to.equal(said);
        clock.tick(24_000);
        await page.element.updateComplete;
        limited = false;
        await page.click('button', 'Try again');
        await until(page, () => page.find('textbox', 'SMS code') !== undefined, 'no code step');
        expect(fake.platform.otpRequests()).to.have.length(3);
        expect(page.root.querySelector('[part="code-text"]')!.textContent).to.contain('We sent a 6-digit code');
      } finally {
        clock.restore();
      }
    });

    it('after the hourly limit says the wait in minutes and that no code was sent', async () => {
      fake.platform.otp = () => ({
        status: 429,
        body: { status: 'failure', message: 'Too many requests' },
        headers: { 'Retry-After': '3412' },
      });
      const page = await BookingWidgetPage.create();
      await page.toDetails(day);
      await fillDetails(page, 'Mobile phone');
      await page.click('button', 'Send code');
      await until(page, () => page.find('button', /^Try again/) !== undefined, 'no wait offered');
      expect(page.alertText()).to.contain('No code was sent');
      expect(page.root.textContent).not.to.contain('We sent');
      const retry = page.get('button', /^Try again in \d+ mins?$/);
      expect(page.nameOf(retry)).to.match(/^Try again in 57 mins?$/);
      expect(retry.getAttribute('aria-disabled')).to.equal('true');
      await expect(page.element).to.be.accessible();
    });
  });

  describe('failures keep the input', () => {
    /** The details form filled in, the platform answering a booking with `status` and `message`, and the `booking-error`s heard. */
    async function filledInFor(status: number, message: string) {
      fake.platform.appointments = () => ({ status, body: { status: 'failure', message } });
      const errors: BookingEvent<'booking-error'>[] = [];
      const page = await BookingWidgetPage.create();
      page.element.addEventListener('booking-error', (e) => errors.push(e));
      await page.toDetails(day);
      await fillDetails(page);
      return { page, errors };
    }

    it('409: tells the customer the slot was taken, reloads the slots, keeps what was typed', async () => {
      const { page, errors } = await filledInFor(409, 'Slot is full');
      const slotLoads = fake.platform.slotRequests().filter((r) => r.params.get('date') === iso(day)).length;
      fake.platform.slots = () =>
        success([
          { from: '09:00', to: '09:30', percentage_filled: 70 },
          { from: '10:00', to: '10:30', percentage_filled: 100 },
        ]);
      await page.click('button', 'Book');
      await until(page, () => page.element.step === 'slots', 'not back at the slots');
      await page.settled();

      expect(page.alertText()).to.contain('this time was just taken');
      expect(page.focused?.getAttribute('role')).to.equal('alert');
      expect(fake.platform.slotRequests().filter((r) => r.params.get('date') === iso(day)).length).to.be.greaterThan(slotLoads);
      expect((page.get('radio', /^10:00/) as HTMLInputElement).disabled, 'the refreshed slots show it full').to.be.true;
      expect(errors.map((e) => e.detail)).to.deep.equal([{ kind: 'conflict', status: 409, message: 'Slot is full' }]);
      await expect(page.element).to.be.accessible();

      fake.platform.appointments = () => success({});
      await page.chooseSlot(/^09:00/);
      expect(page.alertText()).to.equal('');
      await page.click('button', 'Continue');
      expect(page.value('Name')).to.equal('Ada Lovelace');
      expect(page.value('Email')).to.equal('ada@example.com');
      expect(page.value('Notes (optional)')).to.equal('Window seat, please');
    });

    it('401: says booking is not available in plain words, the platform’s text only in booking-error', async () => {
      const { page, errors } = await filledInFor(401, 'Unauthorized request');
      await page.click('button', 'Book');
      await until(page, () => page.alertText() !== '', 'no message');
      expect(page.alertText()).to.equal('Booking is not available right now. Please try again later or contact the business.');
      expect(page.root.textContent).not.to.contain('Unauthorized');
      expect(errors.map((e) => e.detail)).to.deep.equal([{ kind: 'unauthorized', status: 401, message: 'Unauthorized request' }]);
      expect(page.value('Name')).to.equal('Ada Lovelace');
      await expect(page.element).to.be.accessible();
    });

    it('a 2xx whose envelope says failure stays a failure, with "Try again"', async () => {
      const { page, errors } = await filledInFor(200, 'Something went wrong');
      await page.click('button', 'Book');
      await until(page, () => page.find('button', 'Try again') !== undefined, 'no retry offered');
      expect(page.alertText()).to.contain('could not reach the booking service');
      expect(page.find('heading', 'Your appointment is booked')).to.equal(undefined);
      expect(errors.map((e) => e.detail)).to.deep.equal([{ kind: 'server', status: 200, message: 'Something went wrong' }]);
    });

    it('422: a sentence for the field it names lands next to it, the platform’s text only in booking-error', async () => {
      const { page, errors } = await filledInFor(422, 'Validation failed: email is invalid');
      await page.click('button', 'Book');
      await until(page, () => page.fieldMessage('Email') !== '', 'no message at Email');
      expect(page.fieldMessage('Email')).to.equal('Enter an email address like name@example.com.');
      expect(errors[0]!.detail.message).to.equal('Validation failed: email is invalid');
      expect(page.fieldMessage('Name')).to.equal('');
      expect(page.focusedName()).to.equal('Email');
      expect(page.value('Email')).to.equal('ada@example.com');
      await expect(page.element).to.be.accessible();
    });

    const fieldCases: Array<{ refused: string; label: string; sentence: string }> = [
      { refused: 'name is too long', label: 'Name', sentence: 'Use at most 100 characters.' },
      { refused: 'email is too long', label: 'Email', sentence: 'Use at most 254 characters.' },
      { refused: 'name is invalid', label: 'Name', sentence: 'Check what you entered here.' },
      { refused: 'phone is required', label: 'Phone (optional)', sentence: 'Enter your phone number.' },
    ];
    for (const { refused, label, sentence } of fieldCases) {
      it(`422 "${refused}": the sentence at ${label} follows the platform's reason`, async () => {
        const { page } = await filledInFor(422, `Validation failed: ${refused}`);
        if (label.startsWith('Phone')) await page.type(label, '');
        await page.click('button', 'Book');
        await until(page, () => page.fieldMessage(label) !== '', `no message at ${label}`);
        expect(page.fieldMessage(label), 'its accessible description').to.equal(sentence);
        expect(page.get('textbox', label).getAttribute('aria-invalid')).to.equal('true');
        expect(page.root.textContent, 'the platform’s text is for programs').not.to.contain(refused);
        expect(page.focusedName()).to.equal(label);
        expect(page.value('Name')).to.equal('Ada Lovelace');
        expect(page.value('Email')).to.equal('ada@example.com');
        expect(fake.platform.bookingRequests()).to.have.length(1);
      });
    }

    it('422 "Invalid OTP" from a business that said it sends no SMS: back to the details, which now ask for a mobile phone and send it a code, everything typed kept', async () => {
      // The business turned SMS on after the page loaded: the booking without a code is refused once.
      const ok = fake.platform.appointments;
      fake.platform.appointments = (params, body) =>
        fake.platform.bookingRequests().length > 1
          ? ok(params, body)
          : { status: 422, body: { status: 'failure', message: 'Invalid OTP' } };
      const errors: BookingEvent<'booking-error'>[] = [];
      const page = await BookingWidgetPage.create();
      page.element.addEventListener('booking-error', (e) => errors.push(e));
      await page.toDetails(day);
      await page.type('Name', 'Ada Lovelace');
      await page.type('Email', 'ada@example.com');
      await page.type('Notes (optional)', 'Window seat, please');
      await page.click('button', 'Book');
      await until(page, () => page.find('textbox', 'Mobile phone') !== undefined, 'the details do not ask for a mobile phone');

      expect(page.get('heading', 'Your details'), 'the details, not a step for a code never sent').to.exist;
      expect(page.find('textbox', 'SMS code')).to.be.undefined;
      expect(page.fieldMessage('Mobile phone')).to.equal('Enter your phone number.');
      expect(page.get('textbox', 'Mobile phone').hasAttribute('required')).to.be.true;
      expect(page.focusedName()).to.equal('Mobile phone');
      expect(page.root.textContent).to.contain('we text this number a 6-digit code');
      expect(page.root.textContent, 'no claim about a code').not.to.match(/We sent|This code is not right/);
      expect([page.value('Name'), page.value('Email'), page.value('Notes (optional)')]).to.deep.equal([
        'Ada Lovelace',
        'ada@example.com',
        'Window seat, please',
      ]);
      expect(errors.map((e) => e.detail)).to.deep.equal([{ kind: 'validation', status: 422, message: 'Invalid OTP' }]);
      await expect(page.element).to.be.accessible();

      await page.click('button', 'Send code');
      expect(fake.platform.otpRequests(), 'no code without a phone').to.be.empty;
      await page.type('Mobile phone', '+44 7700 900123');
      await page.click('button', 'Send code');
      await until(page, () => page.find('textbox', 'SMS code') !== undefined, 'no code step');
      expect(fake.platform.otpRequests().map((r) => r.body)).to.deep.equal([{ phone: '+447700900123' }]);
      expect(page.root.querySelector('[part="code-text"]')!.textContent).to.contain('+44 7700 900123');
      await page.type('SMS code', '123456');
      await page.click('button', 'Book');
      await until(page, () => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
      expect(fake.platform.bookingRequests()[1]!.body).to.include({
        otp: '123456',
        phone: '+447700900123',
        notes: 'Window seat, please',
      });
    });

    it('network loss, then "Try again" books with the same Idempotency-Key', async () => {
      let online = false;
      const ok = fake.platform.appointments;
      fake.platform.appointments = (params, body) => (online ? ok(params, body) : { networkError: true });
      const errors: BookingEvent<'booking-error'>[] = [];
      const page = await BookingWidgetPage.create();
      page.element.addEventListener('booking-error', (e) => errors.push(e));
      await page.toDetails(day);
      await fillDetails(page);
      await page.click('button', 'Book');
      await until(page, () => page.find('button', 'Try again') !== undefined, 'no retry offered');
      expect(page.alertText()).to.contain('could not reach the booking service');
      expect(errors[0]!.detail.kind).to.equal('network');
      expect(page.value('Name')).to.equal('Ada Lovelace');
      await expect(page.element).to.be.accessible();

      online = true;
      await page.click('button', 'Try again');
      await until(page, () => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
      const keys = new Set(fake.platform.bookingRequests().map((r) => r.idempotencyKey));
      expect(fake.platform.bookingRequests().length).to.be.greaterThan(1);
      expect(keys.size, 'every attempt carries the same key').to.equal(1);
    });

    /** The details form filled in, the platform answering bookings with a 429 asking to wait `retryAfter` seconds until `lift()`. */
    async function rateLimitedFor(retryAfter: string) {
      let limited = true;
      const ok = fake.platform.appointments;
      fake.platform.appointments = (params, body) =>
        limited
          ? { status: 429, body: { status: 'failure', message: 'Too many requests' }, headers: { 'Retry-After': retryAfter } }
          : ok(params, body);
      const page = await BookingWidgetPage.create();
      await page.toDetails(day);
      await fillDetails(page);
      return { page, lift: () => (limited = false) };
    }

    it('429: "Try again" waits out the Retry-After and says how long', async () => {
      const { page, lift } = await rateLimitedFor('2');
      // The countdown's clock and ticks only: the seconds shown cannot depend on the machine's load.
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setInterval', 'clearInterval'] });
      try {
        await page.click('button', 'Book');
        await until(page, () => page.find('button', /^Try again/) !== undefined, 'no retry offered');
        expect(page.alertText()).to.contain('Too many attempts');
        const retry = page.get('button', /^Try again in 2 secs?$/);
        expect(retry.getAttribute('aria-disabled')).to.equal('true');
        await expect(page.element).to.be.accessible();
        const sent = fake.platform.bookingRequests().length;
        lift();
        retry.click();
        await page.click('button', 'Book');
        expect(fake.platform.bookingRequests(), 'nothing is sent during the wait').to.have.length(sent);
        clock.tick(1000);
        await page.element.updateComplete;
        expect(page.get('button', /^Try again in 1 secs?$/).getAttribute('aria-disabled')).to.equal('true');
        clock.tick(1000);
        await page.element.updateComplete;
        expect(page.get('button', 'Try again').getAttribute('aria-disabled')).to.equal('false');
        // Still on the fake clock: the real one has not reached the end of the wait yet.
        await page.click('button', 'Try again');
        await until(page, () => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
      } finally {
        clock.restore();
      }
    });

    it('429 with a wait of minutes: Book is marked unavailable too while it runs, and a press takes focus to why', async () => {
      const { page, lift } = await rateLimitedFor('120');
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setInterval', 'clearInterval'] });
      try {
        await page.click('button', 'Book');
        await until(page, () => page.find('button', /^Try again in/) !== undefined, 'no retry offered');
        const book = page.get('button', 'Book');
        expect(book.getAttribute('aria-disabled'), 'Book cannot act during the wait').to.equal('true');
        expect(getComputedStyle(book).opacity, 'and looks it').to.equal('0.5');
        await expect(page.element).to.be.accessible();

        lift();
        book.focus();
        await sendKeys({ press: 'Enter' });
        await page.element.updateComplete;
        expect(fake.platform.bookingRequests(), 'nothing is sent during the wait').to.have.length(1);
        expect(page.focused?.getAttribute('role'), 'focus goes to the problem, which is read').to.equal('alert');
        expect(page.alertText()).to.contain('Too many attempts');
        expect(page.nameOf(page.get('button', /^Try again in/))).to.equal('Try again in 2 mins');

        clock.tick(120_000);
        await page.element.updateComplete;
        expect(page.get('button', 'Book').getAttribute('aria-disabled'), 'once the wait is over').to.equal('false');
        expect(getComputedStyle(page.get('button', 'Book')).opacity).to.equal('1');
        await page.click('button', 'Book');
        await until(page, () => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation');
      } finally {
        clock.restore();
      }
    });

    it('a 5xx then "Try again" keeps the key; a new booking gets a new one', async () => {
      let fail = true;
      const ok = fake.platform.appointments;
      fake.platform.appointments = (params, body) =>
        fail ? { status: 503, body: { status: 'failure', message: 'Down' } } : ok(params, body);
      const page = await BookingWidgetPage.create();
      await page.toDetails(day);
      await fillDetails(page);
      await page.click('button', 'Book');
      await until(page, () => page.find('button', 'Try again') !== undefined, 'no retry offered');
      fail = false;
      await page.click('button', 'Try again');
      await until(page, () => page.find('button', 'Book another') !== undefined, 'no confirmation');
      const first = new Set(fake.platform.bookingRequests().map((r) => r.idempotencyKey));
      expect(first.size).to.equal(1);
      await page.click('button', 'Book another');
      await page.settled();
      await page.chooseSlot(/^09:00/);
      await page.click('button', 'Continue');
      await page.click('button', 'Book');
      await until(page, () => page.find('button', 'Book another') !== undefined, 'no second confirmation');
      expect(first.has(fake.platform.bookingRequests().at(-1)!.idempotencyKey)).to.be.false;
    });

    it('a double click sends one booking; the busy button says so', async () => {
      const release = holdBooking();
      const page = await BookingWidgetPage.create();
      await page.toDetails(day);
      await fillDetails(page);
      const book = page.get('button', 'Book');
      book.click();
      book.click();
      await page.element.updateComplete;
      const busy = page.get('button', 'Booking…');
      expect(busy.getAttribute('aria-busy')).to.equal('true');
      expect(busy.getAttribute('aria-disabled')).to.equal('true');
      busy.click();
      await expect(page.element).to.be.accessible();
      release();
      await until(page, () => page.find('button', 'Book another') !== undefined, 'no confirmation');
      expect(fake.platform.bookingRequests()).to.have.length(1);
    });

    it('Back does nothing while booking: the request may have reached the platform', async () => {
      const { page, release } = await bookingOnItsWay();
      const back = page.get('button', 'Back');
      expect(back.getAttribute('aria-disabled')).to.equal('true');
      back.click();
      await page.element.updateComplete;
      expect(page.get('button', 'Booking…')).to.exist;
      release();
      await until(page, () => page.find('heading', 'Your appointment is booked') !== undefined, 'the booking was abandoned');
      expect(fake.platform.bookingRequests()).to.have.length(1);
      await expect(page.element).to.be.accessible();
    });

    it('a booking made after the customer closed the dialog while it was on its way opens the dialog on its confirmation', async () => {
      const { page, release } = await bookingOnItsWay();
      await page.press('Escape');
      await page.closed();
      const opened = new Promise((resolve) => page.element.addEventListener('booking-open', resolve, { once: true }));
      release();
      await opened;
      await until(page, () => page.focusedName() === 'Your appointment is booked', 'the confirmation does not take focus');
      expect(page.isOpen).to.be.true;
      expect(fake.platform.bookingRequests()).to.have.length(1);
      await expect(page.element).to.be.accessible();
    });

    it('booking-before-submit preventDefault() stops the booking and keeps the form', async () => {
      const page = await BookingWidgetPage.create();
      let seen = 0;
      page.element.addEventListener('booking-before-submit', (e) => {
        seen++;
        e.preventDefault();
      });
      await page.toDetails(day);
      await fillDetails(page);
      await page.click('button', 'Book');
      await page.element.updateComplete;
      expect(seen).to.equal(1);
      expect(fake.platform.bookingRequests()).to.be.empty;
      expect(page.element.step).to.equal('details');
      expect(page.value('Name')).to.equal('Ada Lovelace');
      expect(page.get('button', 'Book').getAttribute('aria-busy')).to.equal('false');
    });
  });
});
