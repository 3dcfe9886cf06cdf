import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type SandboxDatabase = Database.Database;

/**
 * How long a statement waits for a lock another process holds (the browser-test harness reads
 * the same file). better-sqlite3 waits synchronously, stalling every request meanwhile: kept
 * short, and a request that still finds the database busy is answered 503 (see `isDatabaseBusy`).
 */
export const BUSY_TIMEOUT_MS = 100;

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_FILE = /^(\d{3})_([\w-]+)\.sql$/;

/** Opens (creating the folder and file if needed) and migrates the sandbox database. */
export function openDatabase(path: string): SandboxDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { timeout: BUSY_TIMEOUT_MS });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/** SQLITE_BUSY and its extended codes: another connection holds the lock beyond `BUSY_TIMEOUT_MS`. */
export function isDatabaseBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');
}

/** Applies `migrations/NNN_name.sql` files not yet recorded, in order, each in its own transaction. */
export function migrate(db: SandboxDatabase): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort();
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const file of files) {
    const [, version, name] = MIGRATION_FILE.exec(file)!;
    if (applied.has(Number(version))) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(Number(version), name, new Date().toISOString());
    })();
  }
}
