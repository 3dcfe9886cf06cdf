import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { chooseLocale, closestLang, isLanguageTag, localeDirection } from './negotiate.js';

/** `@lit/localize`'s runtime functions, as `configureLocalization` returns them. */
export interface Localization {
  getLocale(): string;
  setLocale(locale: string): Promise<void>;
}

export interface LocaleControllerOptions {
  /** The host's `locale` attribute (or property) as it is now. */
  attribute: () => string | null | undefined;
  localization: Localization;
  warn?: (message: string) => void;
}

/**
 * The language of one element: chooses it (`chooseLocale`: the `locale` attribute, the `lang`
 * of the element or its nearest ancestor, the browser's languages, English), loads it through
 * `@lit/localize`'s `setLocale` and renders the host again when it is ready. It follows a
 * change of the page's `lang` (any element's, as the nearest one may be anywhere above) and of
 * the browser's languages by itself; the host calls `update()` when its `locale` changes.
 * What the customer typed lives in the host's state, which a new language leaves alone.
 *
 * When a language file cannot load, the widget speaks English (the loader has warned once).
 * `@lit/localize` has one active language per copy of it: widgets of one bundle on one page
 * in different languages speak the one chosen last.
 */
export class LocaleController implements ReactiveController {
  /** The language texts are in: one of `LOCALES`. */
  messages = 'en';
  /** The tag dates, times and numbers are formatted with (`de-AT`, `en-GB`…). */
  format = 'en';
  /** The direction of the widget's root: `rtl` for Arabic, Hebrew, Persian. */
  dir: 'ltr' | 'rtl' = 'ltr';

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
      (this._options.warn ?? console.warn)(`[booking-widget] locale "${attribute}" is not a BCP 47 tag; using the page's language.`);
    }
    const choice = chooseLocale({ attribute, lang: closestLang(this._host), preferred: navigator.languages });
    if (choice.messages === this.messages && choice.format === this.format) return;
    void this._switch(choice.messages, choice.format);
  }

  private async _switch(messages: string, format: string): Promise<void> {
    const { setLocale, getLocale } = this._options.localization;
    try {
      await setLocale(messages);
    } catch {
      // The loader warned; English is always there.
      [messages, format] = ['en', 'en'];
      await setLocale('en');
    }
    // A newer choice may have been made meanwhile: the last one wins.
    if (getLocale() !== messages) return;
    Object.assign(this, { messages, format, dir: localeDirection(messages) });
    this._host.requestUpdate();
  }
}
