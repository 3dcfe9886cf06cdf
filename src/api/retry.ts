/**
 * How long to wait between attempts. Backoff is exponential with "equal jitter" (half fixed, half
 * random) so that many widgets hitting one broken server spread out, yet no wait is ever
 * near zero: from 250 ms up to a cap of 1 s. The server's Retry-After, when present, wins over the backoff.
 */

/** Wait before attempt `attempt + 1` (attempt counts from 1). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const half = Math.min(1000, 250 * 2 ** (attempt - 1)) / 2;
  return Math.round(half + half * random());
}

/**
 * Retry-After as whole seconds from `now`: either delta-seconds (`"30"`) or an HTTP-date.
 * Returns undefined for a missing or unreadable header, so the caller's own backoff applies.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  // A missing header reads as "null", which is neither form.
  const value = `${header}`.trim();
  // An HTTP-date always names a weekday or month; requiring a letter keeps plain numbers
  // such as "-5" or "1.5" (which Date.parse may read as years) out.
  const at = /^\d+$/.test(value) ? now + +value * 1000 : /[a-z]/i.test(value) ? Date.parse(value) : NaN;
  return isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
