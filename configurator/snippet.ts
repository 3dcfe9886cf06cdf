/**
 * What the configurator writes for a site owner to paste: the widget's tag with the chosen
 * attributes, the script that defines it (the module snippet and the classic one), and the CSS
 * that keeps the button's place on the page while the script and the business load.
 *
 * Everything here is text for another page, so every value that goes into an attribute is
 * HTML-escaped, and nothing but clamped whole numbers goes into the CSS.
 */
import type { WidgetSettings } from '../src/api/types.js';
import { sanitizeWidgetSettings } from '../src/settings/sanitize.js';

export type WidgetMode = 'popup' | 'inline';
export type WidgetTheme = 'auto' | 'light' | 'dark';

/** The site owner's choices, each as the attribute's value; an empty string leaves it out. */
export interface WidgetChoices {
  apiKey: string;
  baseUrl: string;
  mode: WidgetMode;
  theme: WidgetTheme;
  locale: string;
  timeZone: string;
  /** A `business_unit_id` of the business, as text. */
  location: string;
  analytics: boolean;
  name: string;
  email: string;
  phone: string;
}

export const DEFAULT_CHOICES: Readonly<WidgetChoices> = Object.freeze({
  apiKey: '',
  baseUrl: '',
  mode: 'popup',
  theme: 'auto',
  locale: '',
  timeZone: '',
  location: '',
  analytics: false,
  name: '',
  email: '',
  phone: '',
});

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/** `value` safe inside a double-quoted attribute (and in text) of any HTML page. */
export function escapeHtml(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * The widget's attributes for `choices`, in the order the reference lists them, as
 * `[name, value]` pairs; attributes at their default are left out, so the snippet says only
 * what differs.
 */
export function widgetAttributes(choices: WidgetChoices): [name: string, value: string][] {
  const attributes: [string, string][] = [
    ['api-key', choices.apiKey],
    ['base-url', choices.baseUrl],
  ];
  const optional: [string, string][] = [
    ['mode', choices.mode === 'popup' ? '' : choices.mode],
    ['theme', choices.theme === 'auto' ? '' : choices.theme],
    ['locale', choices.locale],
    ['time-zone', choices.timeZone],
    ['location', choices.location],
    ['analytics', choices.analytics ? 'datalayer' : ''],
    ['name', choices.name],
    ['email', choices.email],
    ['phone', choices.phone],
  ];
  return [...attributes, ...optional.filter(([, value]) => value !== '')];
}

/** `<booking-widget …></booking-widget>`, each attribute's value escaped. */
export function widgetTag(choices: WidgetChoices): string {
  const attributes = widgetAttributes(choices).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
  return `<booking-widget${attributes.join('')}></booking-widget>`;
}

export interface SnippetOptions {
  choices: WidgetChoices;
  /** The folder that holds `booking-widget.js` and `booking-widget.iife.js`, ending in `/`. */
  widgetFolder: string;
}

/** The module snippet: the ES module entry, then the tag. The one the docs show first. */
export function moduleSnippet({ choices, widgetFolder }: SnippetOptions): string {
  return [`<script type="module" src="${escapeHtml(`${widgetFolder}booking-widget.js`)}"></script>`, widgetTag(choices)].join(
    '\n',
  );
}

/** The classic snippet, for tag managers and builders that only take a plain `<script src>`. */
export function classicSnippet({ choices, widgetFolder }: SnippetOptions): string {
  return [`<script src="${escapeHtml(`${widgetFolder}booking-widget.iife.js`)}" defer></script>`, widgetTag(choices)].join('\n');
}

/**
 * CSS that gives `<booking-widget>` the box of its button before the script has run and the
 * business has loaded, so the page around it does not move when the button appears. The size
 * is the business's `widget_settings`, clamped as the widget clamps it (40–600 × 24–200 px);
 * the page's rule on the element itself wins over the widget's own `:host` rule, and the
 * loaded button fills exactly this box. `vertical-align: top` keeps the line around it the same
 * height: an empty inline block sits on its bottom edge, the loaded one on its label's baseline,
 * which would move the text below by a few pixels. An inline widget has no button: undefined then.
 */
export function reservedBoxCss(mode: WidgetMode, widgetSettings: WidgetSettings | undefined): string | undefined {
  if (mode !== 'popup') return undefined;
  const { width, height } = sanitizeWidgetSettings(widgetSettings).settings;
  return [
    `/* The booking button's place (${width} × ${height} px), kept while the widget loads. */`,
    'booking-widget {',
    '  display: inline-block;',
    '  vertical-align: top;',
    `  min-width: ${width}px;`,
    `  min-height: ${height}px;`,
    '}',
  ].join('\n');
}

/**
 * The folder a site owner typed, ready to prefix file names: trimmed, with a final `/`.
 * Undefined when it is not an http(s) address or a path on the site's own server (`/assets/`),
 * so nothing else (`javascript:`, `data:`) reaches a `src`.
 */
export function widgetFolderOf(typed: string): string | undefined {
  const folder = typed.trim();
  if (!folder) return undefined;
  let url: URL;
  try {
    url = new URL(folder, 'https://site.invalid/');
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return folder.endsWith('/') ? folder : `${folder}/`;
}
