import {
  LitElement,
  html,
  nothing,
  type CSSResultGroup,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import { isOffline } from './api/errors.js';
import { ELEMENT_PROPERTIES } from './element-properties.js';
import * as controllers from './controllers/index.js';
import { LocaleController } from './i18n/locale-controller.js';
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
 * @attr {string} api-key - The business's API key (required).
 * @attr {string} base-url - Base address of the booking platform, e.g. `https://booking.example.com` (required).
 * @attr {string} location - Preselected location: a `business_unit_id` of the business (of a location with a name: one without is not offered). Any other value shows the first location, and the console says so.
 * @attr {string} time-zone - IANA name of the business's zone (`Europe/Berlin`): when the customer's clock differs, the widget says so and shows the times on the customer's clock on request; the calendar file gets the exact instant. Removed, the times are shown as the platform gives them.
 * @attr {string} locale - BCP 47 tag of the widget's language (texts, dates, numbers, first day of the week); by default the `lang` of the element or its nearest ancestor, else the browser's languages.
 * @attr {'popup' | 'inline'} mode - `popup` (default, and any value but `inline`): a button opening a dialog. `inline`: calendar and slots shown in the page.
 * @attr {string} name - Prefills the customer's name (wins over the page's `?name=`), until the customer types in the field.
 * @attr {string} email - Prefills the customer's email (wins over the page's `?email=`), until the customer types in the field.
 * @attr {string} phone - Prefills the customer's phone (wins over the page's `?phone=`), until the customer types in the field.
 * @attr {'auto' | 'light' | 'dark'} theme - `auto` (default): light or dark as the page's `prefers-color-scheme`. `light`, `dark`: always that theme.
 * @attr {'datalayer' | ''} analytics - `datalayer`: each step of the booking goes to `window.dataLayer` and to `gtag`. Empty: nothing is sent.
 * @fires booking-open - The customer opened the dialog, or it opened on the confirmation of a booking the customer closed it on while it was on its way.
 * @fires booking-close - The customer closed the dialog (Esc, close button or backdrop), or it closed because the business, still loading when it opened, could not be loaded.
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
  // that Safari before 16.4 cannot parse (vite.config.ts, the build's target).
  static override get styles(): CSSResultGroup {
    return views.viewStyles;
  }

  // lit's static properties rather than its decorators, which cost bytes: element-properties.ts.
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

  /** Why no request is made: a required attribute is missing, or base-url is not one the browser can fetch. */
  private setupError: controllers.SetupError | undefined;

  /** Chosen and loaded from the moment the element connects, in parallel with the business. */
  readonly #language: LocaleController = new LocaleController(this, {
    attribute: () => this.locale,
    overrides: () => this.messages,
    // Their own chunk, imported by the dialog's (only pages with replacements load it).
    replacements: () => this.#panelCode.module().then((panel) => panel.loadReplacements()),
  });
  readonly #data = new controllers.BookingDataController(this);
  readonly #buttonSettings = new controllers.ButtonSettingsController(this, () => ({
    business: this.#data.loaded,
    platform: `${this.baseUrl} ${this.apiKey}`,
  }));
  /** The dialog and its state (src/panel/), a chunk imported ahead of the customer. */
  readonly #panelCode: controllers.PanelLoader = new controllers.PanelLoader({
    host: this,
    connection: () => this.#data.connection,
    business: () => this.#data.loaded,
    businessFailed: () => this.#data.failed,
    prefill: () => this,
    locationAttribute: () => this.location,
    // `||`: lit sets null when the attribute is removed.
    timeZone: () => this.timeZone || '',
    baseUrl: () => this.baseUrl,
    inline: () => this.mode === 'inline',
    t: () => this.#language.translate,
    lang: () => this.#language.messages,
    dir: () => this.#language.dir,
    locale: () => this.#language.format,
    accent: () => this.#buttonSettings,
    renderLoadError: (task) => this.#renderLoadError(task),
    focus: (target) => this.#focusControl.request(target),
  });
  readonly #focusControl = new controllers.FocusController<views.FocusTarget>(this, {
    // The button is the element's; the dialog's places are the panel's to find, once its chunk is there.
    selectorFor: (target) => (target === 'launcher' ? '.launcher' : this.#panel?.selectorOf(target)),
    takeRequest: () => this.#panel?.flow.takeFocus(),
    onStay: (target) => this.#panel?.flow.form.sayAgain(target),
  });
  readonly #heldUpdates = new controllers.HeldUpdates(this, { onReturn: () => this.#configure() });
  /** The button was pressed before the dialog's chunk was there: it opens when the chunk arrives. */
  #opening = false;
  /** The customer pressed the button and the dialog's chunk could not load: the notice says so. (A load ahead of the customer that failed says nothing.) */
  #openFailed = false;
  protected readonly warmUp = new controllers.IdleWarmUp(this, {
    ready: () => this.#data.loaded !== undefined && this.mode !== 'inline',
    steps: [
      // The dialog's chunk, while the customer looks at the button (awaited: the last step needs it).
      () => this.#panelCode.load(),
      // The page's first Intl formatter loads ICU's data: the one long step. A plain formatter
      // does it; the dialog's own (src/i18n/numbers.ts) stay with the dialog's chunk.
      () => new Intl.NumberFormat(this.#language.format).format(0),
      // The dialog's views and their formatters, run once out of sight (when the chunk is there).
      () => this.#panel?.dialog.isOpen || this.#panel?.renderPanel(),
    ],
  });

  /** The dialog and its state, once its chunk is there. */
  get #panel() {
    return this.#panelCode.panel;
  }

  /** `slots` while the customer chooses a day and a time, `details` from Continue on. */
  get step(): BookingStep {
    const step = this.#panel?.flow.step ?? 'choosing';
    return step === 'choosing' ? 'slots' : 'details';
  }

  /** Resolves when the business, the language, the dialog's chunk and, with it, the dialog's content and the shown day's times have settled (for tests and integrations). */
  get dataComplete(): Promise<void> {
    return this.#settled();
  }

  async #settled(): Promise<void> {
    // A load that settles may ask for one more render (a language's texts, the dialog's code):
    // settled means no render is waiting either.
    do {
      await this.updateComplete;
      await Promise.all([this.#language.complete, this.#panelCode.loaded, this.#data.complete]);
      await this.#panel?.complete;
    } while (this.isUpdatePending);
  }

  /** Out of the page nothing renders: stopped requests answer into nothing, changes wait. */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    return this.#heldUpdates.shouldUpdate(changed);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('apiKey') || changed.has('baseUrl')) this.#configure();
    if (changed.has('location') && this.hasUpdated) this.#panel?.locationChoice.choose(undefined);
    if (changed.has('mode') && this.mode === 'inline') this.#panel?.dialog.closeQuietly();
    // Inline, the calendar is always on show: its code loads at once.
    if (changed.has('mode') && this.mode === 'inline') void this.#panelCode.load();
    // Follows into the fields the customer has not typed into: what they typed is never overwritten.
    if (changed.has('name') || changed.has('email') || changed.has('phone')) this.#panel?.prefill();
    if (changed.has('locale') || changed.has('messages')) this.#language.update();
  }

  protected override render(): TemplateResult | typeof nothing {
    const t = this.#language.translate;
    // The customer reads that booking is not set up; the site owner reads what to change in the console.
    if (this.setupError)
      return views.renderNotice({
        title: t('notice.setupTitle'),
        detail: 'missing' in this.setupError ? t('notice.setupMissing', { names: this.setupError.missing }) : undefined,
        t,
      });
    const panel = this.#panel;
    if (this.mode === 'inline') return panel ? panel.renderPanel() : this.#renderPanelCode();
    const failed = this.#data.failed;
    // Offline, the button stays: its dialog says so, and the business loads once back online.
    if (failed && !isOffline(failed.error)) return this.#renderLoadError(failed);
    return html`${views.renderLauncher({
      label: this.#buttonSettings.settings.label || t('button.defaultLabel'),
      lang: this.#language.messages,
      dir: this.#language.dir,
      busy: this.#data.pending || this.#opening,
      opening: this.#opening,
      expanded: panel?.dialog.isOpen ?? false,
      onClick: () => void this.#openDialog(),
      onInterest: () => void this.#panelCode.load(),
    })}
    ${panel ? panel.renderDialog() : this.#renderPanelCode()}`;
  }

  /** The dialog's chunk on its way (inline: a busy placeholder), or a notice with "Try again" when the customer asked for it and it could not load. */
  #renderPanelCode(): TemplateResult | typeof nothing {
    const { failure } = this.#panelCode;
    if (failure !== undefined && (this.#openFailed || this.mode === 'inline')) {
      const onRetry = () => void this.#loadPanelAgain();
      return views.renderErrorNotice({ error: failure, onRetry, t: this.#language.translate });
    }
    return this.mode === 'inline' ? html`<div part="panel" class="panel" aria-busy="true"></div>` : nothing;
  }

  /**
   * "Try again" after the dialog's chunk failed: the button's dialog opens; inline, the calendar
   * comes and focus goes to its times, as "Try again" is gone with the notice.
   */
  async #loadPanelAgain(): Promise<void> {
    if (this.mode !== 'inline') return this.#openDialog();
    await this.#panelCode.load();
    if (this.#panel) this.#focusControl.request('slots-heading');
  }

  /** A failed load with "Try again", which disappears once pressed: focus goes to what takes its place. */
  #renderLoadError(task: controllers.Retryable): TemplateResult {
    const onRetry = () => {
      void task.run();
      this.#focusControl.request(this.#panel?.dialog.isOpen || this.mode === 'inline' ? 'slots-heading' : 'launcher');
    };
    return views.renderErrorNotice({ error: task.error, onRetry, t: this.#language.translate });
  }

  #configure(): void {
    this.#panel?.flow.chooseAgain();
    this.setupError = this.#data.configure(this.apiKey, this.baseUrl);
    if (this.setupError) this.#panel?.dialog.closeQuietly();
  }

  /** Opens the dialog; pressed before its chunk is there, the button is busy until it arrives, then the dialog opens. */
  async #openDialog(): Promise<void> {
    if (!this.#panel) {
      this.#opening = true;
      this.requestUpdate();
      await this.#panelCode.load();
      this.#opening = false;
      this.#openFailed = !this.#panel;
      this.requestUpdate();
      // The customer may have left meanwhile (the element removed, or made inline).
      if (!this.isConnected || this.mode === 'inline') return;
    }
    this.#panel?.open();
  }
}
