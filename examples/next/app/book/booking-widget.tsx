'use client';
// Rendered on the server as plain HTML (<booking-widget api-key=… base-url=…>), hydrated, then
// upgraded: the element's code is imported in the browser only, after hydration, because it
// registers a custom element, which a server cannot do.
import type { BookingEvent, BookingWidget as BookingWidgetElement } from 'booking-widget';
import { useEffect, useRef, useState } from 'react';
import { useBookings } from '../bookings';

export function BookingWidget({ apiKey, baseUrl }: { apiKey: string; baseUrl: string }) {
  const [mode, setMode] = useState<'popup' | 'inline'>('inline');
  const [booked, setBooked] = useState<string>();
  const { add } = useBookings();
  const widget = useRef<BookingWidgetElement>(null);

  useEffect(() => {
    void import('booking-widget/define');
  }, []);

  // React 19 does not attach `on<custom-event>` props while it hydrates server HTML
  // (facebook/react#35446), so on a server-rendered page the listener is added here, and removed
  // with the element.
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onSuccess = (event: BookingEvent<'booking-success'>) => {
      const { date, from } = event.detail.appointment;
      setBooked(`${date} at ${from}`);
      add(`${date} ${from}`);
    };
    element.addEventListener('booking-success', onSuccess);
    return () => element.removeEventListener('booking-success', onSuccess);
  }, [add]);

  return (
    <>
      <label>
        Show the calendar{' '}
        <select value={mode} onChange={(event) => setMode(event.target.value === 'popup' ? 'popup' : 'inline')}>
          <option value="inline">in the page</option>
          <option value="popup">behind a button</option>
        </select>
      </label>
      {/* Attribute names (api-key), which the server writes as they are. */}
      <booking-widget ref={widget} api-key={apiKey} base-url={baseUrl} mode={mode} />
      <p id="booked" role="status">
        {booked && `Booked for ${booked}. See you then!`}
      </p>
    </>
  );
}
