import { createHash } from 'node:crypto';
import type { BookingRequest } from './booking-request.js';
import type { BusinessRow, LocationRow } from './businesses.js';
import type { SandboxDatabase } from './database.js';
import type { OtpCodes } from './otp.js';
import type { Schedule } from './schedule.js';

export interface AppointmentRow {
  id: number;
  location_id: number;
  date: string;
  slot_from: string;
  slot_to: string;
  name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  status: string;
  request_hash: string;
  created_at: string;
}

export type BookingOutcome =
  | { kind: 'booked'; appointment: AppointmentRow; replayed: boolean }
  | { kind: 'slot-full' }
  | { kind: 'invalid-otp' }
  | { kind: 'key-reused' };

/** The appointment as the interface returns it. */
export function appointmentData(row: AppointmentRow) {
  return {
    id: row.id,
    date: row.date,
    from: row.slot_from,
    to: row.slot_to,
    business_unit_id: row.location_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    status: row.status,
    created_at: row.created_at,
  };
}

// What makes two requests "the same booking" for an Idempotency-Key; the OTP is left out
// because a retry after success carries a code that is already spent.
function requestHash(locationId: number, r: BookingRequest): string {
  const fields = [locationId, r.date, r.from, r.to, r.name, r.email, r.phone, r.notes];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export class Appointments {
  readonly #db: SandboxDatabase;
  readonly #schedule: Schedule;
  readonly #otp: OtpCodes;
  readonly #byKey;
  readonly #insert;

  constructor(db: SandboxDatabase, schedule: Schedule, otp: OtpCodes) {
    this.#db = db;
    this.#schedule = schedule;
    this.#otp = otp;
    this.#byKey = db.prepare<[number, string], AppointmentRow>(
      'SELECT * FROM appointments WHERE business_id = ? AND idempotency_key = ?',
    );
    this.#insert = db.prepare<unknown[], AppointmentRow>(
      `INSERT INTO appointments (business_id, location_id, date, slot_from, slot_to, name, email, phone, notes,
         status, idempotency_key, request_hash, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'confirmed', ?, ?, ?) RETURNING *`,
    );
  }

  /**
   * Books one place, all in one IMMEDIATE transaction so that the capacity read and the
   * insert cannot interleave with another writer: replay by key, OTP, capacity, insert.
   */
  book({
    business,
    location,
    request,
    idempotencyKey,
    now,
  }: {
    business: BusinessRow;
    location: LocationRow;
    request: BookingRequest;
    idempotencyKey: string;
    now: Date;
  }): BookingOutcome {
    const hash = requestHash(location.id, request);
    return this.#db
      .transaction((): BookingOutcome => {
        const earlier = this.#byKey.get(business.id, idempotencyKey);
        if (earlier) {
          return earlier.request_hash === hash
            ? { kind: 'booked', appointment: earlier, replayed: true }
            : { kind: 'key-reused' };
        }
        let otpId: number | undefined;
        if (business.sms_enabled) {
          const otp = this.#otp.check(business.id, { phone: request.phone ?? '', code: request.otp }, now);
          if (!otp.ok) return { kind: 'invalid-otp' };
          otpId = otp.codeId;
        }
        const slot = this.#schedule
          .slots(location.id, request.date, now)
          .find((s) => s.from === request.from && s.to === request.to);
        if (!slot || slot.booked >= slot.capacity) return { kind: 'slot-full' };
        const appointment = this.#insert.get(
          business.id,
          location.id,
          request.date,
          request.from,
          request.to,
          request.name,
          request.email,
          request.phone,
          request.notes,
          idempotencyKey,
          hash,
          now.toISOString(),
        )!;
        if (otpId !== undefined) this.#otp.spend(otpId, now);
        return { kind: 'booked', appointment, replayed: false };
      })
      .immediate();
  }
}
