// Component, unit and end-to-end tests, all in real browsers: Debian's Chromium, and, when
// they are installed, Firefox ESR through puppeteer and WebKit (WebKitGTK's MiniBrowser through
// WebKitWebDriver). The element's suite runs against the sources; test/build/ runs the built
// files (dist/, served under /built/ as below). See CONTRIBUTING.md.
import { CHROMIUM_FLAGS, findChromium, findFirefox, findWebKit, findXvfb } from './scripts/browsers.mjs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { testResultsReporter } from './scripts/test-results-reporter.mjs';
import { WebKitLauncher, webdriverViewportPlugin } from './scripts/webkit-launcher.mjs';
import { strictCspPlugin } from './test/build/strict-csp-plugin.mjs';
import { docsSnippetsPlugin } from './test/docs/docs-snippets-plugin.mjs';
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

/**
 * The built files of dist/ (`npm run build` first, as `npm test` does), as a site serves them,
 * under a route of each test's own: `/built/<route>/booking-widget.js` and its chunks. The route
 * names what the server does, so tests that need different servers never share state (no
 * cookies), and a browser that cached a module under one route never serves it for another:
 * - `plain`, or any name of a test's: every file;
 * - `without-<prefix>`: a chunk whose name starts with `<prefix>` answers 404 (a server that
 *   lacks it, or an address a network blocks); `once-<id>-without-<prefix>`: only the first time;
 * - `cors-<name>`: every file with `Access-Control-Allow-Origin: *`, as a CDN serves it to pages
 *   of other origins (without `cors-`, a page of another origin cannot run them);
 * - `slow-entry-<name>`: the module entry, booking-widget.js, answers after 1.5 s (a slow
 *   network), so that what is fetched while it is on its way shows;
 * - `slow-panel-<name>`: the dialog's chunk answers after 3 s, so that the button pressed
 *   before it arrives shows what it does meanwhile.
 */
const failedOnce = new Set();
/** test/build/built-page.ts's page: `body` in a document that records its console warnings from the start. */
const builtPage = (body) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <script>
      window.warnings = [];
      const warn = console.warn.bind(console);
      console.warn = (...args) => (window.warnings.push(String(args[0])), warn(...args));
    </script>
  </head>
  <body>${body}</body>
</html>`;
const builtFiles = async (ctx, next) => {
  if (ctx.path === '/built/page.html') {
    ctx.type = 'html';
    ctx.body = builtPage(ctx.query.body ?? '');
    return undefined;
  }
  const [, route, file] = /^\/built\/([\w-]+)\/((?:chunks\/)?[\w.-]+\.js)$/.exec(ctx.path) ?? [];
  if (!file) return next();
  const [, once, missing] = /^(once-\w+-)?without-(.+)$/.exec(route) ?? [];
  if (missing && file.startsWith(`chunks/${missing}`) && !(once && failedOnce.has(route))) {
    failedOnce.add(route);
    ctx.status = 404;
    // Not even for a moment from the browser's cache: the next request must reach the server.
    ctx.set('Cache-Control', 'no-store');
    return undefined;
  }
  if (route.startsWith('slow-entry-') && file === 'booking-widget.js') await new Promise((resolve) => setTimeout(resolve, 1500));
  if (route.startsWith('slow-panel-') && file.startsWith('chunks/booking-panel-'))
    await new Promise((resolve) => setTimeout(resolve, 3000));
  ctx.url = `/dist/${file}`;
  await next();
  if (route.startsWith('cors-')) ctx.set('Access-Control-Allow-Origin', '*');
};

/** `/slow?ms=<n>`: an empty answer after n ms (at most 10 s), a request a test needs under way. */
const slowAnswers = async (ctx, next) => {
  if (ctx.path !== '/slow') return next();
  await new Promise((resolve) => setTimeout(resolve, Math.min(Number(ctx.query.ms) || 0, 10_000)));
  ctx.status = 204;
  return undefined;
};

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  browsers,
  concurrency: 1,
  // Three browsers on a shared machine: a loaded one may take longer than the default 30 s to
  // bring up a test page.
  browserStartTimeout: 60000,
  // The limits only bound a hang: a passing test never waits for them. With both cores busy
  // (three browsers, the sandbox, another job) a whole booking with three axe checks took over
  // 10 s, a WebKit test page over 20 s to start, and WebKit's hostile strings over the default
  // 120 s per file.
  testsStartTimeout: 60000,
  testsFinishTimeout: 300000,
  testFramework: { config: { timeout: 20000 } },
  // npm test (scripts/run-tests.mjs) reads the results from a file as well.
  reporters: [defaultReporter(), ...(process.env.WTR_RESULTS ? [testResultsReporter({ file: process.env.WTR_RESULTS })] : [])],
  middleware: [builtFiles, slowAnswers, lostAnswerProxy(() => sandbox.sandboxUrl())],
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    strictCspPlugin(),
    forcedColorsPlugin(),
    webdriverViewportPlugin(),
    accessibilityTreePlugin(),
    docsSnippetsPlugin(),
    clipboardPlugin(),
    sandbox,
  ],
};
