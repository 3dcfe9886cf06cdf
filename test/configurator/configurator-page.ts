import { fixture, html } from '@open-wc/testing';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { BookingConfigurator } from '../../configurator/define.js';
import type { BookingWidget } from '../../src/define.js';
import { eventually } from '../support/eventually.js';

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * The configurator as a site owner meets it: fields found by their labels, buttons by their
 * text, the answers by what the live regions say. Tests do not touch its structure otherwise.
 */
export class ConfiguratorPage {
  constructor(readonly element: BookingConfigurator) {}

  static async create(attributes: { baseUrl?: string; apiKey?: string; widgetBase?: string } = {}): Promise<ConfiguratorPage> {
    const el = await fixture<BookingConfigurator>(
      html`<booking-configurator
        base-url=${ifDefined(attributes.baseUrl)}
        api-key=${ifDefined(attributes.apiKey)}
        widget-base=${ifDefined(attributes.widgetBase)}
      ></booking-configurator>`,
    );
    return new ConfiguratorPage(el);
  }

  get root(): ShadowRoot {
    return this.element.shadowRoot!;
  }

  /** The form control a label (by its whole text) names, through `for` or by holding it. */
  control<T extends HTMLElement = HTMLInputElement>(label: string): T {
    const found = [...this.root.querySelectorAll('label')].find((el) => text(el) === label);
    const control = found?.htmlFor ? this.root.getElementById(found.htmlFor) : found?.querySelector('input');
    if (!control) throw new Error(`No control labelled “${label}”`);
    return control as T;
  }

  button(name: string): HTMLButtonElement {
    const found = [...this.root.querySelectorAll('button')].find((el) => text(el) === name);
    if (!found) throw new Error(`No button “${name}”`);
    return found;
  }

  /** Types into a text field: the value, then an input event, as a person's typing ends. */
  async type(label: string, value: string): Promise<void> {
    const field = this.control(label);
    field.focus();
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await this.element.updateComplete;
  }

  /** Clicks a radio button or a check box by its label. */
  async check(label: string): Promise<void> {
    this.control(label).click();
    await this.element.updateComplete;
  }

  /** Picks the option of a list by its text. */
  async select(label: string, option: string): Promise<void> {
    const select = this.control<HTMLSelectElement>(label);
    const index = [...select.options].findIndex((o) => text(o) === option);
    if (index < 0) throw new Error(`“${label}” has no option “${option}”`);
    select.selectedIndex = index;
    select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await this.element.updateComplete;
  }

  /** What the connection's live region says. */
  get connectionResult(): string {
    return text(this.root.getElementById('connection-result'));
  }

  /** What the copy's live regions say (each Copy button has its own, beside it). */
  get copyStatus(): string {
    return [...this.root.querySelectorAll('.copy-status')].map(text).join(' ').trim();
  }

  /** Clicks Test connection and waits for its answer. */
  async testConnection(): Promise<string> {
    this.button('Test connection').click();
    // The click starts the test at once: the next render says so, replacing any earlier answer.
    await this.element.updateComplete;
    await eventually(() => !this.connectionResult.startsWith('Testing'), 'no answer to the test', 12_000);
    return this.connectionResult;
  }

  /** The live preview's widget, when there is one. */
  get preview(): BookingWidget | null {
    return this.root.querySelector('booking-widget');
  }

  /** A snippet's text, by the label of its field. */
  snippet(label: string): string {
    return this.control<HTMLTextAreaElement>(label).value;
  }
}
