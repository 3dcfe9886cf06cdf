// Stands in for the registering entry (src/define.ts) in web-test-runner's `built-file` group:
// that group's page loads dist/booking-widget.iife.js with a classic <script> first, and an
// import map sends every import of src/define.ts here. So the element's tests run unchanged
// against the built script-tag file, keyed on what the page registered, not on any source file.
import type { BookingWidget as SourceBookingWidget } from '../../src/define.js';

export const TAG_NAME = 'booking-widget';

const registered = customElements.get(TAG_NAME);
if (!registered) throw new Error('dist/booking-widget.iife.js did not register <booking-widget>: run npm run build first');

/** The class the built file registered; typed as the sources' class, whose public surface it has. */
export const BookingWidget = registered as typeof SourceBookingWidget;

/** As the registering entry's: registers the (built) class once. */
export function defineBookingWidget(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(TAG_NAME)) registry.define(TAG_NAME, BookingWidget);
}
