import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SandboxDatabase } from './database.js';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MIN_INTERVAL_MS = 30_000;
export const OTP_HOURLY_LIMIT = 5;
/** Codes a business sends a minute, all phones together: a flood of numbers stops here. */
export const OTP_BUSINESS_PER_MINUTE = 20;
const HOUR_MS = 60 * 60_000;
const MINUTE_MS = 60_000;

export type IssueResult = { ok: true; code: string } | { ok: false; retryAfterSeconds: number };
export type CheckResult = { ok: true; codeId: number } | { ok: false };

interface CodeRow {
  id: number;
  salt: string;
  code_hash: string;
  attempts: number;
}

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/**
 * One-time passwords per business and phone: 6 digits, hashed at rest, valid 5 minutes,
 * burnt after 5 wrong tries; a new code replaces the previous one. At most one code per
 * 30 s and five per hour for a phone (its E.164 form, see phone.mjs), and 20 a minute for the
 * business.
 */
export class OtpCodes {
  readonly #db: SandboxDatabase;
  readonly #recent;
  readonly #businessRecent;
  readonly #insert;
  readonly #outbox;
  readonly #replace;
  readonly #active;
  readonly #wrongTry;
  readonly #spend;

  constructor(db: SandboxDatabase) {
    this.#db = db;
    this.#recent = db
      .prepare<[number, string, number], number>(
        'SELECT created_at FROM otp_codes WHERE business_id = ? AND phone = ? AND created_at > ? ORDER BY created_at',
      )
      .pluck();
    this.#businessRecent = db
      .prepare<[number, number], number>(
        'SELECT created_at FROM otp_codes WHERE business_id = ? AND created_at > ? ORDER BY created_at',
      )
      .pluck();
    this.#replace = db.prepare<[number, number, string]>(
      'UPDATE otp_codes SET spent_at = ? WHERE business_id = ? AND phone = ? AND spent_at IS NULL',
    );
    this.#insert = db.prepare<[number, string, string, string, number, number]>(
      'INSERT INTO otp_codes (business_id, phone, salt, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.#outbox = db.prepare<[number, string, string, string]>(
      'INSERT INTO sms_outbox (business_id, phone, code, created_at) VALUES (?, ?, ?, ?)',
    );
    this.#active = db.prepare<[number, string, number], CodeRow>(
      `SELECT id, salt, code_hash, attempts FROM otp_codes
       WHERE business_id = ? AND phone = ? AND spent_at IS NULL AND expires_at > ?
       ORDER BY created_at DESC LIMIT 1`,
    );
    this.#wrongTry = db.prepare<[number, number, number]>(
      'UPDATE otp_codes SET attempts = attempts + 1, spent_at = CASE WHEN attempts + 1 >= ? THEN ? END WHERE id = ?',
    );
    this.#spend = db.prepare<[number, number]>('UPDATE otp_codes SET spent_at = ? WHERE id = ?');
  }

  /** Creates a code and puts it in the SMS outbox, unless the phone's or the business's limit says wait. */
  issue(businessId: number, phone: string, now: Date): IssueResult {
    return this.#db
      .transaction((): IssueResult => {
        const at = now.getTime();
        const lastHour = this.#recent.all(businessId, phone, at - HOUR_MS);
        const last = lastHour.at(-1);
        const waits: number[] = [];
        if (last !== undefined && at - last < OTP_MIN_INTERVAL_MS) waits.push(last + OTP_MIN_INTERVAL_MS - at);
        if (lastHour.length >= OTP_HOURLY_LIMIT) waits.push(lastHour[lastHour.length - OTP_HOURLY_LIMIT]! + HOUR_MS - at);
        const businessMinute = this.#businessRecent.all(businessId, at - MINUTE_MS);
        if (businessMinute.length >= OTP_BUSINESS_PER_MINUTE) {
          waits.push(businessMinute[businessMinute.length - OTP_BUSINESS_PER_MINUTE]! + MINUTE_MS - at);
        }
        if (waits.length) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const salt = randomBytes(16).toString('hex');
        this.#replace.run(at, businessId, phone);
        this.#insert.run(businessId, phone, salt, hashCode(salt, code), at, at + OTP_TTL_MS);
        this.#outbox.run(businessId, phone, code, now.toISOString());
        return { ok: true, code };
      })
      .immediate();
  }

  /**
   * Checks a code against the phone's live one; a wrong code counts as a try. Meant to run
   * inside the booking's write transaction, which spends the code only if the booking succeeds.
   */
  check(businessId: number, { phone, code }: { phone: string; code: string | undefined }, now: Date): CheckResult {
    const at = now.getTime();
    const row = this.#active.get(businessId, phone, at);
    if (!row || row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false };
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(hashCode(row.salt, code ?? ''), 'hex');
    if (code !== undefined && /^\d{6}$/.test(code) && timingSafeEqual(expected, given)) return { ok: true, codeId: row.id };
    if (code !== undefined) this.#wrongTry.run(OTP_MAX_ATTEMPTS, at, row.id);
    return { ok: false };
  }

  spend(codeId: number, now: Date): void {
    this.#spend.run(now.getTime(), codeId);
  }
}
