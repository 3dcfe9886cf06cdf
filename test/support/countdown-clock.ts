import sinon from 'sinon';

/**
 * A clock a test can move on for the SMS code's limits (the resend wait, the code's five
 * minutes): `Date` and the countdown's one-second tick faked, everything else real and moving
 * on by itself, so renders, fetches and waits for conditions work as usual.
 */
export const countdownClock = (): sinon.SinonFakeTimers =>
  sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
