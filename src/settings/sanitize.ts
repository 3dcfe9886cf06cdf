/**
 * The platform's `widget_settings` made safe for the button. Every value is checked on its
 * own and replaced by the built-in default when unusable, so one bad field never costs the
 * others; each replacement is listed so the element can warn the site owner in the console.
 *
 * Units and bounds, which the interface leaves open (docs/platform-interface.md): pixels,
 * width 40–600, height 24–200, font size 8–48.
 * Numbers must be JSON numbers: strings such as "200", "1e9" or "calc(1px)" are rejected
 * rather than parsed, because anything parsed leniently could smuggle CSS. Colours must match
 * one strict, anchored pattern (#rgb, #rgba, #rrggbb, #rrggbbaa) — nothing else can reach
 * a style, so `red;background:url(//x)` or `expression(…)` never survive.
 * The label stays plain text (the element renders it through a text binding): control and
 * bidirectional-override characters are removed, whitespace collapsed, length capped.
 */
import { isFiniteNumber, isRecord, isString } from '../api/parse.js';

export interface ButtonSettings {
  /** The business's own label; empty for the widget's (`button.defaultLabel`, in the customer's language). */
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

const HEX_COLOR = /^#([0-9a-f]{3,4}|([0-9a-f]{2}){3,4})$/i;
// C0 and C1 controls, and the invisible marks that reorder text (a label could otherwise
// display differently from what it contains); the whitespace controls (\t to \r) are left
// to the whitespace rule.
// eslint-disable-next-line no-control-regex -- the control characters are what this removes.
const INVISIBLE = /[\0-\b\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** True for `#rgb`, `#rgba`, `#rrggbb` and `#rrggbbaa` and nothing else. */
export function isHexColor(value: unknown): value is string {
  return isString(value) && HEX_COLOR.test(value);
}

/**
 * The platform's fields in the order they are checked: the setting each one sets, its
 * built-in default and, for sizes, its bounds in pixels.
 */
export const FIELDS: ReadonlyArray<
  [field: string, key: keyof ButtonSettings, fallback: string | number, min?: number, max?: number]
> = [
  ['text', 'label', ''],
  ['width', 'width', 200, 40, 600],
  ['height', 'height', 44, 24, 200],
  ['font_size', 'fontSize', 16, 8, 48],
  ['font_color', 'fontColor', '#ffffff'],
  // White on this blue has a contrast ratio of about 6:1 (WCAG AA for any text size).
  ['bg_color', 'backgroundColor', '#1f5fbf'],
];

export const DEFAULT_BUTTON_SETTINGS = Object.freeze(
  Object.fromEntries(FIELDS.map(([, key, fallback]) => [key, fallback])),
) as Readonly<ButtonSettings>;

const describe = (value: unknown) =>
  isString(value)
    ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
    : Array.isArray(value)
      ? 'an array'
      : value && typeof value === 'object'
        ? 'an object'
        : String(value);

export function sanitizeWidgetSettings(raw: unknown): SanitizedSettings {
  const settings: Record<string, string | number> = { ...DEFAULT_BUTTON_SETTINGS };
  const rejected: RejectedSetting[] = [];
  const reject = (field: string, problem: string, using: string | number) =>
    rejected.push({ field, reason: `${problem}; using ${using}` });
  if (!isRecord(raw)) {
    if (raw !== null && raw !== undefined) reject('widget_settings', `${describe(raw)} is not an object`, 'the defaults');
  } else {
    // Own fields only: a key on a polluted Object.prototype is not a setting.
    const source = Object.assign(Object.create(null) as object, raw) as Record<string, unknown>;
    for (const [field, key, fallback, min, max] of FIELDS) {
      const value = source[field];
      // Absent and null fields mean "not configured": defaults, without a warning.
      if (value === null || value === undefined) continue;
      if (max) {
        if (!isFiniteNumber(value)) {
          reject(field, `${describe(value)} is not a number of pixels`, fallback);
          continue;
        }
        const clamped = Math.min(max, Math.max(min!, Math.round(value)));
        if (clamped !== value) reject(field, `${value} is outside ${min}–${max} px`, clamped);
        settings[key] = clamped;
      } else if (key !== 'label') {
        const trimmed = isString(value) ? value.trim() : value;
        if (isHexColor(trimmed)) settings[key] = trimmed.toLowerCase();
        else reject(field, `${describe(value)} is not a #rgb(a) or #rrggbb(aa) colour`, fallback);
      } else if (!isString(value)) {
        reject(field, `${describe(value)} is not text`, 'the default label');
      } else {
        const characters = [...value.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()];
        if (!characters[0]) reject(field, 'the label is empty', 'the default label');
        else {
          if (characters[MAX_LABEL_LENGTH])
            reject(field, `the label is longer than ${MAX_LABEL_LENGTH} characters`, `its first ${MAX_LABEL_LENGTH}`);
          settings.label = characters.slice(0, MAX_LABEL_LENGTH).join('');
        }
      }
    }
  }
  return { settings: settings as unknown as ButtonSettings, rejected };
}
