// A chunk of its own: a site owner's replacements read from the
// element's `<script data-messages>` children and its `messages` property, checked and merged.
// Loaded only on a page that gives any (`LocaleController`), through the dialog's chunk, whose
// catalog (src/i18n/messages.ts) it checks them against; the lookup that applies them,
// `createTranslate`, is in the button's chunk.
import { sanitizeText } from '../booking/fields.js';
import { ENGLISH, MESSAGE_IDS, type MessageId } from './messages.js';
import { MESSAGE_SCRIPTS, type MessageOverrides } from './text.js';

/** Whether `value` names an entry of the catalog (a text of the platform's own does not). */
const isMessageId = (value: string): value is MessageId => (MESSAGE_IDS as readonly string[]).includes(value);

/** A replacement's longest length; longer is cut, as a field's value is. */
const OVERRIDE_MAX_LENGTH = 500;

/** The placeholder names of an entry's English text (a plural variant's are those of `.other`). */
export function placeholderNames(id: MessageId): ReadonlySet<string> {
  return new Set([...englishText(id).matchAll(/\{(\w+)\}/g)].map(([, name]) => name!));
}

/** The `.other` variant of a plural entry English has no variant of its own for. */
const englishText = (id: MessageId): string => (ENGLISH as Record<string, string>)[id] ?? ENGLISH['slots.status.count.other'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Replacements as given in plain HTML (JSON) or from TypeScript, checked: only known ids,
 * only the entry's own placeholders, text cleaned and capped like a form field (no control
 * or bidi-override characters). Anything else is left out with one console warning each,
 * naming it; the widget's own text then stays. `lang` scopes a flat `{ id: text }` object to
 * one language; without it, the object's keys are languages (or `*`).
 */
export function parseMessageOverrides(
  value: unknown,
  lang?: string,
  warn: (message: string) => void = console.warn,
): MessageOverrides {
  const notUsed = (what: string) =>
    warn(`[booking-widget] The text replacement ${what} is not used: see docs/languages.md for ids and placeholders.`);
  const entriesOf = (object: unknown, what: string): [string, unknown][] => {
    if (isRecord(object)) return Object.entries(object);
    notUsed(what);
    return [];
  };
  const result: MessageOverrides = {};
  for (const [language, texts] of entriesOf(lang ? { [lang]: value } : value, 'object')) {
    for (const [id, text] of entriesOf(texts, `"${language}"`)) {
      const clean = sanitizeText(text, OVERRIDE_MAX_LENGTH);
      const fits =
        isMessageId(id) && clean && [...clean.matchAll(/\{(\w+)\}/g)].every(([, name]) => placeholderNames(id).has(name!));
      if (fits) (result[language] ??= {})[id] = clean;
      else notUsed(`"${id}"`);
    }
  }
  return result;
}

/** Replacements merged per language, a later source's winning per text. */
export function mergeMessageOverrides(...sources: MessageOverrides[]): MessageOverrides {
  const merged: MessageOverrides = {};
  for (const [language, texts] of sources.flatMap((source) => Object.entries(source)))
    merged[language] = { ...merged[language], ...texts };
  return merged;
}

/**
 * Every `<script type="application/json" data-messages>` child of `host`, each with an
 * optional `lang` (see `parseMessageOverrides`), merged in document order. A JSON script is
 * never run, so this passes the strictest CSP.
 */
export function readMessageOverrides(host: Element, warn: (message: string) => void = console.warn): MessageOverrides {
  const scripts = [...host.querySelectorAll(MESSAGE_SCRIPTS)];
  return mergeMessageOverrides(
    ...scripts.map((script) => {
      try {
        return parseMessageOverrides(JSON.parse(script.textContent), script.getAttribute('lang') ?? undefined, warn);
      } catch {
        warn('[booking-widget] A <script data-messages> is not used: it is not valid JSON.');
        return {};
      }
    }),
  );
}

/**
 * The replacements of `host`: its `<script data-messages>` children, then its `messages`
 * property (`property`), which wins text by text.
 */
export const hostReplacements = (host: Element, property: unknown, warn?: (message: string) => void): MessageOverrides =>
  mergeMessageOverrides(readMessageOverrides(host, warn), property ? parseMessageOverrides(property, undefined, warn) : {});
