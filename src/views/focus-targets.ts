import type { FocusTarget as FlowFocusTarget } from '../booking/flow.js';
import { toIsoDate } from '../calendar/month.js';

/** The places focus is moved to, by name: the flow's, the button, and the times' heading. */
export type FocusTarget = FlowFocusTarget | 'launcher' | 'slots-heading';

/** Where a named place is in the element's shadow root; `focusedDay` is the calendar's tab stop. */
export function focusSelector(target: FocusTarget, focusedDay: Date): string {
  switch (target) {
    case 'launcher':
      return '.launcher';
    case 'checked-slot':
      return '.slot-input:checked';
    case 'focused-day':
      return `td[data-date="${toIsoDate(focusedDay)}"]`;
    default:
      // The forms' fields and the live regions have the target as their id.
      return `#${target}`;
  }
}
