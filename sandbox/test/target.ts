/**
 * Where the contract suite runs: by default a fresh sandbox per test file (port 0, temp
 * database, controllable clock); with SANDBOX_URL any server of the interface, e.g. the
 * real platform. See sandbox/README.md, "Contract tests".
 *
 *   SANDBOX_URL      base URL of the server under test
 *   SANDBOX_KEY      api key of a business with SMS off   (default demo-salon)
 *   SANDBOX_KEY_SMS  api key of a business with SMS on    (default demo-clinic)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { SandboxDatabase } from '../database.js';
import { startSandbox } from '../server.js';

export const REMOTE_URL = process.env['SANDBOX_URL']?.replace(/\/+$/, '');

/** A Monday morning, so the week ahead is predictable for tests that own the clock. */
export const START = new Date(2031, 0, 6, 10, 0, 0);

export class Clock {
  #at: number;
  constructor(start: Date) {
    this.#at = start.getTime();
  }
  now = (): Date => new Date(this.#at);
  advance(ms: number): void {
    this.#at += ms;
  }
}

export interface LocalSandbox {
  db: SandboxDatabase;
  clock: Clock;
  /** Lines the sandbox logged (its SMS outbox among them). */
  log: string[];
}

export interface Target {
  url: string;
  key: string;
  smsKey: string;
  /** Present only when the suite started the sandbox itself. */
  local: LocalSandbox | undefined;
}

/** Skip option for tests that read the database or move the clock. */
export function localOnly(why: string): { skip: string | false } {
  return { skip: REMOTE_URL ? `needs the suite's own sandbox (${why})` : false };
}

/** Registers before/after hooks and returns the target, filled in once `before` ran. */
export function useTarget(): Target {
  const target: Target = {
    url: REMOTE_URL ?? '',
    key: process.env['SANDBOX_KEY'] ?? 'demo-salon',
    smsKey: process.env['SANDBOX_KEY_SMS'] ?? 'demo-clinic',
    local: undefined,
  };
  if (REMOTE_URL) return target;
  let dir = '';
  let close = async () => {};
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
    const clock = new Clock(START);
    const log: string[] = [];
    const sandbox = await startSandbox({
      port: 0,
      dbPath: join(dir, 'sandbox.db'),
      now: clock.now,
      log: (line) => log.push(line),
    });
    target.url = sandbox.url;
    target.local = { db: sandbox.db, clock, log };
    close = () => sandbox.close();
  });
  after(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });
  return target;
}
