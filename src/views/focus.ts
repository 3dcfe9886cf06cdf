import type { FocusTarget } from '../booking/flow.js';

/**
 * Moves focus where the flow asks after a render: the first field with a message, the
 * problem region, or the confirmation's heading, so keyboard and screen-reader users land
 * on what changed.
 */
export function focusBookingTarget(root: ParentNode, target: FocusTarget): void {
  root.querySelector<HTMLElement>(`#${target}`)?.focus();
}
