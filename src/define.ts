import { BookingWidget } from './booking-widget.js';

/** The tag name the element registers under. */
export const TAG_NAME = 'booking-widget';

/** Registers `<booking-widget>` once; a second call (a script loaded twice) does nothing. */
export function defineBookingWidget(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(TAG_NAME)) registry.define(TAG_NAME, BookingWidget);
}

defineBookingWidget();

export { BookingWidget };

declare global {
  interface HTMLElementTagNameMap {
    'booking-widget': BookingWidget;
  }
}
