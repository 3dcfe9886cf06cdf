import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { CountdownController } from '../../src/booking/countdown.js';
import { TestHost } from './booking-test-host.js';

describe('resend countdown', () => {
  let clock: sinon.SinonFakeTimers;
  let host: TestHost;
  let countdown: CountdownController;

  beforeEach(() => {
    clock = sinon.useFakeTimers();
    host = new TestHost();
    countdown = new CountdownController(host);
    host.connect();
  });
  afterEach(() => clock.restore());

  it('counts the seconds down once a second, asking the host to render each time', () => {
    countdown.start(3);
    expect(countdown.secondsLeft).to.equal(3);
    expect(countdown.secondsLeft > 0).to.equal(true);
    const updates = host.updates;
    clock.tick(1000);
    expect(countdown.secondsLeft).to.equal(2);
    expect(host.updates).to.equal(updates + 1);
    clock.tick(2000);
    expect(countdown.secondsLeft).to.equal(0);
    expect(countdown.secondsLeft > 0).to.equal(false);
    const finalUpdates = host.updates;
    clock.tick(5000);
    expect(host.updates).to.equal(finalUpdates);
  });

  it('takes a 429 Retry-After of any length, rounding part seconds up', () => {
    countdown.start(120.2);
    expect(countdown.secondsLeft).to.equal(121);
    clock.tick(60_000);
    expect(countdown.secondsLeft).to.equal(61);
  });

  it('treats a missing or nonsensical wait as none', () => {
    countdown.start(Number.NaN);
    expect(countdown.secondsLeft > 0).to.equal(false);
    countdown.start(-5);
    expect(countdown.secondsLeft).to.equal(0);
  });

  it('stops ticking while disconnected and catches up on reconnect', () => {
    countdown.start(10);
    host.disconnect();
    const updates = host.updates;
    clock.tick(4000);
    expect(host.updates).to.equal(updates);
    host.connect();
    expect(countdown.secondsLeft).to.equal(6);
    clock.tick(1000);
    expect(host.updates).to.equal(updates + 1);
  });

  it('can be stopped early', () => {
    countdown.start(30);
    countdown.start(0);
    expect(countdown.secondsLeft).to.equal(0);
    const updates = host.updates;
    clock.tick(3000);
    expect(host.updates).to.equal(updates);
  });
});
