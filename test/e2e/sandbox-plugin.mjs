// A web-test-runner plugin that gives browser tests a real sandbox to talk to.
// On serverStart it launches `sandbox/main.ts` as a child process on a free port with a fresh
// database; on serverStop it stops it. The test runner's own server (never the sandbox)
// answers, from the same SQLite file opened read-only:
//   GET /__sandbox/info                       { url, keys: { salon, clinic, studio } }
//   GET /__sandbox/outbox?phone=…             { phone, code, created_at } of the latest SMS, code null if none
//   GET /__sandbox/appointments?api_key=…     the business's appointments, newest first
// Chromium and Firefox run in parallel against this ONE sandbox: tests must not rely on
// shared mutable state (see README, "The sandbox").
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandboxProcess, stopSandboxProcess } from '../../sandbox/child-process.mjs';

/** The phone as the sandbox stores it: `+1 (415) 555-0100` → `+14155550100`. */
function compactPhone(raw) {
  return raw.trim().replace(/[\s().-]/g, '');
}

export function sandboxPlugin() {
  let dir;
  let child;
  let url;
  let db;
  let killOnExit;

  const json = (value) => ({ body: JSON.stringify(value), type: 'application/json', headers: { 'cache-control': 'no-store' } });

  return {
    name: 'booking-sandbox',

    /** The started sandbox's base URL, for middleware that forwards to it. */
    sandboxUrl: () => url,

    async serverStart() {
      dir = mkdtempSync(join(tmpdir(), 'booking-e2e-'));
      const dbPath = join(dir, 'sandbox.db');
      ({ child, url } = await startSandboxProcess({ dbPath }));
      killOnExit = () => child.kill('SIGKILL');
      process.once('exit', killOnExit);
      db = new Database(dbPath, { readonly: true, fileMustExist: true });
      db.pragma('busy_timeout = 5000');
    },

    async serverStop() {
      db?.close();
      if (child) await stopSandboxProcess(child);
      if (killOnExit) process.off('exit', killOnExit);
      if (dir) rmSync(dir, { recursive: true, force: true });
    },

    serve(context) {
      if (!context.path.startsWith('/__sandbox/')) return undefined;
      const params = context.URL.searchParams;
      switch (context.path) {
        case '/__sandbox/info':
          return json({ url, keys: { salon: 'demo-salon', clinic: 'demo-clinic', studio: 'demo-studio' } });
        case '/__sandbox/outbox': {
          const phone = compactPhone(params.get('phone') ?? '');
          const row = db.prepare('SELECT code, created_at FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone);
          return json({ phone, code: row?.code ?? null, created_at: row?.created_at ?? null });
        }
        case '/__sandbox/appointments': {
          const rows = db.prepare(
            `SELECT a.id, a.date, a.slot_from AS "from", a.slot_to AS "to", a.location_id AS business_unit_id, a.name, a.email,
               a.phone, a.notes, a.status, a.created_at
             FROM appointments a JOIN businesses b ON b.id = a.business_id
             WHERE b.api_key = ? ORDER BY a.id DESC`).all(params.get('api_key') ?? '');
          return json(rows);
        }
        default:
          return undefined;
      }
    },
  };
}
