// Component, unit and end-to-end tests, all in real browsers: Debian's Chromium, and, when
// they are installed, Firefox ESR through puppeteer and WebKit (WebKitGTK's MiniBrowser through
// WebKitWebDriver). With TEST_BUILT_FILE=1 (as `npm test` sets it) the element's whole suite runs
// a second time, against the built script-tag file. See README "Tests".
import { CHROMIUM_FLAGS, findChromium, findFirefox, findWebKit, findXvfb } from './scripts/browsers.mjs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { WebKitLauncher, webdriverViewportPlugin } from './scripts/webkit-launcher.mjs';
import { strictCspPlugin } from './test/build/strict-csp-plugin.mjs';
import { sandboxPlugin } from './test/e2e/sandbox-plugin.mjs';
import { lostAnswerProxy } from './test/faults/lost-answer-proxy.mjs';
import { accessibilityTreePlugin } from './test/support/accessibility-tree-plugin.mjs';
import { clipboardPlugin } from './test/support/clipboard-plugin.mjs';
import { forcedColorsPlugin } from './test/support/forced-colors-plugin.mjs';

const wanted = (process.env.BROWSERS ?? 'chromium,firefox,webkit').split(',').map((s) => s.trim());
const browsers = [];
const chromium = findChromium();
if (wanted.includes('chromium')) {
  if (!chromium) {
    console.error(
      'Chromium is required for the tests and was not found. Install it with:\n' +
        '  sudo apt-get install -y chromium   (or set CHROME_PATH to a Chrome/Chromium binary)',
    );
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

// The element's suite: every test that meets the element only through the registering entry
// (src/define.ts), the page object and the platform, as a site owner's page does.
const ELEMENT_SUITE = [
  'test/widget/**/*.test.ts',
  'test/faults/**/*.test.ts',
  'test/hostile/**/*.test.ts',
  'test/e2e/booking.test.ts',
];
// Tests of the element's suite that cannot run against the built file, and why. (None reach
// into the element's internals; test/unit/ tests source modules on their own and is not part
// of the suite; test/e2e/widget-to-slot.test.ts and test/build/ load the built files themselves.)
const NOT_AGAINST_BUILT_FILE = [];

/**
 * The built-file group's page: the classic script a site owner pastes, loaded before the tests,
 * and an import map that sends the tests' import of the registering entry to a module that
 * re-exports what that script registered (test/support/built-file-define.ts). Keys are the
 * entry's URL as the tests import it (`.js`) and as the TypeScript plugin rewrites it (`.ts`).
 * The import map comes before `<head>`, where the parser still puts it into the head: the test
 * runner injects its own module script right after `<head>`, and an import map must precede
 * every module script.
 */
let builtFilePages = 0;
function builtFilePage(testFramework) {
  const standIn = '/test/support/built-file-define.ts';
  // Each page has the built files under a folder of its own (served from dist/ by
  // `besideScript`), as from a CDN folder of its own: a side file or language file a
  // browser loaded for one page is never the one another page asks for.
  builtFilePages += 1;
  const imports = { '/src/define.js': standIn, '/src/define.ts': standIn };
  return `<!DOCTYPE html>
<script type="importmap">${JSON.stringify({ imports })}</script>
<html>
  <head>
    <script src="/dist/page-${builtFilePages}/booking-widget.iife.js"></script>
  </head>
  <body>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`;
}

const builtFileGroup = {
  name: 'built-file',
  // BUILT_FILE_TESTS=a.test.ts,b.test.ts runs only those against the built file.
  files: process.env.BUILT_FILE_TESTS?.split(',') ?? [...ELEMENT_SUITE, ...NOT_AGAINST_BUILT_FILE.map((file) => `!${file}`)],
  testRunnerHtml: builtFilePage,
};

// The widget loads its languages from `locales/` and its time zone conversions from
// `time-zone.js` beside its script; run from the sources, beside the loader in src/i18n/, served here from the
// build's dist/ (`npm run build` first, as `npm test` does). A page with the cookie
// `language-files=offline` gets a 404 for the languages, from the sources as from the built file,
// and one with `time-zone-file=offline` or `booking-file=offline` for those side files of the
// built file, as from a server that lacks them (test/widget/languages.test.ts, side-files-missing.test.ts).
const besideScript = async (ctx, next) => {
  const [, folder, file] =
    /^\/(?:src\/i18n\/(?=locales\/)|dist\/(?:page-\d+\/)?)((?:locales\/)?)([\w.-]+\.js)$/.exec(ctx.path) ?? [];
  const kind = folder ? 'language-files' : ({ 'time-zone.js': 'time-zone-file', 'booking.js': 'booking-file' }[file] ?? 'built');
  if (!file || (kind === 'built' && !ctx.path.startsWith('/dist/page-'))) return next();
  if (ctx.cookies.get(kind) === 'offline') {
    ctx.status = 404;
    return undefined;
  }
  ctx.url = `/dist/${folder}${file}`;
  await next();
  // Never from the browser's cache: a later test page may have to find the file missing.
  ctx.set('Cache-Control', 'no-store');
};

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  browsers,
  groups: process.env.TEST_BUILT_FILE === '1' ? [builtFileGroup] : [],
  concurrency: 1,
  // Three browsers on a shared machine: a loaded one may take longer than the default 30 s to
  // bring up a test page.
  browserStartTimeout: 60000,
  testFramework: { config: { timeout: 10000 } },
  middleware: [besideScript, lostAnswerProxy(() => sandbox.sandboxUrl())],
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    strictCspPlugin(),
    forcedColorsPlugin(),
    webdriverViewportPlugin(),
    accessibilityTreePlugin(),
    clipboardPlugin(),
    sandbox,
  ],
};
