import { startOfDay } from 'date-fns';

/** The start of the browser's local today: days before it cannot be chosen (docs/time-zones.md). */
export const today = (): Date => startOfDay(new Date());
