// Component, unit and end-to-end tests, all in real browsers: Debian's Chromium, and
// Firefox ESR through puppeteer when it is installed. See README "Tests".
import { CHROMIUM_FLAGS, findChromium, findFirefox } from './scripts/browsers.mjs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { strictCspPlugin } from './test/build/strict-csp-plugin.mjs';
import { sandboxPlugin } from './test/e2e/sandbox-plugin.mjs';
import { lostAnswerProxy } from './test/faults/lost-answer-proxy.mjs';
import { forcedColorsPlugin } from './test/support/forced-colors-plugin.mjs';



const wanted = (process.env.BROWSERS ?? 'chromium,firefox').split(',').map((s) => s.trim());
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
    console.warn('Firefox not found: tests run in Chromium only. Install it with: sudo apt-get install -y firefox-esr');
  }
}

const sandbox = sandboxPlugin();

// The widget loads its languages from `locales/` beside its script; run from the sources that
// is src/i18n/locales/, served here from the build's dist/locales/ (`npm run build` first, as
// `npm test` does). A page with the cookie `language-files=offline` gets a 404 for them, as
// from a server that lacks them (test/widget/languages.test.ts).
const languageFiles = (ctx, next) => {
  const file = /^\/src\/i18n\/locales\/([\w-]+\.js)$/.exec(ctx.path)?.[1];
  if (file && ctx.cookies.get('language-files') === 'offline') {
    ctx.status = 404;
    return undefined;
  }
  if (file) ctx.url = `/dist/locales/${file}`;
  return next();
};

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  browsers,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  middleware: [languageFiles, lostAnswerProxy(() => sandbox.sandboxUrl())],
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    strictCspPlugin(),
    forcedColorsPlugin(),
    sandbox,
  ],
};
