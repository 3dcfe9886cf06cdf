import sinon from 'sinon';

/**
 * Makes the page report `timeZone` as the browser's own, as a customer's browser in that zone
 * does: `new Intl.DateTimeFormat().resolvedOptions().timeZone`, which is where the widget reads
 * the customer's zone, says `timeZone`. Formatters given a zone of their own report it as
 * before, and `Date`'s local calendar stays the machine's (the calendar's days, "today"), so
 * only the customer's clock moves. Returns the function that puts the browser's zone back.
 */
export function pretendTimeZone(timeZone: string): () => void {
  const browserZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its own `this`
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  const stub = sinon.stub(Intl.DateTimeFormat.prototype, 'resolvedOptions').callsFake(function (this: Intl.DateTimeFormat) {
    const options = resolvedOptions.call(this);
    return options.timeZone === browserZone ? { ...options, timeZone } : options;
  });
  return () => stub.restore();
}
