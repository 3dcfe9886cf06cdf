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
import { toIsoDate } from './calendar/month.js';
import * as controllers from './controllers/index.js';
import { fireBookingEvent } from './events.js';
import { formatDayLabel } from './format/date-format.js';
import { wallRange } from './format/time-of-day.js';
import { LocaleController } from './i18n/locale-controller.js';
import { formatPercent } from './i18n/numbers.js';
import type { Translate } from './i18n/messages.js';
import type { MessageOverrides } from './i18n/text.js';
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
 * @attr time-zone - IANA name of the business's zone (`Europe/Berlin`): when the customer's clock differs, the widget says so and shows the times on the customer's clock on request; the calendar file gets the exact instant.
 * @attr locale - BCP 47 tag of the widget's language (texts, dates, numbers, first day of the week); by default the `lang` of the element or its nearest ancestor, else the browser's languages.
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
 */
// The custom properties a site owner may set (`@cssprop`) are listed in src/styles.ts, beside
// the stylesheet that reads them, and the parts (`@csspart`) in src/views/index.ts, beside the
// views; the manifest takes them from there.
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
  timeZone = '';
  /**
   * The site owner's own words, typed: per language (or `*`), texts by message id
   * (`{ de: { 'action.book': 'Reservieren' } }`). They win over `<script data-messages>`.
   */
  messages: MessageOverrides | undefined;

  /** Why no request is made: a required attribute is missing. */
  private setupError: string | undefined;

  /** Chosen and loaded from the moment the element connects, in parallel with the business. */
  readonly #language = new LocaleController(this, { attribute: () => this.locale, overrides: () => this.messages });
  readonly #zones = new controllers.TimeZones(this, { zone: () => this.timeZone, locale: () => this.#language.format });
  /** The texts of this render, in the language on screen. */
  #t: Translate = this.#language.translate;
  readonly #flow = new BookingFlowController(this, { events: this, onDayChanged: () => this.#data.refreshDay() });
  readonly #data: controllers.BookingDataController = new controllers.BookingDataController(this, {
    shownMonth: () => (this.mode === 'inline' || this.#dialog.isFilled ? this.#calendar.month : undefined),
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
    locale: () => this.#language.format,
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
  protected readonly warmUp = new controllers.IdleWarmUp(this, {
    ready: () => this.#data.loaded !== undefined && this.mode === 'popup',
    steps: [
      // The page's first Intl formatter loads ICU's data: the one long step.
      () => this.#formatDay(controllers.today()),
      () => this.#dialog.isOpen || this.#renderPanel(),
      () => formatPercent(this.#language.format, 0),
    ],
  });

  /** `slots` while the customer chooses a day and a time, `details` from Continue on. */
  get step(): BookingStep {
    return this.#flow.step === 'choosing' ? 'slots' : 'details';
  }

  /** Resolves when the business, its accent, the chosen day's slots, the language and the steps' file have settled (for tests and integrations). */
  get dataComplete(): Promise<void> {
    return this.updateComplete
      .then(() => Promise.all([this.#dialog.opened, this.#language.complete, this.#zones.loaded, this.#flow.prepared]))
      .then(() => this.#data.complete)
      .then(() => this.#buttonSettings.accentApplied);
  }

  /** Out of the page nothing renders: stopped requests answer into nothing, changes wait. */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    return this.#heldUpdates.shouldUpdate(changed);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('apiKey') || changed.has('baseUrl')) this.#configure();
    if (changed.has('location') && this.hasUpdated) this.#locationChoice.choose(undefined);
    if (changed.has('mode') && this.mode !== 'popup') this.#dialog.closeQuietly();
    // Inline, the calendar is always on show: the steps after it load at once.
    if (changed.has('mode') && this.mode === 'inline') void this.#flow.prepare();
    if (!this.hasUpdated || changed.has('name') || changed.has('email') || changed.has('phone')) {
      // Fills only empty fields: what the customer typed is never overwritten.
      this.#flow.form.prefill(mergePrefill(this, location.search));
    }
    if (changed.has('locale') || changed.has('messages')) this.#language.update();
    this.#flow.business = this.#data.loaded;
  }

  protected override render(): TemplateResult {
    const t = (this.#t = this.#language.translate);
    if (this.setupError)
      return views.renderNotice({
        title: t('notice.setupTitle'),
        detail: t('notice.setupMissing', { names: this.setupError }),
        t,
      });
    if (this.mode === 'inline') return this.#renderPanel();
    const business = this.#data.business;
    return html`${
      business.status === TaskStatus.ERROR
        ? this.#renderLoadError(business)
        : views.renderLauncher({
            label: this.#buttonSettings.settings.label || t('button.defaultLabel'),
            lang: this.#language.messages,
            dir: this.#language.dir,
            busy: business.status === TaskStatus.PENDING,
            expanded: this.#dialog.isOpen,
            onClick: () => this.#openDialog(),
          })
    }
    ${this.#dialog.render((filled) => this.#renderPanel(filled))}`;
  }

  /** The header and the step; `filled` false: the header and an empty, busy body (the dialog's first frame). */
  #renderPanel(filled = true): TemplateResult {
    const onClose = this.mode === 'popup' ? () => this.#dialog.close() : undefined;
    const { messages, dir } = this.#language;
    return html`<div part="panel" class="panel" lang=${messages} dir=${dir}>
      ${views.renderHeader({ business: this.#data.loaded, onClose, t: this.#t })}
      ${filled ? this.#renderJourney() : html`<div class="body" aria-busy="true"></div>`}
    </div>`;
  }

  /** One view per step of the journey; a business that failed to load shows its notice instead. */
  #renderJourney(): TemplateResult | typeof nothing {
    if (this.#data.business.status === TaskStatus.ERROR)
      return html`<div class="body">${this.#renderLoadError(this.#data.business)}</div>`;
    const journey = this.#flow.journey;
    const t = this.#t;
    const locale = this.#language.format;
    const zones = this.#zones.choice;
    if (journey.step === 'choosing') {
      const day = journey.date && toIsoDate(journey.date);
      return views.renderChoosing({
        journey,
        locations: { ...this.#locationChoice.viewProps(), t },
        calendar: { ...this.#calendar.viewProps(journey.date, this.#data.dayState), t },
        slots: this.#data.slotsState.slots,
        failure: this.#data.slotsState.failed && this.#renderLoadError(this.#data.slotsState.failed),
        formatDay: this.#formatDay,
        onSelect: (slot) => this.#flow.chooseSlot(slot, this.#locationChoice.current?.id),
        onContinue: () => this.#flow.toDetails(this.#locationChoice.current?.id),
        t,
        locale,
        zoneNotice: day ? zones?.notice(day, t) : undefined,
        shownRange: (slot) => (day && zones ? zones.shownRange(day, slot) : wallRange(locale, day ?? '', slot)),
      });
    }
    // The steps from Continue on are a file of their own, loaded when the dialog opened.
    const steps = this.#flow.steps;
    if (!steps) return this.#renderStepsLoading();
    switch (journey.step) {
      case 'details':
      case 'code':
      case 'submitting': {
        const { selection } = journey;
        const shown = zones?.shownRange(selection.date, selection) ?? wallRange(locale, selection.date, selection);
        return steps.renderBookingStep({
          flow: this.#flow,
          form: journey.step === 'submitting' ? journey.form : journey.step,
          shown,
          dayLabel: this.#formatDay(dayOf(shown.date)),
          location: this.#locationChoice.nameIfChoice,
          t,
          locale,
        });
      }
      case 'confirmed': {
        const { appointment } = journey;
        return this.#flow.business
          ? steps.renderConfirmation({
              appointment,
              business: this.#flow.business,
              formatDate: this.#formatDay,
              calendarUidDomain: uidDomainOf(this.baseUrl),
              onBookAnother: () => this.#flow.reset(),
              onDone: this.mode === 'popup' ? () => this.#dialog.close() : undefined,
              times: zones?.bookedRanges(appointment.date, appointment) ?? [wallRange(locale, appointment.date, appointment)],
              locale,
              instant: zones?.toInstant,
              t,
            })
          : nothing;
      }
    }
  }

  /** The steps' file on its way, or a notice with "Try again" when it could not load. */
  #renderStepsLoading(): TemplateResult {
    const { stepsFailure } = this.#flow;
    // It was asked for when the dialog opened, so it is rarely seen: an empty body, busy.
    return stepsFailure === undefined
      ? html`<div class="body" aria-busy="true"></div>`
      : html`<div class="body">
          ${views.renderErrorNotice({ error: stepsFailure, onRetry: () => void this.#flow.prepare(), t: this.#t })}
        </div>`;
  }

  /** A failed load with "Try again", which disappears once pressed: focus goes to what takes its place. */
  #renderLoadError(task: controllers.Retryable): TemplateResult {
    const onRetry = () => {
      void task.run();
      this.#focusControl.request(this.#dialog.isOpen || this.mode === 'inline' ? 'slots-heading' : 'launcher');
    };
    return views.renderErrorNotice({ error: task.error, onRetry, t: this.#t });
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
    void this.#flow.prepare();
    void this.#dialog.open();
  }

  /** The dialog's own events, and where focus goes with them. */
  #announce(event: 'booking-open' | 'booking-close', focus: views.FocusTarget): void {
    fireBookingEvent(this, event, {});
    this.#focusControl.request(focus);
  }

  readonly #formatDay = (date: Date) => formatDayLabel(date, this.#data.loaded?.date_format, this.#language.format);
}
