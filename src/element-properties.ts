import type { PropertyDeclarations } from 'lit';

/**
 * `<booking-widget>`'s reactive properties, declared as lit's static `properties` rather than
 * with its decorators, which would cost the script-tag file about 400 B gzip (their helper and
 * lit's decorator module). The element declares each as a field with its type and default.
 */
export const ELEMENT_PROPERTIES: PropertyDeclarations = {
  apiKey: { attribute: 'api-key' },
  baseUrl: { attribute: 'base-url' },
  location: {},
  locale: {},
  // Reflected for the stylesheet, which lays out `:host([mode='inline'])` and colours `:host([theme='dark'])`.
  mode: { reflect: true },
  theme: { reflect: true },
  name: {},
  email: {},
  phone: {},
  timeZone: { attribute: 'time-zone' },
  // Typed replacements (`messages`) come from script only; HTML has `<script data-messages>`.
  messages: { attribute: false },
  // `attribute: false` as well for the manifest's analyzer, which does not read `state`.
  setupError: { state: true, attribute: false },
};
