import { sourceLocale, targetLocales } from './locale-codes.js';

/** Every language the widget speaks: English (built in) and one file per other language. */
export const LOCALES: readonly string[] = [sourceLocale, ...targetLocales];

/**
 * Tags that mean one of our languages under another code. A bare `pt` is Brazil's (its likely
 * region); Chinese for Taiwan, Hong Kong and Macao is written in Traditional characters.
 */
const TAG_READ_AS: Readonly<Record<string, string>> = { pt: 'pt-BR', 'zh-TW': 'zh-Hant', 'zh-HK': 'zh-Hant', 'zh-MO': 'zh-Hant' };

/**
 * Languages read in one of ours when no tag above matched: Portuguese outside Brazil follows
 * the European norm (CLDR's parent of `pt-AO`, `pt-MZ`, … is `pt-PT`), other Chinese is
 * Simplified, Norwegian (`no`) and Nynorsk readers read Bokmål.
 */
const LANGUAGE_READ_AS: Readonly<Record<string, string>> = { pt: 'pt-PT', zh: 'zh-Hans', no: 'nb', nn: 'nb' };

/**
 * The best of `LOCALES` for a BCP 47 `tag`, or `undefined`: the tag itself, then its language
 * with its script or region (`zh-Hant-TW` → `zh-Hant`, `zh-TW` → `zh-Hant`), then its language
 * (`de-AT` → `de`, `pt-AO` → `pt-PT`). The tag is canonicalized first, so case and the old
 * codes do not matter (`DE-at`, `iw` → `he`); an invalid tag matches nothing.
 */
export function matchLocale(tag: string): string | undefined {
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0]!;
  } catch {
    return undefined;
  }
  const [language, second] = canonical.split('-') as [string, string | undefined];
  const known = (code: string | undefined) => code && (TAG_READ_AS[code] ?? LOCALES.find((locale) => locale === code));
  return (
    known(canonical) || known(second && `${language}-${second}`) || LANGUAGE_READ_AS[language] || known(language) || undefined
  );
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
  /** The `lang` of the element or its nearest ancestor (`closestLang`, src/i18n/page-language.ts). */
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

/** `rtl` for the languages we have that are written right to left (Arabic, Hebrew, Persian), else `ltr`. */
export const localeDirection = (locale: string): 'ltr' | 'rtl' => (/^(ar|fa|he)\b/.test(locale) ? 'rtl' : 'ltr');
