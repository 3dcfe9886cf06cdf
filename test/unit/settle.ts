import type { SinonFakeTimers } from 'sinon';
import { BookingApiError } from '../../src/api/errors.js';

/** Runs every timer of the fake clock and returns the call's outcome. */
export async function settle<T>(clock: SinonFakeTimers, call: Promise<T>): Promise<T> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await clock.runAllAsync();
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

/** Like settle, for a call that must fail with a BookingApiError. */
export async function failureOf(clock: SinonFakeTimers, call: Promise<unknown>): Promise<BookingApiError> {
  try {
    await settle(clock, call);
  } catch (error) {
    if (error instanceof BookingApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
