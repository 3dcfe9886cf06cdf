import type { Slot } from '../api/types.js';

/** What a day's slots say at a glance: free times left, every time taken, or no times at all. */
export type DayState = 'open' | 'full' | 'closed';

export const dayState = (slots: Slot[]): DayState =>
  slots.some((slot) => slot.percentage_filled < 100) ? 'open' : slots.length ? 'full' : 'closed';
