import { eventually } from '../support/eventually.js';

/**
 * A page of its own for a test of the built files: an iframe whose document is `body` (as a site
 * owner writes it), on this origin, with a custom-element registry and a module map of its own —
 * so each test meets the built files as a first visit does, whatever the tests before it loaded.
 * The test server serves it (`/built/page.html?body=…`) and the built files under
 * `/built/<route>/` (web-test-runner.config.mjs). The page records its console warnings from the
 * start (`consoleWarnings`).
 */
export async function builtPage(body: string): Promise<Window> {
  const frame = document.createElement('iframe');
  frame.title = 'A site owner’s page';
  frame.style.cssText = 'width: 800px; height: 600px; border: 0';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = `/built/page.html?body=${encodeURIComponent(body)}`;
  document.body.append(frame);
  await loaded;
  return frame.contentWindow!;
}

/** The console warnings `page` has written so far (a live list). */
export const consoleWarnings = (page: Window): string[] => (page as Window & { warnings: string[] }).warnings;

/** The widget's button in `page`, once the element is defined and has rendered it. */
export async function widgetButton(page: Window, what = 'the widget’s button'): Promise<HTMLButtonElement> {
  let button: HTMLButtonElement | null | undefined;
  await eventually(() => {
    button = page.document
      .querySelector('booking-widget')
      ?.shadowRoot?.querySelector<HTMLButtonElement>('button[part~="button"]');
    return button?.getAttribute('aria-busy') === 'false';
  }, what);
  return button!;
}

/** The names of the built files `page` fetched, as `chunks/booking-panel`, `booking-widget.js`, … (hash left out). */
export function fetchedFiles(page: Window): string[] {
  return page.performance
    .getEntriesByType('resource')
    .map((entry) => /\/built\/[\w-]+\/(.+?)(?:-[\w-]{8})?\.js$/.exec(entry.name)?.[1])
    .filter((name): name is string => name !== undefined);
}
