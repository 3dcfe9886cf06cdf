import { waitUntil } from '@open-wc/testing';

/**
 * Waits until `condition` holds. The default of open-wc's `waitUntil` (1 s) is shorter than a
 * busy CI machine running two browsers can promise for a render or a timer tick; a passing
 * test does not wait any longer for the larger bound.
 */
export function eventually(condition: () => boolean, message: string, timeout = 5000): Promise<void> {
  return waitUntil(condition, message, { timeout });
}
