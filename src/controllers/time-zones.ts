import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { sideFile } from '../side-files.js';
import type { TimeZoneChoice, TimeZoneChoiceOptions } from './time-zone-choice.js';

/**
 * The `time-zone` attribute's conversions, loaded only where they are needed: `TimeZoneChoice`
 * and its arithmetic (`format/time-zone.ts`) are their own file beside the script,
 * `time-zone.js` (src/side-files.ts), imported once the business's zone is set and is
 * not the customer's own. Until then, and when the file cannot load (one console warning), the
 * times are shown as given, which is what they are: the business's wall clock.
 */
export class TimeZones implements ReactiveController {
  /** The conversions, once loaded. */
  choice: TimeZoneChoice | undefined;
  /** Settles when the file has loaded or failed (the element's `dataComplete` waits for it). */
  loaded: Promise<void> = Promise.resolve();
  private zone = '';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: TimeZoneChoiceOptions,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const zone = this.options.zone().trim();
    if (this.choice || zone === this.zone) return;
    this.zone = zone;
    if (!zone || zone === new Intl.DateTimeFormat().resolvedOptions().timeZone) return;
    // Without the file (`sideFile` has warned) the times stay as given.
    this.loaded = sideFile('time-zone.js', () => import('./time-zone-choice.js')).then(
      ({ TimeZoneChoice }) => {
        this.choice = new TimeZoneChoice(this.host, this.options);
        this.host.requestUpdate();
      },
      () => undefined,
    );
  }
}
