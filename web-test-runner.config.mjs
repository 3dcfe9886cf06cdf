// Component, unit and end-to-end tests, all in real browsers: Debian's Chromium, and, when
// they are installed, Firefox ESR through puppeteer and WebKit (WebKitGTK's MiniBrowser through
// WebKitWebDriver). See README "Tests".
import { CHROMIUM_FLAGS, findChromium, findFirefox, findWebKit, findXvfb } from './scripts/browsers.mjs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { WebKitLauncher, webdriverViewportPlugin } from './scripts/webkit-launcher.mjs';
import { strictCspPlugin } from './test/build/strict-csp-plugin.mjs';
import { sandboxPlugin } from './test/e2e/sandbox-plugin.mjs';
import { lostAnswerProxy } from './test/faults/lost-answer-proxy.mjs';

const wanted = (process.env.BROWSERS ?? 'chromium,firefox,webkit').split(',').map((s) => s.trim());
const browsers = [];
const chromium = findChromium();
if (wanted.includes('chromium')) {
  if (!chromium) {
    console.error('Chromium is required for the tests and was not found. Install it with:\n' +
      '  sudo apt-get install -y chromium   (or set CHROME_PATH to a Chrome/Chromium binary)');
    process.exit(1);
  }
  browsers.push(chromeLauncher({ launchOptions: { executablePath: chromium, headless: true, args: CHROMIUM_FLAGS } }));
}
if (wanted.includes('firefox')) {
  const firefox = findFirefox();
  if (firefox) {
    browsers.push(puppeteerLauncher({ launchOptions: { browser: 'firefox', executablePath: firefox, headless: true } }));
  } else {
    console.warn('Firefox not found: tests run without it. Install it with: sudo apt-get install -y firefox-esr');
  }
}
if (wanted.includes('webkit')) {
  const webkit = findWebKit();
  if (webkit) {
    browsers.push(new WebKitLauncher({ ...webkit, xvfb: findXvfb() }));
  } else {
    console.warn('WebKit not found: tests run without it. Install it with: sudo apt-get install -y webkit2gtk-driver xvfb');
  }
}

const sandbox = sandboxPlugin();

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  browsers,
  concurrency: 1,
  // Three browsers on a shared machine: a loaded one may take longer than the default 30 s to
  // bring up a test page.
  browserStartTimeout: 60000,
  testFramework: { config: { timeout: 10000 } },
  middleware: [lostAnswerProxy(() => sandbox.sandboxUrl())],
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    strictCspPlugin(),
    webdriverViewportPlugin(),
    sandbox,
  ],
};
