import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface IdleWarmUpOptions {
  /** Whether there is something to warm up yet (the business has loaded, a dialog will open). */
  ready: () => boolean;
  /** The work to do once, in order, each step in an idle period of its own; a step that returns a promise is awaited before the next is scheduled. */
  steps: ReadonlyArray<() => unknown>;
}

/**
 * First-use work done before the customer asks for it: once the business is known, in idle
 * time, the steps the element names (the dialog's chunk, the first `Intl` formatter, the panel's
 * views run once without being shown), so that the click that opens the dialog does not do it
 * (figures: docs/decisions/0002-two-frame-dialog.md). Each step has an idle period of its own:
 * one long step (ICU's data, loaded by the page's first formatter) never holds up the next input
 * with the others. Out of the page nothing more is scheduled; back in it, the steps go on where
 * they stopped.
 */
export class IdleWarmUp implements ReactiveController {
  /** The step to run next; past the last, the warm-up is done. */
  #next = 0;
  /** Stops the steps from going on; set while they do. */
  #stop: (() => void) | undefined;
  readonly #options: IdleWarmUpOptions;

  constructor(host: ReactiveControllerHost, options: IdleWarmUpOptions) {
    this.#options = options;
    host.addController(this);
  }

  hostUpdated(): void {
    if (!this.#stop && this.#options.ready()) this.#schedule();
  }

  hostDisconnected(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  /** The next step in the next idle period (without `requestIdleCallback`, the next task), if any. */
  #schedule(): void {
    const step = this.#options.steps[this.#next];
    if (!step) return;
    const id = (window.requestIdleCallback ?? setTimeout)(() => {
      this.#next++;
      // Once the step has finished, unless the host left meanwhile.
      void Promise.resolve(step()).then(() => this.#stop === stop && this.#schedule());
    });
    const stop = (this.#stop = () => (window.cancelIdleCallback ?? clearTimeout)(id));
  }
}
