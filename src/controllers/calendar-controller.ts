import type { ReactiveController } from 'lit';
import { isSameMonth, startOfDay, startOfMonth } from 'date-fns';
import { Keys, isNavigationKey, nextFocusedDate } from '../calendar/keyboard.js';
import { firstDayOfWeek } from '../calendar/week-start.js';
import type { BookingHost } from './host.js';

export const today = (): Date => startOfDay(new Date());

export interface CalendarOptions {
  /** The locale's tag, for the first day of the week. */
  locale: () => string | undefined;
  /** Enter or Space on the focused day. */
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

  constructor(
    private readonly host: BookingHost,
    private readonly options: CalendarOptions,
  ) {
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
    this.host.requestUpdate();
  }

  /** The previous or next month, keeping the tab stop on the same day number where possible. */
  showMonth(month: Date): void {
    this.month = startOfMonth(month);
    const sameDay = new Date(month.getFullYear(), month.getMonth(), Math.min(this.focused.getDate(), 28));
    this.focused = sameDay < today() ? today() : sameDay;
    this.host.requestUpdate();
  }

  readonly onKeyDown = (event: KeyboardEvent): void => {
    const { key } = event;
    if (key === Keys.Enter || key === Keys.Space) {
      event.preventDefault();
      this.options.onChoose(this.focused);
      return;
    }
    if (!isNavigationKey(key)) return;
    event.preventDefault();
    this.show(
      nextFocusedDate(key, this.focused, {
        weekStartsOn: firstDayOfWeek(this.options.locale()),
        min: today(),
        shiftKey: event.shiftKey,
        rtl: getComputedStyle(this.host).direction === 'rtl',
      }),
    );
    this.options.onFocusMove();
  };
}
