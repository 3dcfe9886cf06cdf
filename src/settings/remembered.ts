import { FIELDS, sanitizeWidgetSettings, type ButtonSettings } from './sanitize.js';

/**
 * The last button settings of a business, kept in localStorage so that a repeat visit draws
 * the button at its final size at once instead of jumping when the business loads. Storage
 * can throw (private modes, sandboxed frames, a full quota) and what it returns is as
 * untrusted as the platform's answer: a stored value is sanitized again on read and
 * ignored whole unless every field passes.
 */
const PREFIX = 'booking-widget ';

/** `platform` is the base-url and the api-key, separated by a space. */
export function recallButtonSettings(platform: string): unknown {
  try {
    const stored = localStorage.getItem(PREFIX + platform);
    if (!stored) return undefined;
    const { settings, rejected } = sanitizeWidgetSettings(JSON.parse(stored));
    // The platform's own field names, so that the caller applies them like an answer.
    return rejected.length ? undefined : toWidgetSettings(settings);
  } catch {
    return undefined;
  }
}

export function rememberButtonSettings(platform: string, settings: ButtonSettings): void {
  try {
    localStorage.setItem(PREFIX + platform, JSON.stringify(toWidgetSettings(settings)));
  } catch {
    // Not remembered: the next visit shows the default box until the business loads.
  }
}

const toWidgetSettings = (settings: ButtonSettings) => Object.fromEntries(FIELDS.map(([field, key]) => [field, settings[key]]));
