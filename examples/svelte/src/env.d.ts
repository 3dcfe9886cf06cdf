/// <reference types="vite/client" />
// <booking-widget> in svelte/elements: svelte-check checks its attributes and `on<event>` handlers.
import 'booking-widget/types/svelte';

declare global {
  interface ImportMetaEnv {
    /** The booking platform's address, set at build time (docs/frameworks/svelte.md). */
    readonly VITE_BOOKING_BASE_URL?: string;
  }
}
