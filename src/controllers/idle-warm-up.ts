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
  /** A step waits for its idle period or is under way (the dialog's chunk on its way): nothing else is scheduled meanwhile. */
  #busy = false;
  #connected = false;
  readonly #options: IdleWarmUpOptions;

  constructor(host: ReactiveControllerHost, options: IdleWarmUpOptions) {
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    this.#connected = true;
  }

  hostDisconnected(): void {
    this.#connected = false;
  }

  hostUpdated(): void {
    if (!this.#busy && this.#options.ready()) this.#schedule();
  }

  /** The next step in the next idle period (without `requestIdleCallback`, the next task), if any. */
  #schedule(): void {
    const step = this.#options.steps[this.#next];
    if (!step) return;
    this.#busy = true;
    (window.requestIdleCallback ?? setTimeout)(() => {
      // Out of the page, the step waits for the host to come back (its next update).
      if (!this.#connected) return void (this.#busy = false);
      this.#next++;
      // The next step once this one has finished, if the host is still on the page.
      void Promise.resolve(step()).finally(() => {
        this.#busy = false;
        if (this.#connected) this.#schedule();
      });
    });
  }
}
