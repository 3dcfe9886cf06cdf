// The shipped React 19 typing (booking-widget/types/react): what compiles, and what must not.
// Each `@ts-expect-error` is a mistake the typing has to catch; tsc fails if it stops catching it.
import 'booking-widget/types/react';
import type { BookingEventDetailMap } from 'booking-widget';

function remember(detail: BookingEventDetailMap['booking-success']): string {
  return `${detail.appointment.date} ${detail.appointment.from}`;
}

export const valid = (
  <booking-widget
    api-key="demo-salon"
    base-url="https://booking.example.com"
    mode="inline"
    theme="dark"
    analytics="datalayer"
    apiKey="demo-salon"
    onbooking-success={(event) => remember(event.detail)}
    onbooking-error={(event) => console.warn(event.detail.kind, event.detail.status)}
  />
);

// @ts-expect-error: `mode` is 'popup' | 'inline'
export const wrongMode = <booking-widget mode="modal" />;

// @ts-expect-error: `theme` is 'auto' | 'light' | 'dark'
export const wrongTheme = <booking-widget theme="blue" />;

// @ts-expect-error: `analytics` is 'datalayer' or empty
export const wrongAnalytics = <booking-widget analytics="ga4" />;

export const wrongDetail = (
  <booking-widget
    onbooking-success={(event) => {
      // @ts-expect-error: a booking's detail holds `appointment`, not the time itself
      return event.detail.from;
    }}
  />
);

export const wrongErrorDetail = (
  <booking-widget
    onbooking-error={(event) => {
      // @ts-expect-error: `status` may be undefined (the service was not reached)
      return event.detail.status.toFixed();
    }}
  />
);
