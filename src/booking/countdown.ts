import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Seconds until the customer may ask for another SMS code. The time left is computed from a
 * deadline rather than counted down tick by tick, because browsers throttle timers in
 * background tabs: a customer who switches to their messages app comes back to the right
 * number. Ticks stop while the host is disconnected and resume if it comes back in time.
 */
export class CountdownController implements ReactiveController {
  private deadline = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private connected = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  get secondsLeft(): number {
    return Math.max(0, Math.ceil((this.deadline - Date.now()) / 1000));
  }

  get running(): boolean {
    return this.secondsLeft > 0;
  }

  /** Starts (or restarts) the countdown; a 429's `Retry-After` goes straight in here. */
  start(seconds: number): void {
    this.deadline = Date.now() + (Number.isFinite(seconds) ? Math.ceil(seconds) * 1000 : 0);
    this.schedule();
    this.host.requestUpdate();
  }

  stop(): void {
    this.start(0);
  }

  hostConnected(): void {
    this.connected = true;
    this.schedule();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.schedule();
  }

  /** One tick a second while connected and running; none otherwise. */
  private schedule(): void {
    clearInterval(this.timer);
    this.timer =
      this.connected && this.running
        ? setInterval(() => {
            if (!this.running) clearInterval(this.timer);
            this.host.requestUpdate();
          }, 1000)
        : undefined;
  }
}

/** A wait as the customer reads it: seconds up to a minute and a half, whole minutes beyond. */
export function formatWait(seconds: number): string {
  return seconds > 90 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`;
}
