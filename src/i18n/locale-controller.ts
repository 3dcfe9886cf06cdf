import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createLocaleLoader, type LanguageTexts } from './loader.js';
import type { Translate } from './messages.js';
import { chooseLocale, closestLang, isLanguageTag, localeDirection } from './negotiate.js';
import { sideFile } from '../side-files.js';
import { MESSAGE_SCRIPTS, createTranslate, type MessageOverrides } from './text.js';

export interface LocaleControllerOptions {
  /** The host's `locale` attribute (or property) as it is now. */
  attribute: () => string | null | undefined;
  /** The host's `messages` property as it is now: replacements that win over its `<script data-messages>`. */
  overrides?: () => unknown;
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
 *
 * It also applies the site owner's replacements (README "Replacing a text"): when the host
 * connects and when its `messages` property changes, and only when the host has
 * `<script data-messages>` children or that property, it loads the side file `texts.js`
 * (src/i18n/replacements.ts), which checks and merges them. Until then, or when it cannot load,
 * the widget's own texts show.
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
  /** The site owner's replacements, checked, once `texts.js` has read them. */
  private _overrides: MessageOverrides | undefined;
  /** Settles when the language chosen last is on screen (or English, its file failing). */
  private _switched: Promise<void> = Promise.resolve();
  /** Settles when the replacements read last apply (or cannot: `texts.js` failing). */
  private _replaced: Promise<void> = Promise.resolve();
  /** The `messages` property the replacements were read with. */
  private _property: unknown;
  /** The choice made last (`messages|format`): an answer for an earlier one is dropped. */
  private _wanted = 'en|en';

  private _langObserver?: MutationObserver;
  private _warnedAttribute?: string;
  private readonly _onLanguageChange = () => this._choose();

  constructor(
    private readonly _host: ReactiveControllerHost & HTMLElement,
    private readonly _options: LocaleControllerOptions,
  ) {
    _host.addController(this);
  }

  hostConnected(): void {
    this._langObserver = new MutationObserver(() => this._choose());
    this._langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    addEventListener('languagechange', this._onLanguageChange);
    this._readReplacements();
    this.update();
  }

  hostDisconnected(): void {
    this._langObserver?.disconnect();
    removeEventListener('languagechange', this._onLanguageChange);
  }

  /** Settles when the language and the replacements asked for last are on screen. */
  get complete(): Promise<unknown> {
    return Promise.all([this._switched, this._replaced]);
  }

  /** Chooses the language again and switches to it when it changed; reads the replacements again when `messages` changed. */
  update(): void {
    if (this._options.overrides?.() !== this._property) this._readReplacements();
    this._choose();
  }

  private _choose(): void {
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
    this._switched = this._switch(choice.messages, choice.format, wanted);
  }

  /** `t(id, params)` in the language on screen, with the site owner's replacements. */
  get translate(): Translate {
    return createTranslate({ locale: this.messages, texts: this._texts, overrides: this._overrides });
  }

  /**
   * Reads the replacements with `texts.js`, when there are any. Each read takes the host's
   * state as it is when the file is there, so the last state wins.
   */
  private _readReplacements(): void {
    const host = this._host;
    this._property = this._options.overrides?.();
    if (!this._property && !host.querySelector(MESSAGE_SCRIPTS)) {
      this._overrides = undefined;
      return;
    }
    this._replaced = sideFile('texts.js', () => import('./replacements.js')).then(
      ({ hostReplacements }) => {
        this._overrides = hostReplacements(host, this._options.overrides?.(), this._options.warn);
        host.requestUpdate();
      },
      // sideFile warned; the widget's own texts stay.
      () => {},
    );
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
