// The example applications: how each is built for a given booking platform address, and how it
// is served once built (a static host, or the framework's own server where it renders on a server).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serveStatic } from './static-server.mjs';

export const EXAMPLES_DIR = join(import.meta.dirname, '..');

/** A Vite application, which reads the platform's address from `VITE_BOOKING_BASE_URL`. */
const viteApp = (name) => ({
  name,
  env: (url) => ({ VITE_BOOKING_BASE_URL: url }),
  output: 'dist',
  modeControl: true,
  keepsListenerOnRemovedElement: true,
});

/**
 * name: the folder under examples/. env: how the platform's address reaches the build.
 * output: the folder a static host serves. server: a command serving the app instead.
 * ssr: the booking page's server HTML carries the element with its attributes.
 * modeControl: the page has a "Show the calendar" control whose state sets the element's `mode`.
 * keepsListenerOnRemovedElement: the framework leaves its `booking-success` listener on the element
 * it removed (it adds it with the element and removes it only when the binding changes); harmless,
 * because a removed widget aborts its request and fires nothing, and the listener goes with the
 * element. The others remove it: Angular when it destroys the view, Next.js's example in its
 * effect's cleanup, Astro's before the router swaps the page.
 */
export const APPS = [
  viteApp('react'),
  viteApp('vue'),
  viteApp('svelte'),
  // Angular's builder takes no variables from the environment: a global constant, `--define`d.
  {
    name: 'angular',
    args: (url) => ['--', '--define', `BOOKING_BASE_URL=${JSON.stringify(url)}`],
    env: () => ({ NG_CLI_ANALYTICS: 'false' }),
    output: 'dist/browser',
    modeControl: true,
  },
  // A static page per route: `mode` is written into the HTML, the page has no state to change it.
  { name: 'astro', env: (url) => ({ PUBLIC_BOOKING_BASE_URL: url }), output: 'dist', ssr: true },
  {
    name: 'next',
    env: (url) => ({ NEXT_PUBLIC_BOOKING_BASE_URL: url }),
    server: 'next',
    ssr: true,
    modeControl: true,
  },
];

/** Runs `command` in `cwd`; resolves with its output, rejects with it when the command fails. */
export function run(command, args, { cwd, env = {} }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** Builds one example against the sandbox at `baseUrl`. */
export function buildApp(app, baseUrl) {
  const args = ['run', 'build', ...(app.args?.(baseUrl) ?? [])];
  return run('npm', args, { cwd: join(EXAMPLES_DIR, app.name), env: { ...app.env?.(baseUrl), NEXT_TELEMETRY_DISABLED: '1' } });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** `next start` on a free port, once it answers. */
async function startNext(dir) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(EXAMPLES_DIR, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`next start exited with ${code}`)));
    child.stdout.setEncoding('utf8').on('data', (line) => {
      if (/Ready in|✓ Ready/.test(line)) resolve();
    });
  });
  child.stdout.resume();
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Serves a built example; resolves to `{ url, close }`. */
export function serveApp(app) {
  const dir = join(EXAMPLES_DIR, app.name);
  if (app.server === 'next') return startNext(dir);
  return serveStatic(join(dir, app.output), { spaFallback: !app.ssr });
}
