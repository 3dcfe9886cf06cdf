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
  /** The tick, or a falsy value for none: `clearInterval` takes any. */
  #timer: unknown;
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
    this.hostConnected(this.#connected);
    this.#host.requestUpdate();
  }

  /**
   * One tick a second while connected and running; none otherwise. lit calls it without an
   * argument when the host connects; `start` calls it to reschedule as things are.
   */
  hostConnected(connected = true): void {
    clearInterval(this.#timer as Timer);
    this.#connected = connected;
    this.#timer =
      connected &&
      this.secondsLeft &&
      setInterval(() => {
        if (!this.secondsLeft) clearInterval(this.#timer as Timer);
        this.#host.requestUpdate();
      }, 1000);
  }

  hostDisconnected(): void {
    this.hostConnected(false);
  }
}
