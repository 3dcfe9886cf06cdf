// Runs the sandbox CLI as a child process and waits for its "listening" line. Plain
// JavaScript so that web-test-runner's config can load it without a TypeScript loader.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const READY = /^Sandbox listening on (http:\/\/\S+)$/m;
const START_TIMEOUT_MS = 30_000;

/**
 * Starts `sandbox/main.ts --port 0 --db <dbPath>`. With `cpu`, the server is pinned to that
 * core (Linux `taskset`, when present) so a benchmark measures it on one core.
 * Resolves to `{ child, url }` once the sandbox printed its base URL.
 */
export function startSandboxProcess({ dbPath, cpu }) {
  const args = ['--import', 'tsx', 'sandbox/main.ts', '--port', '0', '--db', dbPath];
  const pinned = cpu !== undefined && existsSync('/usr/bin/taskset');
  const child = pinned
    ? spawn('/usr/bin/taskset', ['-c', String(cpu), process.execPath, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`The sandbox did not start within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    function fail(error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    }
    function onExit(code) {
      fail(new Error(`The sandbox exited with code ${code} before it was ready:\n${output}`));
    }
    function onOutput(chunk) {
      output += chunk;
      const ready = READY.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      // Keep reading (and dropping) its output: a full pipe would block the sandbox.
      child.stdout.off('data', onOutput).resume();
      resolve({ child, url: ready[1], pinned });
    }
    child.stdout.setEncoding('utf8').on('data', onOutput);
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.once('exit', onExit);
  });
}

/** SIGTERM (the sandbox closes cleanly), SIGKILL if it has not exited after 5 s. */
export function stopSandboxProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
