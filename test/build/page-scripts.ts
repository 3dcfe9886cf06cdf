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

/** Creates `<booking-widget>` as a site owner's markup would, and waits for its first render. */
export async function placeWidget(): Promise<HTMLElement & { updateComplete?: Promise<unknown> }> {
  const element = document.createElement('booking-widget') as HTMLElement & { updateComplete?: Promise<unknown> };
  element.setAttribute('api-key', 'build-test');
  document.body.append(element);
  await element.updateComplete;
  return element;
}
