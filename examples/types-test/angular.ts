// Angular reads no typing file of ours: with CUSTOM_ELEMENTS_SCHEMA its template checker types
// `(booking-success)="…($event)"` from HTMLElementTagNameMap and HTMLElementEventMap, which
// booking-widget/define extends. This is the same lookup it makes.
import type {} from 'booking-widget/define';

const element = document.createElement('booking-widget');
element.addEventListener('booking-success', (event) => event.detail.appointment.from);
element.mode = 'inline';

// @ts-expect-error: `mode` is 'popup' | 'inline'
element.mode = 'modal';

element.addEventListener('booking-error', (event) => {
  // @ts-expect-error: an error's detail has `kind`, `status` and `message`, no `appointment`
  return event.detail.appointment;
});
