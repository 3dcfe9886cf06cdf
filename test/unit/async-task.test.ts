import { expect } from '@open-wc/testing';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { AsyncTask } from '../../src/async/task.js';

/** The smallest host: runs hostUpdate on demand and counts update requests. */
class Host implements ReactiveControllerHost {
  controllers: ReactiveController[] = [];
  updates = 0;
  addController(c: ReactiveController) {
    this.controllers.push(c);
  }
  removeController() {}
  requestUpdate() {
    this.updates++;
  }
  get updateComplete() {
    return Promise.resolve(true);
  }
  update() {
    for (const c of this.controllers) c.hostUpdate?.();
  }
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('AsyncTask', () => {
  it('stays initial without arguments and runs when they appear', async () => {
    const host = new Host();
    let args: readonly [string] | undefined;
    const task = new AsyncTask(host, { _args: () => args, _task: async ([day]) => `slots of ${day}` });
    host.update();
    expect(task._status).to.equal('initial');
    args = ['monday'];
    host.update();
    expect(task._status).to.equal('pending');
    await task._complete;
    expect(task._status).to.equal('complete');
    expect(task._value).to.equal('slots of monday');
    expect(host.updates).to.equal(1);
  });

  it('does not run again for the same arguments', async () => {
    const host = new Host();
    let runs = 0;
    // A fresh array each time, with equal members: compared member by member.
    new AsyncTask(host, { _args: () => ['x', 1] as const, _task: async () => ++runs });
    host.update();
    host.update();
    expect(runs).to.equal(1);
  });

  it('lets only the newest run set the state, and aborts the older one', async () => {
    const host = new Host();
    const answers = new Map<string, ReturnType<typeof deferred<string>>>();
    const signals = new Map<string, AbortSignal>();
    let args: readonly [string] = ['old'];
    const task = new AsyncTask(host, {
      _args: () => args,
      _task: ([day], signal) => {
        signals.set(day, signal);
        const answer = deferred<string>();
        answers.set(day, answer);
        return answer.promise;
      },
    });
    host.update();
    args = ['new'];
    host.update();
    expect(signals.get('old')!.aborted).to.be.true;
    answers.get('new')!.resolve('new slots');
    await task._complete;
    answers.get('old')!.resolve('old slots');
    await Promise.resolve();
    expect(task._value).to.equal('new slots');
  });

  it('keeps the error, renders it, and runs again on retry', async () => {
    const host = new Host();
    let fail = true;
    const task = new AsyncTask(host, {
      _args: () => ['day'] as const,
      _task: async () => {
        if (fail) throw new Error('offline');
        return 'slots';
      },
    });
    host.update();
    await task._complete;
    expect(task._render({ complete: () => 'ok', error: (e) => `error: ${(e as Error).message}` })).to.equal('error: offline');
    fail = false;
    task._retry();
    expect(task._status).to.equal('pending');
    await task._complete;
    expect(task._render({ complete: (v) => v })).to.equal('slots');
  });

  it('goes back to initial and forgets its arguments when the host leaves the page', async () => {
    const host = new Host();
    let runs = 0;
    const task = new AsyncTask(host, { _args: () => ['day'] as const, _task: async () => ++runs });
    host.update();
    await task._complete;
    task.hostDisconnected();
    expect(task._status).to.equal('initial');
    host.update();
    expect(runs, 'runs again after reconnecting').to.equal(2);
  });
});
