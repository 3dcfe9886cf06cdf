import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface IdleWarmUpOptions {
  /** Whether there is something to warm up yet (the business has loaded, a dialog will open). */
  ready: () => boolean;
  /** The work to do once, in order, each step in an idle period of its own. */
  steps: ReadonlyArray<() => void>;
}

/**
 * First-use work done before the customer asks for it: once the business is known, in idle
 * time, the steps the element names (the first `Intl` formatter, the panel's templates built
 * and thrown away, the number formats). Opening the dialog then finds the week's first day
 * read and its formatters made, work that was in the click that opened it (its INP at 4× CPU:
 * 256–288 ms before, 112–136 ms after; measured by bench/README.md's method).
 *
 * Each step runs in an idle callback of its own, so that one long step never holds up the
 * next input with the others: the first use of `Intl` in a page loads ICU's data, 100–230 ms
 * at 4× CPU whichever formatter comes first, and cannot be split; the rest stays in short
 * tasks. Rendering the panel into a detached element as well, to prepare lit's templates,
 * opened no faster and took a further 350–500 ms of idle time.
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
    this.#runFrom(0);
  }

  #runFrom(index: number): void {
    const step = this.#options.steps[index];
    if (!step) return;
    (window.requestIdleCallback ?? setTimeout)(() => {
      step();
      this.#runFrom(index + 1);
    });
  }
}
