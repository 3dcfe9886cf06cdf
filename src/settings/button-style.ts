import type { WidgetSettings } from '../api/types.js';

export const DEFAULT_BUTTON_LABEL = 'Book an appointment';

/** Private custom properties on the host; the stylesheet falls back to built-in defaults. */
const PROPERTIES = ['--_settings-width', '--_settings-height', '--_settings-font-size', '--_settings-color', '--_settings-bg'] as const;

// Interim checks until settings/sanitize.ts lands.
const COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const clampPx = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isFinite(v) ? `${Math.round(Math.min(max, Math.max(min, v)))}px` : undefined;

/** The button's label: the business's text when it has one, the built-in label otherwise. */
export function buttonLabel(settings: WidgetSettings | undefined): string {
  const text = typeof settings?.text === 'string' ? settings.text.trim() : '';
  return text || DEFAULT_BUTTON_LABEL;
}

/**
 * Applies checked widget_settings as custom properties on the host, through the CSSOM
 * (never a style attribute: a strict CSP allows this). A rejected value is left unset so
 * the built-in default shows, and the site owner hears about it in the console.
 */
export function applyButtonSettings(host: HTMLElement, settings: WidgetSettings): void {
  const values: Record<(typeof PROPERTIES)[number], string | undefined> = {
    '--_settings-width': clampPx(settings.width, 40, 600),
    '--_settings-height': clampPx(settings.height, 24, 200),
    '--_settings-font-size': clampPx(settings.font_size, 8, 48),
    '--_settings-color': COLOR.test(String(settings.font_color)) ? settings.font_color : undefined,
    '--_settings-bg': COLOR.test(String(settings.bg_color)) ? settings.bg_color : undefined,
  };
  for (const name of PROPERTIES) {
    const value = values[name];
    if (value === undefined) host.style.removeProperty(name);
    else host.style.setProperty(name, value);
  }
}

export function clearButtonSettings(host: HTMLElement): void {
  for (const name of PROPERTIES) host.style.removeProperty(name);
}
