import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type TaskStatus = 'initial' | 'pending' | 'complete' | 'error';

export interface TaskOptions<A extends readonly unknown[], R> {
  /** Runs the work; must honour `signal` so a superseded run stops its request. */
  task: (args: A, signal: AbortSignal) => Promise<R>;
  /** Derived from the host's state before each update; `undefined` means "nothing to do". */
  args: () => A | undefined;
}

export interface TaskRenderers<R, T> {
  initial?: () => T;
  pending?: () => T;
  complete: (value: R) => T;
  error?: (error: unknown) => T;
}

/**
 * Async data for a lit host, after the idea of `@lit/task` (kept in-house for size):
 * arguments are derived from the host before every update and the task runs again only
 * when one of them changed (by identity). A new run aborts the previous one, and only
 * the newest run may change the state, so a slow answer for an old day never replaces
 * the answer for the day the customer chose last.
 */
export class AsyncTask<A extends readonly unknown[], R> implements ReactiveController {
  status: TaskStatus = 'initial';
  value: R | undefined;
  error: unknown;

  private lastArgs: A | undefined;
  private controller: AbortController | undefined;
  private run = 0;
  private settled: Promise<void> = Promise.resolve();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: TaskOptions<A, R>,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const args = this.options.args();
    if (sameArgs(args, this.lastArgs)) return;
    this.lastArgs = args;
    if (args === undefined) this.reset();
    else this.start(args);
  }

  hostDisconnected(): void {
    // Reconnecting must fetch again, so forget the arguments along with the request.
    this.reset();
    this.lastArgs = undefined;
  }

  /** Runs again with the current arguments (a "Try again" button). */
  retry(): void {
    if (this.lastArgs !== undefined) this.start(this.lastArgs);
    this.host.requestUpdate();
  }

  /** Resolves once the newest run has settled (for tests and for callers that chain work). */
  get taskComplete(): Promise<void> {
    return this.settled;
  }

  render<T>(renderers: TaskRenderers<R, T>): T | undefined {
    switch (this.status) {
      case 'initial':
        return renderers.initial?.();
      case 'pending':
        return renderers.pending?.();
      case 'complete':
        return renderers.complete(this.value as R);
      case 'error':
        return renderers.error?.(this.error);
    }
  }

  private reset(): void {
    this.controller?.abort();
    this.controller = undefined;
    this.run++;
    this.status = 'initial';
    this.value = undefined;
    this.error = undefined;
  }

  private start(args: A): void {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const run = ++this.run;
    this.status = 'pending';
    this.error = undefined;
    this.settled = this.options.task(args, controller.signal).then(
      (value) => this.finish(run, () => {
        this.status = 'complete';
        this.value = value;
      }),
      (error: unknown) => this.finish(run, () => {
        this.status = 'error';
        this.error = error;
      }),
    );
  }

  private finish(run: number, apply: () => void): void {
    if (run !== this.run) return;
    apply();
    this.host.requestUpdate();
  }
}

function sameArgs(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  return a.every((value, i) => Object.is(value, b[i]));
}
