import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { DEMO_BUSINESSES } from '../demo-data.js';
import { startSandbox } from '../server.js';
import { isoDay } from './http-client.js';
import { Clock, START, localOnly } from './target.js';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function filledSlots(url: string, date: string): Promise<number> {
  const reply = await fetch(`${url}/api/slots?api_key=demo-studio&date=${date}`);
  const body = (await reply.json()) as { data: { percentage_filled: number }[] };
  return body.data.filter((s) => s.percentage_filled > 0).length;
}

describe('database and seed', localOnly('restarts it on one database file'), () => {
  const dbPath = join(dir, 'sandbox.db');
  const clock = new Clock(START);

  it('migrates once and records each migration', async () => {
    const first = await startSandbox({ dbPath, now: clock.now, log: () => {} });
    const recorded = first.db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    await first.close();
    const files = readdirSync(new URL('../migrations', import.meta.url))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    assert.deepEqual(
      recorded.map((r) => (r as { name: string }).name),
      files.map((f) => f.slice(4, -4)),
    );
  });

  it('seeds each day once: a restart the same day books nothing more', async () => {
    const again = await startSandbox({ dbPath, now: clock.now, log: () => {} });
    const count = () => again.db.prepare('SELECT COUNT(*) FROM appointments').pluck().get() as number;
    const before = count();
    await again.close();
    const third = await startSandbox({ dbPath, now: clock.now, log: () => {} });
    assert.ok(before > 0);
    assert.equal(third.db.prepare('SELECT COUNT(*) FROM appointments').pluck().get(), before);
    assert.deepEqual(third.db.prepare('SELECT COUNT(*) FROM businesses').pluck().get(), DEMO_BUSINESSES.length);
    await third.close();
  });

  it('seeds the days that come into the window while it runs', async () => {
    const sandbox = await startSandbox({ dbPath, now: clock.now, log: () => {} });
    const later = isoDay(START, 25);
    assert.equal(await filledSlots(sandbox.url, later), 0, 'beyond the two seeded weeks');
    clock.advance(20 * 86_400_000);
    assert.ok((await filledSlots(sandbox.url, later)) > 0, 'seeded once it is 5 days away');
    await sandbox.close();
  });
});
