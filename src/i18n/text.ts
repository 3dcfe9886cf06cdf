import type { TemplateResult } from 'lit';
import { sanitizeText } from '../booking/fields.js';
import { MESSAGE_IDS, messages, type MessageId, type MessageParams, type Messages } from './messages.js';
import { pluralCategory, type PluralCategory } from './numbers.js';

/**
 * A site owner's own words: per language, the texts that replace the widget's ("table" for
 * "appointment", "Reserve" for "Book"), by message id, with the entry's placeholders by name:
 * `{ de: { 'action.book': 'Reservieren' }, '*': { 'ics.summary': 'Table at {business}' } }`.
 * `*` applies to every language without a replacement of its own.
 */
export type MessageOverrides = Record<string, Partial<Record<MessageId, string>>>;

/** What a text renders as: a string, or for an entry that takes markup, parts lit renders in order. */
export type Rendered<Id extends MessageId> = ReturnType<Messages[Id]> extends string ? string : TemplateResult | unknown[];

/** A replacement's longest length; longer is cut, as a field's value is. */
const OVERRIDE_MAX_LENGTH = 500;

const placeholderCache = new Map<MessageId, ReadonlySet<string>>();

/** The placeholder names an entry takes, read by calling it with a recording stand-in. */
export function placeholderNames(id: MessageId): ReadonlySet<string> {
  let names = placeholderCache.get(id);
  if (!names) {
    const seen = new Set<string>();
    const recorder = new Proxy({}, { get: (_, name) => (seen.add(String(name)), '') });
    (messages[id] as (params: object) => unknown)(recorder);
    placeholderCache.set(id, (names = seen));
  }
  return names;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Replacements as given in plain HTML (JSON) or from TypeScript, checked: only known ids,
 * only the entry's own placeholders, text cleaned and capped like a form field (no control
 * or bidi-override characters). Anything else is left out with one console warning each;
 * the widget's own text then stays. `lang` scopes a flat `{ id: text }` object to one
 * language; without it, the object's keys are languages (or `*`).
 */
export function parseMessageOverrides(value: unknown, lang?: string, warn: (message: string) => void = console.warn): MessageOverrides {
  const result: MessageOverrides = {};
  const byLanguage = lang ? { [lang]: value } : value;
  if (!isRecord(byLanguage)) {
    warn('[booking-widget] Text replacements must be a JSON object; none are used.');
    return result;
  }
  for (const [language, texts] of Object.entries(byLanguage)) {
    if (!isRecord(texts)) {
      warn(`[booking-widget] Text replacements for "${language}" must be an object of message ids; they are not used.`);
      continue;
    }
    const own: Partial<Record<MessageId, string>> = {};
    for (const [id, text] of Object.entries(texts)) {
      const known = (MESSAGE_IDS as readonly string[]).includes(id) ? (id as MessageId) : undefined;
      const clean = sanitizeText(text, OVERRIDE_MAX_LENGTH);
      const unknownName = known && [...clean.matchAll(/\{(\w+)\}/g)].find(([, name]) => !placeholderNames(known).has(name!))?.[1];
      if (!known) warn(`[booking-widget] Unknown message id "${id}" in the text replacements; see the list in the README.`);
      else if (!clean) warn(`[booking-widget] The replacement of "${id}" is not a text; it is not used.`);
      else if (unknownName) warn(`[booking-widget] The replacement of "${id}" names {${unknownName}}, which it does not have; it is not used.`);
      else own[known] = clean;
    }
    result[language] = { ...result[language], ...own };
  }
  return result;
}

/**
 * Every `<script type="application/json" data-messages>` child of `host`, each with an
 * optional `lang` (see `parseMessageOverrides`), merged in document order. A JSON script is
 * never run, so this passes the strictest CSP.
 */
export function readMessageOverrides(host: Element, warn: (message: string) => void = console.warn): MessageOverrides {
  const merged: MessageOverrides = {};
  for (const script of host.querySelectorAll(':scope > script[type="application/json"][data-messages]')) {
    let value: unknown;
    try {
      value = JSON.parse(script.textContent ?? '');
    } catch {
      warn('[booking-widget] A <script data-messages> is not valid JSON; its text replacements are not used.');
      continue;
    }
    for (const [language, texts] of Object.entries(parseMessageOverrides(value, script.getAttribute('lang') ?? undefined, warn))) {
      merged[language] = { ...merged[language], ...texts };
    }
  }
  return merged;
}

/**
 * A replacement with its placeholders filled: a string when every value is one, else the
 * parts in order (a value may be the view's markup, e.g. the phone number's `<span>`).
 */
function fill(text: string, params: Record<string, unknown>): string | unknown[] {
  const parts = text.split(/\{(\w+)\}/).map((part, index) => (index % 2 ? params[part] : part));
  return parts.every((part) => typeof part == 'string') ? parts.join('') : parts;
}

/**
 * The text of `id` in the active language: the site owner's replacement for `locale` (or
 * for `*`) when there is one, else the catalog's (`@lit/localize` `msg()`).
 */
export function text<Id extends MessageId>(
  id: Id,
  params: MessageParams<Id>,
  { locale, overrides }: { locale: string; overrides?: MessageOverrides },
): Rendered<Id> {
  const own = overrides?.[locale]?.[id] ?? overrides?.['*']?.[id];
  const rendered = own !== undefined ? fill(own, params as Record<string, unknown>) : (messages[id] as (params: object) => unknown)(params as object);
  return rendered as Rendered<Id>;
}

/** Entries with one variant per plural category (`slots.status.count.one`, `.few`, …). */
export type PluralBase = MessageId extends infer Id ? (Id extends `${infer Base}.${PluralCategory}` ? Base : never) : never;

/** The variant of a plural entry that `count` takes in `locale` (`Intl.PluralRules`). */
export const pluralId = <Base extends PluralBase>(base: Base, locale: string, count: number) =>
  `${base}.${pluralCategory(locale, count)}` as `${Base}.${PluralCategory}` & MessageId;
