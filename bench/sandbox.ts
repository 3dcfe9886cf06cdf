/**
 * Throughput and latency of GET /api/slots: the sandbox runs as its own Node process pinned
 * to one core (taskset, on Linux), and autocannon loads it from this process, pinned to
 * another core, so the load generator never competes with the server it measures.
 */
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandboxProcess, stopSandboxProcess } from '../sandbox/child-process.mjs';
import { localIsoDate } from '../sandbox/dates.js';

export interface SlotsBenchResult {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  totalRequests: number;
  errors: number;
  non2xx: number;
  connections: number;
  durationSec: number;
  serverPinnedToOneCore: boolean;
}

const SERVER_CPU = 0;
const LOAD_CPU = 1;

function pinSelf(cpu: number): void {
  if (existsSync('/usr/bin/taskset') && availableParallelism() > cpu) {
    spawnSync('/usr/bin/taskset', ['-cp', String(cpu), String(process.pid)], { stdio: 'ignore' });
  }
}

/** The first coming day on which the business has slots, as `YYYY-MM-DD`. */
async function dayWithSlots(url: string, apiKey: string): Promise<string> {
  for (let offset = 1; offset < 14; offset++) {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const iso = localIsoDate(date);
    const body = (await (await fetch(`${url}/api/slots?api_key=${apiKey}&date=${iso}`)).json()) as { data: unknown[] };
    if (body.data.length > 0) return iso;
  }
  throw new Error(`${apiKey} has no slots in the coming two weeks`);
}

export async function benchSandboxSlots(options: { durationSec?: number; connections?: number } = {}): Promise<SlotsBenchResult> {
  const durationSec = options.durationSec ?? 10;
  const connections = options.connections ?? 10;
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  const sandbox = await startSandboxProcess({ dbPath: join(dir, 'bench.db'), cpu: SERVER_CPU });
  try {
    pinSelf(LOAD_CPU);
    const date = await dayWithSlots(sandbox.url, 'demo-salon');
    const url = `${sandbox.url}/api/slots?api_key=demo-salon&date=${date}`;
    await autocannon({ url, connections, duration: 2 }); // warm-up: JIT and SQLite page cache
    const result = await autocannon({ url, connections, duration: durationSec });
    return {
      requestsPerSec: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      totalRequests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      connections,
      durationSec,
      serverPinnedToOneCore: sandbox.pinned,
    };
  } finally {
    await stopSandboxProcess(sandbox.child);
    rmSync(dir, { recursive: true, force: true });
  }
}
