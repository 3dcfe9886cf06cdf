/**
 * Pure arithmetic of the benchmarks, shared by the Node side and the page (no DOM, no Node
 * APIs), so that it can be unit-tested in the browser test setup.
 */

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The largest value: the run a customer would have remembered. */
export function worst(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}

/** The widget's figure over its floor, measured in the same run; NaN when either is unknown. */
export function ratio(figure: number, floor: number): number {
  return floor > 0 && Number.isFinite(figure) ? figure / floor : Number.NaN;
}

/** The fields of a `PerformanceEventTiming` entry that interaction latency is made of. */
export interface EventTimingLike {
  name: string;
  interactionId: number;
  duration: number;
}

/**
 * Interaction latencies as Interaction to Next Paint counts them: the events of one
 * interaction (pointerdown, pointerup, click; or keydown, keyup) share an `interactionId`,
 * and the interaction lasts as long as its longest event, from input to the next paint.
 * Entries without an interaction (`interactionId` 0: mouse moves, scrolls) are left out.
 * Returns one latency per interaction, in the order the interactions began.
 */
export function interactionLatencies(entries: readonly EventTimingLike[]): number[] {
  const longest = new Map<number, number>();
  for (const { interactionId, duration } of entries) {
    if (!interactionId) continue;
    longest.set(interactionId, Math.max(longest.get(interactionId) ?? 0, duration));
  }
  return [...longest.values()];
}

/** `1.5×`, or `–` when the ratio is unknown. */
export function formatRatio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(1)}×` : '–';
}

/** Milliseconds to one decimal. */
export function roundMs(value: number): number {
  return Math.round(value * 10) / 10;
}
