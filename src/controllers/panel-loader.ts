import { adoptStyles, supportsAdoptingStyleSheets } from 'lit';
import { warnNotLoaded } from '../chunk-warning.js';
import type { BookingPanel, PanelHost } from '../panel/booking-panel.js';

type PanelModule = typeof import('../panel/booking-panel.js');
import type { BookingHost } from './host.js';

/**
 * The dialog's code, a chunk of its own (src/panel/booking-panel.ts): the button is painted
 * without it, and it is imported ahead of the customer — when the browser is idle after the
 * button is painted, and at once when the pointer enters the button, it gets focus or a finger
 * touches it — so that opening the dialog rarely waits for the network. Inline, where the
 * calendar is on show from the start, it is imported at once. When the chunk cannot load
 * (offline, blocked), `failure` says why until the customer's "Try again" (`load()` again).
 */
export class PanelLoader {
  /** The dialog's content and state, once its chunk has loaded. */
  panel: BookingPanel | undefined;
  /** Why the chunk did not load, until it has loaded: a notice that stays while it is tried again. */
  failure: unknown;
  #loading: Promise<void> | undefined;
  #module: Promise<PanelModule> | undefined;

  readonly #host: BookingHost;
  readonly #panelHost: PanelHost;

  constructor(panelHost: PanelHost) {
    this.#host = panelHost.host;
    this.#panelHost = panelHost;
  }

  /** Settles when the chunk asked for last has loaded or failed. */
  get loaded(): Promise<void> {
    return this.#loading ?? Promise.resolve();
  }

  /** The chunk's module: imported once, and again after a failure. Rejects when it cannot load (one warning each time). */
  module(): Promise<PanelModule> {
    return (this.#module ??= import('../panel/booking-panel.js').catch((error: unknown) => {
      this.#module = undefined;
      return warnNotLoaded('booking dialog')(error);
    }));
  }

  /** Imports the chunk once and makes the panel; after a failure, asks again. Never rejects. */
  load(): Promise<void> {
    if (this.panel) return Promise.resolve();
    return (this.#loading ??= this.module().then(
      ({ BookingPanel, dialogStyles }) => {
        const root = this.#host.renderRoot;
        // The dialog's stylesheets join the element's: adopted beside them, or, where a browser
        // cannot adopt stylesheets, appended as lit appends the element's own.
        if (root instanceof ShadowRoot) {
          if (supportsAdoptingStyleSheets)
            root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...dialogStyles.map((style) => style.styleSheet!)];
          else adoptStyles(root, dialogStyles);
        }
        this.panel = new BookingPanel(this.#panelHost);
        this.failure = undefined;
        this.#host.requestUpdate();
      },
      (error: unknown) => {
        this.#loading = undefined;
        this.failure = error;
        this.#host.requestUpdate();
      },
    ));
  }
}
