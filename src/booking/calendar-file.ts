import type { ReactiveControllerHost } from 'lit';
import type { Appointment } from '../api/types.js';
import { warnNotLoaded } from '../chunk-warning.js';
import type { CalendarEntry } from './ics.js';

/**
 * "Add to calendar" builds its file in the browser (`ics.ts`), a feature most visitors never
 * reach: a chunk of its own, imported when a booking is sent, so that it is there by the
 * confirmation. When it cannot load, the console says so (one warning each time).
 */
export const loadCalendarFile = (): Promise<typeof import('./ics.js')> =>
  import('./ics.js').catch(warnNotLoaded('calendar file'));

/**
 * "Add to calendar" pressed: the calendar file's chunk, imported again if its load when the
 * booking was sent failed, offers the file. When it still cannot load, `failedFor` holds the
 * appointment until the next press, and its confirmation says so.
 */
export class CalendarFileOffer {
  /** The appointment whose file could not be made on the last press. */
  failedFor: Appointment | undefined;

  constructor(private readonly host: ReactiveControllerHost) {}

  offer(entry: CalendarEntry, container: Node): void {
    this.failedFor = undefined;
    this.host.requestUpdate();
    loadCalendarFile().then(
      ({ downloadIcs }) => downloadIcs(entry, container),
      async () => {
        // After the render without the last notice, so that the new one is announced again.
        await this.host.updateComplete;
        this.failedFor = entry.appointment;
        this.host.requestUpdate();
      },
    );
  }
}

/** The host of the platform's base URL, which makes a calendar entry's UID unique across platforms. */
export function uidDomainOf(baseUrl: string): string | undefined {
  try {
    return new URL(baseUrl).host;
  } catch {
    return undefined;
  }
}
