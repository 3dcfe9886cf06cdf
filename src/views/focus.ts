import type { FocusTarget } from '../booking/flow.js';
import { CONFIRMATION_HEADING_ID, PROBLEM_ID, fieldId } from './form-parts.js';

/**
 * Moves focus where the flow asks after a render: the first field with a message, the
 * problem region, or the confirmation's heading, so keyboard and screen-reader users land
 * on what changed.
 */
export function focusBookingTarget(root: ParentNode, target: FocusTarget): void {
  const id = target === 'problem' ? PROBLEM_ID : target === 'confirmation' ? CONFIRMATION_HEADING_ID : fieldId(target);
  root.querySelector<HTMLElement>(`#${id}`)?.focus();
}
