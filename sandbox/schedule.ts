import type { SandboxDatabase } from './database.js';
import { formatClock, localIsoDate, localMinutes, parseClock, weekdayOf } from './dates.js';

export interface ScheduledSlot {
  from: string;
  to: string;
  capacity: number;
  booked: number;
}

interface OpeningRange {
  opens: string;
  closes: string;
  slot_minutes: number;
  capacity: number;
}

/**
 * The slots of one location on one date: its weekly opening ranges cut into slots of the
 * range's length (a trailing piece shorter than a slot is not offered), minus closed dates,
 * with the confirmed bookings of each slot.
 */
export class Schedule {
  readonly #ranges;
  readonly #closed;
  readonly #booked;

  constructor(db: SandboxDatabase) {
    this.#ranges = db.prepare<[number, number], OpeningRange>(
      `SELECT opens, closes, slot_minutes, capacity FROM opening_hours
       WHERE location_id = ? AND weekday = ? ORDER BY opens`,
    );
    this.#closed = db.prepare<[number, string], number>('SELECT 1 FROM closed_dates WHERE location_id = ? AND date = ?').pluck();
    this.#booked = db.prepare<[number, string], { slot_from: string; n: number }>(
      `SELECT slot_from, COUNT(*) AS n FROM appointments
       WHERE location_id = ? AND date = ? AND status = 'confirmed' GROUP BY slot_from`,
    );
  }

  /**
   * Slots in chronological order. Given `now`, only those still bookable at that moment:
   * none on a day already past, and of today's only those not yet begun.
   */
  slots(locationId: number, date: string, now?: Date): ScheduledSlot[] {
    const today = now && localIsoDate(now);
    if ((today && date < today) || this.#closed.get(locationId, date)) return [];
    const startsAfter = date === today ? localMinutes(now!) : -1;
    const ranges = this.#ranges.all(locationId, weekdayOf(date));
    if (ranges.length === 0) return [];
    const booked = new Map<string, number>();
    for (const row of this.#booked.all(locationId, date)) booked.set(row.slot_from, row.n);
    const slots: ScheduledSlot[] = [];
    for (const range of ranges) {
      const closes = parseClock(range.closes) ?? 0;
      for (let start = parseClock(range.opens) ?? 0; start + range.slot_minutes <= closes; start += range.slot_minutes) {
        if (start <= startsAfter) continue;
        const from = formatClock(start);
        slots.push({
          from,
          to: formatClock(start + range.slot_minutes),
          capacity: range.capacity,
          booked: booked.get(from) ?? 0,
        });
      }
    }
    return slots;
  }
}

/** booked / capacity as 0..100, rounded down so that 100 means full and nothing else does. */
export function percentageFilled(slot: ScheduledSlot): number {
  return Math.min(100, Math.max(0, Math.floor((slot.booked * 100) / slot.capacity)));
}
