import type { ReactiveControllerHost } from 'lit';
import { CountdownController } from './countdown.js';

/** The platform accepts one code a phone per 30 s; asking sooner only earns a 429. */
export const RESEND_AFTER_SECONDS = 30;
/** Codes are valid for 5 minutes: within that, coming back to the code step sends none. */
export const CODE_VALID_MS = 5 * 60 * 1000;

/**
 * The SMS codes sent in this booking: to which phone the last one went and when, and the
 * wait before another may be asked for (`resend`, shown as a countdown).
 */
export class SmsCodes {
  readonly resend: CountdownController;
  #sentTo: string | undefined;
  #sentAt = 0;
  /** The phone the platform last said it sent a code to (a 200) in this booking, valid or not. */
  #confirmedTo: string | undefined;

  constructor(host: ReactiveControllerHost) {
    this.resend = new CountdownController(host);
  }

  /** A code sent to `phone` is still valid: the customer can enter it, none need be sent. */
  isValidFor(phone: string): boolean {
    return this.#sentTo === phone && Date.now() - this.#sentAt < CODE_VALID_MS;
  }

  /**
   * The platform said it sent a code to `phone` in this booking (a 200): only then may the
   * widget say a code was sent. A 429 sends none, whatever came before it.
   */
  wasSentTo(phone: string): boolean {
    return this.#confirmedTo === phone;
  }

  /** Asking `phone` for another code now would only earn a 429. */
  mustWaitFor(phone: string): boolean {
    return this.resend.secondsLeft > 0 && this.#sentTo === phone;
  }

  /** A new request is on its way: until it succeeds, no code is known to be valid. */
  sending(): void {
    this.#sentTo = undefined;
  }

  sent(phone: string): void {
    this.#sentTo = this.#confirmedTo = phone;
    this.#sentAt = Date.now();
    this.resend.start(RESEND_AFTER_SECONDS);
  }

  /**
   * A 429 for `phone`, after the platform sent it a code in this booking (`wasSentTo`): the
   * customer may enter the last one they received, and a new one waits `retryAfterSeconds`.
   */
  rateLimited(phone: string, retryAfterSeconds: number | undefined): void {
    this.#sentTo = phone;
    this.resend.start(retryAfterSeconds ?? RESEND_AFTER_SECONDS);
  }

  /** A new booking: no code of the last one counts. */
  forget(): void {
    this.#sentTo = this.#confirmedTo = undefined;
    this.resend.start(0);
  }
}
