import { eventually } from '../support/eventually.js';
/** Loads `src` as a classic `<script>` and resolves with the messages of errors it threw. */
export async function loadClassicScript(src: string): Promise<string[]> {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(event.message);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  try {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`Could not load ${src}`));
      document.head.append(script);
    });
  } finally {
    window.removeEventListener('error', onError);
  }
  return errors;
}

/**
 * Imports a built file by URL. The specifier is computed so that type-checking does not
 * need `dist/` (it is built after the typecheck step of `npm test`).
 */
export function importBuilt<T = Record<string, unknown>>(path: string): Promise<T> {
  return import(/* @vite-ignore */ new URL(path, location.origin).href) as Promise<T>;
}

/** Names of the globals on `window` right now. */
export function windowGlobals(): Set<string> {
  return new Set(Object.getOwnPropertyNames(window));
}

/** lit keeps shared version registries on globalThis on purpose; anything else is a leak. */
export function isLitRegistry(name: string): boolean {
  return /^(lit|reactiveElement)[A-Z]\w*$/.test(name);
}

/** The fake booking API that test/build/strict-csp-plugin.mjs serves on the test server. */
const FAKE_API = '/__strict-csp__/api';
/** `widget_settings.text` of that API's business. */
export const FAKE_BUSINESS_BUTTON_LABEL = 'Book now';

type PlacedWidget = HTMLElement & { updateComplete?: Promise<unknown> };

/**
 * Creates `<booking-widget>` as a site owner's markup would, pointed at the fake booking
 * API, and resolves once it shows the business's own button label: the build has loaded
 * the business over the network and rendered it.
 */
export async function placeWidget(): Promise<PlacedWidget> {
  const element = document.createElement('booking-widget') as PlacedWidget;
  element.setAttribute('api-key', 'build-test');
  element.setAttribute('base-url', new URL(FAKE_API, location.origin).href);
  document.body.append(element);
  await eventually(() => buttonLabel(element) === FAKE_BUSINESS_BUTTON_LABEL, 'the business’s button label', 5000);
  return element;
}

/** The text of the widget's button, as the customer reads it. */
export function buttonLabel(element: HTMLElement): string | undefined {
  return element.shadowRoot?.querySelector('button[part~="button"]')?.textContent?.trim();
}
