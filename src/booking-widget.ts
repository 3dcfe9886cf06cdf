// The stylesheets and the base class come first: the build then places the CSS text ahead of
// lit-html and the views, which the script-tag files' gzip compresses about 110 B better
// (README "Size").
import { styles } from './styles.js';
import { bookingStepStyles } from './views/booking-styles.js';
import { ReactiveElement, type PropertyOptions } from './element/reactive-element.js';
import { html, nothing, type TemplateResult } from 'lit';
import { addDays, addMonths, isSameMonth, startOfDay, startOfMonth } from 'date-fns';
import { createClient } from './api/client.js';
import { isBookingApiError } from './api/errors.js';
import type { BookingClient, Business, Location, Slot } from './api/types.js';
import { AsyncTask } from './async/task.js';
import { mergePrefill } from './booking/fields.js';
import { BookingFlowController } from './booking/flow.js';
import { Keys, isNavigationKey, nextFocusedDate } from './calendar/keyboard.js';
import { createMonth, toIsoDate } from './calendar/month.js';
import { firstDayOfWeek } from './calendar/week-start.js';
import { lockPageScroll } from './dialog/scroll-lock.js';
import { fireBookingEvent } from './events.js';
import { formatDate, toDateFnsPattern } from './format/date-format.js';
import { dateTimeFormat } from './format/date-time-format.js';
import { applyButtonSettings, clearButtonSettings } from './settings/button-style.js';
import { recallButtonSettings, rememberButtonSettings } from './settings/remembered.js';
import { DEFAULT_BUTTON_SETTINGS, type ButtonSettings } from './settings/sanitize.js';
import { SlotsCache } from './slots/slots-cache.js';
import { renderBookingStep } from './views/booking-step.js';
import { renderLauncher } from './views/button.js';
import { renderCalendar } from './views/calendar.js';
import { focusBookingTarget } from './views/focus.js';
import { renderProblem } from './views/form-parts.js';
import { renderHeader, renderLocationPicker } from './views/header.js';
import { renderErrorNotice, renderNotice } from './views/notice.js';
import { renderSlotList, renderSlotSkeleton } from './views/slots.js';

export type BookingWidgetMode = 'popup' | 'inline';
/** Where the customer is: choosing a day and a time, or giving their details for it. */
export type BookingStep = 'slots' | 'details';

const SLOTS_PROBLEM_ID = 'slots-problem';

const LOG = '[booking-widget]';

const today = (): Date => startOfDay(new Date());

/**
 * `<booking-widget>`: a button in the business's own style that opens a booking dialog
 * with a calendar, the chosen day's time slots and the booking form (with an SMS code when
 * the business has SMS) up to the confirmation.
 *
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
 *
 * @prop {string} apiKey - Reflects `api-key`.
 * @prop {string} baseUrl - Reflects `base-url`.
 * @prop {string} location - Reflects `location`.
 * @prop {string} locale - Reflects `locale`.
 * @prop {'popup' | 'inline'} mode - Reflects `mode`.
 * @prop {string} name - Reflects `name`.
 * @prop {string} email - Reflects `email`.
 * @prop {string} phone - Reflects `phone`.
 * @prop {'slots' | 'details'} step - Read-only: the customer's current step.
 *
 * @fires booking-open - The customer opened the dialog.
 * @fires booking-close - The customer closed the dialog (Esc, close button or backdrop).
 * @fires booking-date-select - The customer chose a day. `detail: { date, businessUnitId }`.
 * @fires booking-slot-select - The customer chose a time slot. `detail: { date, slot, businessUnitId }`.
 * @fires booking-before-submit - Cancelable, before the booking request. `detail: { date, from, to, businessUnitId, name, email, phone, notes }`.
 * @fires booking-success - The platform booked the appointment. `detail: { appointment }`.
 * @fires booking-error - Sending a code or booking failed. `detail: { kind, status, message }`.
 *
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
 * @csspart add-to-calendar-button - Downloads the appointment as an `.ics` file.
 * @csspart book-another-button - Starts a new booking, keeping name, email and phone.
 *
 * @cssprop --booking-font-family - Font of the whole widget (system UI font by default).
 * @cssprop --booking-accent - Selected day, chosen slot, fill bars, Continue. Default `#1f5fbf`.
 * @cssprop --booking-accent-text - Text on the accent colour. Default `#ffffff`.
 * @cssprop --booking-accent-soft - Hover and chosen-slot background. Default `#e8efff`.
 * @cssprop --booking-surface - Dialog background. Default `#ffffff`.
 * @cssprop --booking-surface-muted - Header rows, footer, full slots. Default `#f4f6f9`.
 * @cssprop --booking-text - Main text colour. Default `#161b26`.
 * @cssprop --booking-text-muted - Secondary text colour. Default `#576071`.
 * @cssprop --booking-border - Lines and card borders. Default `#d9dee7`.
 * @cssprop --booking-danger - Notice accent. Default `#b42318`.
 * @cssprop --booking-radius - Dialog corner radius. Default `12px`.
 * @cssprop --booking-focus-ring - Focus outline colour. Default `#1f5fbf`.
 * @cssprop --booking-backdrop - Colour behind the dialog. Default `rgb(15 23 42 / 0.55)`.
 * @cssprop --booking-button-background - Button background; wins over widget_settings.bg_color.
 * @cssprop --booking-button-color - Button text colour; wins over widget_settings.font_color.
 * @cssprop --booking-button-width - Button width; wins over widget_settings.width. Default `200px`.
 * @cssprop --booking-button-height - Button height; wins over widget_settings.height. Default `44px`.
 * @cssprop --booking-button-font-size - Button font size; wins over widget_settings.font_size. Default `16px`.
 * @cssprop --booking-button-radius - Button corner radius. Default `8px`.
 */
export class BookingWidget extends ReactiveElement {
  protected static override _styles = styles + bookingStepStyles;

  // The attributes, and the internal state (`attribute: false`; its `_names` are shortened
  // in the script-tag files) whose changes render again.
  protected static override properties: Record<string, PropertyOptions> = {
    apiKey: { attribute: 'api-key' },
    baseUrl: { attribute: 'base-url' },
    location: {},
    locale: {},
    // Reflected so that the stylesheet can lay out `:host([mode='inline'])`.
    mode: { reflect: true },
    name: {},
    email: {},
    phone: {},
    _open: { attribute: false },
    _step: { attribute: false },
    _month: { attribute: false },
    _focused: { attribute: false },
    _date: { attribute: false },
    _time: { attribute: false },
    _slotsError: { attribute: false },
    _chosenUnit: { attribute: false },
  };

  apiKey = '';
  baseUrl = '';
  location = '';
  locale = '';
  mode: BookingWidgetMode = 'popup';
  name = '';
  email = '';
  phone = '';

  private _open = false;
  private _step: BookingStep = 'slots';
  private _month = startOfMonth(new Date());
  private _focused = today();
  private _date: Date | undefined;
  private _time: Slot | undefined;
  /** The customer's own choice of location; the `location` attribute is the default. */
  private _chosenUnit: number | undefined;
  /** Why the customer is back at the slots (their slot was just taken). */
  private _slotsError: string | undefined;

  private readonly _flow = new BookingFlowController(this, {
    _events: this,
    _onLeave: () => {
      this._step = 'slots';
      this._focusLater('.slot-input:checked');
    },
    _onSlotTaken: () => this._slotTaken(),
    _onBookAnother: () => {
      // The booked slot's fill has changed: the day is asked for again.
      this._renewCache();
      this._toSlots();
      // The confirmation is gone: focus goes where the next booking starts.
      this._focusDay();
    },
  });

  private _client: BookingClient | undefined;
  private _cache: SlotsCache | undefined;
  private _unlock: (() => void) | undefined;
  private _pressedOnBackdrop = false;
  private _setupError: string | undefined;
  /** The business, or before it loads the base-url and api-key, the button was styled for. */
  private _styledFor: Business | string | undefined;
  private _buttonSettings: ButtonSettings = DEFAULT_BUTTON_SETTINGS;

  private readonly _business = new AsyncTask(this, {
    _args: () => (this._client ? ([this._client] as const) : undefined),
    _task: ([client], signal) =>
      client.getBusiness({ signal }).catch((error: unknown) => {
        // Tells the site owner, once per failed load, why the button is not there.
        if (isBookingApiError(error) && error.kind !== 'aborted') {
          console.error(
            error.kind === 'unauthorized'
              ? `${LOG} The API key was refused (401). Check the api-key attribute.`
              : `${LOG} Could not load the business: ${error.message}`,
          );
        }
        throw error;
      }),
  });

  private readonly _slots = new AsyncTask(this, {
    _args: () =>
      (this.mode === 'inline' || this._open) && this._cache && this._date && this._loaded
        ? ([this._cache, toIsoDate(this._date), this._unit?.id] as const)
        : undefined,
    _task: async ([cache, date, unit], signal) => {
      // The neighbouring days are where the customer most likely looks next.
      const day = this._date!;
      const slots = await cache._get(date, unit, signal);
      for (const neighbour of [addDays(day, 1), addDays(day, -1)]) {
        if (neighbour >= today()) cache._prefetch(toIsoDate(neighbour), unit);
      }
      return slots;
    },
  });

  /** The customer's current step: `slots` until a slot was chosen and confirmed, then `details`. */
  get step(): BookingStep {
    return this._step;
  }

  /** Resolves when the business and the chosen day's slots have settled (for tests and integrations). */
  get dataComplete(): Promise<void> {
    return this.updateComplete.then(() => this._business._complete).then(() => this.updateComplete)
      .then(() => this._slots._complete).then(() => this.updateComplete).then(() => undefined);
  }

  /** The business once loaded. */
  private get _loaded(): Business | undefined {
    return this._business._status === 'complete' ? this._business._value : undefined;
  }

  private get _dialog(): HTMLDialogElement | null {
    return this._root.querySelector('dialog');
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('online', this._onOnline);
    this._closeQuietly();
    this._client = undefined;
    this._renewCache();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('online', this._onOnline);
    // Reconnected after a move in the page: the client was dropped on disconnect, and the
    // business must load again even though no property changed.
    if (this._hasUpdated) {
      this._configure();
      this.requestUpdate();
    }
  }

  protected override _willUpdate(changed: ReadonlySet<string>): void {
    if (changed.has('apiKey') || changed.has('baseUrl')) this._configure();
    if (changed.has('location') && this._hasUpdated) this._chooseUnit(undefined);
    if (changed.has('mode') && this.mode !== 'popup') this._closeQuietly();
    if (!this._hasUpdated || ['name', 'email', 'phone'].some((name) => changed.has(name))) {
      // Fills only empty fields: what the customer typed is never overwritten.
      this._flow._prefill(mergePrefill(this, location.search));
    }
    if (changed.has('locale') && this.locale && !this._localeTag) {
      console.warn(`${LOG} locale "${this.locale}" is not a BCP 47 tag; using the browser's language.`);
    }
    // The button settings, applied once per loaded business, and until it loads the ones
    // remembered from the last visit (the button keeps its size instead of jumping).
    const business = this._loaded;
    const platform = `${this.baseUrl} ${this.apiKey}`;
    const source = business ?? platform;
    if (source !== this._styledFor) {
      this._styledFor = source;
      this._flow._business = business;
      const settings = business ? business.widget_settings : recallButtonSettings(platform);
      this._buttonSettings = settings ? applyButtonSettings(this, settings) : clearButtonSettings(this);
      if (business) rememberButtonSettings(platform, this._buttonSettings);
    }
  }

  protected override _updated(): void {
    const target = this._flow._takeFocus();
    if (target) focusBookingTarget(this._root, target);
  }

  protected override _render(): TemplateResult {
    if (this._setupError) {
      return renderNotice('Booking is not set up yet', this._setupError);
    }
    if (this.mode === 'inline') return this._renderPanel();
    return html`${this._business._status === 'error'
        ? this._renderError()
        : renderLauncher(this._buttonSettings.label, this._business._status === 'pending', this._open, () => void this._openDialog())}
      <dialog part="dialog" aria-labelledby="title" @close=${this._onDialogClose} @pointerdown=${this._onDialogPointerDown} @click=${this._onDialogClick}>
        ${this._open ? this._renderPanel() : nothing}
      </dialog>`;
  }

  /**
   * A failed load of the business (or, given, of the day's slots) with "Try again", which
   * disappears once pressed: focus goes to what takes its place.
   */
  private _renderError(task: Pick<AsyncTask<never, unknown>, '_error' | '_retry'> = this._business): TemplateResult {
    return renderErrorNotice(task._error, () => {
      task._retry();
      this._focusLater(this._open || this.mode === 'inline' ? '#slots-heading' : '.launcher');
    });
  }

  private _renderPanel(): TemplateResult {
    const business = this._loaded;
    const slot = this._time;
    const date = this._date;
    const chosen = slot && date;
    return html`<div part="panel" class="panel">
      ${renderHeader(business, this.mode === 'popup' ? () => this._dialog?.close() : undefined)}
      ${this._business._status === 'error'
        ? html`<div class="body">${this._renderError()}</div>`
        : this._step === 'details' && chosen
          ? this._renderDetails(business, date, slot)
          : html`${renderLocationPicker(business?.locations, this._unit?.id, (id) => this._chooseUnit(id))}
              <div class="body">
                ${this._renderCalendar()}
                <section class="slots-panel" aria-labelledby="slots-heading">
                  ${renderProblem(SLOTS_PROBLEM_ID, this._slotsError)}
                  ${this._renderSlots()}
                </section>
              </div>
              <div part="footer" class="footer">
                <p class="footer-summary" aria-live="polite">${chosen ? html`<strong>${this._formatDay(date)}, ${slot.from}\u2013${slot.to}</strong>` : 'No time chosen yet'}</p>
                <button part="continue-button" class="primary-button" type="button" ?disabled=${!chosen} @click=${() => this._toDetails()}>
                  Continue
                </button>
              </div>`}
    </div>`;
  }

  private _renderCalendar(): TemplateResult {
    const locale = this._localeTag;
    const month = this._month;
    return renderCalendar(
      createMonth(month, today(), firstDayOfWeek(locale), this._date, locale),
      toIsoDate(this._focused),
      month > today(),
      locale,
      (step) => this._showMonth(addMonths(month, step)),
      (event) => this._onGridKey(event),
      (date) => {
        this._chooseDay(date);
        // In the one-column layout the times are below the calendar: bring them into view.
        void this.updateComplete.then(() =>
          this._root.querySelector('.slots-panel')?.scrollIntoView({ block: 'nearest' }),
        );
      },
    );
  }

  /**
   * The chosen day's heading, one status region and the times. The region stays in the DOM
   * and only its text changes, which is what screen readers announce reliably; a failure is
   * announced by its own alert.
   */
  private _renderSlots(): TemplateResult {
    const date = this._date;
    let status = '';
    const loading = () => {
      status = 'Loading available times\u2026';
      return renderSlotSkeleton();
    };
    // Nothing to render before the first answer and while one loads: the skeleton.
    const content = date
      ? this._slots._render({
          complete: (slots) => {
            const free = slots.filter((slot) => slot.percentage_filled < 100).length;
            status = free === 0 ? 'No available times on this day' : `${free} ${free === 1 ? 'time' : 'times'} available`;
            return slots.length === 0
              ? html`<p part="slots-empty" class="hint">No available times on this day. Please choose another day.</p>`
              : renderSlotList(slots, this._time, (slot) => this._chooseSlot(slot));
          },
          error: () => this._renderError(this._slots),
        }) ?? loading()
      : html`<p class="hint">Choose a day to see its available times.</p>`;
    return html`<h3 part="slots-heading" class="slots-heading" id="slots-heading" tabindex="-1">
        ${date ? this._formatDay(date) : 'Available times'}
      </h3>
      <p class="visually-hidden" role="status">${status}</p>
      ${content}`;
  }

  /** The step after a slot was chosen: the chosen time above the flow's current view. */
  protected _renderDetails(business: Business | undefined, date: Date, slot: Slot): TemplateResult {
    // The location is named only where there is a choice of them.
    const location = business?.locations[1] && this._unit?.name;
    return html`<div part="details" class="details">
      ${this._flow.step === 'confirmed'
        ? nothing
        : html`<p>
            <strong>${this._formatDay(date)}</strong>,
            ${slot.from}\u2013${slot.to}${location ? html`, ${location}` : nothing}
          </p>`}
      ${renderBookingStep(this._flow, (day) => this._formatDay(day), hostOf(this.baseUrl))}
    </div>`;
  }

  // ——— state changes ———

  private _configure(): void {
    this._toSlots();
    const apiKey = (this.apiKey ?? '').trim();
    const baseUrl = (this.baseUrl ?? '').trim();
    const missing = [!apiKey && 'api-key', !baseUrl && 'base-url'].filter(Boolean);
    this._setupError = missing.length ? `Missing attribute: ${missing.join(', ')}.` : undefined;
    if (this._setupError) {
      console.error(`${LOG} ${this._setupError} No request is made.`);
      this._closeQuietly();
    }
    this._client = this._flow._client = this._setupError ? undefined : createClient({ baseUrl, apiKey });
    this._renewCache();
  }

  /** The `locale` attribute when it is a BCP 47 tag; the browser's language otherwise. */
  private get _localeTag(): string | undefined {
    try {
      return this.locale ? new Intl.Locale(this.locale).toString() : undefined;
    } catch {
      return undefined;
    }
  }

  /** The location on screen: the customer's choice, else the `location` attribute's, else the first. */
  private get _unit(): Location | undefined {
    const locations = this._loaded?.locations ?? [];
    const attribute = (this.location ?? '').trim();
    const wanted = this._chosenUnit ?? (attribute === '' ? undefined : Number(attribute));
    return locations.find((l) => l.id === wanted) ?? locations[0];
  }

  private async _openDialog(): Promise<void> {
    if (this._open) return;
    this._open = true;
    this._focused = this._date ?? today();
    this._month = startOfMonth(this._focused);
    await this.updateComplete;
    const dialog = this._dialog;
    if (!dialog) return;
    dialog.showModal();
    this._unlock = lockPageScroll(this.ownerDocument);
    fireBookingEvent(this, 'booking-open', {});
    this._focusDay();
  }

  private _onDialogClose = (): void => {
    if (!this._open) return;
    this._closeQuietly();
    fireBookingEvent(this, 'booking-close', {});
    this._focusLater('.launcher');
  };

  /** Back online: what failed for want of a network loads again without "Try again". */
  private _onOnline = (): void => {
    for (const task of [this._business, this._slots]) {
      if (task._status === 'error' && isBookingApiError(task._error) && task._error.kind === 'network') task._retry();
    }
  };

  private _onDialogPointerDown = (event: PointerEvent): void => {
    this._pressedOnBackdrop = event.target === this._dialog;
  };

  private _onDialogClick = (event: MouseEvent): void => {
    // The panel fills the dialog (no padding), so only a click on the backdrop lands on the
    // <dialog> itself; so does a drag from the panel that ends on the backdrop (selecting
    // text), which must not close it: the press has to start on the backdrop too.
    const dialog = this._dialog;
    if (event.target === dialog && this._pressedOnBackdrop) dialog!.close();
  };

  /** Closes for a reason other than the customer (a changed attribute, removal): no event. */
  private _closeQuietly(): void {
    if (!this._open) return;
    this._open = false;
    this._unlock?.();
    this._unlock = undefined;
    this._dialog?.close();
  }

  private _showMonth(month: Date): void {
    this._month = startOfMonth(month);
    // Keep the tab stop inside the month on screen, on the same day number where possible.
    const sameDay = new Date(month.getFullYear(), month.getMonth(), Math.min(this._focused.getDate(), 28));
    this._focused = sameDay < today() ? today() : sameDay;
  }

  private _onGridKey(event: KeyboardEvent): void {
    const { key } = event;
    if (key === Keys.Enter || key === Keys.Space) {
      event.preventDefault();
      this._chooseDay(this._focused);
      return;
    }
    if (!isNavigationKey(key)) return;
    event.preventDefault();
    const next = nextFocusedDate(
      key,
      this._focused,
      firstDayOfWeek(this._localeTag),
      today(),
      event.shiftKey,
      getComputedStyle(this).direction === 'rtl',
    );
    this._focused = next;
    if (!isSameMonth(next, this._month)) this._month = startOfMonth(next);
    this._focusDay();
  }

  private _focusDay(): void {
    this._focusLater(`td[data-date="${toIsoDate(this._focused)}"]`);
  }

  private _focusLater(selector: string): void {
    void this.updateComplete.then(() => this._root.querySelector<HTMLElement>(selector)?.focus());
  }

  private _chooseDay(date: Date): void {
    if (date < today()) return;
    const iso = toIsoDate(date);
    this._focused = startOfDay(date);
    if (this._date && toIsoDate(this._date) === iso) return;
    this._date = startOfDay(date);
    this._time = this._slotsError = undefined;
    if (!isSameMonth(date, this._month)) this._month = startOfMonth(date);
    fireBookingEvent(this, 'booking-date-select', { date: iso, businessUnitId: this._unit?.id });
  }

  /**
   * Slots belong to one location: a new one (the customer's or the page's) drops the chosen
   * time and, from the details, goes back to the times, so the booking is always for the
   * location on screen. A booking under way or done is left as it is.
   */
  private _chooseUnit(id: number | undefined): void {
    this._chosenUnit = id;
    if (!this._flow._busy && this._flow.step !== 'confirmed') this._toSlots();
  }

  /** Only offered once a day is chosen: the slot list belongs to `_date`. */
  private _chooseSlot(slot: Slot): void {
    this._time = slot;
    this._slotsError = undefined;
    fireBookingEvent(this, 'booking-slot-select', {
      date: toIsoDate(this._date!),
      // A copy: a listener that changes it must not change what is booked.
      slot: { ...slot },
      businessUnitId: this._unit?.id,
    });
  }

  /** Continue is disabled until a day and a slot are chosen. */
  private _toDetails(): void {
    const slot = this._time!;
    this._flow._select({
      date: toIsoDate(this._date!),
      from: slot.from,
      to: slot.to,
      businessUnitId: this._unit?.id,
    });
    this._step = 'details';
    // The Continue button is gone: start the form at its first field.
    this._focusLater('#name');
  }

  private _toSlots(): void {
    this._time = undefined;
    this._step = 'slots';
  }

  /** Forgets every cached day; the new cache (a changed task argument) reloads the chosen one. */
  private _renewCache(): void {
    this._cache?._dispose();
    this._cache = this._client && new SlotsCache(this._client);
  }

  /**
   * 409: the slot was taken meanwhile. Every cached day is suspect, so a new cache reloads
   * the chosen day; the customer is told why they are back at the times, and what they
   * typed stays in the flow.
   */
  private _slotTaken(): void {
    this._renewCache();
    this._toSlots();
    this._slotsError = this._flow._problem?.message;
    this._focusLater(`#${SLOTS_PROBLEM_ID}`);
  }

  /**
   * The date in the business's date_format, with the locale's names. A format without a
   * weekday ("10/12/2026") gets the weekday's name in front, so the customer need not work
   * out which day it is.
   */
  private _formatDay(date: Date): string {
    const locale = this._localeTag;
    const pattern = toDateFnsPattern(this._loaded?.date_format);
    const formatted = formatDate(date, pattern, locale);
    if (pattern.replace(/'[^']*'/g, '').includes('E')) return formatted;
    return `${dateTimeFormat(locale, { weekday: 'long' }).format(date)}, ${formatted}`;
  }
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
