import type { FocusTarget as FlowFocusTarget } from '../booking/journey.js';

/** The dialog's places focus is moved to, by name: the flow's and the times' heading. */
export type DialogFocusTarget = FlowFocusTarget | 'slots-heading';

/** The places focus is moved to, by name: the dialog's and the button. */
export type FocusTarget = DialogFocusTarget | 'launcher';

/**
 * Where a place of the dialog is in the element's shadow root; `focusedDay` is the calendar's
 * tab stop, `YYYY-MM-DD`. The dialog's chunk answers for these (BookingPanel's selectorOf),
 * the element for its button.
 */
export function focusSelector(target: DialogFocusTarget, focusedDay: string): string {
  switch (target) {
    case 'checked-slot':
      return '.slot-input:checked';
    case 'focused-day':
      return `td[data-date="${focusedDay}"]`;
    default:
      // The forms' fields and the live regions have the target as their id.
      return `#${target}`;
  }
}
