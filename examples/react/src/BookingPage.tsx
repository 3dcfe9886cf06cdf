// React 19 renders custom elements natively: attributes from state, `on<event-name>` props as
// listeners (added with the element, changed with the prop, left on the element when it unmounts,
// which is harmless: a removed widget fires nothing), no wrapper component.
import 'booking-widget/define';
import type { BookingEvent } from 'booking-widget';
import { useState } from 'react';

const BASE_URL = import.meta.env.VITE_BOOKING_BASE_URL ?? 'http://127.0.0.1:8787';

export function BookingPage({ onBooked }: { onBooked: (time: string) => void }) {
  const [mode, setMode] = useState<'popup' | 'inline'>('inline');
  const [booked, setBooked] = useState<string | null>(null);

  function onSuccess(event: BookingEvent<'booking-success'>) {
    const { date, from } = event.detail.appointment;
    setBooked(`${date} at ${from}`);
    onBooked(`${date} ${from}`);
  }

  return (
    <>
      <h1>Book an appointment</h1>
      <label>
        Show the calendar{' '}
        <select value={mode} onChange={(event) => setMode(event.target.value === 'popup' ? 'popup' : 'inline')}>
          <option value="inline">in the page</option>
          <option value="popup">behind a button</option>
        </select>
      </label>
      <booking-widget
        api-key="demo-salon"
        base-url={BASE_URL}
        mode={mode}
        onbooking-success={onSuccess}
        onbooking-error={(event) => console.warn('Booking failed:', event.detail.kind, event.detail.message)}
      />
      <p id="booked" role="status">
        {booked && `Booked for ${booked}. See you then!`}
      </p>
    </>
  );
}
