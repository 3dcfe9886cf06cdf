import type { FocusTarget as FlowFocusTarget } from '../booking/journey.js';

/** The places focus is moved to, by name: the flow's, the button, and the times' heading. */
export type FocusTarget = FlowFocusTarget | 'launcher' | 'slots-heading';

/** Where a named place is in the element's shadow root; `focusedDay` is the calendar's tab stop, `YYYY-MM-DD`. */
export function focusSelector(target: FocusTarget, focusedDay: string): string {
  switch (target) {
    case 'launcher':
      return '.launcher';
    case 'checked-slot':
      return '.slot-input:checked';
    case 'focused-day':
      return `td[data-date="${focusedDay}"]`;
    default:
      // The forms' fields and the live regions have the target as their id.
      return `#${target}`;
  }
}
