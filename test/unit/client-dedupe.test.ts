import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createClient } from '../../src/api/client.js';
import { BUSINESS } from './fixtures.js';
import { failure, hang, scriptedFetch, success, type Answer } from './fake-fetch.js';
import { failureOf, settle } from './settle.js';

/** Answers after `ms` of (fake) time, so several callers can join one request. */
function delayed(answer: Answer, ms: number) {
  const { fetch: answerNow, requests } = scriptedFetch([answer]);
  const fetch = (input: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => void answerNow(input, init).then(resolve, reject), ms);
      init.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  return { fetch, requests };
}

describe('client: one business request for several widgets', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => clock.restore());

  it('two widgets with one key fetch the business once', async () => {
    const { fetch, requests } = delayed(success(BUSINESS), 100);
    const first = createClient({ baseUrl: 'https://one.example', apiKey: 'shared', fetch });
    const second = createClient({ baseUrl: 'https://one.example/', apiKey: 'shared', fetch });
    const [a, b] = await settle(clock, Promise.all([first.getBusiness(), second.getBusiness()]));
    expect(requests).to.have.length(1);
    expect(a).to.deep.equal(BUSINESS);
    expect(b).to.deep.equal(BUSINESS);
    expect(a).not.to.equal(b);
  });

  it('different keys fetch separately', async () => {
    const { fetch, requests } = delayed(success(BUSINESS), 100);
    await settle(
      clock,
      Promise.all([
        createClient({ baseUrl: 'https://two.example', apiKey: 'k1', fetch }).getBusiness(),
        createClient({ baseUrl: 'https://two.example', apiKey: 'k2', fetch }).getBusiness(),
      ]),
    );
    expect(requests.map((request) => request.url.searchParams.get('api_key'))).to.deep.equal(['k1', 'k2']);
  });

  it('a later call, after the first settled, fetches again', async () => {
    const { fetch, requests } = delayed(success(BUSINESS), 100);
    const client = createClient({ baseUrl: 'https://three.example', apiKey: 'k', fetch });
    await settle(clock, client.getBusiness());
    await settle(clock, client.getBusiness());
    expect(requests).to.have.length(2);
  });

  it('one widget aborting does not break the other', async () => {
    const { fetch, requests } = delayed(success(BUSINESS), 100);
    const client = createClient({ baseUrl: 'https://four.example', apiKey: 'k', fetch });
    const leaving = new AbortController();
    const aborted = client.getBusiness({ signal: leaving.signal }).catch((e: unknown) => e);
    const staying = client.getBusiness();
    await clock.tickAsync(50);
    leaving.abort();
    expect(await aborted).to.include({ kind: 'aborted' });
    expect(await settle(clock, staying)).to.deep.equal(BUSINESS);
    expect(requests).to.have.length(1);
    expect(requests[0]!.signal!.aborted).to.equal(false);
  });

  it('the shared request is cancelled when every widget has aborted, and a new call starts afresh', async () => {
    const { fetch, requests } = scriptedFetch([hang, success(BUSINESS)]);
    const client = createClient({ baseUrl: 'https://five.example', apiKey: 'k', fetch });
    const first = new AbortController();
    const second = new AbortController();
    const calls = [
      client.getBusiness({ signal: first.signal }).catch((e: unknown) => e),
      client.getBusiness({ signal: second.signal }).catch((e: unknown) => e),
    ];
    await clock.tickAsync(10);
    first.abort();
    await clock.tickAsync(10);
    expect(requests[0]!.signal!.aborted).to.equal(false);
    second.abort();
    expect(await Promise.all(calls)).to.satisfy((errors: unknown[]) =>
      errors.every((e) => (e as { kind: string }).kind === 'aborted'),
    );
    expect(requests[0]!.signal!.aborted).to.equal(true);
    expect(await settle(clock, client.getBusiness())).to.deep.equal(BUSINESS);
    expect(requests).to.have.length(2);
  });

  it('every widget waiting on the shared request gets its error', async () => {
    const { fetch, requests } = delayed(failure(401, 'Unauthorized request'), 100);
    const first = createClient({ baseUrl: 'https://six.example', apiKey: 'bad', fetch });
    const second = createClient({ baseUrl: 'https://six.example', apiKey: 'bad', fetch });
    const errors = await Promise.all([failureOf(clock, first.getBusiness()), failureOf(clock, second.getBusiness())]);
    expect(errors.map((error) => error.kind)).to.deep.equal(['unauthorized', 'unauthorized']);
    expect(requests).to.have.length(1);
  });

  it('a widget changing its copy does not change another widget’s', async () => {
    const { fetch } = delayed(success(BUSINESS), 100);
    const client = createClient({ baseUrl: 'https://seven.example', apiKey: 'k', fetch });
    const [a, b] = await settle(clock, Promise.all([client.getBusiness(), client.getBusiness()]));
    a.locations.pop();
    expect(b.locations).to.have.length(2);
  });
});
