// Where the installed browsers are, and how Chromium starts here: headless, possibly as root,
// on a machine whose only network is loopback (without the background-networking flags
// Chromium keeps dialling out and being refused). Shared by the tests, the bench and the
// screenshots.
import { existsSync } from 'node:fs';

export const CHROMIUM_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
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
 * Like findChromium, for tools that cannot run without it.
 * @returns {string}
 */
export function requireChromium() {
  const path = findChromium();
  if (!path) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROME_PATH');
  return path;
}
