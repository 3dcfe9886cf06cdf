import { expect, nextFrame } from '@open-wc/testing';
import { addDays } from 'date-fns';
import '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { withFakePlatform, aBusiness, failure, someSlots, success, type FakeResponse } from '../support/fake-platform.js';
import { iso, nextMonthDay } from '../support/dates.js';
import { eventually } from '../support/eventually.js';

describe('booking-widget states', () => {
  const fake = withFakePlatform();
  /** The paths asked for (plain strings: a failed assertion prints them). */
  const requestedPaths = () => fake.platform.requests.map((request) => request.path);

  describe('setup', () => {
    it('makes no request without api-key and says so on the page and in the console', async () => {
      const page = await BookingWidgetPage.create({ 'api-key': undefined });
      expect(fake.platform.requests).to.be.empty;
      expect(page.alertText()).to.contain('Booking is not set up yet').and.contain('api-key');
      expect(fake.consoleError.calledWithMatch(/^\[booking-widget\] .*api-key/)).to.be.true;
      expect(page.openButton).to.be.null;
    });

    it('makes no request without base-url', async () => {
      const page = await BookingWidgetPage.create({ 'base-url': undefined });
      expect(fake.platform.requests).to.be.empty;
      expect(page.alertText()).to.contain('base-url');
    });

    for (const [baseUrl, fixed] of [
      ['127.0.0.1:8081', 'https://127.0.0.1:8081'],
      ['booking.example.com/platform', 'https://booking.example.com/platform'],
      ['localhost:8081', 'https://localhost:8081'],
    ]) {
      it(`for base-url="${baseUrl}" (no scheme) tells the owner what to write and the customer that booking is not set up`, async () => {
        const page = await BookingWidgetPage.create({ 'base-url': baseUrl });
        expect(requestedPaths(), 'no request to a guessed address').to.deep.equal([]);
        expect(page.alertText()).to.equal('Booking is not set up yet');
        expect(page.root.textContent).not.to.contain('unavailable');
        const said = fake.consoleError.args.map(([text]) => String(text));
        expect(said).to.have.length(1);
        expect(said[0]).to.match(/^\[booking-widget\] base-url /);
        expect(said[0]).to.contain(`"${baseUrl}"`).and.contain('http:// or https://').and.contain(`"${fixed}"`);
      });
    }

    it('for base-url with another scheme tells the owner it must be http(s)', async () => {
      const page = await BookingWidgetPage.create({ 'base-url': 'ftp://booking.example.com' });
      expect(requestedPaths()).to.deep.equal([]);
      expect(page.alertText()).to.equal('Booking is not set up yet');
      expect(String(fake.consoleError.args[0]?.[0])).to.contain('http:// or https://');
    });

    it('takes a base-url on the page’s own server, from its root', async () => {
      await BookingWidgetPage.create({ 'base-url': '/platform' });
      expect(requestedPaths()).to.include('/platform/api/business');
    });
  });

  describe('the business', () => {
    it('shows a usable button with the built-in label and size while the business loads', async () => {
      const held = fake.platform.deferred();
      fake.platform.business = () => held.response;
      const page = await BookingWidgetPage.create({}, { settle: false });
      const button = page.get('button', 'Book an appointment');
      expect(button.getAttribute('aria-busy')).to.equal('true');
      expect(button.getBoundingClientRect().height).to.equal(44);
      held.release(success(aBusiness()));
      await eventually(() => button.textContent.trim() === 'Book a visit', 'the button never takes the business’s label');
    });

    it('for a refused key shows "Booking is unavailable" in plain words, never the server’s text, and tells the owner', async () => {
      fake.platform.business = () => failure(401, 'Unauthorized request');
      const page = await BookingWidgetPage.create();
      const alert = page.get('alert');
      expect(alert.querySelector('[part="notice-title"]')!.textContent).to.equal('Booking is unavailable right now');
      expect(alert.querySelector('[part="notice-detail"]')!.textContent).to.equal(
        'Please try again later or contact the business.',
      );
      expect(page.root.textContent).not.to.contain('Unauthorized');
      expect(page.find('button', 'Try again'), 'retrying a refused key cannot help').to.be.undefined;
      expect(fake.consoleError.calledWithMatch(/^\[booking-widget\] The API key was refused/)).to.be.true;
    });

    for (const [what, response, message] of [
      ['404', failure(404, 'Not found'), 'Booking is unavailable right now'],
      ['a network failure', { networkError: true }, 'Could not reach the booking service'],
      ['a 500', failure(500, 'Internal error'), 'Could not reach the booking service'],
    ] as [string, FakeResponse, string][]) {
      it(`for ${what} shows a clear message and a retry that works`, async () => {
        let fail = true;
        fake.platform.business = () => (fail ? response : success(aBusiness()));
        const page = await BookingWidgetPage.create();
        expect(page.alertText()).to.contain(message);
        fail = false;
        const retry = page.get('button', 'Try again');
        retry.focus();
        retry.click();
        await page.settled();
        expect(page.openButton.textContent.trim()).to.equal('Book a visit');
        expect(page.focused === page.openButton, 'focus moves to the button in the notice’s place').to.be.true;
      });
    }

    it('inline, keeps focus in the widget after "Try again"', async () => {
      let fail = true;
      fake.platform.business = () => (fail ? failure(500, 'Internal error') : success(aBusiness()));
      const page = await BookingWidgetPage.create({ mode: 'inline' });
      fail = false;
      const retry = page.get('button', 'Try again');
      retry.focus();
      retry.click();
      await page.settled();
      expect(page.focused?.id, 'focus is on the times’ heading').to.equal('slots-heading');
      await expect(page.element).to.be.accessible();
    });
  });

  describe('the business failing after the button was pressed', () => {
    /** The button pressed while the business loads: the dialog opens in its loading state. */
    async function openWhileLoading(): Promise<{ page: BookingWidgetPage; events: string[]; fail: (r: FakeResponse) => void }> {
      const held = fake.platform.deferred();
      fake.platform.business = () => held.response;
      const page = await BookingWidgetPage.create({}, { settle: false });
      const events: string[] = [];
      for (const type of ['booking-open', 'booking-close']) page.element.addEventListener(type, () => events.push(type));
      page.openButton.click();
      await eventually(() => events.includes('booking-open'), 'the dialog did not open while the business loaded');
      expect(page.get('dialog', 'Book an appointment')).to.exist;
      return { page, events, fail: held.release };
    }

    it('closes the dialog, releases the page and puts focus on "Try again" in the button’s place', async () => {
      const { page, events, fail } = await openWhileLoading();
      expect(document.documentElement.style.overflow, 'the page is locked behind the dialog').to.equal('hidden');
      fail(failure(500, 'Internal error'));
      await eventually(() => page.alertText().includes('Could not reach the booking service'), 'no notice', 10_000);
      await page.element.updateComplete;
      expect(page.isOpen, 'the dialog is closed').to.be.false;
      expect(events, 'the page hears the dialog close').to.deep.equal(['booking-open', 'booking-close']);
      expect(document.documentElement.style.overflow, 'the page scrolls').to.equal('');
      await eventually(() => page.focused === page.get('button', 'Try again'), 'focus is not on "Try again"');
      expect(page.focused!.closest('[role="alert"]'), 'the button is in the notice that is announced').to.exist;
    });

    it('for a refused key, where nothing can be tried again, puts focus on the notice', async () => {
      const { page, events, fail } = await openWhileLoading();
      fail(failure(401, 'Unauthorized request'));
      await eventually(() => page.alertText().includes('Booking is unavailable right now'), 'no notice');
      await page.element.updateComplete;
      expect(events).to.deep.equal(['booking-open', 'booking-close']);
      await eventually(() => page.focused === page.get('alert'), 'focus is not on the notice');
    });
  });

  describe('the slots', () => {
    it('shows placeholders while a day loads, then its slots', async () => {
      const release = fake.platform.holdSlots();
      const page = await BookingWidgetPage.create();
      await page.open();
      await page.clickDay(nextMonthDay());
      expect(page.isLoadingSlots).to.be.true;
      expect(page.slots).to.be.empty;
      const status = page.get('status', 'Loading available times…');
      release(success(someSlots()));
      await page.settled();
      expect(page.isLoadingSlots).to.be.false;
      expect(page.slots).to.have.length(3);
      // One region whose text changes is announced; a region inserted with its text often is not.
      expect(page.get('status', '2 times available') === status, 'the same live region, new text').to.be.true;
    });

    it('says so when a day has no slots', async () => {
      fake.platform.slots = () => success([]);
      const page = await BookingWidgetPage.create();
      await page.open();
      const status = page.get('status');
      await page.chooseDay(nextMonthDay());
      expect(page.get('status', 'No available times on this day') === status, 'the same live region, new text').to.be.true;
      expect(page.root.querySelector('[part="slots-empty"]')!.textContent).to.contain('Please choose another day');
    });

    it('shows an error with a retry that asks again', async () => {
      let fail = true;
      fake.platform.slots = () => (fail ? failure(404, 'Not found') : success(someSlots()));
      const page = await BookingWidgetPage.create();
      await page.open();
      const day = nextMonthDay();
      await page.chooseDay(day);
      expect(page.alertText()).to.contain('Booking is unavailable right now').and.not.contain('Not found');
      fail = false;
      const retry = page.get('button', 'Try again');
      retry.focus();
      retry.click();
      await page.settled();
      expect(page.slots).to.have.length(3);
      expect(page.focused?.id, 'focus stays in the times, on their heading').to.equal('slots-heading');
      await expect(page.element).to.be.accessible();
    });

    it('shows only the newest day: an abandoned older request shows neither its error nor its slots', async () => {
      const first = fake.platform.deferred();
      const second = fake.platform.deferred();
      const day1 = nextMonthDay(10);
      const day2 = nextMonthDay(20);
      fake.platform.slots = (params) => (params.get('date') === iso(day1) ? first.response : second.response);
      const page = await BookingWidgetPage.create();
      await page.open();
      await page.clickDay(day1);
      await page.clickDay(day2);
      // The older request ends (aborted) while the newer one is still under way: its end must not show.
      await eventually(
        () => fake.platform.slotRequests().some((r) => r.params.get('date') === iso(day2)),
        'the second day’s slots are never asked for',
      );
      await nextFrame();
      await page.element.updateComplete;
      expect(page.alertText(), 'the abandoned request shows no error').to.equal('');
      expect(page.isLoadingSlots).to.be.true;
      second.release(success([{ from: '15:00', to: '15:30', percentage_filled: 10 }]));
      first.release(success([{ from: '08:00', to: '08:30', percentage_filled: 0 }]));
      await page.settled();
      expect(page.slotNames()).to.deep.equal(['15:00 to 15:30, 10% booked']);
    });

    it('fetches the month’s other days in the background and does not fetch a day again soon after', async () => {
      const page = await BookingWidgetPage.create();
      await page.open();
      const day = nextMonthDay(10);
      await page.chooseDay(day);
      const dates = () => fake.platform.slotRequests().map((r) => r.params.get('date'));
      await eventually(
        () => dates().includes(iso(addDays(day, 1))) && dates().includes(iso(addDays(day, -1))),
        'the neighbouring days are not fetched in the background',
      );
      const before = fake.platform.slotRequests().length;
      await page.chooseDay(addDays(day, 1));
      expect(page.slots).to.have.length(3);
      await page.chooseDay(day);
      expect(page.slots).to.have.length(3);
      const refetched = fake.platform
        .slotRequests()
        .slice(before)
        .map((r) => r.params.get('date'));
      expect(refetched)
        .to.not.include(iso(day))
        .and.not.include(iso(addDays(day, 1)));
    });
  });

  describe('choosing', () => {
    it('fires open, date, slot and close events for the customer’s actions', async () => {
      const events: string[] = [];
      const page = await BookingWidgetPage.create();
      for (const name of ['booking-open', 'booking-close', 'booking-date-select', 'booking-slot-select'] as const) {
        page.element.addEventListener(name, (e) => events.push(`${name} ${JSON.stringify(e.detail)}`));
      }
      await page.open();
      const day = nextMonthDay();
      await page.chooseDay(day);
      await page.chooseSlot(/^10:00/);
      await page.close();
      expect(events).to.deep.equal([
        'booking-open {}',
        `booking-date-select {"date":"${iso(day)}","businessUnitId":7}`,
        `booking-slot-select {"date":"${iso(day)}","slot":{"from":"10:00","to":"10:30","percentage_filled":0},"businessUnitId":7}`,
        'booking-close {}',
      ]);
    });

    it('continues to the details step and comes back with the day and slot still chosen', async () => {
      const page = await BookingWidgetPage.create();
      await page.open();
      const day = nextMonthDay();
      await page.chooseDay(day);
      const cont = page.get('button', 'Continue') as HTMLButtonElement;
      expect(cont.disabled, 'nothing to continue with yet').to.be.true;
      await page.chooseSlot(/^09:00/);
      cont.click();
      await page.element.updateComplete;
      expect(page.element.step).to.equal('details');
      expect(page.find('grid')).to.be.undefined;
      page.get('button', 'Back').click();
      await page.settled();
      expect(page.element.step).to.equal('slots');
      expect(page.day(day).getAttribute('aria-selected')).to.equal('true');
      expect(page.get('radio', /^09:00/)).to.have.property('checked', true);
    });

    it('keeps the page behind from scrolling while open and restores it exactly', async () => {
      document.documentElement.style.setProperty('overflow', 'auto');
      try {
        const page = await BookingWidgetPage.create();
        await page.open();
        expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
        await page.close();
        expect(document.documentElement.style.getPropertyValue('overflow')).to.equal('auto');
      } finally {
        document.documentElement.style.removeProperty('overflow');
      }
    });
  });

  describe('live attribute changes', () => {
    it('loads the business again for a new api-key', async () => {
      const page = await BookingWidgetPage.create();
      fake.platform.business = (params) =>
        success(aBusiness({ widget_settings: { ...aBusiness().widget_settings, text: `Key ${params.get('api_key')}` } }));
      page.element.setAttribute('api-key', 'second-key');
      await page.settled();
      expect(page.openButton.textContent.trim()).to.equal('Key second-key');
    });

    /**
     * A page whose button is labelled with its key's business, the business of `slow-key` never
     * answering in time and any other key's after `otherDelayMs`; returned once `slow-key`'s load is on its way.
     */
    async function pageLoadingSlowKey(otherDelayMs: number): Promise<BookingWidgetPage> {
      fake.platform.business = (params) => ({
        ...success(aBusiness({ widget_settings: { ...aBusiness().widget_settings, text: `Key ${params.get('api_key')}` } })),
        delayMs: params.get('api_key') === 'slow-key' ? 5_000 : otherDelayMs,
      });
      const page = await BookingWidgetPage.create({ 'api-key': 'slow-key' }, { settle: false });
      await eventually(() => fake.platform.businessRequests().length === 1, 'the business was never asked for');
      return page;
    }

    it('drops a load still on its way for the old api-key: its request is aborted and the newest key’s business shows', async () => {
      const page = await pageLoadingSlowKey(0);
      expect(page.openButton.getAttribute('aria-busy')).to.equal('true');
      page.element.setAttribute('api-key', 'second-key');
      await page.settled();
      expect(fake.platform.businessRequests()[0]!.aborted()).to.be.true;
      expect(page.openButton.textContent.trim()).to.equal('Key second-key');
      expect(page.openButton.getAttribute('aria-busy')).to.equal('false');
    });

    it('settles dataComplete only once the newest key’s business is on the button', async () => {
      const page = await pageLoadingSlowKey(400);
      const settled = page.element.dataComplete;
      page.element.setAttribute('api-key', 'second-key');
      await settled;
      expect(page.openButton.getAttribute('aria-busy')).to.equal('false');
      expect(page.openButton.textContent.trim()).to.equal('Key second-key');
    });

    it('loads the business again from a new base-url, and asks it for the slots', async () => {
      const page = await BookingWidgetPage.create();
      expect(fake.platform.businessRequests().map((r) => r.origin)).to.deep.equal(['https://booking.test']);
      fake.platform.business = () =>
        success(
          aBusiness({
            name: 'Moved Studio',
            widget_settings: { ...aBusiness().widget_settings, text: 'Book at the new address' },
          }),
        );
      page.element.setAttribute('base-url', 'https://moved.booking.test');
      await page.settled();
      expect(fake.platform.businessRequests().map((r) => r.origin)).to.deep.equal([
        'https://booking.test',
        'https://moved.booking.test',
      ]);
      expect(page.openButton.textContent.trim()).to.equal('Book at the new address');
      await page.open();
      expect(page.get('heading', 'Moved Studio')).to.exist;
      await page.chooseDay(nextMonthDay(10));
      expect(fake.platform.slotRequests().map((r) => r.origin))
        .to.include('https://moved.booking.test')
        .and.not.include('https://booking.test');
    });

    it('stops asking and shows the notice when api-key is removed', async () => {
      const page = await BookingWidgetPage.create();
      page.element.removeAttribute('api-key');
      await page.settled();
      expect(page.alertText()).to.contain('api-key');
    });

    it('sends a new location with the next slots request', async () => {
      fake.platform.business = () =>
        success(
          aBusiness({
            locations: [
              { id: 3, name: 'Old Town' },
              { id: 9, name: 'Harbour' },
            ],
          }),
        );
      const page = await BookingWidgetPage.create({ location: '3' });
      page.element.setAttribute('location', '9');
      await page.open();
      await page.chooseDay(nextMonthDay());
      expect(fake.platform.slotRequests()[0]!.params.get('business_unit_id')).to.equal('9');
    });

    it('a new location drops the chosen time and leaves the details, so the booking is for the location shown', async () => {
      fake.platform.business = () =>
        success(
          aBusiness({
            locations: [
              { id: 3, name: 'Old Town' },
              { id: 9, name: 'Harbour' },
            ],
          }),
        );
      const page = await BookingWidgetPage.create({ location: '3' });
      await page.toDetails(nextMonthDay());
      expect(page.element.step).to.equal('details');
      page.element.setAttribute('location', '9');
      await page.settled();
      expect(page.element.step).to.equal('slots');
      expect(page.slots.filter((s) => s.checked)).to.be.empty;
      expect(page.get('button', 'Continue').hasAttribute('disabled')).to.be.true;
      expect((page.get('combobox', 'Location') as HTMLSelectElement).selectedOptions[0]!.textContent.trim()).to.equal('Harbour');
      expect(fake.platform.slotRequests().at(-1)!.params.get('business_unit_id')).to.equal('9');
      await expect(page.element).to.be.accessible();
    });

    describe('focus when the journey goes back to the times', () => {
      const twoLocations = () =>
        success(
          aBusiness({
            locations: [
              { id: 3, name: 'Old Town' },
              { id: 9, name: 'Harbour' },
            ],
          }),
        );
      /** The calendar's day that has focus, if focus is on one. */
      const focusedDay = (page: BookingWidgetPage) => page.all('gridcell').find((day) => day === page.focused);

      for (const mode of ['popup', 'inline'] as const)
        for (const [change, value] of [
          ['location', '9'],
          ['api-key', 'second-key'],
        ] as const)
          it(`${mode}: a new ${change} while the customer is on the details form takes focus to the calendar's day, keeping what was typed`, async () => {
            fake.platform.business = twoLocations;
            const page = await BookingWidgetPage.create({ location: '3', mode });
            const day = nextMonthDay();
            await page.toDetails(day);
            await page.type('Name', 'Grace');
            expect(page.focusedName()).to.equal('Name');
            page.element.setAttribute(change, value);
            await page.settled();
            expect(page.element.step).to.equal('slots');
            await eventually(
              () => focusedDay(page) !== undefined,
              `focus is on ${page.focused?.tagName ?? 'the page'}, not a day`,
            );
            expect(focusedDay(page), 'the chosen day').to.equal(page.day(day));
            await page.chooseSlot(/^10:00/);
            await page.click('button', 'Continue');
            expect(page.value('Name')).to.equal('Grace');
          });

      it('the location chosen on the times keeps focus on the location select', async () => {
        fake.platform.business = twoLocations;
        const page = await BookingWidgetPage.create({ location: '3' });
        await page.open();
        await page.chooseDay(nextMonthDay());
        await page.chooseSlot(/^10:00/);
        const chooser = page.get('combobox', 'Location') as HTMLSelectElement;
        chooser.focus();
        chooser.value = '9';
        chooser.dispatchEvent(new Event('change'));
        await page.settled();
        expect(fake.platform.slotRequests().at(-1)!.params.get('business_unit_id')).to.equal('9');
        expect(page.focused).to.equal(page.get('combobox', 'Location'));
      });

      it('the location select shows the location the page sets after the customer chose others', async () => {
        fake.platform.business = twoLocations;
        const page = await BookingWidgetPage.create({ location: '3' });
        await page.open();
        await page.chooseDay(nextMonthDay());
        const chooser = page.get('combobox', 'Location') as HTMLSelectElement;
        for (const choice of ['9', '3']) {
          chooser.value = choice;
          chooser.dispatchEvent(new Event('change'));
          await page.settled();
        }
        page.element.setAttribute('location', '9');
        await page.settled();
        expect(fake.platform.slotRequests().at(-1)!.params.get('business_unit_id'), 'the times shown').to.equal('9');
        expect(chooser.selectedOptions[0]?.textContent, 'the location the select shows').to.equal('Harbour');
      });

      it('inline, a new location while focus is elsewhere on the page leaves it there', async () => {
        fake.platform.business = twoLocations;
        const page = await BookingWidgetPage.create({ location: '3', mode: 'inline' });
        await page.toDetails(nextMonthDay());
        const siteButton = document.createElement('button');
        siteButton.textContent = 'Harbour';
        document.body.append(siteButton);
        try {
          siteButton.focus();
          page.element.setAttribute('location', '9');
          await page.settled();
          expect(page.element.step).to.equal('slots');
          expect(document.activeElement, 'the site’s own control keeps focus').to.equal(siteButton);
        } finally {
          siteButton.remove();
        }
      });
    });

    it('renames days and months for a new locale', async () => {
      const page = await BookingWidgetPage.create({ locale: 'en-GB' });
      await page.open();
      page.element.setAttribute('locale', 'fr-FR');
      await page.settled();
      expect(page.get('grid').querySelector('th')!.getAttribute('abbr')).to.equal('lundi');
      expect(page.find('button', 'Mois suivant'), 'in French').to.exist;
    });

    it('closes the dialog without a booking-close event when the page switches to inline', async () => {
      const page = await BookingWidgetPage.create();
      const closes: Event[] = [];
      page.element.addEventListener('booking-close', (e) => closes.push(e));
      await page.open();
      page.element.setAttribute('mode', 'inline');
      await page.settled();
      await new Promise((r) => setTimeout(r, 50));
      // `find` skips a closed dialog: look for the element itself, open or not.
      expect(page.root.querySelector('dialog'), 'no dialog at all inline').to.be.null;
      expect(page.get('grid')).to.exist;
      expect(closes, 'not the customer’s action').to.be.empty;
      expect(document.documentElement.style.getPropertyValue('overflow'), 'page scroll given back').to.equal('');
    });

    it('switches between popup and inline', async () => {
      const page = await BookingWidgetPage.create();
      page.element.setAttribute('mode', 'inline');
      await page.settled();
      expect(page.openButton).to.be.null;
      expect(page.get('grid')).to.exist;
      page.element.setAttribute('mode', 'popup');
      await page.settled();
      expect(page.openButton).to.exist;
      expect(page.find('grid')).to.be.undefined;
    });
  });
});
