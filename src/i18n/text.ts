import { sanitizeText } from '../booking/fields.js';
import { ENGLISH, MESSAGE_IDS, type MessageId, type Translate } from './messages.js';
import { pluralCategory, type PluralCategory } from './numbers.js';

/**
 * A site owner's own words: per language, the texts that replace the widget's ("table" for
 * "appointment", "Reserve" for "Book"), by message id, with the entry's placeholders by name:
 * `{ de: { 'action.book': 'Reservieren' }, '*': { 'ics.summary': 'Table at {business}' } }`.
 * `*` applies to every language without a replacement of its own.
 */
export type MessageOverrides = Record<string, Partial<Record<MessageId, string>>>;

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
    warn(`[booking-widget] The text replacement ${what} is not used: see the README (Languages) for ids and placeholders.`);
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
  const scripts = [...host.querySelectorAll(':scope > script[type="application/json"][data-messages]')];
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

/** Whether `value` names an entry of the catalog (a text of the platform's own does not). */
export const isMessageId = (value: string): value is MessageId => (MESSAGE_IDS as readonly string[]).includes(value);

/** A text with its `{name}` placeholders filled; a name without a value stays as written. */
export const fill = (text: string, params: Record<string, string> = {}): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);

export interface TranslateOptions {
  /** The language on screen: one of `LOCALES`. */
  locale: string;
  /** Its language file's texts by id; none for English or while it loads. */
  texts?: Partial<Record<MessageId, string>> | undefined;
  overrides?: MessageOverrides | undefined;
}

/**
 * The `t(id, params)` of one language: the site owner's replacement for `locale` (or for `*`)
 * when there is one, else the language file's text, else the English one; a plural variant
 * the language has no text for reads its `.other`.
 */
export function createTranslate({ locale, texts = {}, overrides = {} }: TranslateOptions): Translate {
  const find = (id: MessageId): string | undefined =>
    overrides[locale]?.[id] ?? overrides['*']?.[id] ?? texts[id] ?? (ENGLISH as Record<string, string>)[id];
  return (id, ...[params]) => fill(find(id) ?? find('slots.status.count.other')!, params);
}

/** Entries with one variant per plural category (`slots.status.count.one`, `.few`, …). */
export type PluralBase = MessageId extends infer Id ? (Id extends `${infer Base}.${PluralCategory}` ? Base : never) : never;

/** The variant of a plural entry that `count` takes in `locale` (`Intl.PluralRules`). */
export const pluralId = <Base extends PluralBase>(base: Base, locale: string, count: number) =>
  `${base}.${pluralCategory(locale, count)}` as `${Base}.${PluralCategory}` & MessageId;
