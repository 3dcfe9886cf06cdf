/**
 * The platform's `widget_settings` made safe for the button. Every value is checked on its
 * own and replaced by the built-in default when unusable, so one bad field never costs the
 * others; each replacement is listed so the element can warn the site owner in the console.
 *
 * Units and bounds, which the interface leaves open (README → Interface assumptions): pixels,
 * width 40–600, height 24–200, font size 8–48.
 * Numbers must be JSON numbers: strings such as "200", "1e9" or "calc(1px)" are rejected
 * rather than parsed, because anything parsed leniently could smuggle CSS. Colours must match
 * one strict, anchored pattern (#rgb, #rgba, #rrggbb, #rrggbbaa) — nothing else can reach
 * a style, so `red;background:url(//x)` or `expression(…)` never survive.
 * The label stays plain text (the element renders it through a text binding): control and
 * bidirectional-override characters are removed, whitespace collapsed, length capped.
 */

export interface ButtonSettings {
  label: string;
  /** Pixels. */
  width: number;
  /** Pixels. */
  height: number;
  /** Pixels. */
  fontSize: number;
  /** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, lowercase. */
  fontColor: string;
  /** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, lowercase. */
  backgroundColor: string;
}

export const DEFAULT_BUTTON_SETTINGS: Readonly<ButtonSettings> = Object.freeze({
  label: 'Book an appointment',
  width: 200,
  height: 44,
  fontSize: 16,
  fontColor: '#ffffff',
  // White on this blue has a contrast ratio of about 6:1 (WCAG AA for any text size).
  backgroundColor: '#1f5fbf',
});

export const PIXEL_BOUNDS = Object.freeze({
  width: { min: 40, max: 600 },
  height: { min: 24, max: 200 },
  fontSize: { min: 8, max: 48 },
});

export const MAX_LABEL_LENGTH = 60;

export interface RejectedSetting {
  /** The field as the platform names it (`bg_color`, `font_size`, …). */
  field: string;
  /** What was wrong and what is used instead, for the site owner. */
  reason: string;
}

export interface SanitizedSettings {
  settings: ButtonSettings;
  rejected: RejectedSetting[];
}

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// C0 and C1 controls, and the invisible marks that reorder text (a label could otherwise
// display differently from what it contains).
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** True for `#rgb`, `#rgba`, `#rrggbb` and `#rrggbbaa` and nothing else. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : String(value);
}

export function sanitizeWidgetSettings(raw: unknown): SanitizedSettings {
  const rejected: RejectedSetting[] = [];
  const settings: ButtonSettings = { ...DEFAULT_BUTTON_SETTINGS };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    if (raw !== undefined && raw !== null) {
      rejected.push({ field: 'widget_settings', reason: `${describe(raw)} is not an object; using the defaults` });
    }
    return { settings, rejected };
  }
  // Own fields only: a key on a polluted Object.prototype is not a setting.
  const source = Object.assign(Object.create(null) as object, raw) as Record<string, unknown>;
  // Absent and null fields mean "not configured": defaults, without a warning.
  const given = (field: string) => source[field] !== undefined && source[field] !== null;

  const pixels = (field: string, key: 'width' | 'height' | 'fontSize') => {
    if (!given(field)) return;
    const value = source[field];
    const { min, max } = PIXEL_BOUNDS[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      rejected.push({ field, reason: `${describe(value)} is not a number of pixels; using ${settings[key]}` });
      return;
    }
    const clamped = Math.min(max, Math.max(min, Math.round(value)));
    if (clamped !== value) rejected.push({ field, reason: `${value} is outside ${min}–${max} px; using ${clamped}` });
    settings[key] = clamped;
  };

  const color = (field: string, key: 'fontColor' | 'backgroundColor') => {
    if (!given(field)) return;
    const value = source[field];
    const trimmed = typeof value === 'string' ? value.trim() : value;
    if (!isHexColor(trimmed)) {
      rejected.push({ field, reason: `${describe(value)} is not a #rgb, #rgba, #rrggbb or #rrggbbaa colour; using ${settings[key]}` });
      return;
    }
    settings[key] = trimmed.toLowerCase();
  };

  const label = (field: string) => {
    if (!given(field)) return;
    const value = source[field];
    if (typeof value !== 'string') {
      rejected.push({ field, reason: `${describe(value)} is not text; using "${settings.label}"` });
      return;
    }
    const text = value.replace(/\s+/g, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
    const characters = Array.from(text);
    if (characters.length === 0) {
      rejected.push({ field, reason: `the label is empty; using "${settings.label}"` });
      return;
    }
    if (characters.length > MAX_LABEL_LENGTH) {
      rejected.push({ field, reason: `the label is longer than ${MAX_LABEL_LENGTH} characters; it is shortened` });
    }
    settings.label = characters.slice(0, MAX_LABEL_LENGTH).join('');
  };

  label('text');
  pixels('width', 'width');
  pixels('height', 'height');
  pixels('font_size', 'fontSize');
  color('font_color', 'fontColor');
  color('bg_color', 'backgroundColor');
  return { settings, rejected };
}
