import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { forgetFailedSideFile, sideFile } from '../side-files.js';
import type { SharedLit } from '../side-file-lit.js';

export type BookingSteps = typeof import('./booking-steps.js');

/**
 * The booking steps' module (`./booking-steps.ts`): from beside the script in the script-tag
 * builds, where it receives the script's lit (`receiveLit`, see src/side-file-lit.ts) before
 * anything of it renders. A file that could not load (offline, blocked) is tried again on the
 * next call: the customer's "Try again".
 */
export function loadBookingSteps(): Promise<BookingSteps> {
  return sideFile('booking.js', () => import('./booking-steps.js')).then(
    (steps: BookingSteps & { receiveLit?: (shared: SharedLit) => void }) => {
      steps.receiveLit?.({ html, nothing, ifDefined });
      return steps;
    },
    (error: unknown) => {
      forgetFailedSideFile('booking.js');
      throw error;
    },
  );
}
