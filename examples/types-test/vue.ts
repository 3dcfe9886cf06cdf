// The shipped Vue typing (booking-widget/types/vue): `<booking-widget>` in GlobalComponents, so
// vue-tsc checks templates against these props (examples/vue runs vue-tsc on a real template).
import 'booking-widget/types/vue';
import type { GlobalComponents } from 'vue';

type Props = InstanceType<GlobalComponents['booking-widget']>['$props'];

export const valid: Props = {
  'api-key': 'demo-salon',
  mode: 'inline',
  onBookingSuccess: (event) => event.detail.appointment.date,
};

export const wrongMode: Props = {
  // @ts-expect-error: `mode` is 'popup' | 'inline'
  mode: 'modal',
};

export const wrongDetail: Props = {
  onBookingSlotSelect: (event) => {
    // @ts-expect-error: the slot is an object `{ from, to, percentage_filled }`, not a string
    return event.detail.slot.toUpperCase();
  },
};
