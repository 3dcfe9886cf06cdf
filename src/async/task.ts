import type { ReactiveController, ReactiveControllerHost } from '../element/reactive-element.js';

export type TaskStatus = 'initial' | 'pending' | 'complete' | 'error';

export interface TaskOptions<A extends readonly unknown[], R> {
  /** Runs the work; must honour `signal` so a superseded run stops its request. */
  _task: (args: A, signal: AbortSignal) => Promise<R>;
  /** Derived from the host's state before each update; `undefined` means "nothing to do". */
  _args: () => A | undefined;
}

/** Keyed by status, so these keep their names (the status strings). */
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
  _status: TaskStatus = 'initial';
  _value: R | undefined;
  _error: unknown;
  /** Resolves once the newest run has settled (for tests and for callers that chain work). */
  _complete: Promise<void> = Promise.resolve();

  private _lastArgs: A | undefined;
  private _controller: AbortController | undefined;

  constructor(
    private readonly _host: ReactiveControllerHost,
    private readonly _options: TaskOptions<A, R>,
  ) {
    _host.addController(this);
  }

  hostUpdate(): void {
    const args = this._options._args();
    const last = this._lastArgs;
    // Both missing, or as many members and each the same.
    if (args?.length !== last?.length || args?.some((value, i) => !Object.is(value, last![i]))) this._start((this._lastArgs = args));
  }

  hostDisconnected(): void {
    // Reconnecting must fetch again, so forget the arguments along with the request.
    this._start((this._lastArgs = undefined));
  }

  /** Runs again with the current arguments (a "Try again" button). */
  _retry(): void {
    this._start(this._lastArgs);
    this._host.requestUpdate();
  }

  _render<T>(renderers: TaskRenderers<R, T>): T | undefined {
    // `complete` takes the value and `error` the error; the other two take nothing.
    const renderer = renderers[this._status] as ((result: unknown) => T) | undefined;
    return renderer?.(this._status === 'error' ? this._error : this._value);
  }

  /** Starts a run with `args`, or without them goes back to `initial`; either way the previous run is aborted. */
  private _start(args: A | undefined): void {
    this._controller?.abort();
    // Aborted once a newer run starts: only the newest run may change the state.
    const signal = (this._controller = new AbortController()).signal;
    this._error = undefined;
    if (!args) {
      this._status = 'initial';
      this._value = undefined;
      return;
    }
    this._status = 'pending';
    const finish = (status: 'complete' | 'error', result: unknown) => {
      if (signal.aborted) return;
      this._status = status;
      if (status === 'error') this._error = result;
      else this._value = result as R;
      this._host.requestUpdate();
    };
    this._complete = this._options._task(args, signal).then(
      (value) => finish('complete', value),
      (error: unknown) => finish('error', error),
    );
  }
}
