/**
 * How long to wait between attempts. Backoff is exponential with "equal jitter" (half fixed, half
 * random) so that many widgets hitting one broken server spread out, yet no wait is ever
 * near zero. The server's Retry-After, when present, wins over the backoff.
 */

const BACKOFF_BASE_MS = 250;
const BACKOFF_CAP_MS = 1000;

/** Wait before attempt `attempt + 1` (attempt counts from 1). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * Retry-After as whole seconds from `now`: either delta-seconds (`"30"`) or an HTTP-date.
 * Returns undefined for a missing or unreadable header, so the caller's own backoff applies.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP-date always names a weekday or month; requiring a letter keeps plain numbers
  // such as "-5" or "1.5" (which Date.parse may read as years) out.
  if (!/[a-z]/i.test(value)) return undefined;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
