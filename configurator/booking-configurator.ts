import { LitElement, html, nothing, type CSSResultGroup, type PropertyDeclarations, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { copyText } from './copy.js';
import { testConnection, type ConnectionResult } from './connection.js';
import { configuratorStyles } from './styles.js';
import {
  DEFAULT_CHOICES,
  classicSnippet,
  moduleSnippet,
  reservedBoxCss,
  widgetFolderOf,
  type WidgetChoices,
  type WidgetMode,
  type WidgetTheme,
} from './snippet.js';
import { LANGUAGE_OPTIONS, TIME_ZONE_OPTIONS } from './options.js';

/** The choices made with the controls; the platform's address and key come from the tested connection. */
type Options = Omit<WidgetChoices, 'apiKey' | 'baseUrl'>;

type Connection = { state: 'untested' } | { state: 'testing' } | { state: 'tested'; result: ConnectionResult };
type Connected = Extract<ConnectionResult, { ok: true }>;

interface Snippet {
  id: 'module' | 'classic' | 'css';
  title: string;
  /** What the Copy button says it copies, and what "Copied" names. */
  what: string;
  text: string;
  hint: string;
}

interface RadioGroup<T extends string> {
  name: string;
  value: T;
  choices: [value: T, label: string][];
  onPick: (value: T) => void;
}

/**
 * Rows enough for a snippet's wrapped lines at a phone's width, where the browser cannot size a
 * field to its content (`field-sizing`).
 */
const estimatedRows = (text: string) => text.split('\n').reduce((rows, line) => rows + Math.ceil((line.length || 1) / 40), 0);

interface TextField {
  id: string;
  label: string;
  hint: string;
  value: string;
  /** An address: phones offer their keyboard for web addresses. */
  url?: boolean;
  /** Marked invalid: the field's hint or the element `explainedBy` says why. */
  problem: boolean;
  /** The id of the message that says what is wrong, when the hint does not. */
  explainedBy?: string;
  onInput: (value: string) => void;
}

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * `<booking-configurator>`: writes the snippet a site owner pastes. It tests the platform's
 * address and the business's API key, offers the widget's options as ordinary form controls
 * with the real `<booking-widget>` live beside them, and writes the module snippet, the
 * classic snippet and the CSS that keeps the button's place, each with a Copy button.
 *
 * The page defines `<booking-widget>` itself (the widget's files beside this page); importing
 * this module defines nothing, `define.ts` registers the element.
 *
 * @attr base-url - The platform's address to start with (a platform hosting the page fills it in).
 * @attr api-key - The API key to start with.
 * @attr widget-base - The folder with the widget's files the snippet loads (`booking-widget.js`, …); relative to this page.
 */
export class BookingConfigurator extends LitElement {
  static override get styles(): CSSResultGroup {
    return configuratorStyles;
  }

  static override get properties(): PropertyDeclarations {
    return {
      baseUrl: { attribute: 'base-url' },
      apiKey: { attribute: 'api-key' },
      widgetBase: { attribute: 'widget-base' },
      options: { state: true },
      connection: { state: true },
      widgetFolder: { state: true },
      copied: { state: true },
    };
  }

  /** The address field's value. */
  baseUrl = '';
  /** The key field's value. */
  apiKey = '';
  widgetBase = '';

  private options: Options = { ...DEFAULT_CHOICES };
  private connection: Connection = { state: 'untested' };
  /** The folder field's value; until the owner types one, the widget's files beside this page. */
  private widgetFolder: string | undefined;
  /** What the last Copy did, said beside its button. */
  private copied: { id: Snippet['id']; status: string } | undefined;
  #testing: AbortController | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#testing?.abort();
  }

  /** The widget files' folder as an absolute address, for a snippet that works on any site. */
  get #defaultWidgetFolder(): string {
    return new URL(this.widgetBase || './', document.baseURI).href;
  }

  async #test(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    this.#testing?.abort();
    const testing = (this.#testing = new AbortController());
    this.connection = { state: 'testing' };
    const result = await testConnection({
      baseUrl: this.baseUrl,
      apiKey: this.apiKey,
      signal: testing.signal,
      pageUrl: location.href,
    });
    // A newer test replaced this one: its answer no longer matters.
    if (testing.signal.aborted) return;
    this.connection = { state: 'tested', result };
    if (result.ok) {
      const ids = result.business.locations.map((location) => String(location.id));
      if (!ids.includes(this.options.location)) this.#choose({ location: '' });
    } else {
      // The field to correct, once rendered with the message as its description, which a
      // screen reader then reads with the field.
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>(`#${result.field ?? 'test-button'}`)?.focus();
    }
  }

  #choose(changes: Partial<Options>): void {
    this.options = { ...this.options, ...changes };
  }

  #field = (key: 'name' | 'email' | 'phone' | 'locale' | 'timeZone' | 'location') => (event: Event) =>
    this.#choose({ [key]: (event.target as HTMLInputElement | HTMLSelectElement).value });

  async #copy(snippet: Snippet): Promise<void> {
    const textarea = this.renderRoot.querySelector<HTMLTextAreaElement>(`#snippet-${snippet.id}`)!;
    // Emptied first, so that copying the same snippet twice is announced twice.
    this.copied = undefined;
    await this.updateComplete;
    const outcome = await copyText(snippet.text, textarea);
    const status =
      outcome === 'copied'
        ? `Copied the ${snippet.what}.`
        : `The ${snippet.what} is selected: press Ctrl+C (⌘C on a Mac) to copy it.`;
    this.copied = { id: snippet.id, status };
  }

  /** The tested connection, when the test succeeded. */
  get #connected(): Connected | undefined {
    const connection = this.connection;
    return connection.state === 'tested' && connection.result.ok ? connection.result : undefined;
  }

  override render(): TemplateResult {
    const connected = this.#connected;
    return html`
      ${this.#renderConnection()}
      <div class="workbench">
        ${this.#renderOptions(connected)}
        <section class="preview" aria-labelledby="preview-heading">
          <h2 id="preview-heading">3. Try it</h2>
          ${
            connected
              ? html`<p class="hint">The real widget, with the choices made here. It books for real on the platform.</p>
                  <div class="stage">${this.#renderWidget(connected)}</div>`
              : html`<p class="placeholder">The widget appears here once the connection works.</p>`
          }
        </section>
      </div>
      ${this.#renderSnippets(connected)}
    `;
  }

  #renderConnection(): TemplateResult {
    const connection = this.connection;
    const failed = connection.state === 'tested' && !connection.result.ok ? connection.result : undefined;
    const tested = this.#connected;
    const stale = tested && (tested.baseUrl !== this.baseUrl.trim() || tested.apiKey !== this.apiKey.trim());
    return html`<section aria-labelledby="connect-heading">
      <h2 id="connect-heading">1. Connect to the booking platform</h2>
      <form class="connect" novalidate @submit=${this.#test}>
        ${this.#textField({
          id: 'base-url',
          label: 'Platform address',
          hint: 'Where the booking platform lives, for example https://booking.example.com.',
          value: this.baseUrl,
          url: true,
          problem: failed?.field === 'base-url',
          explainedBy: 'connection-result',
          onInput: (value) => (this.baseUrl = value),
        })}
        ${this.#textField({
          id: 'api-key',
          label: 'API key',
          hint: 'The business’s key, as the platform shows it.',
          value: this.apiKey,
          problem: failed?.field === 'api-key',
          explainedBy: 'connection-result',
          onInput: (value) => (this.apiKey = value),
        })}
        <button id="test-button" type="submit">Test connection</button>
      </form>
      <div id="connection-result" class=${failed ? 'result failed' : tested ? 'result connected' : 'result'} role="status">
        ${
          connection.state === 'testing'
            ? 'Testing the connection…'
            : failed
              ? failed.message
              : tested
                ? this.#describeBusiness(tested)
                : nothing
        }
      </div>
      ${stale ? html`<p class="hint">The address or key changed: test the connection again to use them.</p>` : nothing}
    </section>`;
  }

  /** A text field for an address or a key, described by its hint, and by what is wrong when it is wrong. */
  #textField({ id, label, hint, value, url = false, problem, explainedBy, onInput }: TextField): TemplateResult {
    return html`<div class="field">
      <label for=${id}>${label}</label>
      <input
        id=${id}
        type="text"
        inputmode=${url ? 'url' : 'text'}
        autocomplete="off"
        spellcheck="false"
        .value=${live(value)}
        aria-invalid=${problem ? 'true' : 'false'}
        aria-describedby=${[`${id}-hint`, ...(problem && explainedBy ? [explainedBy] : [])].join(' ')}
        @input=${(event: Event) => onInput((event.target as HTMLInputElement).value)}
      />
      <p class="hint" id="${id}-hint">${hint}</p>
    </div>`;
  }

  #describeBusiness({ business }: Connected): string {
    const names = business.locations.map((location) => location.name);
    const locations =
      names.length === 0
        ? 'no locations'
        : `${names.length} location${names.length === 1 ? '' : 's'}: ${listFormat.format(names)}`;
    const sms = business.sms_enabled ? ' Customers confirm their phone number with an SMS code.' : '';
    return `Connected to ${business.name}, with ${locations}.${sms}`;
  }

  #renderOptions(connected: Connected | undefined): TemplateResult {
    const options = this.options;
    const locations = connected?.business.locations ?? [];
    return html`<section class="options" aria-labelledby="options-heading">
      <h2 id="options-heading">2. Choose how it works</h2>
      <fieldset>
        <legend>Mode</legend>
        ${this.#radios<WidgetMode>({
          name: 'mode',
          value: options.mode,
          choices: [
            ['popup', 'A button that opens the calendar'],
            ['inline', 'The calendar in the page'],
          ],
          onPick: (mode) => this.#choose({ mode }),
        })}
      </fieldset>
      <fieldset>
        <legend>Theme</legend>
        ${this.#radios<WidgetTheme>({
          name: 'theme',
          value: options.theme,
          choices: [
            ['auto', 'As the visitor’s device (light or dark)'],
            ['light', 'Light'],
            ['dark', 'Dark'],
          ],
          onPick: (theme) => this.#choose({ theme }),
        })}
      </fieldset>
      <div class="field">
        <label for="locale">Language</label>
        <select id="locale" @change=${this.#field('locale')}>
          ${LANGUAGE_OPTIONS.map(
            ([tag, label]) => html`<option value=${tag} ?selected=${options.locale === tag}>${label}</option>`,
          )}
        </select>
      </div>
      <div class="field">
        <label for="timeZone">Time zone of the business</label>
        <select id="timeZone" aria-describedby="timeZone-hint" @change=${this.#field('timeZone')}>
          <option value="" ?selected=${options.timeZone === ''}>None</option>
          ${TIME_ZONE_OPTIONS.map((zone) => html`<option value=${zone} ?selected=${options.timeZone === zone}>${zone}</option>`)}
        </select>
        <p class="hint" id="timeZone-hint">
          Without one, times show as the platform gives them. With one, visitors elsewhere are told, and can see the times on
          their own clock.
        </p>
      </div>
      <div class="field">
        <label for="location">Location</label>
        <select
          id="location"
          ?disabled=${locations.length === 0}
          aria-describedby="location-hint"
          @change=${this.#field('location')}
        >
          <option value="" ?selected=${options.location === ''}>The visitor chooses</option>
          ${locations.map(
            (location) =>
              html`<option value=${location.id} ?selected=${options.location === String(location.id)}>${location.name}</option>`,
          )}
        </select>
        <p class="hint" id="location-hint">
          ${
            connected
              ? locations.length
                ? 'Choose one to open the widget at that location.'
                : 'This business has no locations to choose from.'
              : 'The business’s locations are listed once the connection works.'
          }
        </p>
      </div>
      <div class="field">
        <label class="choice"
          ><input
            type="checkbox"
            .checked=${live(options.analytics)}
            aria-describedby="analytics-hint"
            @change=${(event: Event) => this.#choose({ analytics: (event.target as HTMLInputElement).checked })}
          />Analytics</label
        >
        <p class="hint" id="analytics-hint">
          Each step of a booking goes to <code>window.dataLayer</code>, for Google Tag Manager and Google Analytics.
        </p>
      </div>
      <fieldset>
        <legend>Fill in for the visitor</legend>
        <p class="hint">
          For pages that know the visitor; the widget also reads <code>?name=</code>, <code>?email=</code> and
          <code>?phone=</code> from the page’s address.
        </p>
        ${(
          [
            ['name', 'Name', 'text', 'name'],
            ['email', 'Email', 'email', 'email'],
            ['phone', 'Phone', 'tel', 'phone'],
          ] as const
        ).map(
          ([key, label, type, id]) =>
            html`<div class="field">
              <label for="prefill-${id}">${label}</label>
              <input id="prefill-${id}" type=${type} autocomplete="off" .value=${live(options[key])} @input=${this.#field(key)} />
            </div>`,
        )}
      </fieldset>
    </section>`;
  }

  /** One radio button a choice, each labelled by its text. */
  #radios<T extends string>({ name, value, choices, onPick }: RadioGroup<T>): TemplateResult[] {
    return choices.map(
      ([choice, label]) =>
        html`<label class="choice"
          ><input type="radio" name=${name} .checked=${live(value === choice)} @change=${() => onPick(choice)} />${label}</label
        >`,
    );
  }

  #renderWidget({ baseUrl, apiKey }: Connected): TemplateResult {
    const options = this.options;
    const given = (value: string) => value || undefined;
    return html`<booking-widget
      api-key=${apiKey}
      base-url=${baseUrl}
      mode=${options.mode}
      theme=${options.theme}
      locale=${ifDefined(given(options.locale))}
      time-zone=${ifDefined(given(options.timeZone))}
      location=${ifDefined(given(options.location))}
      analytics=${ifDefined(options.analytics ? 'datalayer' : undefined)}
      name=${ifDefined(given(options.name))}
      email=${ifDefined(given(options.email))}
      phone=${ifDefined(given(options.phone))}
    ></booking-widget>`;
  }

  #renderSnippets(connected: Connected | undefined): TemplateResult {
    const typedFolder = this.widgetFolder ?? this.#defaultWidgetFolder;
    const widgetFolder = widgetFolderOf(typedFolder);
    const folderField = this.#textField({
      id: 'widget-folder',
      label: 'Address of the widget’s files',
      hint: widgetFolder
        ? 'The folder that holds booking-widget.js: this one, or your own copy of the widget’s files.'
        : 'Enter an http(s) address or a path on your site, such as /assets/booking-widget/.',
      value: typedFolder,
      url: true,
      problem: !widgetFolder,
      onInput: (value) => (this.widgetFolder = value),
    });
    const snippets = connected && widgetFolder ? this.#snippets(connected, widgetFolder) : [];
    return html`<section class="snippets" aria-labelledby="snippets-heading">
      <h2 id="snippets-heading">4. Paste it on your site</h2>
      ${folderField}
      ${
        connected
          ? snippets.map(
              (snippet) =>
                html`<div class="snippet">
                  <label for="snippet-${snippet.id}">${snippet.title}</label>
                  <p class="hint" id="snippet-${snippet.id}-hint">${snippet.hint}</p>
                  <textarea
                    id="snippet-${snippet.id}"
                    readonly
                    spellcheck="false"
                    rows=${estimatedRows(snippet.text)}
                    aria-describedby="snippet-${snippet.id}-hint"
                    .value=${snippet.text}
                  ></textarea>
                  <div class="copy">
                    <button type="button" @click=${() => this.#copy(snippet)}>Copy the ${snippet.what}</button>
                    <span class="copy-status" role="status">${this.copied?.id === snippet.id ? this.copied.status : ''}</span>
                  </div>
                </div>`,
            )
          : html`<p class="placeholder">The snippets appear here once the connection works.</p>`
      }
    </section>`;
  }

  #snippets(connected: Connected, widgetFolder: string): Snippet[] {
    const choices: WidgetChoices = { ...this.options, apiKey: connected.apiKey, baseUrl: connected.baseUrl };
    const css = reservedBoxCss(choices.mode, connected.business.widget_settings);
    const snippets: Snippet[] = [
      {
        id: 'module',
        title: 'Module snippet',
        what: 'module snippet',
        text: moduleSnippet({ choices, widgetFolder }),
        hint: 'Paste it where the button goes, in the page’s HTML. Most sites take this one.',
      },
      {
        id: 'classic',
        title: 'Classic snippet',
        what: 'classic snippet',
        text: classicSnippet({ choices, widgetFolder }),
        hint: 'For tag managers and site builders that take only a plain <script src>.',
      },
    ];
    if (css) {
      snippets.push({
        id: 'css',
        title: 'CSS that keeps the button’s place',
        what: 'CSS',
        text: css,
        hint: 'Add it to the site’s stylesheet, so that the page does not move when the button appears.',
      });
    }
    return snippets;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'booking-configurator': BookingConfigurator;
  }
}
