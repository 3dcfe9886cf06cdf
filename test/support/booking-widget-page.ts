import { fixture, html, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { BookingWidget } from '../../src/define.js';
import { browserTree, descendants } from './accessibility-tree.js';
import { isWebKit } from './browser.js';
// No element is defined here: component tests import src/define.ts, the end-to-end test
// loads the built script-tag file.
import { API_KEY, BASE_URL } from './fake-platform.js';
import { eventually } from './eventually.js';

const IMPLICIT_ROLES: Record<string, (el: Element) => string | undefined> = {
  BUTTON: () => 'button',
  DIALOG: () => 'dialog',
  SELECT: () => 'combobox',
  OPTION: () => 'option',
  H2: () => 'heading',
  H3: () => 'heading',
  H4: () => 'heading',
  TABLE: () => 'table',
  TD: () => 'cell',
  TH: () => 'columnheader',
  PROGRESS: () => 'progressbar',
  INPUT: (el) => ((el as HTMLInputElement).type === 'radio' ? 'radio' : 'textbox'),
  TEXTAREA: () => 'textbox',
  FORM: (el) => (el.hasAttribute('aria-labelledby') || el.hasAttribute('aria-label') ? 'form' : undefined),
  SECTION: (el) => (el.hasAttribute('aria-labelledby') || el.hasAttribute('aria-label') ? 'region' : undefined),
};

/**
 * Every role the finders can find, implicit or set by the widget's markup: the roles whose
 * names test/widget/accessibility-tree.test.ts checks against the browser's own tree.
 */
export const FINDER_ROLES: ReadonlySet<string> = new Set([
  'button',
  'dialog',
  'combobox',
  'option',
  'heading',
  'table',
  'cell',
  'columnheader',
  'progressbar',
  'radio',
  'textbox',
  'form',
  'region',
  'grid',
  'gridcell',
  'radiogroup',
  'alert',
  'status',
]);

function roleOf(el: Element): string | undefined {
  const explicit = el.getAttribute('role');
  if (explicit) return explicit;
  if (el.tagName === 'TD' && el.closest('[role="grid"]')) return 'gridcell';
  return IMPLICIT_ROLES[el.tagName]?.(el);
}

/**
 * Roles whose name never comes from their content (ARIA's "name from author" roles): a live
 * region announces its text but has no name; a dialog, region or grid is named by its label.
 */
const NAMED_BY_LABEL_ONLY = new Set([
  'alert',
  'status',
  'dialog',
  'region',
  'form',
  'grid',
  'table',
  'radiogroup',
  'textbox',
  'combobox',
  'progressbar',
]);

/** Text as rendered: collapsed white space and, as Chromium's tree has it, CSS `text-transform: uppercase`. */
function renderedText(el: Element, text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return getComputedStyle(el).textTransform === 'uppercase' ? collapsed.toUpperCase() : collapsed;
}

/**
 * The accessible name, as far as this widget's markup needs: aria-label, labelledby, label, text.
 * Chromium's accessibility tree checks it in test/widget/accessibility-tree.test.ts.
 */
function nameOf(el: Element): string {
  const root = el.getRootNode() as ShadowRoot | Document;
  const label = el.getAttribute('aria-label');
  if (label) return label.trim();
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => root.getElementById(id)?.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  }
  if (el.id) {
    const forLabel = root.querySelector(`label[for="${el.id}"]`);
    if (forLabel) return forLabel.textContent.replace(/\s+/g, ' ').trim();
  }
  if (NAMED_BY_LABEL_ONLY.has(roleOf(el) ?? '')) return '';
  const visible = [...el.childNodes].filter(
    // By node type rather than `instanceof`: a widget in a frame has the frame's Element.
    (n) =>
      n.nodeType === Node.TEXT_NODE ||
      (n.nodeType === Node.ELEMENT_NODE && (n as Element).getAttribute('aria-hidden') !== 'true'),
  );
  return renderedText(el, visible.map((n) => n.textContent ?? '').join(''));
}

/** What a live region (alert, status) announces: its text, since it has no name; other elements' names. */
function announcedOf(el: Element): string {
  const role = roleOf(el);
  return role === 'alert' || role === 'status' ? el.textContent.replace(/\s+/g, ' ').trim() : nameOf(el);
}

const matches = (name: string, wanted: string | RegExp) => (typeof wanted === 'string' ? name === wanted : wanted.test(name));

/** Out of the accessibility tree: aria-hidden, in a closed dialog, or inert behind an open modal one. */
function isHidden(el: Element): boolean {
  if (el.closest('[aria-hidden="true"]')) return true;
  const modal = (el.getRootNode() as ParentNode).querySelector('dialog:modal');
  if (modal && !modal.contains(el)) return true;
  const dialog = el.closest('dialog');
  return dialog !== null && !dialog.open;
}

/**
 * The widget as a customer and a screen reader meet it: found by role and accessible
 * name, operated by click and by real key presses. Tests do not touch shadow DOM
 * structure directly.
 */
export class BookingWidgetPage {
  constructor(readonly element: BookingWidget) {}

  /** Puts a widget on the page like a site owner would; `undefined` leaves an attribute out. */
  static async create(
    attributes: Partial<
      Record<'api-key' | 'base-url' | 'location' | 'locale' | 'name' | 'email' | 'phone', string | undefined>
    > & {
      mode?: BookingWidget['mode'];
    } = {},
    { settle = true } = {},
  ): Promise<BookingWidgetPage> {
    // British English unless a test says otherwise: times on the 24-hour clock, as most tests
    // name them ("09:00 to 09:30"); en-US's "9:00 AM" has tests of its own (languages.test.ts).
    const a = { 'api-key': API_KEY, 'base-url': BASE_URL, locale: 'en-GB', ...attributes };
    const el = await fixture<BookingWidget>(
      html`<booking-widget
        api-key=${ifDefined(a['api-key'])}
        base-url=${ifDefined(a['base-url'])}
        location=${ifDefined(a.location)}
        locale=${ifDefined(a.locale)}
        mode=${ifDefined(a.mode)}
        name=${ifDefined(a.name)}
        email=${ifDefined(a.email)}
        phone=${ifDefined(a.phone)}
      ></booking-widget>`,
    );
    const page = new BookingWidgetPage(el);
    if (settle) await page.settled();
    return page;
  }

  get root(): ShadowRoot {
    return this.element.shadowRoot!;
  }

  /** Waits for every pending load to settle and the element to render it. */
  async settled(): Promise<void> {
    await this.element.dataComplete;
    await nextFrame();
  }

  /** Elements by role and accessible name; live regions (alert, status), which have no name, by what they announce. */
  all(role: string, name?: string | RegExp): HTMLElement[] {
    return [...this.root.querySelectorAll<HTMLElement>('*')].filter(
      (el) => roleOf(el) === role && !isHidden(el) && (name === undefined || matches(announcedOf(el), name)),
    );
  }

  find(role: string, name?: string | RegExp): HTMLElement | undefined {
    return this.all(role, name)[0];
  }

  get(role: string, name?: string | RegExp): HTMLElement {
    const found = this.find(role, name);
    if (!found) {
      const seen = this.all(role).map((el) => announcedOf(el));
      throw new Error(`No ${role} named ${String(name)}; found: ${JSON.stringify(seen)}`);
    }
    return found;
  }

  nameOf(el: Element): string {
    return nameOf(el);
  }

  /**
   * The accessible names of every `role` on the page, in reading order: from the browser's own
   * accessibility tree where the test runner can read it (Chromium), else as the finders compute them.
   */
  async accessibleNames(role: string): Promise<string[]> {
    const tree = await browserTree();
    if (!tree) return this.all(role).map((el) => nameOf(el));
    return descendants(tree)
      .filter((node) => node.role === role)
      .map((node) => node.name);
  }

  /** Every element the finders can find, as "role: name", in document order. */
  rolesAndNames(): string[] {
    return [...this.root.querySelectorAll('*')]
      .filter((el) => FINDER_ROLES.has(roleOf(el) ?? '') && !isHidden(el))
      .map((el) => `${roleOf(el)}: ${nameOf(el)}`);
  }

  get openButton(): HTMLButtonElement {
    return this.root.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
  }

  get dialog(): HTMLDialogElement {
    return this.root.querySelector('dialog')!;
  }

  get isOpen(): boolean {
    return this.dialog?.open ?? false;
  }

  async open(): Promise<void> {
    this.openButton.click();
    await eventually(() => this.isOpen, 'the dialog did not open');
    await this.settled();
  }

  async close(): Promise<void> {
    this.get('button', 'Close').click();
    await this.closed();
  }

  /** Waits until the dialog has closed and the widget has taken note (its close event ran). */
  async closed(): Promise<void> {
    await eventually(
      () => !this.isOpen && this.openButton?.getAttribute('aria-expanded') === 'false',
      'the dialog did not close',
    );
    await this.element.updateComplete;
  }

  /** The alerts in view (notices, a failed booking), as their text; live regions at rest are empty. */
  alertText(): string {
    return this.all('alert')
      .map((el) => el.textContent.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join(' ');
  }

  get days(): HTMLElement[] {
    return this.all('gridcell').filter((cell) => cell.textContent.trim() !== '');
  }

  /** The language the widget speaks, as its launcher or panel says (`lang`). */
  get language(): string | null {
    return this.root.querySelector('[part~="button"], [part~="panel"]')?.getAttribute('lang') ?? null;
  }

  /**
   * The tag the widget writes dates with: the one the element or the page asks for (`en-GB`,
   * `de-AT`) when the widget speaks its language, else the language it speaks (English when a
   * language file could not load).
   */
  get dateLocale(): string | undefined {
    const asked = this.element.locale || this.element.closest('[lang]')?.getAttribute('lang') || undefined;
    const spoken = this.language ?? undefined;
    return asked && spoken && asked.split('-')[0] === spoken.split('-')[0] ? asked : spoken;
  }

  /**
   * The grid cell for a date, found by its full accessible name ("Tuesday, 24 November 2026",
   * in any language), with what is known of its times if anything ("…, fully booked", "…, unavailable").
   */
  day(date: Date): HTMLElement {
    const full = new Intl.DateTimeFormat(this.dateLocale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(date);
    return this.get('gridcell', new RegExp(`^${full.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  }

  /** Pages the calendar with its month buttons until `date`'s month is on screen. */
  async showMonthOf(date: Date): Promise<void> {
    const wanted = new Intl.DateTimeFormat(this.dateLocale, { month: 'long', year: 'numeric' }).format(date);
    for (let i = 0; i < 24 && this.monthHeading !== wanted; i++) {
      // Found by its documented part: its name is in the widget's language.
      this.root.querySelector<HTMLElement>('[part~="month-button"]:last-of-type')!.click();
      await this.element.updateComplete;
    }
  }

  /** Clicks a day without waiting for its slots (to see the loading state or a race). */
  async clickDay(date: Date): Promise<void> {
    await this.showMonthOf(date);
    this.day(date).click();
    await this.element.updateComplete;
  }

  async chooseDay(date: Date): Promise<void> {
    await this.clickDay(date);
    await this.settled();
  }

  get monthHeading(): string {
    return this.root.getElementById('month-heading')!.textContent.trim();
  }

  get slotsHeading(): string {
    return this.root.getElementById('slots-heading')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  }

  get slots(): HTMLInputElement[] {
    return this.all('radio') as HTMLInputElement[];
  }

  slotNames(): string[] {
    return this.slots.map((s) => nameOf(s));
  }

  async chooseSlot(name: string | RegExp): Promise<void> {
    this.get('radio', name).click();
    await this.element.updateComplete;
  }

  /** The element that has focus, looking through the shadow root. */
  get focused(): Element | null {
    return this.root.activeElement ?? (document.activeElement === this.element ? this.element : null);
  }

  focusedName(): string {
    const el = this.focused;
    return el ? nameOf(el) : '';
  }

  /** A real key press; "Shift+PageDown" holds Shift around the key. */
  async press(key: string): Promise<void> {
    const [modifier, main] = key.includes('+') && key.length > 1 ? key.split('+') : [undefined, key];
    // WebDriver's sendKeys has no down and up; the WebKit launcher presses a chord in one go.
    if (modifier && isWebKit) {
      await sendKeys({ press: key });
      await this.element.updateComplete;
      return;
    }
    if (modifier) await sendKeys({ down: modifier });
    await sendKeys({ press: main });
    if (modifier) await sendKeys({ up: modifier });
    await this.element.updateComplete;
  }

  /** Types into a field the way a customer does: the value, then an input event per change. */
  async type(label: string | RegExp, text: string): Promise<void> {
    const field = this.get('textbox', label) as HTMLInputElement;
    field.focus();
    field.value = text;
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await this.element.updateComplete;
  }

  value(label: string | RegExp): string {
    return (this.get('textbox', label) as HTMLInputElement).value;
  }

  /** The message under a field, read through its aria-describedby as a screen reader does. */
  fieldMessage(label: string | RegExp): string {
    const field = this.get('textbox', label);
    const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    const error = ids.map((id) => this.root.getElementById(id)).find((el) => el?.id.endsWith('-error'));
    return error?.textContent?.trim() ?? '';
  }

  async click(role: string, name: string | RegExp): Promise<void> {
    this.get(role, name).click();
    await this.element.updateComplete;
  }

  /** From a closed widget to the details form of the first free slot of `date`. */
  async toDetails(date: Date, slot: string | RegExp = /^10:00/): Promise<void> {
    if (this.element.mode !== 'inline' && !this.isOpen) await this.open();
    await this.chooseDay(date);
    await this.chooseSlot(slot);
    await this.click('button', 'Continue');
    await this.settled();
  }

  /** From the chosen time: Continue, a name and an email, Book, and the confirmation on screen. */
  async book(): Promise<void> {
    await this.click('button', 'Continue');
    await this.settled();
    await this.type('Name', 'Ada Lovelace');
    await this.type('Email', 'ada@example.com');
    await this.click('button', 'Book');
    await eventually(() => this.find('heading', 'Your appointment is booked') !== undefined, 'the confirmation never shows');
  }

  get isLoadingSlots(): boolean {
    return this.find('status', 'Loading available times…') !== undefined;
  }
}
