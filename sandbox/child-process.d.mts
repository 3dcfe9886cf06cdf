import type { ChildProcess } from 'node:child_process';

export function startSandboxProcess(options: {
  dbPath: string;
  cpu?: number;
}): Promise<{ child: ChildProcess; url: string; pinned: boolean }>;
export function stopSandboxProcess(child: ChildProcess): Promise<void>;
