/**
 * What must hold of any answer and of the store, whatever was sent: checked by the fuzz suite
 * and the crash-durability test.
 */
import assert from 'node:assert/strict';
import type { SandboxDatabase } from '../database.js';
import type { RawResponse } from './raw-http.js';

/** Every status the sandbox documents (sandbox/README.md, "Limits and bad input"); anything else is a defect (a 500 too). */
export const DOCUMENTED_STATUSES = new Set([200, 201, 204, 400, 401, 404, 408, 409, 413, 415, 417, 422, 429, 431, 503]);

/** A response is the interface's envelope: JSON, `success` with `data` on 2xx, `failure` without it otherwise. */
export function assertEnvelope(response: RawResponse, statuses: ReadonlySet<number> = DOCUMENTED_STATUSES): void {
  assert.ok(statuses.has(response.status), `status ${response.status}: ${response.body}`);
  assert.equal(response.headers['access-control-allow-origin'], '*');
  if (response.status === 204) return assert.equal(response.body, '');
  assert.match(response.headers['content-type'] ?? '', /^application\/json; charset=utf-8$/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  assert.equal(typeof body['message'], 'string');
  if (response.status < 300) {
    assert.deepEqual(Object.keys(body), ['status', 'message', 'data']);
    assert.equal(body['status'], 'success');
  } else {
    assert.deepEqual(body, { status: 'failure', message: body['message'] });
  }
}

/** Confirmed appointments of each slot, with the capacity its opening hours give it (null: no such slot). */
export function slotsOverCapacity(db: SandboxDatabase): unknown[] {
  return db
    .prepare(
      `
    SELECT a.location_id, a.date, a.slot_from, COUNT(*) AS booked,
      (SELECT h.capacity FROM opening_hours h
        WHERE h.location_id = a.location_id AND h.weekday = CAST(strftime('%w', a.date) AS INTEGER)
          AND h.opens <= a.slot_from AND a.slot_from < h.closes) AS capacity
    FROM appointments a WHERE a.status = 'confirmed'
    GROUP BY a.location_id, a.date, a.slot_from
    HAVING capacity IS NULL OR booked > capacity`,
    )
    .all();
}

export function appointmentCount(db: SandboxDatabase): number {
  return db.prepare('SELECT COUNT(*) FROM appointments').pluck().get() as number;
}
