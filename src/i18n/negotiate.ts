import { sourceLocale, targetLocales } from './locale-codes.js';

/** Every language the widget speaks: English (built in) and one file per other language. */
export const LOCALES: readonly string[] = [sourceLocale, ...targetLocales];

/**
 * Languages we have no file of, read in the one we have: Norwegian (`no`) and Nynorsk readers
 * read Bokmål. Portuguese outside Brazil follows the European norm (CLDR's parent of `pt-AO`,
 * `pt-MZ`, … is `pt-PT`); Brazil is what a bare `pt` means (`Intl.Locale('pt').maximize()`).
 */
const READ_AS: Readonly<Record<string, string>> = { no: 'nb', nn: 'nb', pt: 'pt-PT' };

/**
 * The best of `available` for a BCP 47 `tag`, or `undefined`: the tag itself, then its
 * language with its script (`zh-TW` → `zh-Hant`, `zh`/`zh-CN`/`zh-SG` → `zh-Hans`, from
 * `Intl.Locale#maximize`), its language with its likely region (`pt` → `pt-BR`), the
 * language's own fallback (`pt-AO` → `pt-PT`), then the bare language (`de-AT` → `de`).
 * Case does not matter; an invalid tag matches nothing.
 */
export function matchLocale(tag: string, available: readonly string[] = LOCALES): string | undefined {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag.trim().replace(/_/g, '-'));
  } catch {
    return undefined;
  }
  const { language, script, region } = locale.maximize();
  const byLowerCase = new Map(available.map((code) => [code.toLowerCase(), code]));
  for (const candidate of [locale.baseName, `${language}-${script}`, `${language}-${region}`, READ_AS[language], language]) {
    const found = candidate && byLowerCase.get(candidate.toLowerCase());
    if (found) return found;
  }
  return undefined;
}

export interface LocaleChoice {
  /** The catalog the texts come from: one of `LOCALES`. */
  messages: string;
  /**
   * The tag dates, times and numbers are formatted with: the page's own (`de-AT`, so
   * "Jänner"; `en-GB`, so 24-hour times) when its language is one we speak, else `en`,
   * so that a page never mixes English texts with another language's dates.
   */
  format: string;
}

export interface LocaleSources {
  /** The element's `locale` attribute. */
  attribute?: string | null;
  /** The `lang` of the element or its nearest ancestor (`closestLang`). */
  lang?: string | null;
  /** The browser's preferred languages, best first (`navigator.languages`). */
  preferred?: readonly string[];
}

/** Whether `tag` is a well-formed BCP 47 language tag. */
export function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * The language the widget speaks. The first source that names a language decides — the
 * `locale` attribute, else the `lang` of the page around the element, else the browser's
 * preferred languages in order — and a language we do not speak then means English: the
 * page chose it, and another language picked from further down would surprise its reader.
 * A malformed attribute or `lang` counts as not given (the element warns about it).
 */
export function chooseLocale({ attribute, lang, preferred = [] }: LocaleSources): LocaleChoice {
  const given = [attribute, lang].map((tag) => tag?.trim()).find((tag) => tag && isLanguageTag(tag));
  for (const tag of given ? [given] : preferred) {
    const messages = matchLocale(tag);
    if (messages) return { messages, format: Intl.getCanonicalLocales(tag)[0]! };
  }
  return { messages: sourceLocale, format: sourceLocale };
}

/**
 * The `lang` that applies to `element`: its own or its nearest ancestor's, across shadow
 * roots (a widget inside another component still reads the page's `<html lang>`). An empty
 * `lang` says "unknown" (HTML): `undefined`, as when no element has one.
 */
export function closestLang(element: Element): string | undefined {
  for (let node: Node | null = element; node; ) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang')!.trim() || undefined;
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return undefined;
}

/** Scripts written right to left (Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam, Hanifi Rohingya). */
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg']);

/** `rtl` for a language written right to left (`ar`, `he`, `fa`, `ur`…), else `ltr`. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  try {
    return RTL_SCRIPTS.has(new Intl.Locale(locale).maximize().script ?? '') ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
