import {
  LitElement,
  html,
  nothing,
  type CSSResultGroup,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import { TaskStatus } from '@lit/task';
import { mergePrefill } from './booking/fields.js';
import { BookingFlowController } from './booking/flow.js';
import { ELEMENT_PROPERTIES } from './element-properties.js';
import { uidDomainOf } from './booking/calendar-file.js';
import { dayOf } from './booking/journey.js';
import * as controllers from './controllers/index.js';
import { fireBookingEvent } from './events.js';
import { formatDayLabel, formatTimeRange } from './format/date-format.js';
import { localeTag, warnIfNotLocaleTag } from './format/locale.js';
import * as views from './views/index.js';

export type BookingWidgetMode = 'popup' | 'inline';
/** Where the customer is: choosing a day and a time, or past Continue (the forms and the confirmation). */
export type BookingStep = 'slots' | 'details';

/**
 * `<booking-widget>`: a button in the business's own style that opens a booking dialog in its colours, with a calendar,
 * the chosen day's time slots and the booking form (with an SMS code when the business has SMS) up to the confirmation.
 * Importing this module defines nothing; `define.ts` registers the element.
 *
 * @customElement booking-widget
 * @attr api-key - The business's API key (required).
 * @attr base-url - Base address of the booking platform, e.g. `https://booking.example.com` (required).
 * @attr location - Preselected location: a `business_unit_id` of the business.
 * @attr locale - BCP 47 tag for day and month names and the first day of the week; the browser's language by default.
 * @attr mode - `popup` (default): a button opening a dialog. `inline`: calendar and slots shown in the page.
 * @attr name - Prefills the customer's name (wins over the page's `?name=`).
 * @attr email - Prefills the customer's email (wins over the page's `?email=`).
 * @attr phone - Prefills the customer's phone (wins over the page's `?phone=`).
 * @attr theme - `auto` (default): light or dark as the page's `prefers-color-scheme`. `light`, `dark`: always that theme.
 * @attr analytics - `datalayer`: each step of the booking goes to `window.dataLayer` and to `gtag`. Empty: nothing is sent.
 * @fires booking-open - The customer opened the dialog.
 * @fires booking-close - The customer closed the dialog (Esc, close button or backdrop).
 * @fires booking-date-select - The customer chose a day. `detail: { date, businessUnitId }`.
 * @fires booking-slot-select - The customer chose a time slot. `detail: { date, slot, businessUnitId }`.
 * @fires booking-before-submit - Cancelable, before the booking request. `detail: { date, from, to, businessUnitId, name, email, phone, notes }`.
 * @fires booking-success - The platform booked the appointment. `detail: { appointment }`.
 * @fires booking-error - Sending a code or booking failed. `detail: { kind, status, message }`.
 * @csspart button - The button that opens the dialog.
 * @csspart button-label - The button's text.
 * @csspart notice - A message in place of the button or the slots (setup missing, key refused, service unreachable).
 * @csspart notice-title - The notice's main line.
 * @csspart notice-detail - The notice's smaller second line.
 * @csspart retry-button - "Try again" in a notice or after a failed booking.
 * @csspart dialog - The `<dialog>` element.
 * @csspart panel - The content of the dialog, or the inline calendar.
 * @csspart header - Business name, address and the close button.
 * @csspart title - The business name.
 * @csspart address - The business address.
 * @csspart close-button - The dialog's close button.
 * @csspart location - The location chooser row.
 * @csspart location-label - "Location".
 * @csspart location-select - The `<select>` of locations.
 * @csspart calendar - The calendar.
 * @csspart month-heading - Month and year above the grid.
 * @csspart month-button - The previous and next month buttons.
 * @csspart grid - The day grid (`<table role="grid">`).
 * @csspart weekday - A weekday column header.
 * @csspart day - A day cell of the month.
 * @csspart day-today - Today's cell (also `aria-current="date"`).
 * @csspart day-selected - The chosen day's cell.
 * @csspart day-disabled - A past day's cell: shown, not choosable.
 * @csspart day-open - A day known to have free times.
 * @csspart day-full - A day whose times are all taken.
 * @csspart day-closed - A day without times.
 * @csspart slots-heading - The chosen date above the slots.
 * @csspart slots - The radio group of slots.
 * @csspart slots-loading - Placeholder cards while slots load.
 * @csspart slots-empty - The message for a day without slots.
 * @csspart slot - One slot card (a radio button inside a label).
 * @csspart slot-full - A fully booked slot: shown, not choosable.
 * @csspart slot-selected - The chosen slot.
 * @csspart slot-time - A slot's time range.
 * @csspart slot-meter - A slot's fill bar (an `<svg>`: `color` fills it, `background` is its track).
 * @csspart slot-fill-text - A slot's fill as text.
 * @csspart footer - The bar with the chosen slot and Continue.
 * @csspart continue-button - Continue to the customer's details.
 * @csspart details - The step after a slot was chosen.
 * @csspart back-button - Back: from the code to the details, from the details to the slots.
 * @csspart form - The details form and the code form.
 * @csspart details-form - The form for name, email, phone and notes.
 * @csspart code-form - The form for the SMS code.
 * @csspart step-heading - The heading of the details, code and confirmation steps.
 * @csspart step-actions - The row of a step's buttons.
 * @csspart field - A label with its input, hint and message.
 * @csspart label - A field's label.
 * @csspart input - A field's input or textarea.
 * @csspart field-hint - A field's hint.
 * @csspart field-error - A field's message.
 * @csspart error - The alert above a form (booking failed, too many codes).
 * @csspart submit-button - "Send code" or "Book".
 * @csspart resend-button - "Send a new code", with its countdown.
 * @csspart code-text - The line saying where the code was sent.
 * @csspart code-phone - The phone number in that line.
 * @csspart confirmation - The confirmation step.
 * @csspart confirmation-summary - The booked appointment's list of facts.
 * @csspart confirmation-date - The appointment's date.
 * @csspart confirmation-time - The appointment's time.
 * @csspart confirmation-location - The appointment's location.
 * @csspart confirmation-business - The business's name.
 * @csspart confirmation-address - The business's address.
 * @csspart done-button - Done: closes the dialog after a booking (popup mode).
 * @csspart add-to-calendar-button - Downloads the appointment as an `.ics` file.
 * @csspart book-another-button - Starts a new booking, keeping name, email and phone.
 */
// The custom properties a site owner may set (`@cssprop`) are listed in src/styles.ts, beside
// the stylesheet that reads them; the manifest takes them from there.
export class BookingWidget extends LitElement {
  // Getters, not static fields, which the ES2022 build would turn into a class static block
  // that Safari before 16.4 cannot parse (README → Size).
  static override get styles(): CSSResultGroup {
    return views.viewStyles;
  }

  // lit's static properties rather than its decorators (README → Size): element-properties.ts.
  static override get properties(): PropertyDeclarations {
    return ELEMENT_PROPERTIES;
  }

  apiKey = '';
  baseUrl = '';
  location = '';
  locale = '';
  /** Reflected for the stylesheet, which lays out `:host([mode='inline'])` and colours `:host([theme='dark'])`. */
  mode: BookingWidgetMode = 'popup';
  theme: 'light' | 'dark' | 'auto' = 'auto';
  name = '';
  email = '';
  phone = '';

  /** Why no request is made: a required attribute is missing. */
  private setupError: string | undefined;

  readonly #flow = new BookingFlowController(this, { events: this, onDayChanged: () => this.#data.refreshDay() });
  readonly #data: controllers.BookingDataController = new controllers.BookingDataController(this, {
    shownMonth: () => (this.mode === 'inline' || this.#dialog.isOpen ? this.#calendar.month : undefined),
    unitId: () => this.#locationChoice.current?.id,
    flow: this.#flow,
  });
  readonly #focusControl = new controllers.FocusController<views.FocusTarget>(this, {
    selectorFor: (target) => views.focusSelector(target, this.#calendar.focused),
    takeRequest: () => this.#flow.takeFocus(),
  });
  readonly #dialog = new controllers.DialogController(this, {
    onOpen: () => this.#announce('booking-open', this.#flow.reopenFocus),
    onClose: () => this.#announce('booking-close', 'launcher'),
  });
  readonly #calendar = new controllers.CalendarController(this, {
    locale: () => localeTag(this.locale),
    onChoose: (date) => this.#flow.chooseDay(date, this.#locationChoice.current?.id),
    onFocusMove: () => this.#focusControl.request('focused-day'),
  });
  readonly #locationChoice = new controllers.LocationChoice(this, {
    locations: () => this.#data.loaded?.locations ?? [],
    attribute: () => this.location,
    flow: this.#flow,
  });
  readonly #buttonSettings = new controllers.ButtonSettingsController(this, () => ({
    business: this.#data.loaded,
    platform: `${this.baseUrl} ${this.apiKey}`,
  }));
  readonly #heldUpdates = new controllers.HeldUpdates(this, { onReturn: () => this.#configure() });
  protected readonly dataLayer = new controllers.DataLayerController(this, () => this.#data.loaded, this.#locationChoice);

  /** `slots` while the customer chooses a day and a time, `details` from Continue on. */
  get step(): BookingStep {
    return this.#flow.step === 'choosing' ? 'slots' : 'details';
  }

  /** Resolves when the business, its accent and the chosen day's slots have settled (for tests and integrations). */
  get dataComplete(): Promise<void> {
    return this.#data.complete.then(() => this.#buttonSettings.accentApplied);
  }

  /** Out of the page nothing renders: stopped requests answer into nothing, changes wait. */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    return this.#heldUpdates.shouldUpdate(changed);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('apiKey') || changed.has('baseUrl')) this.#configure();
    if (changed.has('location') && this.hasUpdated) this.#locationChoice.choose(undefined);
    if (changed.has('mode') && this.mode !== 'popup') this.#dialog.closeQuietly();
    if (!this.hasUpdated || changed.has('name') || changed.has('email') || changed.has('phone')) {
      // Fills only empty fields: what the customer typed is never overwritten.
      this.#flow.form.prefill(mergePrefill(this, location.search));
    }
    if (changed.has('locale')) warnIfNotLocaleTag(this.locale);
    this.#flow.business = this.#data.loaded;
  }

  protected override render(): TemplateResult {
    if (this.setupError) return views.renderNotice({ title: 'Booking is not set up yet', detail: this.setupError });
    if (this.mode === 'inline') return this.#renderPanel();
    const business = this.#data.business;
    return html`${
      business.status === TaskStatus.ERROR
        ? this.#renderLoadError(business)
        : views.renderLauncher({
            label: this.#buttonSettings.settings.label,
            busy: business.status === TaskStatus.PENDING,
            expanded: this.#dialog.isOpen,
            onClick: () => this.#openDialog(),
          })
    }
    ${this.#dialog.render(() => this.#renderPanel())}`;
  }

  #warmedUp = false;

  /**
   * Once the business is known, the panel's templates are built once in idle time and thrown
   * away: the first open then finds the week's first day read (ICU's week data) and the
   * calendar's and dates' `Intl.DateTimeFormat`s made, first-use script that was in the click
   * that opened the dialog (its INP at 4× CPU: 256–288 ms before, 112–136 ms after; README →
   * Benchmarks). The price is one idle task of 70–130 ms at 4× after the load. Rendering them
   * into a detached element as well, to prepare lit's templates, opened no faster and took a
   * further 350–500 ms of idle time.
   */
  protected override updated(): void {
    if (this.#warmedUp || !this.#data.loaded || this.mode !== 'popup') return;
    this.#warmedUp = true;
    (window.requestIdleCallback ?? setTimeout)(() => this.#dialog.isOpen || this.#renderPanel());
  }

  #renderPanel(): TemplateResult {
    const onClose = this.mode === 'popup' ? () => this.#dialog.close() : undefined;
    return html`<div part="panel" class="panel">
      ${views.renderHeader({ business: this.#data.loaded, onClose })} ${this.#renderJourney()}
    </div>`;
  }

  /** One view per step of the journey; a business that failed to load shows its notice instead. */
  #renderJourney(): TemplateResult | typeof nothing {
    if (this.#data.business.status === TaskStatus.ERROR)
      return html`<div class="body">${this.#renderLoadError(this.#data.business)}</div>`;
    const journey = this.#flow.journey;
    switch (journey.step) {
      case 'choosing':
        return views.renderChoosing({
          journey,
          locations: this.#locationChoice.viewProps(),
          calendar: this.#calendar.viewProps(journey.date, this.#data.dayState),
          slots: this.#data.slotsState.slots,
          failure: this.#data.slotsState.failed && this.#renderLoadError(this.#data.slotsState.failed),
          formatDay: this.#formatDay,
          onSelect: (slot) => this.#flow.chooseSlot(slot, this.#locationChoice.current?.id),
          onContinue: () => this.#flow.toDetails(this.#locationChoice.current?.id),
        });
      case 'details':
      case 'code':
      case 'submitting':
        return views.renderBookingStep({
          flow: this.#flow,
          form: journey.step === 'submitting' ? journey.form : journey.step,
          dayLabel: this.#formatDay(dayOf(journey.selection.date)),
          time: formatTimeRange(journey.selection),
          location: this.#locationChoice.nameIfChoice,
        });
      case 'confirmed':
        return this.#flow.business
          ? views.renderConfirmation({
              appointment: journey.appointment,
              business: this.#flow.business,
              formatDate: this.#formatDay,
              calendarUidDomain: uidDomainOf(this.baseUrl),
              onBookAnother: () => this.#flow.reset(),
              onDone: this.mode === 'popup' ? () => this.#dialog.close() : undefined,
            })
          : nothing;
    }
  }

  /** A failed load with "Try again", which disappears once pressed: focus goes to what takes its place. */
  #renderLoadError(task: controllers.Retryable): TemplateResult {
    const onRetry = () => {
      void task.run();
      this.#focusControl.request(this.#dialog.isOpen || this.mode === 'inline' ? 'slots-heading' : 'launcher');
    };
    return views.renderErrorNotice({ error: task.error, onRetry });
  }

  #configure(): void {
    this.#flow.chooseAgain();
    this.setupError = this.#data.configure(this.apiKey, this.baseUrl);
    if (this.setupError) this.#dialog.closeQuietly();
    this.#flow.client = this.#data.client;
  }

  #openDialog(): void {
    if (this.#dialog.isOpen) return;
    this.#calendar.show(this.#flow.date ?? controllers.today());
    void this.#dialog.open();
  }

  /** The dialog's own events, and where focus goes with them. */
  #announce(event: 'booking-open' | 'booking-close', focus: views.FocusTarget): void {
    fireBookingEvent(this, event, {});
    this.#focusControl.request(focus);
  }

  readonly #formatDay = (date: Date) => formatDayLabel(date, this.#data.loaded?.date_format, localeTag(this.locale));
}
