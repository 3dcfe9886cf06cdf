import { sideFile } from '../side-files.js';

/**
 * "Add to calendar" builds its file in the browser (`ics.ts`), a feature most visitors never
 * reach: the script-tag file leaves it in `calendar-file.js` beside itself (src/side-files.ts),
 * imported when a booking is sent, so that it is there by the confirmation. When it cannot
 * load, the console says so and "Add to calendar" does nothing.
 */
export const loadCalendarFile = (): Promise<typeof import('./ics.js')> => sideFile('calendar-file.js', () => import('./ics.js'));

/** The host of the platform's base URL, which makes a calendar entry's UID unique across platforms. */
export function uidDomainOf(baseUrl: string): string | undefined {
  try {
    return new URL(baseUrl).host;
  } catch {
    return undefined;
  }
}
