import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { warnNotLoaded } from '../chunk-warning.js';
import type { TimeZoneChoice, TimeZoneChoiceOptions } from './time-zone-choice.js';

/**
 * The `time-zone` attribute's conversions, loaded only where they are needed: `TimeZoneChoice`
 * and its arithmetic (`format/time-zone.ts`) are a chunk of their own, imported once the
 * business's zone is set and is not the customer's own. Until then, and when the chunk cannot
 * load (one console warning), the times are shown as given, which is what they are: the
 * business's wall clock.
 */
export class TimeZones implements ReactiveController {
  /** The conversions, once loaded. */
  choice: TimeZoneChoice | undefined;
  /** Settles when the file has loaded or failed (the element's `dataComplete` waits for it). */
  loaded: Promise<void> = Promise.resolve();
  #zone = '';

  readonly #host: ReactiveControllerHost;
  readonly #options: TimeZoneChoiceOptions;

  constructor(host: ReactiveControllerHost, options: TimeZoneChoiceOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostUpdate(): void {
    const zone = this.#options.zone().trim();
    if (this.choice || zone === this.#zone) return;
    this.#zone = zone;
    if (!zone || zone === new Intl.DateTimeFormat().resolvedOptions().timeZone) return;
    // Without the chunk (a warning said so) the times stay as given.
    this.loaded = import('./time-zone-choice.js').catch(warnNotLoaded('time zone conversions')).then(
      ({ TimeZoneChoice }) => {
        this.choice = new TimeZoneChoice(this.#host, this.#options);
        this.#host.requestUpdate();
      },
      () => undefined,
    );
  }
}
