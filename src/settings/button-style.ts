import { DEFAULT_BUTTON_SETTINGS, sanitizeWidgetSettings, type ButtonSettings } from './sanitize.js';

/**
 * The private custom properties the button's styles read (styles.ts falls back to the same
 * built-in defaults), each with the checked setting it carries.
 */
const HOST_PROPERTIES: Record<string, (settings: ButtonSettings) => string> = {
  '--_settings-width': (settings) => `${settings.width}px`,
  '--_settings-height': (settings) => `${settings.height}px`,
  '--_settings-font-size': (settings) => `${settings.fontSize}px`,
  '--_settings-color': (settings) => settings.fontColor,
  '--_settings-bg': (settings) => settings.backgroundColor,
};

/**
 * Sets checked values as custom properties on the host, through the CSSOM (never a style
 * attribute, which a strict CSP blocks); '' removes one. The one place the widget writes
 * host-level custom properties: every value must have been checked before it arrives here.
 */
export function setHostProperties(host: HTMLElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) host.style.setProperty(name, value);
}

/**
 * Checks the platform's widget_settings and applies them to the host. A rejected value
 * becomes the built-in default, and the site owner reads why in the console.
 */
export function applyButtonSettings(host: HTMLElement, raw: unknown): ButtonSettings {
  const { settings, rejected } = sanitizeWidgetSettings(raw);
  for (const { field, reason } of rejected) console.warn(`[booking-widget] widget_settings.${field}: ${reason}.`);
  const values = Object.fromEntries(Object.entries(HOST_PROPERTIES).map(([name, valueOf]) => [name, valueOf(settings)]));
  setHostProperties(host, values);
  return settings;
}

/** Back to the built-in button (while a new key's business loads). */
export function clearButtonSettings(host: HTMLElement): ButtonSettings {
  setHostProperties(host, Object.fromEntries(Object.keys(HOST_PROPERTIES).map((name) => [name, ''])));
  return DEFAULT_BUTTON_SETTINGS;
}
