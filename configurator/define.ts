import { BookingConfigurator } from './booking-configurator.js';

/** Registers `<booking-configurator>` once, as the widget's own entry does. */
if (!customElements.get('booking-configurator')) customElements.define('booking-configurator', BookingConfigurator);

export { BookingConfigurator };
