import { localeTag } from '../format/locale.js';

/**
 * The `lang` that applies to `element`: its own or its nearest ancestor's, across shadow
 * roots (a widget inside another component still reads the page's `<html lang>`). An empty
 * `lang` says "unknown" (HTML): `undefined`, as when no element has one.
 */
export function closestLang(element: Element): string | undefined {
  for (let node: Node | null = element; node;) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang')!.trim() || undefined;
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return undefined;
}

/**
 * The tag the page asks for first, canonical: the `locale` attribute when it is a BCP 47 tag,
 * else the `lang` around the element (`closestLang`), else the browser's first language;
 * `undefined` when none names one. When it is English (`en`, `en-GB`…) the widget speaks
 * English without choosing further; any other tag needs the full choice (`chooseLocale`).
 */
export const firstTagAsked = (sources: { attribute?: string | undefined; lang?: string | undefined }): string | undefined =>
  [sources.attribute, sources.lang, navigator.languages[0]].map(localeTag).find(Boolean);

/** Whether `tag` (canonical) is English in any region. */
export const isEnglish = (tag: string): boolean => /^en\b/.test(tag);
