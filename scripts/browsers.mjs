// Where the installed browsers are, and how Chromium starts here: headless, possibly as root,
// on a machine whose only network is loopback (without the background-networking flags
// Chromium keeps dialling out and being refused). Shared by the tests, the bench and the
// screenshots.
import { existsSync, readdirSync } from 'node:fs';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** @type {(candidates: Array<string | undefined>) => string | undefined} */
const firstExisting = (candidates) => candidates.find((path) => path && existsSync(path));

/** Chromium or Chrome: `CHROME_PATH`, else Debian's and the usual install paths. */
export function findChromium() {
  return firstExisting([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']);
}

/** Firefox: `FIREFOX_PATH`, else Debian's ESR or a plain install. */
export function findFirefox() {
  return firstExisting([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']);
}

/**
 * WebKit: WebKitGTK's WebDriver server and the MiniBrowser it drives (Debian's
 * `webkit2gtk-driver`), or `WEBKIT_WEBDRIVER_PATH` and `MINIBROWSER_PATH`. Both or nothing.
 */
export function findWebKit() {
  const driver = firstExisting([process.env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver']);
  // The MiniBrowser lives in the multiarch library folder: /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/.
  const libraries = existsSync('/usr/lib')
    ? readdirSync('/usr/lib').map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`)
    : [];
  const miniBrowser = firstExisting([process.env.MINIBROWSER_PATH, '/usr/libexec/webkit2gtk-4.1/MiniBrowser', ...libraries]);
  return driver && miniBrowser ? { driver, miniBrowser } : undefined;
}

/** Xvfb, the virtual X display MiniBrowser needs where there is no `DISPLAY`. */
export function findXvfb() {
  return firstExisting([process.env.XVFB_PATH, '/usr/bin/Xvfb']);
}

/**
 * Like findChromium, for tools that cannot run without it.
 * @returns {string}
 */
export function requireChromium() {
  const path = findChromium();
  if (!path) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROME_PATH');
  return path;
}
