import { html, nothing, type CSSResult, type TemplateResult } from 'lit';
import { DataLayerController } from '../analytics/data-layer-controller.js';
import { bookingClient } from '../api/client.js';
import type { PlatformConnection } from '../api/connection.js';
import { isOffline } from '../api/errors.js';
import type { BookingClient, Business } from '../api/types.js';
import { mergePrefill, type PrefillFields } from '../booking/fields.js';
import { BookingFlowController } from '../booking/flow.js';
import { CalendarFileOffer, uidDomainOf } from '../booking/calendar-file.js';
import { warnNotLoaded } from '../chunk-warning.js';
import { dayOf } from '../booking/journey.js';
import { fireBookingEvent } from '../events.js';
import { toIsoDate } from '../calendar/month.js';
import { today } from '../calendar/today.js';
import { CalendarController } from '../controllers/calendar-controller.js';
import type { Retryable } from '../controllers/booking-data-controller.js';
import { DialogController } from '../controllers/dialog-controller.js';
import type { BookingHost } from '../controllers/host.js';
import { LocationChoice } from '../controllers/location-choice.js';
import { TimeZones } from '../controllers/time-zones.js';
import { formatDayLabel } from '../format/date-format.js';
import { wallRange } from '../format/time-of-day.js';
import { addCatalog } from '../i18n/text.js';
import { ENGLISH, MESSAGE_IDS, type Translate } from '../i18n/messages.js';
import { AccentController, type AccentSource } from '../theme/accent-controller.js';
import { renderBookingStep } from '../views/booking-step.js';
import { dialogThemeStyles } from '../theme/dialog-theme-styles.js';
import { bookingStepStyles } from '../views/booking-styles.js';
import { dialogSharedStyles } from '../views/dialog-shared-styles.js';
import { calendarStyles } from '../views/calendar-styles.js';
import { renderChoosing } from '../views/choosing.js';
import { renderConfirmation } from '../views/confirmation.js';
import { focusSelector, type DialogFocusTarget } from '../views/focus-targets.js';
import { renderHeader } from '../views/header.js';
import { panelStyles } from '../views/panel-styles.js';
import { slotsStyles } from '../views/slots-styles.js';
import { SlotsData } from './slots-data.js';

/**
 * The module that reads a site owner's replacements: a chunk of its own, as only the pages that
 * give replacements need it, fetched after this one. It checks them against the whole catalog,
 * which is in this chunk: imported from here, it shares this chunk's catalog (imported from the
 * element, it would split the catalog into a further chunk that every dialog would fetch).
 */
export const loadReplacements = (): Promise<typeof import('../i18n/replacements.js')> =>
  import('../i18n/replacements.js').catch(warnNotLoaded('text replacements'));

// The dialog's texts join the button's: the element's `t` finds them from now on.
addCatalog({ ids: MESSAGE_IDS, english: ENGLISH });

/** The dialog's stylesheets, adopted after the element's own (src/views/index.ts). */
export const dialogStyles: CSSResult[] = [
  dialogSharedStyles,
  panelStyles,
  calendarStyles,
  slotsStyles,
  bookingStepStyles,
  dialogThemeStyles,
];

/** What the panel reads of the element, each as it is now. */
export interface PanelHost {
  host: BookingHost;
  /** The platform the attributes name (its business, and the `send` the dialog's calls are built on). */
  connection: () => PlatformConnection | undefined;
  /** The business once loaded. */
  business: () => Business | undefined;
  /** The `name`, `email` and `phone` attributes, which prefill the form. */
  prefill: () => Partial<PrefillFields>;
  /** The `location` attribute: the page's choice of a `business_unit_id`. */
  locationAttribute: () => string;
  /** The `time-zone` attribute: the business's IANA zone. */
  timeZone: () => string;
  baseUrl: () => string;
  /** `inline`: the panel is in the page; `popup`: in a dialog the button opens. */
  inline: () => boolean;
  /** The language's texts, its tag (`messages`), its direction, and the tag dates and numbers are formatted with. */
  t: () => Translate;
  lang: () => string;
  dir: () => 'ltr' | 'rtl';
  locale: () => string;
  /** The button's settings: the dialog's accent comes from them. */
  accent: () => AccentSource;
  /** The business's failed load, or a day's, with "Try again" (the element's, which also moves focus). */
  renderLoadError: (task: Retryable) => TemplateResult;
  /** Whether the business failed to load: the panel then shows its notice. */
  businessFailed: () => Retryable | undefined;
  /** Moves focus to a named place after the next render: the dialog's, or the element's button. */
  focus: (target: DialogFocusTarget | 'launcher') => void;
}

/**
 * The booking dialog and its content, inline or in the popup: the header, the calendar, the
 * day's times, the booking steps and the confirmation, with the state they keep (the journey,
 * the month on screen, the location, the days' times, the dialog itself). This module is the
 * dialog's chunk: the element imports it when the browser is idle after the button is painted,
 * or when the customer shows interest in the button (src/controllers/panel-loader.ts).
 */
export class BookingPanel {
  readonly flow: BookingFlowController;
  readonly calendar: CalendarController;
  readonly locationChoice: LocationChoice;
  readonly dialog: DialogController;
  readonly #zones: TimeZones;
  readonly #calendarFile: CalendarFileOffer;
  readonly #slots: SlotsData;
  readonly #host: PanelHost;

  constructor(panelHost: PanelHost) {
    this.#host = panelHost;
    const { host } = panelHost;
    this.flow = new BookingFlowController(host, {
      events: host,
      client: this.#client,
      business: panelHost.business,
      onDayChanged: () => this.#slots.refreshDay(),
      hasFocus: () => !!host.shadowRoot?.activeElement,
    });
    this.calendar = new CalendarController(host, {
      locale: panelHost.locale,
      onChoose: (date) => this.flow.chooseDay(date, this.locationChoice.current?.id),
      onFocusMove: () => panelHost.focus('focused-day'),
    });
    this.locationChoice = new LocationChoice(host, {
      locations: () => panelHost.business()?.locations ?? [],
      attribute: panelHost.locationAttribute,
      flow: this.flow,
    });
    this.dialog = new DialogController(host, {
      onOpen: () => this.#announce('booking-open', this.flow.reopenFocus),
      onClose: () => this.#announce('booking-close', 'launcher'),
    });
    this.#zones = new TimeZones(host, { zone: panelHost.timeZone, locale: panelHost.locale });
    this.#calendarFile = new CalendarFileOffer(host);
    this.#slots = new SlotsData(host, {
      client: this.#client,
      shownMonth: () => (panelHost.business() && this.#onScreen ? this.calendar.month : undefined),
      unitId: () => this.locationChoice.current?.id,
      flow: this.flow,
    });
    new AccentController(host, { source: panelHost.accent, shown: () => panelHost.inline() || this.dialog.isOpen });
    new DataLayerController(host, { business: panelHost.business, location: () => this.locationChoice.current });
    host.addController({
      hostUpdate: () => {
        this.#followStep();
        this.#closeOnFailedBusiness();
      },
    });
    this.prefill();
  }

  /** The full client of the element's connection: the same one as long as the connection is. */
  readonly #client = (): BookingClient | undefined => {
    const connection = this.#host.connection();
    return connection && bookingClient(connection);
  };

  /** The journey's step last rendered: when it changes, the dialog keeps its height (DialogController.holdHeight). */
  #renderedStep: string | undefined;

  /** The calendar is on screen: the widget is inline, or its dialog is open with its content. */
  get #onScreen(): boolean {
    return this.#host.inline() || this.dialog.isFilled;
  }

  /** Fills the form from the element's attributes and the page's address: what the customer typed is never overwritten. */
  prefill(): void {
    this.flow.form.prefill(mergePrefill(this.#host.prefill(), location.search));
  }

  /**
   * Before each render, a step that changed: the dialog keeps its height, a time zone chunk that
   * could not load is asked for again, and a booking made after the customer closed the dialog
   * while it was on its way opens the dialog on its confirmation: they have an appointment, and
   * are told so.
   */
  #followStep(): void {
    if (this.flow.step === this.#renderedStep) return;
    this.#renderedStep = this.flow.step;
    this.dialog.holdHeight();
    this.#zones.loadAgain();
    if (this.flow.step === 'confirmed' && !this.#host.inline()) this.open();
  }

  /**
   * The business failed for good while the dialog was open (the button was pressed while the
   * business loaded): the element shows the failure's notice, with "Try again", in the place of
   * the button and its dialog. The dialog closes as a close does (`booking-close`, the page
   * scrolls again) and focus goes to the notice rather than to the page's start. Offline, the
   * button and the dialog stay: the dialog says so and loads again once back online.
   */
  #closeOnFailedBusiness(): void {
    const failed = this.#host.businessFailed();
    if (!this.dialog.isOpen || this.#host.inline() || !failed || isOffline(failed.error)) return;
    this.dialog.closeNow();
    void this.#focusNotice();
  }

  /**
   * Once the notice is rendered: its "Try again", or where it has none (a refused key) the notice
   * itself, made focusable as the steps' headings are. (The close's own request for the button
   * finds none.)
   */
  async #focusNotice(): Promise<void> {
    const { host } = this.#host;
    await host.updateComplete;
    const notice = host.renderRoot.querySelector<HTMLElement>('.notice');
    // A notice's one button is its "Try again".
    const retry = notice?.querySelector('button');
    if (notice && !retry) notice.tabIndex = -1;
    (retry ?? notice)?.focus();
  }

  /** Resolves when the dialog opened last has its content, the time zones' code has loaded and the shown day's times have settled. */
  get complete(): Promise<void> {
    return Promise.all([this.dialog.opened, this.#zones.loaded]).then(() => this.#slots.complete);
  }

  /** Where a place of the dialog is in the element's shadow root (the calendar's focused day is the grid's tab stop). */
  selectorOf(target: DialogFocusTarget): string {
    return focusSelector(target, toIsoDate(this.calendar.focused));
  }

  /** Opens the dialog on the chosen day, or today. */
  open(): void {
    if (this.dialog.isOpen) return;
    this.#zones.loadAgain();
    this.calendar.show(this.flow.date ?? today());
    void this.dialog.open();
  }

  /** The dialog, with the panel in it while open. */
  renderDialog(): TemplateResult {
    return this.dialog.render((filled) => this.renderPanel(filled));
  }

  /** The header and the step; `filled` false: the header and an empty, busy body (the dialog's first frame). */
  renderPanel(filled = true): TemplateResult {
    const panelHost = this.#host;
    const onClose = panelHost.inline() ? undefined : () => this.dialog.close();
    return html`<div part="panel" class="panel" lang=${panelHost.lang()} dir=${panelHost.dir()}>
      ${renderHeader({ business: panelHost.business(), onClose, t: panelHost.t() })}
      ${filled ? this.#renderBody() : html`<div class="body" aria-busy="true"></div>`}
    </div>`;
  }

  /** One view per step of the journey; a business that failed to load shows its notice instead. */
  #renderBody(): TemplateResult | typeof nothing {
    const panelHost = this.#host;
    const failed = panelHost.businessFailed();
    if (failed) return html`<div class="body">${panelHost.renderLoadError(failed)}</div>`;
    const journey = this.flow.journey;
    const t = panelHost.t();
    const locale = panelHost.locale();
    const zones = this.#zones;
    if (journey.step === 'choosing') {
      const day = journey.date && toIsoDate(journey.date);
      const slotsState = this.#slots.slotsState;
      return renderChoosing({
        journey,
        locations: { ...this.locationChoice.viewProps(), t },
        calendar: { ...this.calendar.viewProps(journey.date, this.#slots.dayState), t },
        slots: slotsState.slots,
        failure: slotsState.failed && panelHost.renderLoadError(slotsState.failed),
        formatDay: this.formatDay,
        onSelect: (slot) => this.flow.chooseSlot(slot, this.locationChoice.current?.id),
        onContinue: () => this.flow.toDetails(this.locationChoice.current?.id),
        t,
        locale,
        zoneNotice: day ? zones.notice(day, t) : undefined,
        group: String(this.dialog.openings),
        shownRange: (slot) => (day ? zones.shownRange(day, slot) : wallRange(locale, '', slot)),
      });
    }
    switch (journey.step) {
      case 'details':
      case 'code':
      case 'submitting': {
        const { selection } = journey;
        const shown = zones.shownRange(selection.date, selection);
        return renderBookingStep({
          flow: this.flow,
          form: journey.step === 'submitting' ? journey.form : journey.step,
          shown,
          dayLabel: this.formatDay(dayOf(shown.date)),
          location: this.locationChoice.nameIfChoice,
          t,
          locale,
        });
      }
      case 'confirmed': {
        const { appointment } = journey;
        return this.flow.business
          ? renderConfirmation({
              appointment,
              business: this.flow.business,
              formatDate: this.formatDay,
              calendarUidDomain: uidDomainOf(panelHost.baseUrl()),
              bookingKey: journey.bookingKey,
              onBookAnother: () => this.flow.reset(),
              onDone: panelHost.inline() ? undefined : () => this.dialog.close(),
              times: zones.bookedRanges(appointment.date, appointment),
              locale,
              timeZone: panelHost.timeZone(),
              onAddToCalendar: (entry, container) => this.#calendarFile.offer(entry, container),
              calendarFileFailed: this.#calendarFile.failedFor === appointment,
              t,
            })
          : nothing;
      }
    }
  }

  /** The dialog opened or closed (at the customer's hand, or on a booking made after they closed it): the page hears it, and focus moves. */
  #announce(event: 'booking-open' | 'booking-close', focus: DialogFocusTarget | 'launcher'): void {
    fireBookingEvent(this.#host.host, event, {});
    this.#host.focus(focus);
  }

  /** A day as the customer reads it: the business's `date_format`, the language's weekday. */
  readonly formatDay = (date: Date): string => formatDayLabel(date, this.#host.business()?.date_format, this.#host.locale());
}
