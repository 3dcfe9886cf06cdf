/** @jsxImportSource preact */
// The shipped Preact typing (booking-widget/types/preact); see react.tsx for the pattern.
import 'booking-widget/types/preact';

export const valid = (
  <booking-widget api-key="demo-salon" mode="popup" onbooking-success={(event) => event.detail.appointment.id} />
);

// @ts-expect-error: `mode` is 'popup' | 'inline'
export const wrongMode = <booking-widget mode="modal" />;

export const wrongDetail = (
  <booking-widget
    onbooking-date-select={(event) => {
      // @ts-expect-error: the chosen day is `date`, a string, not a Date
      return event.detail.date.getTime();
    }}
  />
);
