import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createLocaleLoader, type LanguageTexts } from './loader.js';
import type { Translate } from './messages.js';
import { chooseLocale, closestLang, isLanguageTag, localeDirection } from './negotiate.js';
import { createTranslate, type MessageOverrides } from './text.js';

export interface LocaleControllerOptions {
  /** The host's `locale` attribute (or property) as it is now. */
  attribute: () => string | null | undefined;
  /** The site owner's replacements as they are now. */
  overrides?: () => MessageOverrides | undefined;
  /** Loads a language's texts (default: its file beside the script, `createLocaleLoader()`). */
  load?: (locale: string) => Promise<LanguageTexts>;
  warn?: (message: string) => void;
}

/**
 * The language of one element: chooses it (`chooseLocale`: the `locale` attribute, the `lang`
 * of the element or its nearest ancestor, the browser's languages, English), loads its file
 * and renders the host again when it is ready. It follows a
 * change of the page's `lang` (any element's, as the nearest one may be anywhere above) and of
 * the browser's languages by itself; the host calls `update()` when its `locale` changes.
 * What the customer typed lives in the host's state, which a new language leaves alone.
 *
 * When a language file cannot load, the widget speaks English (the loader has warned once).
 * Each element has its own language: two widgets on one page may speak two.
 */
export class LocaleController implements ReactiveController {
  /** The language texts are in: one of `LOCALES`. */
  messages = 'en';
  /** The tag dates, times and numbers are formatted with (`de-AT`, `en-GB`…). */
  format = 'en';
  /** The direction of the widget's root: `rtl` for Arabic, Hebrew, Persian. */
  dir: 'ltr' | 'rtl' = 'ltr';
  /** The language's texts, once loaded (none for English). */
  private _texts: LanguageTexts | undefined;
  /** Settles when the language chosen last is on screen (or English, its file failing). */
  complete: Promise<void> = Promise.resolve();
  /** The choice made last (`messages|format`): an answer for an earlier one is dropped. */
  private _wanted = 'en|en';

  private _langObserver?: MutationObserver;
  private _warnedAttribute?: string;
  private readonly _onLanguageChange = () => this.update();

  constructor(
    private readonly _host: ReactiveControllerHost & HTMLElement,
    private readonly _options: LocaleControllerOptions,
  ) {
    _host.addController(this);
  }

  hostConnected(): void {
    this._langObserver = new MutationObserver(() => this.update());
    this._langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    addEventListener('languagechange', this._onLanguageChange);
    this.update();
  }

  hostDisconnected(): void {
    this._langObserver?.disconnect();
    removeEventListener('languagechange', this._onLanguageChange);
  }

  /** Chooses the language again and switches to it when it changed. */
  update(): void {
    const attribute = this._options.attribute()?.trim();
    if (attribute && !isLanguageTag(attribute) && attribute !== this._warnedAttribute) {
      this._warnedAttribute = attribute;
      (this._options.warn ?? console.warn)(
        `[booking-widget] locale "${attribute}" is not a BCP 47 tag; using the page's language.`,
      );
    }
    const choice = chooseLocale({ attribute, lang: closestLang(this._host), preferred: navigator.languages });
    const wanted = `${choice.messages}|${choice.format}`;
    if (wanted === this._wanted) return;
    this._wanted = wanted;
    this.complete = this._switch(choice.messages, choice.format, wanted);
  }

  /** `t(id, params)` in the language on screen, with the site owner's replacements. */
  get translate(): Translate {
    return createTranslate({ locale: this.messages, texts: this._texts, overrides: this._options.overrides?.() });
  }

  private async _switch(messages: string, format: string, wanted: string): Promise<void> {
    let texts: LanguageTexts | undefined;
    try {
      if (messages !== 'en') texts = await (this._options.load ?? defaultLoad)(messages);
    } catch {
      // The loader warned; English is always there.
      [messages, format] = ['en', 'en'];
    }
    // A newer choice may have been made meanwhile: the last one wins.
    if (this._wanted !== wanted) return;
    Object.assign(this, { messages, format, dir: localeDirection(messages), _texts: texts });
    this._host.requestUpdate();
  }
}

/** One loader for every widget of the page: a language is fetched once. */
let sharedLoad: ((locale: string) => Promise<LanguageTexts>) | undefined;
const defaultLoad = (locale: string) => (sharedLoad ??= createLocaleLoader())(locale);
