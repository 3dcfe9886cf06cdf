import { DEFAULT_BUTTON_SETTINGS, sanitizeWidgetSettings, type ButtonSettings } from './sanitize.js';

/** Private custom properties on the host; styles.ts falls back to the same built-in defaults. */
const PROPERTIES = ['--_settings-width', '--_settings-height', '--_settings-font-size', '--_settings-color', '--_settings-bg'];

/**
 * Checks the platform's widget_settings and applies them as custom properties on the host,
 * through the CSSOM (never a style attribute, which a strict CSP blocks). A rejected value
 * becomes the built-in default, and the site owner reads why in the console.
 */
export function applyButtonSettings(host: HTMLElement, raw: unknown): ButtonSettings {
  const { settings, rejected } = sanitizeWidgetSettings(raw);
  for (const { field, reason } of rejected) console.warn(`[booking-widget] widget_settings.${field}: ${reason}.`);
  const { width, height, fontSize, fontColor, backgroundColor } = settings;
  [`${width}px`, `${height}px`, `${fontSize}px`, fontColor, backgroundColor].forEach((value, i) => host.style.setProperty(PROPERTIES[i]!, value));
  return settings;
}

/** Back to the built-in button (while a new key's business loads). */
export function clearButtonSettings(host: HTMLElement): ButtonSettings {
  for (const name of PROPERTIES) host.style.removeProperty(name);
  return DEFAULT_BUTTON_SETTINGS;
}
