/// <reference types="vite/client" />
// <booking-widget> in JSX: its attributes, properties and `on<event>` props, typed from the package.
import 'booking-widget/types/react';

declare global {
  interface ImportMetaEnv {
    /** The booking platform's address, set at build time (examples/README.md). */
    readonly VITE_BOOKING_BASE_URL?: string;
  }
}
