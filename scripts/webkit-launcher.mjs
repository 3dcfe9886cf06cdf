// WebKit for web-test-runner: WebKitGTK's MiniBrowser, driven through its WebDriver server
// (WebKitWebDriver) by @web/test-runner-webdriver. MiniBrowser needs an X display; where there
// is none (CI, a server) the launcher starts Xvfb on a free display number. It starts
// WebKitWebDriver on a free port, and stops both when the test run ends. Several test runs can
// share one machine: nothing here uses a fixed display or port. Each test file runs in a new
// WebKit, and one that stops answering fails its file alone (see stopSession).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
// SIGTERM, then SIGKILL after 5 s: the sandbox's stop suits any child process.
import { stopSandboxProcess as stopProcess } from '../sandbox/child-process.mjs';
// webdriverio is what @web/test-runner-webdriver drives the browser with.
import { Key } from 'webdriverio';

const START_TIMEOUT_MS = 30_000;
/**
 * How long a WebDriver command may go unanswered before webdriverio gives it up (its default is
 * 120 s, and the HTTP client's own limit, five minutes, is what once ended a run in CI).
 */
const COMMAND_TIMEOUT_MS = 45_000;
const NAVIGATION_ATTEMPTS = 2;

/** A port that was free a moment ago: the kernel picks it for a listener that closes at once. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves with what `ready` resolves to; rejects, killing `child`, when the child exits first
 * or START_TIMEOUT_MS pass. `ready` gets a signal that aborts when the wait is over.
 */
async function whenReady(child, what, ready) {
  const over = new AbortController();
  let onExit;
  let timer;
  const failed = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not start within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    onExit = (code) => reject(new Error(`${what} exited with code ${code} before it was ready`));
    child.once('exit', onExit);
  });
  try {
    return await Promise.race([ready(over.signal), failed]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    over.abort();
    clearTimeout(timer);
    child.off('exit', onExit);
  }
}

/**
 * Xvfb on the first free display number: `-displayfd` makes Xvfb choose it and write it to a
 * pipe once clients can connect. Resolves to `{ child, display }`, e.g. display `:3`.
 */
async function startXvfb(xvfb) {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await whenReady(
    child,
    'Xvfb',
    () =>
      new Promise((resolve) => {
        let written = '';
        child.stdio[3].setEncoding('utf8').on('data', (chunk) => {
          written += chunk;
          if (written.endsWith('\n')) resolve(`:${written.trim()}`);
        });
      }),
  );
  return { child, display };
}

/**
 * A GTK configuration folder for MiniBrowser. Its toolbar holds the window at least 447 px wide;
 * phones are 320 to 430 px wide. This stylesheet lets the toolbar's widgets shrink, so that the
 * window, and with it the page's viewport, can take a phone's width.
 */
function gtkConfigForPhoneWidths() {
  const dir = mkdtempSync(join(tmpdir(), 'booking-webkit-'));
  mkdirSync(join(dir, 'gtk-3.0'));
  writeFileSync(join(dir, 'gtk-3.0', 'gtk.css'), '* { min-width: 0; padding: 0; margin: 0; }\n');
  return dir;
}

/**
 * WebKitWebDriver on a free port of the loopback interface; resolves once it answers `/status`.
 * It leads a process group of its own, which holds the browser it starts (MiniBrowser and its
 * web and network processes): killing the group leaves none of them behind.
 */
async function startWebDriver(driver, env) {
  const port = await freePort();
  const child = spawn(driver, [`--port=${port}`, '--host=local'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
    detached: true,
  });
  await whenReady(child, 'WebKitWebDriver', async (over) => {
    while (!over.aborted) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/status`, { signal: over })).ok) return;
      } catch {
        // Not listening yet, or the wait is over.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  return { child, port };
}

/**
 * Kills the process group led by `child` (started with `detached: true`), the members that
 * outlived their leader too, and resolves once the leader has exited.
 */
function killGroup(child) {
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
  return exited;
}

/**
 * The WebDriver code of a key: a single character stands for itself, a name (`ArrowDown`,
 * `Shift`, `Meta`) goes through webdriverio's table, the one its own `keys()` uses.
 */
function webDriverKey(name) {
  if (name.length === 1) return name;
  const code = Key[name === 'Meta' ? 'Command' : name];
  if (!code) throw new Error(`WebDriver knows no key named "${name}"`);
  return code;
}

/**
 * The launcher web-test-runner calls `WebKit`. Besides what every WebDriver launcher does, it
 * sizes the window so that the page gets the viewport a test asks for (`setViewport`, see
 * `webdriverViewportPlugin`), and presses keys one after another — webdriverio's `keys()`
 * presses them all down before releasing any, and knows no chords.
 */
export class WebKitLauncher extends WebdriverLauncher {
  /**
   * @param {{ driver: string, miniBrowser: string, xvfb?: string, commandTimeoutMs?: number }} options
   *   `commandTimeoutMs`: how long a command may go unanswered (COMMAND_TIMEOUT_MS; shorter in the launcher's own test)
   */
  constructor({ driver, miniBrowser, xvfb, commandTimeoutMs = COMMAND_TIMEOUT_MS }) {
    super({
      hostname: '127.0.0.1',
      port: 0,
      logLevel: 'error',
      connectionRetryTimeout: commandTimeoutMs,
      // webdriverio repeats a command that timed out, three times by default, each into a
      // session that has stopped answering.
      connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        // Classic WebDriver: webdriverio 9 asks for WebDriver BiDi by default, which WebKitWebDriver turns down.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
        // A navigation returns once it has begun. Whether the page loads and starts its tests is
        // the test runner's to judge (its testsStartTimeout, per test file); waiting for the load
        // event here only added WebKitWebDriver's own misses (see startSession).
        pageLoadStrategy: 'none',
      },
    });
    this.paths = { driver, xvfb };
    /** Xvfb, when the launcher started it. */
    this.display = undefined;
    /** WebKitWebDriver, the leader of the browser's process group; none between test files. */
    this.webDriver = undefined;
    /** Opening and closing test pages, one at a time (see `serially`). */
    this.queue = Promise.resolve();
    /** Set while a session opens: a `stop()` the base class calls when that fails is not the run's end. */
    this.opening = false;
    this.killOnExit = () => {
      if (this.webDriver) killGroup(this.webDriver);
      this.display?.kill('SIGKILL');
    };
    // The WebDriver server leads a process group of its own, which a signal to the test run's
    // group does not reach: a stopped run (SIGTERM, SIGINT) takes its browser with it.
    this.killOnSignal = (signal) => {
      this.killOnExit();
      // Then what the signal does without this listener, unless the run handles it itself.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
  }

  async initialize(config) {
    await super.initialize(config);
    this.name = 'WebKit';
    process.once('exit', this.killOnExit);
    for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, this.killOnSignal);
    let display = process.env.DISPLAY;
    if (!display) {
      if (!this.paths.xvfb) throw new Error('WebKit needs an X display: set DISPLAY, or install Xvfb (apt-get install -y xvfb)');
      const xvfb = await startXvfb(this.paths.xvfb);
      this.display = xvfb.child;
      display = xvfb.display;
    }
    this.gtkConfig = gtkConfigForPhoneWidths();
    this.webDriverEnv = { DISPLAY: display, XDG_CONFIG_HOME: this.gtkConfig };
  }

  /**
   * Runs `step` after the steps before it have settled. web-test-runner may open the next test
   * page while the last one is still closing (when opening took longer than its start timeout):
   * two steps at once would end each other's browser.
   */
  serially(step) {
    const run = this.queue.then(step, step);
    this.queue = run.catch(() => {});
    return run;
  }

  /**
   * Kills the WebDriver server with its browser and forgets its session, without asking the
   * server to end it (a browser that stopped answering would make that wait out a command
   * timeout). The next test page starts a new server and browser.
   */
  async endBrowser() {
    clearInterval(this.pendingHeartbeat);
    this.driver = undefined;
    this.driverManager = undefined;
    // A session that failed to open leaves its rejected promise here, which the base class would
    // hand to every later page.
    this.__managerPromise = undefined;
    if (this.webDriver) await killGroup(this.webDriver);
    this.webDriver = undefined;
  }

  /** The session starts with the viewport Chromium and Firefox start with, 800 × 600. */
  async createDriverManager() {
    this.opening = true;
    try {
      const manager = await super.createDriverManager();
      await this.setViewport({ width: 800, height: 600 });
      return manager;
    } finally {
      this.opening = false;
    }
  }

  /**
   * Opens a test page, in a new WebDriver server and browser. The base class starts the
   * navigation without awaiting or catching it, so a navigation that failed was an unhandled
   * rejection, which stops the whole test run. Under the `normal` page-load strategy
   * WebKitWebDriver twice left a navigation unanswered in CI, once for five minutes, once past a
   * 20 s page-load limit while the page had loaded and was running its tests. With `none` the
   * command returns at once; here it is awaited. Should starting the server, opening the session
   * or the navigation fail, the browser is ended and the page opened in a new one; a second
   * failure fails this test file, reported by web-test-runner, and the run goes on.
   */
  startSession(id, url) {
    return this.serially(async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          if (!this.webDriver) {
            const { child, port } = await startWebDriver(this.paths.driver, this.webDriverEnv);
            this.webDriver = child;
            this.options.port = port;
          }
          await this.ensureManagerInitialized();
          return await this.driverManager.startSession(id, url);
        } catch (error) {
          console.warn(`WebKit: a test page could not be opened (${error.message}); starting a new WebKit.`);
          await this.endBrowser();
          if (attempt === NAVIGATION_ATTEMPTS) throw error;
        }
      }
    });
  }

  /**
   * Collects a test file's results, then ends its browser: each test file runs in a browser of
   * its own, so that no file's state weighs on the next (a new session in the same WebDriver
   * server did not always start, its POST unanswered, so the server goes too). When WebKit does
   * not answer (its web process hung or died: seen in CI, where every later test file then waited
   * out its start and command timeouts, an hour in all), the file fails with the error, the next
   * one runs in a new browser all the same, and npm test runs the file once more
   * (scripts/run-tests.mjs). The hang seen so far: WebKitGTK's web process spins for good when a
   * frame is removed while one of its modules waits on a fetch in a top-level await (the demo's
   * event log did, test/e2e/demo-pages.test.ts).
   */
  stopSession(id) {
    return this.serially(async () => {
      try {
        return await super.stopSession(id);
      } catch (error) {
        console.warn(`WebKit did not answer (${error.message}); the next test file runs in a new WebKit.`);
        throw error;
      } finally {
        await this.endBrowser();
      }
    });
  }

  async stop() {
    // The base class stops a session that failed to open: the run goes on (see startSession).
    const openingFailed = this.opening;
    await super.stop();
    if (openingFailed) return;
    // The WebDriver server first (it closes its browser; what it left behind goes with its
    // group), then the display.
    if (this.webDriver) {
      await stopProcess(this.webDriver);
      await killGroup(this.webDriver);
    }
    if (this.display) await stopProcess(this.display);
    this.webDriver = this.display = undefined;
    process.off('exit', this.killOnExit);
    for (const signal of ['SIGTERM', 'SIGINT']) process.off(signal, this.killOnSignal);
    if (this.gtkConfig) rmSync(this.gtkConfig, { recursive: true, force: true });
  }

  /** @param {string[]} keys single characters, key names (`Tab`) or chords (`Shift+Tab`) */
  async sendKeys(_sessionId, keys) {
    const actions = [];
    for (const key of keys) {
      const [main, ...held] = (key.length > 1 ? key.split('+') : [key]).map(webDriverKey).reverse();
      for (const value of held.toReversed()) actions.push({ type: 'keyDown', value });
      actions.push({ type: 'keyDown', value: main }, { type: 'keyUp', value: main });
      for (const value of held) actions.push({ type: 'keyUp', value });
    }
    await this.driver.performActions([{ type: 'key', id: 'keyboard', actions }]);
    await this.driver.releaseActions();
  }

  /** Resizes the window until the page's viewport is `width` × `height` CSS pixels. */
  async setViewport({ width, height }) {
    const inner = () => this.driver.execute(() => [globalThis.innerWidth, globalThis.innerHeight]);
    const settled = () => new Promise((resolve) => setTimeout(resolve, 100));
    for (let attempt = 0; attempt < 5; attempt++) {
      const [innerWidth, innerHeight] = await inner();
      if (innerWidth === width && innerHeight === height) {
        // A resized window may still take a late size from the X server (a CI run once found
        // 120 px of height in a test that had been given 360): the size must hold a moment too.
        await settled();
        const [heldWidth, heldHeight] = await inner();
        if (heldWidth === width && heldHeight === height) return;
        continue;
      }
      const { width: outerWidth, height: outerHeight } = await this.driver.getWindowRect();
      // WebDriver takes whole, positive sizes ("Invalid width value" otherwise, seen once in CI).
      // A size that would not be positive means the new window is still settling: read it again.
      const size = [outerWidth + width - innerWidth, outerHeight + height - innerHeight].map(Math.round);
      if (size.some((value) => !(value > 0))) {
        await settled();
        continue;
      }
      await this.driver.setWindowRect(null, null, ...size);
    }
    const [innerWidth, innerHeight] = await inner();
    if (innerWidth !== width || innerHeight !== height) {
      throw new Error(`WebKit's viewport is ${innerWidth}×${innerHeight}, not the ${width}×${height} asked for`);
    }
  }
}

/**
 * `setViewport` of @web/test-runner-commands for WebDriver sessions, which that package leaves
 * out. Its own plugin runs first and throws for them, so this answers a command of its own,
 * `set-window-viewport`, that test/support/browser.ts sends to WebKit.
 */
export function webdriverViewportPlugin() {
  return {
    name: 'webdriver-viewport-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'set-window-viewport') return undefined;
      if (typeof session.browser.setViewport !== 'function') {
        throw new Error(`set-window-viewport needs a launcher with setViewport(), not ${session.browser.name}`);
      }
      await session.browser.setViewport(payload);
      return true;
    },
  };
}
