import { ENGLISH, MESSAGE_IDS, type MessageId, type Translate } from './messages.js';
import { pluralCategory, type PluralCategory } from './numbers.js';

/**
 * A site owner's own words: per language, the texts that replace the widget's ("table" for
 * "appointment", "Reserve" for "Book"), by message id, with the entry's placeholders by name:
 * `{ de: { 'action.book': 'Reservieren' }, '*': { 'ics.summary': 'Table at {business}' } }`.
 * `*` applies to every language without a replacement of its own. Checked and merged by the
 * side file `texts.js` (src/i18n/replacements.ts), applied by `createTranslate`.
 */
export type MessageOverrides = Record<string, Partial<Record<MessageId, string>>>;

/** The host's children that hold replacements as JSON (README "Replacing a text"). */
export const MESSAGE_SCRIPTS = ':scope > script[type="application/json"][data-messages]';

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
