import { DEFAULT_BUTTON_SETTINGS, FIELDS, sanitizeWidgetSettings, type ButtonSettings } from './sanitize.js';

/**
 * Private custom properties on the host, one for each of FIELDS after the label, in its order
 * (the first three in pixels); styles.ts falls back to the same built-in defaults.
 */
const PROPERTIES = ['--_settings-width', '--_settings-height', '--_settings-font-size', '--_settings-color', '--_settings-bg'];

/**
 * Checks the platform's widget_settings and applies them as custom properties on the host,
 * through the CSSOM (never a style attribute, which a strict CSP blocks). A rejected value
 * becomes the built-in default, and the site owner reads why in the console.
 */
export function applyButtonSettings(host: HTMLElement, raw: unknown): ButtonSettings {
  const { settings, rejected } = sanitizeWidgetSettings(raw);
  for (const { field, reason } of rejected) console.warn(`[booking-widget] widget_settings.${field}: ${reason}.`);
  PROPERTIES.forEach((name, i) => host.style.setProperty(name, `${settings[FIELDS[i + 1]![1]]}${i < 3 ? 'px' : ''}`));
  return settings;
}

/** Back to the built-in button (while a new key's business loads). */
export function clearButtonSettings(host: HTMLElement): ButtonSettings {
  // An empty value removes the property.
  for (const name of PROPERTIES) host.style.setProperty(name, '');
  return DEFAULT_BUTTON_SETTINGS;
}
