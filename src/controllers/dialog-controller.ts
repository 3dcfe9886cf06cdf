import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { lockPageScroll } from '../dialog/scroll-lock.js';
import type { BookingHost } from './host.js';

export interface DialogOptions {
  /** The dialog is open and shown: the customer opened it. */
  onOpen: () => void;
  /** The customer closed it (Esc, the close button, the backdrop). */
  onClose: () => void;
}

/**
 * The booking dialog: opens it modal with the page's scroll locked, closes it on a click on
 * the backdrop, and tells the element when the customer opened or closed it. Its `<dialog>`
 * is named by the element's `#title` and holds `content` only while open. It keeps its top
 * edge where it opened (panel-styles.ts) and, once told a step changes (`holdHeight`), at
 * least its height, until it closes.
 */
export class DialogController implements ReactiveController {
  isOpen = false;
  /** How many times the dialog has opened: each opening's content is new (see the times' `group`). */
  openings = 0;
  /** The content is in the open dialog; until then (one frame after opening) only its frame is. */
  isFilled = false;
  /** Resolves once the dialog opened by the latest `open()` has its content (or was closed first). */
  opened: Promise<void> = Promise.resolve();
  #unlockScroll: (() => void) | undefined;
  #pressedOutside = false;

  readonly #host: BookingHost;
  readonly #options: DialogOptions;

  constructor(host: BookingHost, options: DialogOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  get #dialog(): HTMLDialogElement | null {
    return this.#host.renderRoot.querySelector('dialog');
  }

  /** `content(filled)`: the panel, or while not yet filled, its frame alone (see `open`). */
  render(content: (filled: boolean) => TemplateResult): TemplateResult {
    // The backdrop click is a pointer convenience only: from the keyboard, Escape closes the
    // dialog (the browser's own handling, which fires `close`) and so does its close button.
    // eslint-disable-next-line lit-a11y/click-events-have-key-events
    return html`<dialog
      part="dialog"
      aria-labelledby="title"
      @close=${this.#onCloseEvent}
      @pointerdown=${this.#onPointerDown}
      @click=${this.#onClick}
    >
      ${this.isOpen ? content(this.isFilled) : nothing}
    </dialog>`;
  }

  /**
   * Opens in two frames. The click's own frame shows the dialog with the panel's frame alone
   * (its header and an empty, busy body), which costs the browser little; the content — the
   * calendar and the times, most of opening's style, layout and script — is rendered in a task
   * after that frame is painted. So the customer sees the dialog open at once, even on a slow
   * phone, where building the whole panel in the click kept the page frozen for 150–200 ms
   * (docs/decisions/0002-two-frame-dialog.md).
   */
  open(): Promise<void> {
    if (this.isOpen) return this.opened;
    this.isOpen = true;
    this.openings++;
    this.isFilled = false;
    return (this.opened = this.#fill());
  }

  async #fill(): Promise<void> {
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    // Closed while its frame rendered (the element removed right after the click): shown now, it
    // would stay empty with the page locked. Out of the page, a dialog cannot be shown: closed.
    if (!this.isOpen) return;
    const dialog = this.#dialog;
    if (!dialog?.isConnected) return this.closeQuietly();
    dialog.showModal();
    this.#unlockScroll = lockPageScroll(this.#host.ownerDocument);
    await afterNextPaint();
    // Closed meanwhile; or closed and opened again, and filled by the first of the two to get here.
    if (!this.isOpen || this.isFilled) return;
    this.isFilled = true;
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    this.#options.onOpen();
  }

  /**
   * The step on screen is about to change: the dialog stays at least as tall as it is now
   * (`--_held-height`, read by panel-styles.ts) until it closes. A shorter step, such as the
   * confirmation after the booking form, then leaves the dialog where the pointer is: a customer
   * who clicks Book twice clicks the confirmation, not the backdrop.
   */
  holdHeight(): void {
    const dialog = this.#dialog;
    if (this.isFilled && dialog) dialog.style.setProperty('--_held-height', `${dialog.offsetHeight}px`);
  }

  /** Closes as the customer would (the header's close button): the close event follows. */
  close(): void {
    this.#dialog?.close();
  }

  /**
   * Closes at once as a close does: `onClose` follows when the customer saw it open (its content
   * shown). For a dialog about to leave the page, whose own close event would come too late to
   * tell.
   */
  closeNow(): void {
    const { isFilled } = this;
    this.closeQuietly();
    if (isFilled) this.#options.onClose();
  }

  /** Closes for a reason other than the customer (a changed attribute, removal): no event. */
  closeQuietly(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.isFilled = false;
    this.#unlockScroll?.();
    this.#unlockScroll = undefined;
    this.#dialog?.style.removeProperty('--_held-height');
    this.#dialog?.close();
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.closeQuietly();
  }

  readonly #onCloseEvent = (): void => {
    if (!this.isOpen) return;
    this.closeQuietly();
    this.#options.onClose();
  };

  readonly #onPointerDown = (event: PointerEvent): void => {
    this.#pressedOutside = this.#isOutside(event);
  };

  readonly #onClick = (event: MouseEvent): void => {
    // A click on the backdrop lands on the <dialog> itself, but so do a click on the dialog's own
    // space below a shorter step (see holdHeight) and a drag between the panel and the backdrop
    // (selecting text), whose click goes to what both ends share. So the press and the release
    // must both be outside the dialog's box. (A click from the keyboard targets a button.)
    const pressedOutside = this.#pressedOutside;
    this.#pressedOutside = false;
    if (event.target === this.#dialog && pressedOutside && this.#isOutside(event)) this.close();
  };

  #isOutside({ clientX: x, clientY: y }: MouseEvent): boolean {
    const box = this.#dialog?.getBoundingClientRect();
    return !box || x < box.left || x > box.right || y < box.top || y > box.bottom;
  }
}

/**
 * Resolves in a task after the next frame is painted: a `requestAnimationFrame` callback runs
 * before that frame's paint, a task it queues after it. A hidden page paints no frame (and
 * runs no such callback): there it resolves in the next task.
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) => (document.hidden ? setTimeout(resolve) : requestAnimationFrame(() => setTimeout(resolve))));
