/** @jsxImportSource solid-js */
// The shipped Solid typing (booking-widget/types/solid): Solid binds custom events with `on:`.
import 'booking-widget/types/solid';

export const valid = (
  <booking-widget api-key="demo-salon" theme="light" on:booking-success={(event) => event.detail.appointment.from} />
);

// @ts-expect-error: `theme` is 'auto' | 'light' | 'dark'
export const wrongTheme = <booking-widget theme="blue" />;

export const wrongDetail = (
  <booking-widget
    on:booking-success={(event) => {
      // @ts-expect-error: the appointment's date is a `YYYY-MM-DD` string, not a Date
      const day: Date = event.detail.appointment.date;
      return day;
    }}
  />
);
