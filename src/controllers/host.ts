import type { ReactiveControllerHost } from 'lit';

/** The element as its controllers see it: a lit host with a shadow root to look into. */
export type BookingHost = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };
