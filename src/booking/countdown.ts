import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Timer = ReturnType<typeof setInterval>;

/**
 * Seconds until the customer may ask for another SMS code. The time left is computed from a
 * deadline rather than counted down tick by tick, because browsers throttle timers in
 * background tabs: a customer who switches to their messages app comes back to the right
 * number. Ticks stop while the host is disconnected and resume if it comes back in time.
 */
export class CountdownController implements ReactiveController {
  #deadline = 0;
  /** The whole seconds the running (or last) countdown started from: what a screen reader is told once. */
  startedWith = 0;
  /** The tick while one runs. */
  #timer: Timer | undefined;
  #connected = false;

  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Whole seconds left, 0 when the wait is over: truthy exactly while it runs. */
  get secondsLeft(): number {
    return Math.max(0, Math.ceil((this.#deadline - Date.now()) / 1000));
  }

  /**
   * Starts (or restarts) the countdown; a 429's `Retry-After` goes straight in here (none: no
   * wait). 0 stops it.
   */
  start(seconds?: number): void {
    this.startedWith = Number.isFinite(seconds) ? Math.ceil(seconds!) : 0;
    this.#deadline = Date.now() + this.startedWith * 1000;
    this.#schedule();
    this.#host.requestUpdate();
  }

  hostConnected(): void {
    this.#connected = true;
    this.#schedule();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#schedule();
  }

  /** One tick a second while connected and running, none otherwise. */
  #schedule(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    if (!this.#connected || !this.secondsLeft) return;
    this.#timer = setInterval(() => {
      if (!this.secondsLeft) this.#schedule();
      this.#host.requestUpdate();
    }, 1000);
  }
}
