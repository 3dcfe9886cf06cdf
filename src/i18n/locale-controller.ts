import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { localeTag } from '../format/locale.js';
import { warnNotLoaded } from '../chunk-warning.js';
import type { Language } from './languages.js';
import type { LanguageTexts } from './loader.js';
import type { Translate } from './messages.js';
import type { LocaleSources } from './negotiate.js';
import { closestLang, firstTagAsked, isEnglish } from './page-language.js';
import { MESSAGE_SCRIPTS, createTranslate, type MessageOverrides } from './text.js';

export interface LocaleControllerOptions {
  /** The host's `locale` attribute (or property) as it is now. */
  attribute: () => string | null | undefined;
  /** The host's `messages` property as it is now: replacements that win over its `<script data-messages>`. */
  overrides?: () => unknown;
  /**
   * Brings the module that reads replacements. It checks them against the whole catalog, which
   * comes with the dialog's chunk: the element imports it through that chunk.
   */
  replacements: () => Promise<Pick<typeof import('./replacements.js'), 'hostReplacements'>>;
  /** Loads a language's texts (default: its chunk, `createLocaleLoader()`). */
  load?: (locale: string) => Promise<LanguageTexts>;
  warn?: (message: string) => void;
}

/**
 * The language of one element: chooses it (the `locale` attribute, the `lang` of the element
 * or its nearest ancestor, the browser's languages, English), loads its file and renders the
 * host again when it is ready. It follows a change of the page's `lang` (any element's, as the
 * nearest one may be anywhere above) and of the browser's languages by itself; the host calls
 * `update()` when its `locale` changes. What the customer typed lives in the host's state,
 * which a new language leaves alone.
 *
 * A page that asks first for English (`firstTagAsked`) gets it from the script alone, dates
 * and numbers in the tag it asked for (`en-GB`). Any other page loads the chunk
 * of src/i18n/languages.ts, which chooses among every language the widget
 * speaks (`chooseLocale`) and loads the language's file. When either cannot load, the widget
 * speaks English (a console warning says why).
 * Each element has its own language: two widgets on one page may speak two.
 *
 * It also applies the site owner's replacements (docs/languages.md): when the host connects
 * and when its `messages` property changes, and only when the host has `<script data-messages>`
 * children or that property, it asks for src/i18n/replacements.ts (`replacements`), which
 * checks them against the whole catalog and merges them. Until then, or when it cannot load,
 * the widget's own texts show.
 */
export class LocaleController implements ReactiveController {
  /** The language texts are in: one of `LOCALES`. */
  messages = 'en';
  /** The tag dates, times and numbers are formatted with (`de-AT`, `en-GB`…). */
  format = 'en';
  /** The direction of the widget's root: `rtl` for Arabic, Hebrew, Persian. */
  dir: 'ltr' | 'rtl' = 'ltr';
  /**
   * `t(id, params)` in the language on screen, with the site owner's replacements: a new one
   * each time either changes, and the same one in between.
   */
  translate: Translate = createTranslate({ locale: 'en' });
  /** The language's texts, once loaded (none for English). */
  #texts: LanguageTexts | undefined;
  /** The site owner's replacements, checked, once src/i18n/replacements.ts has read them. */
  #overrides: MessageOverrides | undefined;
  /** Settles when the language chosen last is on screen (or English, a file failing). */
  #switched: Promise<void> = Promise.resolve();
  /** Settles when the replacements read last apply (or cannot: its chunk failing). */
  #replaced: Promise<void> = Promise.resolve();
  /** The `messages` property the replacements were read with. */
  #property: unknown;
  /** What the choice was made from last (attribute, lang, browser languages): an answer for an earlier one is dropped. */
  #wanted = '';

  #langObserver?: MutationObserver;
  #warnedAttribute?: string;
  readonly #onLanguageChange = () => this.#choose();
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: LocaleControllerOptions;

  constructor(host: ReactiveControllerHost & HTMLElement, options: LocaleControllerOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    this.#langObserver = new MutationObserver(this.#onLanguageChange);
    this.#langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    addEventListener('languagechange', this.#onLanguageChange);
    this.#readReplacements();
    this.update();
  }

  hostDisconnected(): void {
    this.#langObserver?.disconnect();
    removeEventListener('languagechange', this.#onLanguageChange);
  }

  /** Settles when the language and the replacements asked for last are on screen. */
  get complete(): Promise<unknown> {
    return Promise.all([this.#switched, this.#replaced]);
  }

  /** Chooses the language again and switches to it when it changed; reads the replacements again when `messages` changed. */
  update(): void {
    if (this.#options.overrides?.() !== this.#property) this.#readReplacements();
    this.#choose();
  }

  /** English from the script when the page asks for it first, else the full choice from src/i18n/languages.ts. */
  #choose(): void {
    const attribute = this.#options.attribute()?.trim() || undefined;
    if (attribute && !localeTag(attribute) && attribute !== this.#warnedAttribute) {
      this.#warnedAttribute = attribute;
      (this.#options.warn ?? console.warn)(
        `[booking-widget] locale "${attribute}" is not a BCP 47 tag; using the page's language.`,
      );
    }
    const sources = { attribute, lang: closestLang(this.#host), preferred: navigator.languages };
    const wanted = JSON.stringify(sources);
    if (wanted === this.#wanted) return;
    this.#wanted = wanted;
    const first = firstTagAsked(sources);
    if (!first || isEnglish(first)) {
      this.#show({ messages: 'en', format: first ?? 'en', dir: 'ltr', texts: undefined });
      this.#switched = Promise.resolve();
    } else this.#switched = this.#switch(sources, wanted);
  }

  async #switch(sources: LocaleSources, wanted: string): Promise<void> {
    let language: Language = { messages: 'en', format: 'en', dir: 'ltr', texts: undefined };
    try {
      const { chooseLanguage } = await import('./languages.js').catch(warnNotLoaded('language choice'));
      language = await chooseLanguage({ ...sources, load: this.#options.load });
    } catch {
      // The chunk or the loader warned; English is always there.
    }
    // A newer choice may have been made meanwhile: the last one wins.
    if (this.#wanted === wanted) this.#show(language);
  }

  #show(language: Language): void {
    ({ messages: this.messages, format: this.format, dir: this.dir, texts: this.#texts } = language);
    this.#translateAgain();
  }

  /** A new `translate` for the language and replacements now, and a render with it. */
  #translateAgain(): void {
    this.translate = createTranslate({ locale: this.messages, texts: this.#texts, overrides: this.#overrides });
    this.#host.requestUpdate();
  }

  /**
   * Reads the replacements with src/i18n/replacements.ts, when there are any. Each read takes the host's
   * state as it is when the file is there, so the last state wins.
   */
  #readReplacements(): void {
    const host = this.#host;
    this.#property = this.#options.overrides?.();
    if (!this.#property && !host.querySelector(MESSAGE_SCRIPTS)) {
      if (this.#overrides) {
        this.#overrides = undefined;
        this.#translateAgain();
      }
      return;
    }
    this.#replaced = this.#options.replacements().then(
      ({ hostReplacements }) => {
        this.#overrides = hostReplacements(host, this.#options.overrides?.(), this.#options.warn);
        this.#translateAgain();
      },
      // The chunk that failed (the dialog's or the replacements') warned; the widget's own texts stay.
      () => {},
    );
  }
}
