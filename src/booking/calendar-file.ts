import { warnNotLoaded } from '../chunk-warning.js';

/**
 * "Add to calendar" builds its file in the browser (`ics.ts`), a feature most visitors never
 * reach: a chunk of its own, imported when a booking is sent, so that it is there by the
 * confirmation. When it cannot load, the console says so and "Add to calendar" does nothing.
 */
export const loadCalendarFile = (): Promise<typeof import('./ics.js')> =>
  import('./ics.js').catch(warnNotLoaded('calendar file'));

/** The host of the platform's base URL, which makes a calendar entry's UID unique across platforms. */
export function uidDomainOf(baseUrl: string): string | undefined {
  try {
    return new URL(baseUrl).host;
  } catch {
    return undefined;
  }
}
