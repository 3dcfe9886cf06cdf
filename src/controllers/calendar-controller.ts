import type { ReactiveController } from 'lit';
import { addMonths, isSameMonth, startOfDay, startOfMonth } from 'date-fns';
import { Keys, isNavigationKey, nextFocusedDate } from '../calendar/keyboard.js';
import { createMonth, toIsoDate } from '../calendar/month.js';
import { today } from '../calendar/today.js';
import { firstDayOfWeek } from '../calendar/week-start.js';
import type { DayState } from '../slots/day-state.js';
import type { CalendarProps } from '../views/calendar.js';
import type { BookingHost } from './host.js';

export interface CalendarOptions {
  /** The locale's tag, for names and the first day of the week. */
  locale: () => string;
  /** A day that can be booked was chosen: clicked, or Enter or Space on the focused day. */
  onChoose: (date: Date) => void;
  /** The focused day moved: focus follows it after the render. */
  onFocusMove: () => void;
}

/**
 * The calendar's own state: the month on screen and the one focused day (the grid's roving
 * tab stop), moved by the keys of the WAI-ARIA APG date picker.
 */
export class CalendarController implements ReactiveController {
  month = startOfMonth(new Date());
  focused = today();

  readonly #host: BookingHost;
  readonly #options: CalendarOptions;

  constructor(host: BookingHost, options: CalendarOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** A widget left open past midnight: yesterday is no longer a day focus may rest on. */
  hostUpdate(): void {
    if (this.focused < today()) this.focused = today();
  }

  /** Focuses `date` and shows its month. */
  show(date: Date): void {
    this.focused = startOfDay(date);
    if (!isSameMonth(date, this.month)) this.month = startOfMonth(date);
    this.#host.requestUpdate();
  }

  /** Past days are shown but cannot be chosen. */
  #choose(date: Date): void {
    if (date < today()) return;
    this.show(date);
    this.#options.onChoose(date);
  }

  /** The previous or next month, keeping the tab stop on the same day number where possible. */
  showMonth(month: Date): void {
    this.month = startOfMonth(month);
    const sameDay = new Date(month.getFullYear(), month.getMonth(), Math.min(this.focused.getDate(), 28));
    this.focused = sameDay < today() ? today() : sameDay;
    this.#host.requestUpdate();
  }

  /** What the calendar view shows, with `selected` marked and each day's state as far as known. */
  viewProps(selected: Date | undefined, stateOf: (date: string) => DayState | undefined): Omit<CalendarProps, 't'> {
    const locale = this.#options.locale();
    const month = this.month;
    return {
      model: createMonth({ month, today: today(), weekStartsOn: firstDayOfWeek(locale), selected, locale }),
      focusedIso: toIsoDate(this.focused),
      stateOf,
      canGoBack: month > today(),
      locale,
      onMonth: (step) => this.showMonth(addMonths(month, step)),
      onKeyDown: this.#onKeyDown,
      onChoose: (date) => {
        this.#choose(date);
        // In the one-column layout the times are below the calendar: bring them into view, once
        // the click's result is painted. Two frames on, that frame's layout is done and still
        // valid, so the scroll lays out nothing and does nothing when they are in view; in the
        // click itself it forced a layout of the dialog (1–87 ms at 4× CPU).
        requestAnimationFrame(() =>
          requestAnimationFrame(() => this.#host.renderRoot.querySelector('.slots-panel')?.scrollIntoView({ block: 'nearest' })),
        );
      },
    };
  }

  readonly #onKeyDown = (event: KeyboardEvent): void => {
    const { key } = event;
    if (key === Keys.Enter || key === Keys.Space) {
      event.preventDefault();
      this.#choose(this.focused);
      return;
    }
    if (!isNavigationKey(key)) return;
    event.preventDefault();
    this.show(
      nextFocusedDate(key, this.focused, {
        weekStartsOn: firstDayOfWeek(this.#options.locale()),
        min: today(),
        shiftKey: event.shiftKey,
        // The day's own direction: the widget's language, whatever the page's.
        rtl: getComputedStyle(event.target as Element).direction === 'rtl',
      }),
    );
    this.#options.onFocusMove();
  };
}
