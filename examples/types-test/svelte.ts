// The shipped Svelte 5 typing (booking-widget/types/svelte): `<booking-widget>` in
// svelte/elements' SvelteHTMLElements (examples/svelte runs svelte-check on a real component).
import 'booking-widget/types/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';

type Props = SvelteHTMLElements['booking-widget'];

export const valid: Props = {
  'api-key': 'demo-salon',
  analytics: 'datalayer',
  'onbooking-success': (event) => event.detail.appointment.to,
};

export const wrongAnalytics: Props = {
  // @ts-expect-error: `analytics` is 'datalayer' or empty
  analytics: 'ga4',
};

export const wrongDetail: Props = {
  'onbooking-success': (event) => {
    // @ts-expect-error: a booking's detail holds `appointment`, not the time itself
    return event.detail.from;
  },
};
