/// <reference types="vite/client" />
// <booking-widget> in Vue's GlobalComponents: vue-tsc checks its attributes and event handlers.
import 'booking-widget/types/vue';

declare global {
  interface ImportMetaEnv {
    /** The booking platform's address, set at build time (docs/frameworks/vue.md). */
    readonly VITE_BOOKING_BASE_URL?: string;
  }
}
