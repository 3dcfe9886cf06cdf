import { expect } from '@open-wc/testing';
import { BookingApiError } from '../../src/api/errors.js';
import type { BookingClient, Slot } from '../../src/api/types.js';
import { SlotsCache } from '../../src/slots/slots-cache.js';

/** A client whose getSlots answers are released by the test, recording every call. */
function recordingClient() {
  const calls: {
    date: string;
    unit: number | undefined;
    signal: AbortSignal | undefined;
    resolve: (s: Slot[]) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const client = {
    getSlots: (date: string, unit?: number, options?: { signal?: AbortSignal }) =>
      new Promise<Slot[]>((resolve, reject) => calls.push({ date, unit, signal: options?.signal, resolve, reject })),
  } as unknown as BookingClient;
  return { client, calls };
}

const slot = (from: string): Slot => ({ from, to: from, percentage_filled: 0 });

describe('SlotsCache', () => {
  it('answers a day seen recently from memory, per location', async () => {
    const { client, calls } = recordingClient();
    let now = 0;
    const cache = new SlotsCache(client, { maxAgeMs: 1000, now: () => now });
    const first = cache.get('2030-01-10', 1, { signal: new AbortController().signal });
    calls[0]!.resolve([slot('09:00')]);
    expect(await first).to.deep.equal([slot('09:00')]);

    now = 999;
    expect(await cache.get('2030-01-10', 1, { signal: new AbortController().signal })).to.deep.equal([slot('09:00')]);
    expect(calls).to.have.length(1);

    void cache.get('2030-01-10', 2, { signal: new AbortController().signal });
    expect(
      calls.map((c) => c.unit),
      'another location is another request',
    ).to.deep.equal([1, 2]);

    now = 1000;
    void cache.get('2030-01-10', 1, { signal: new AbortController().signal });
    expect(calls, 'stale after maxAgeMs').to.have.length(3);
  });

  it('shares a background request that is still under way', async () => {
    const { client, calls } = recordingClient();
    const cache = new SlotsCache(client);
    void cache.get('2030-01-11', undefined, { signal: new AbortController().signal, priority: 'low' });
    void cache.get('2030-01-11', undefined, { signal: new AbortController().signal, priority: 'low' });
    const visit = cache.get('2030-01-11', undefined, { signal: new AbortController().signal });
    expect(calls).to.have.length(1);
    calls[0]!.resolve([slot('10:00')]);
    expect(await visit).to.deep.equal([slot('10:00')]);
  });

  it('lets one caller stop waiting without cancelling the shared request', async () => {
    const { client, calls } = recordingClient();
    const cache = new SlotsCache(client);
    void cache.get('2030-01-12', undefined, { signal: new AbortController().signal });
    const controller = new AbortController();
    const visit = cache.get('2030-01-12', undefined, { signal: controller.signal });
    controller.abort();
    let rejected = false;
    await visit.catch(() => (rejected = true));
    expect(rejected).to.be.true;
    expect(calls[0]!.signal!.aborted, 'the first caller’s request keeps going').to.be.false;
    calls[0]!.resolve([slot('11:00')]);
    expect(await cache.get('2030-01-12', undefined, { signal: new AbortController().signal })).to.deep.equal([slot('11:00')]);
  });

  it('goes on for those still waiting when the caller that started the request stops, and stops once none waits', async () => {
    const { client, calls } = recordingClient();
    const cache = new SlotsCache(client);
    const starter = new AbortController();
    const started = cache.get('2030-01-15', undefined, { signal: starter.signal });
    const joined = cache.get('2030-01-15', undefined, { signal: new AbortController().signal, priority: 'low' });
    starter.abort();
    expect(
      await started.then(
        () => 'answered',
        (error: BookingApiError) => error.kind,
      ),
    ).to.equal('aborted');
    expect(calls[0]!.signal!.aborted, 'one caller still waits').to.be.false;
    calls[0]!.resolve([slot('13:00')]);
    expect(await joined).to.deep.equal([slot('13:00')]);

    const callers = [new AbortController(), new AbortController()];
    for (const caller of callers) void cache.get('2030-01-16', undefined, { signal: caller.signal }).catch(() => undefined);
    for (const caller of callers) caller.abort();
    expect(calls[1]!.signal!.aborted, 'nobody waits: the request stops').to.be.true;
    void cache.get('2030-01-16', undefined, { signal: new AbortController().signal });
    expect(calls, 'a later caller asks afresh').to.have.length(3);
  });

  it('keeps a day’s last answer known while it is asked for again, and when that fails', async () => {
    let now = 0;
    const { client, calls } = recordingClient();
    const cache = new SlotsCache(client, { maxAgeMs: 1000, now: () => now });
    const first = cache.get('2030-01-17', undefined, { signal: new AbortController().signal });
    calls[0]!.resolve([slot('14:00')]);
    await first;
    now = 1000;
    const again = cache.get('2030-01-17', undefined, { signal: new AbortController().signal });
    expect(calls, 'stale: asked again').to.have.length(2);
    expect(cache.known('2030-01-17', undefined), 'while asked again').to.deep.equal([slot('14:00')]);
    calls[1]!.reject(new BookingApiError('server', 'HTTP 503', { status: 503 }));
    await again.catch(() => undefined);
    expect(cache.known('2030-01-17', undefined), 'after that failed').to.deep.equal([slot('14:00')]);
  });

  it('forgets a failed day at once so that trying again asks again', async () => {
    const { client, calls } = recordingClient();
    const cache = new SlotsCache(client);
    const first = cache.get('2030-01-13', undefined, { signal: new AbortController().signal });
    calls[0]!.reject(new BookingApiError('server', 'HTTP 500', { status: 500 }));
    await first.catch(() => undefined);
    void cache.get('2030-01-13', undefined, { signal: new AbortController().signal });
    expect(calls).to.have.length(2);
  });

  it('knows the days answered, however long ago, and forgets a day whose fills changed', async () => {
    let now = 0;
    const { client, calls } = recordingClient();
    const cache = new SlotsCache(client, { now: () => now });
    const day = cache.get('2030-01-14', 3, { signal: new AbortController().signal });
    expect(cache.known('2030-01-14', 3), 'not before its answer').to.be.undefined;
    calls[0]!.resolve([slot('12:00')]);
    await day;
    now = 3_600_000;
    expect(cache.known('2030-01-14', 3)).to.deep.equal([slot('12:00')]);
    expect(cache.known('2030-01-14', 4), 'another location').to.be.undefined;
    cache.forget('2030-01-14', 3);
    expect(cache.known('2030-01-14', 3)).to.be.undefined;
  });
});
