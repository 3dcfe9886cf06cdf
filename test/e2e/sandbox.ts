/**
 * Browser-side helpers for end-to-end tests against the sandbox that `sandbox-plugin.mjs`
 * starts for the test run. They ask the test runner's server, never the sandbox itself.
 */
import type { Appointment } from '../../src/api/types.js';

export interface SandboxInfo {
  /** Base URL of the sandbox: a different origin from the test page. */
  url: string;
  keys: { salon: string; clinic: string; studio: string };
}

async function harness<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path}: ${response.status} (is sandboxPlugin() in web-test-runner.config.mjs?)`);
  return (await response.json()) as T;
}

export function sandboxInfo(): Promise<SandboxInfo> {
  return harness<SandboxInfo>('/__sandbox/info');
}

/** The latest code the sandbox "sent" to a phone (written any way), or null. */
export async function latestOtp(phone: string): Promise<string | null> {
  const outbox = await harness<{ code: string | null }>(`/__sandbox/outbox?phone=${encodeURIComponent(phone)}`);
  return outbox.code;
}

/** Every appointment of a business, newest first, seeded demo bookings included. */
export function sandboxAppointments(apiKey: string): Promise<Appointment[]> {
  return harness<Appointment[]>(`/__sandbox/appointments?api_key=${encodeURIComponent(apiKey)}`);
}
