import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface IdleWarmUpOptions {
  /** Whether there is something to warm up yet (the business has loaded, a dialog will open). */
  ready: () => boolean;
  /** The work to do once, in idle time (the panel's templates, built and thrown away). */
  warmUp: () => void;
}

/**
 * Once the business is known, the panel's templates are built once in idle time and thrown
 * away: the first open then finds the week's first day read (ICU's week data) and the
 * calendar's and dates' `Intl.DateTimeFormat`s made, first-use script that was in the click
 * that opened the dialog (its INP at 4× CPU: 256–288 ms before, 112–136 ms after; README →
 * Benchmarks). The price is one idle task of 70–130 ms at 4× after the load. Rendering them
 * into a detached element as well, to prepare lit's templates, opened no faster and took a
 * further 350–500 ms of idle time.
 */
export class IdleWarmUp implements ReactiveController {
  #done = false;
  readonly #options: IdleWarmUpOptions;

  constructor(host: ReactiveControllerHost, options: IdleWarmUpOptions) {
    this.#options = options;
    host.addController(this);
  }

  hostUpdated(): void {
    if (this.#done || !this.#options.ready()) return;
    this.#done = true;
    (window.requestIdleCallback ?? setTimeout)(() => this.#options.warmUp());
  }
}
