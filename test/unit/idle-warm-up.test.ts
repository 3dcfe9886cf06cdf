import { expect } from '@open-wc/testing';
import { IdleWarmUp } from '../../src/controllers/idle-warm-up.js';
import { holdIdleCallbacks } from '../support/idle-callbacks.js';
import { TestHost } from './booking-test-host.js';

/** Lets promises settled so far run their callbacks. */
const microtasks = () => new Promise<void>((resolve) => setTimeout(resolve));

describe('IdleWarmUp', () => {
  let idle: ReturnType<typeof holdIdleCallbacks>;
  let host: TestHost;
  let ran: string[];
  /** Lets the first step's work (a chunk on its way) finish. */
  let finishLoad: () => void;
  let warmUp: IdleWarmUp;

  beforeEach(() => {
    idle = holdIdleCallbacks();
    host = new TestHost();
    ran = [];
    warmUp = new IdleWarmUp(host, {
      ready: () => true,
      steps: [
        () => {
          ran.push('load');
          return new Promise<void>((resolve) => (finishLoad = resolve)).then(() => void ran.push('loaded'));
        },
        () => void ran.push('render'),
      ],
    });
    host.connect();
  });
  afterEach(() => idle.restore());

  it('runs each step in an idle period of its own, once the one before has finished', async () => {
    warmUp.hostUpdated();
    idle.run();
    await microtasks();
    expect(ran).to.deep.equal(['load']);
    expect(idle.pending, 'the next step waits for the load').to.equal(0);
    finishLoad();
    await microtasks();
    expect(idle.pending).to.equal(1);
    idle.run();
    await microtasks();
    expect(ran).to.deep.equal(['load', 'loaded', 'render']);

    warmUp.hostUpdated();
    expect(idle.pending, 'done once').to.equal(0);
  });

  it('runs nothing once the host has left the page, and goes on where it stopped when the host is back', async () => {
    warmUp.hostUpdated();
    host.disconnect();
    idle.run();
    expect(ran).to.deep.equal([]);

    host.connect();
    warmUp.hostUpdated();
    idle.run();
    await microtasks();
    host.disconnect();
    finishLoad();
    await microtasks();
    expect(ran, 'the step on its way finishes').to.deep.equal(['load', 'loaded']);
    expect(idle.pending, 'and no other is scheduled').to.equal(0);

    host.connect();
    warmUp.hostUpdated();
    idle.run();
    await microtasks();
    expect(ran).to.deep.equal(['load', 'loaded', 'render']);
  });

  it('waits for the step under way when the host leaves and comes back meanwhile (moved in the page)', async () => {
    warmUp.hostUpdated();
    idle.run();
    await microtasks();
    host.disconnect();
    host.connect();
    warmUp.hostUpdated();
    expect(idle.pending, 'nothing goes ahead of the load').to.equal(0);
    finishLoad();
    await microtasks();
    expect(idle.pending, 'the next step once it has').to.equal(1);
    idle.run();
    await microtasks();
    expect(ran).to.deep.equal(['load', 'loaded', 'render']);
  });
});
