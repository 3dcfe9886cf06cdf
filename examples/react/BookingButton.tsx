// React 19 renders custom elements natively: no wrapper component is needed.
// 'booking-widget' is this repository installed from a tarball of it, not the npm name (see README.md).
import 'booking-widget/define';
import type { BookingEvent } from 'booking-widget';
import { useState } from 'react';

export function BookingButton({ apiKey, baseUrl }: { apiKey: string; baseUrl: string }) {
  const [booked, setBooked] = useState<string | null>(null);

  function onSuccess(event: BookingEvent<'booking-success'>) {
    const { date, from } = event.detail.appointment;
    setBooked(`${date} at ${from}`);
  }

  function onBeforeSubmit(event: BookingEvent<'booking-before-submit'>) {
    // Cancelable: a host page can hold the booking, e.g. until consent is given.
    if (!window.confirm(`Book ${event.detail.date} at ${event.detail.from}?`)) event.preventDefault();
  }

  return (
    <>
      <booking-widget
        apiKey={apiKey}
        baseUrl={baseUrl}
        onbooking-success={onSuccess}
        onbooking-before-submit={onBeforeSubmit}
        onbooking-error={(event) => console.warn('Booking failed:', event.detail.kind, event.detail.message)}
      />
      {booked && <p role="status">Booked for {booked}. See you then!</p>}
    </>
  );
}
