// A web-test-runner plugin that gives browser tests a real sandbox to talk to.
// On serverStart it launches `sandbox/main.ts` as a child process on a free port with a fresh
// database; on serverStop it stops it. The test runner's own server (never the sandbox)
// answers, from the same SQLite file opened read-only:
//   GET /__sandbox/info                       { url, keys: { salon, clinic, studio } }
//   GET /__sandbox/outbox?phone=…             { phone, code, created_at } of the latest SMS, code null if none
//   GET /__sandbox/appointments?api_key=…     the business's appointments, newest first
// Chromium and Firefox run in parallel against this ONE sandbox: tests must not rely on
// shared mutable state (sandbox/README.md, "Browser end-to-end tests").
// The test runner's server, which answers these routes, gets the guard every server of the
// project has (sandbox/guarded-http.mjs): time limits, unparsable bytes and `Expect:` answered
// in JSON, one response per request.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandboxProcess, stopSandboxProcess } from '../../sandbox/child-process.mjs';
import { guardServer } from '../../sandbox/guarded-http.mjs';
import { normalizePhone } from '../../sandbox/phone.mjs';

/** The harness's errors, in the interface's envelope. */
function renderHarnessError(_status, message) {
  return {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
    body: JSON.stringify({ status: 'failure', message }),
  };
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

    async serverStart({ server }) {
      if (server) guardServer(server, { renderError: renderHarnessError });
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
          // As the sandbox keys it: `+1 (415) 555-0100`, `14155550100` and `0014155550100` are one phone.
          const given = params.get('phone') ?? '';
          const phone = normalizePhone(given) ?? given;
          const row = db.prepare('SELECT code, created_at FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone);
          return json({ phone, code: row?.code ?? null, created_at: row?.created_at ?? null });
        }
        case '/__sandbox/appointments': {
          const rows = db
            .prepare(
              `SELECT a.id, a.date, a.slot_from AS "from", a.slot_to AS "to", a.location_id AS business_unit_id, a.name, a.email,
               a.phone, a.notes, a.status, a.created_at
             FROM appointments a JOIN businesses b ON b.id = a.business_id
             WHERE b.api_key = ? ORDER BY a.id DESC`,
            )
            .all(params.get('api_key') ?? '');
          return json(rows);
        }
        default:
          return undefined;
      }
    },
  };
}
