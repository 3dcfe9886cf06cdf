import type { ReactiveController, ReactiveControllerHost } from '../element/reactive-element.js';

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

  private _lastArgs: A | undefined;
  private _controller: AbortController | undefined;
  private _run = 0;
  private _settled: Promise<void> = Promise.resolve();

  constructor(
    private readonly _host: ReactiveControllerHost,
    private readonly _options: TaskOptions<A, R>,
  ) {
    _host.addController(this);
  }

  hostUpdate(): void {
    const args = this._options.args();
    if (sameArgs(args, this._lastArgs)) return;
    this._lastArgs = args;
    if (args === undefined) this._reset();
    else this._start(args);
  }

  hostDisconnected(): void {
    // Reconnecting must fetch again, so forget the arguments along with the request.
    this._reset();
    this._lastArgs = undefined;
  }

  /** Runs again with the current arguments (a "Try again" button). */
  retry(): void {
    if (this._lastArgs !== undefined) this._start(this._lastArgs);
    this._host.requestUpdate();
  }

  /** Resolves once the newest run has settled (for tests and for callers that chain work). */
  get taskComplete(): Promise<void> {
    return this._settled;
  }

  render<T>(renderers: TaskRenderers<R, T>): T | undefined {
    // `complete` takes the value and `error` the error; the other two take nothing.
    const renderer = renderers[this.status] as ((result: unknown) => T) | undefined;
    return renderer?.(this.status === 'error' ? this.error : this.value);
  }

  private _reset(): void {
    this._controller?.abort();
    this._controller = undefined;
    this._run++;
    this.status = 'initial';
    this.value = undefined;
    this.error = undefined;
  }

  private _start(args: A): void {
    this._controller?.abort();
    const controller = new AbortController();
    this._controller = controller;
    const run = ++this._run;
    this.status = 'pending';
    this.error = undefined;
    this._settled = this._options.task(args, controller.signal).then(
      (value) => this._finish(run, () => {
        this.status = 'complete';
        this.value = value;
      }),
      (error: unknown) => this._finish(run, () => {
        this.status = 'error';
        this.error = error;
      }),
    );
  }

  private _finish(run: number, apply: () => void): void {
    if (run !== this._run) return;
    apply();
    this._host.requestUpdate();
  }
}

function sameArgs(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  return a.every((value, i) => Object.is(value, b[i]));
}
