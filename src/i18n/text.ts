import { LAUNCHER_ENGLISH } from './launcher-messages.js';
import type { LanguageTexts } from './loader.js';
import type { MessageId, Translate } from './messages.js';

/**
 * A site owner's own words: per language, the texts that replace the widget's ("table" for
 * "appointment", "Reserve" for "Book"), by message id, with the entry's placeholders by name:
 * `{ de: { 'action.book': 'Reservieren' }, '*': { 'ics.summary': 'Table at {business}' } }`.
 * `*` applies to every language without a replacement of its own. Checked and merged by the
 * chunk of src/i18n/replacements.ts, applied by `createTranslate`.
 */
export type MessageOverrides = Record<string, Partial<Record<MessageId, string>>>;

/** The host's children that hold replacements as JSON (docs/languages.md, "Replacing a text"). */
export const MESSAGE_SCRIPTS = ':scope > script[type="application/json"][data-messages]';

/**
 * The catalog known so far: the button's texts, from the start; the whole catalog once the
 * dialog's chunk has loaded (`addCatalog`), which is before any dialog text is asked for. The
 * button's ids come first in the catalog, so a language file's texts are found by an id's
 * place in it (`MESSAGE_IDS` order) with either.
 */
let english: Readonly<Record<string, string>> = LAUNCHER_ENGLISH;
let places = new Map(Object.keys(LAUNCHER_ENGLISH).map((id, place) => [id, place]));

/** Makes the whole catalog known to every `t`: the dialog's chunk brings it (src/i18n/messages.ts). */
export function addCatalog(catalog: { ids: readonly string[]; english: Readonly<Record<string, string>> }): void {
  english = catalog.english;
  places = new Map(catalog.ids.map((id, place) => [id, place]));
}

/** A text of a language file, by its id's place in the catalog; none where the file has none. */
function textOf(texts: LanguageTexts | undefined, id: MessageId): string | undefined {
  const text = texts?.[places.get(id) ?? -1];
  return typeof text === 'string' ? text : undefined;
}

/** A text with its `{name}` placeholders filled; a name without a value stays as written. */
export const fill = (text: string, params: Record<string, string> = {}): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);

export interface TranslateOptions {
  /** The language on screen: one of `LOCALES`. */
  locale: string;
  /** Its language file's texts; none for English or while it loads. */
  texts?: LanguageTexts | undefined;
  overrides?: MessageOverrides | undefined;
}

/**
 * The `t(id, params)` of one language: the site owner's replacement for `locale` (or for `*`)
 * when there is one, else the language file's text, else the English one; a plural variant
 * the language has no text for reads its `.other`.
 */
export function createTranslate({ locale, texts, overrides = {} }: TranslateOptions): Translate {
  const find = (id: MessageId): string | undefined =>
    overrides[locale]?.[id] ?? overrides['*']?.[id] ?? textOf(texts, id) ?? english[id];
  return (id, ...[params]) => fill(find(id) ?? find('slots.status.count.other')!, params);
}
