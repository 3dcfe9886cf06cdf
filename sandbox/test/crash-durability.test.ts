/**
 * kill -9 in the middle of a booking burst, then a restart on the same file: every booking that
 * was answered 201 is still there as answered, and no slot holds more than its capacity.
 */
import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startSandboxProcess, stopSandboxProcess } from '../child-process.mjs';
import { isoDay } from './http-client.js';
import { appointmentCount, slotsOverCapacity } from './invariants.js';
import { REMOTE_URL } from './target.js';

const STUDIO = 'demo-studio'; // every day 07:00–21:00, 60-minute slots of 12 places
const BURST = 240;
const SLOTS_PER_ROUND = 7; // 84 places for 240 requests: a third get 201, the rest 409
const KILL_AFTER_BOOKED = 20;
const ROUNDS = 2;

interface Booked {
  id: number;
  date: string;
  from: string;
  email: string;
}

describe('crash durability', { skip: REMOTE_URL ? 'kills its own sandbox process' : false }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
  const dbPath = join(dir, 'sandbox.db');
  after(() => rmSync(dir, { recursive: true, force: true }));

  it(`keeps every 201 through kill -9 during a burst of ${BURST} bookings, ${ROUNDS} times, and never overbooks`, async (t) => {
    const answered: Booked[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { child, url } = await startSandboxProcess({ dbPath });
      try {
        // A day beyond the seeded fortnight, empty slots of its own for each round.
        const date = isoDay(new Date(), 21);
        const slots = (await (await fetch(`${url}/api/slots?api_key=${STUDIO}&date=${date}`)).json()) as {
          data: { from: string; to: string }[];
        };
        const targets = slots.data.slice(round * SLOTS_PER_ROUND, (round + 1) * SLOTS_PER_ROUND);
        assert.equal(targets.length, SLOTS_PER_ROUND, 'the studio has its 14 slots that day');
        let booked = 0;
        let cut = 0;
        let killed = false;
        const burst = Array.from({ length: BURST }, async (_, i) => {
          const slot = targets[i % targets.length]!;
          const email = `crash${round}-${i}@example.com`;
          try {
            const response = await fetch(`${url}/api/appointments?api_key=${STUDIO}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: JSON.stringify({ date, from: slot.from, to: slot.to, name: 'Crash Tester', email }),
            });
            const body = (await response.json()) as { data?: { id: number } };
            if (response.status !== 201) return;
            answered.push({ id: body.data!.id, date, from: slot.from, email });
            if (++booked === KILL_AFTER_BOOKED && !killed) {
              killed = true;
              child.kill('SIGKILL');
            }
          } catch {
            cut++; // Cut off by the kill: no answer, so nothing is promised about this one.
          }
        });
        await Promise.all(burst);
        assert.ok(killed, 'killed once the first bookings were answered');
        t.diagnostic(
          `round ${round + 1}: kill -9 after ${KILL_AFTER_BOOKED} answers; ${booked} answered 201, ${cut} of ${BURST} cut off`,
        );
      } finally {
        if (child.exitCode === null && child.signalCode === null) await stopSandboxProcess(child);
      }
    }

    // Restart on the same file: recovery runs, and the sandbox serves again.
    const { child, url } = await startSandboxProcess({ dbPath });
    try {
      assert.equal((await fetch(`${url}/api/business?api_key=${STUDIO}`)).status, 200);
      const db = new Database(dbPath, { readonly: true, fileMustExist: true });
      try {
        const find = db.prepare('SELECT id, date, slot_from AS "from", email FROM appointments WHERE id = ?');
        for (const booking of answered) assert.deepEqual({ ...(find.get(booking.id) as Booked) }, booking);
        assert.deepEqual(slotsOverCapacity(db), []);
        t.diagnostic(`${answered.length} bookings answered 201, all present; ${appointmentCount(db)} appointments in all`);
      } finally {
        db.close();
      }
    } finally {
      await stopSandboxProcess(child);
    }
  });
});
