// Which browser runs the test, for the few places that must know: the share of the one sandbox
// a browser books in, and the test runner commands WebDriver lacks.
import { executeServerCommand, setViewport as setPageViewport } from '@web/test-runner-commands';
import { addDays } from 'date-fns';
import { nextMonthDay } from './dates.js';

const agent = navigator.userAgent;
export const isFirefox = agent.includes('Firefox/');
/** WebKit (WebKitGTK's MiniBrowser here; Safari on every iPhone): Chromium's agent says AppleWebKit too, and Chrome. */
export const isWebKit = agent.includes('AppleWebKit/') && !/Chrome\/|Chromium\//.test(agent);

/**
 * Chromium 0, Firefox 1, WebKit 2. The browsers run at the same time against one sandbox:
 * each books in days and with phones and emails of its own, chosen by this index.
 */
export const browserIndex = isWebKit ? 2 : isFirefox ? 1 : 0;
export const BROWSER_COUNT = 3;

/** The first of the seven days next month in which this browser's end-to-end tests book. */
export const bookingWeekStart = (): Date => addDays(nextMonthDay(1), browserIndex * 7);

/**
 * `setViewport` of @web/test-runner-commands, in WebKit too: a WebDriver session has a window,
 * not a page viewport, and the config's `webdriverViewportPlugin` sizes that window until the
 * page's viewport is `width` × `height`.
 */
export async function setViewport(viewport: { width: number; height: number }): Promise<void> {
  if (isWebKit) await executeServerCommand('set-window-viewport', viewport);
  else await setPageViewport(viewport);
}
