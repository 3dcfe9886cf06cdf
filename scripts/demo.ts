// `npm run demo`: the sandbox and the demo pages, on two ports, so the widget talks to the
// booking interface cross-origin exactly as it does on a customer's site. See README.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createGuardedServer, renderTextError, sendError } from '../sandbox/guarded-http.mjs';
import type { Sandbox } from '../sandbox/server.js';

const HOST = '127.0.0.1';
const ROOT = resolve(import.meta.dirname, '..');
const DEMO_DIR = join(ROOT, 'demo');
const SANDBOX_URL_PLACEHOLDER = /%SANDBOX_URL%/g;
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface DemoOptions {
  /** 0 picks a free port; a taken port falls back to a free one. */
  port: number;
  sandboxPort: number;
  /** The sandbox's SQLite file; ':memory:' for a database that lives as long as the demo. */
  dbPath: string;
  /** A sandbox already running elsewhere; none is started then. */
  sandboxUrl?: string;
  /** Where the sandbox's lines (its SMS outbox among them) go. */
  log?: (line: string) => void;
}

export interface RunningDemo {
  pagesUrl: string;
  sandboxUrl: string;
  close(): Promise<void>;
}

function newestModification(dir: string): number {
  return readdirSync(dir, { recursive: true })
    .map((file) => statSync(join(dir, String(file))).mtimeMs)
    .reduce((a, b) => Math.max(a, b), 0);
}

/** Builds when dist/ is missing or older than the sources, so a fresh clone just works. */
function buildIfStale(): void {
  const built = ['dist/booking-widget.iife.js', 'custom-elements.json'].map((f) => join(ROOT, f));
  const builtAt = built.every(existsSync) ? Math.min(...built.map((f) => statSync(f).mtimeMs)) : 0;
  if (builtAt <= newestModification(join(ROOT, 'src'))) {
    console.log('Building the widget…');
    const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The build failed; see the messages above.');
  }
  buildConfiguratorIfStale();
}

/** The configurator page's script (docs/configurator.md), built when older than its sources or the widget. */
function buildConfiguratorIfStale(): void {
  const built = join(ROOT, 'dist-configurator', 'booking-configurator.js');
  const sources = Math.max(newestModification(join(ROOT, 'configurator')), newestModification(join(ROOT, 'src')));
  if (existsSync(built) && statSync(built).mtimeMs > sources) return;
  console.log('Building the configurator…');
  const result = spawnSync('node', ['scripts/build-configurator.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The configurator’s build failed; see the messages above.');
}

// Every answer of the page server: the browser never guesses a type the server did not send.
const PAGE_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** Folders of URLs served from a build rather than from demo/: the widget's files and the configurator's. */
const BUILT_FOLDERS: [prefix: string, dir: string][] = [
  ['/dist/', join(ROOT, 'dist')],
  ['/configurator/', join(ROOT, 'dist-configurator')],
];

/** The file a page URL names, or undefined when it points outside what the demo serves. */
function fileFor(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined; // Malformed percent-encoding (`/%ff`) names no file.
  }
  const path = normalize(decoded);
  if (path === '/' || path === sep) return join(DEMO_DIR, 'index.html');
  if (path === '/custom-elements.json') return join(ROOT, 'custom-elements.json');
  const built = BUILT_FOLDERS.find(([prefix]) => path.startsWith(prefix));
  const [base, rest] = built ? [built[1], path.slice(built[0].length)] : [DEMO_DIR, path.slice(1)];
  const file = resolve(base, rest);
  return file.startsWith(base + sep) ? file : undefined;
}

/** The demo pages on `port` (0: a free one), with `sandboxUrl` written into each page. */
export function startPageServer(port: number, sandboxUrl: string): Promise<Server> {
  // Pages are only read: any other method gets 405 from the guard, as does a request it cannot parse its 400.
  const server = createGuardedServer(
    ({ res, url }) => {
      const file = fileFor(url.pathname);
      if (!file || !existsSync(file) || !statSync(file).isFile()) {
        return sendError(res, renderTextError, { status: 404, message: 'Not found' });
      }
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      let body: string | Buffer = readFileSync(file);
      if (extname(file) === '.html') body = body.toString('utf8').replace(SANDBOX_URL_PLACEHOLDER, sandboxUrl);
      res.writeHead(200, { ...PAGE_HEADERS, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) }).end(body);
    },
    {
      methods: ['GET', 'HEAD'],
      renderError: renderTextError,
      onError: (error, req) =>
        console.error(`demo pages: ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`),
    },
  );
  return listen(server, port);
}

/** Listens on `port`, or on a free port when that one is taken. */
function listen(server: Server, port: number): Promise<Server> {
  return new Promise((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE' || port === 0) return reject(error);
      console.log(`Port ${port} is taken; the pages use a free port instead.`);
      server.listen(0, HOST, () => resolveListen(server));
    });
    server.listen(port, HOST, () => resolveListen(server));
  });
}

async function startLocalSandbox(options: DemoOptions): Promise<Sandbox> {
  // Loaded only here: against an external sandbox (--sandbox-url) better-sqlite3 is never loaded.
  const { startSandbox } = await import('../sandbox/server.js');
  const { dbPath, log = (line: string) => console.log(`[sandbox] ${line}`) } = options;
  try {
    return await startSandbox({ port: options.sandboxPort, dbPath, host: HOST, log });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.log(`Port ${options.sandboxPort} is taken; the sandbox uses a free port instead.`);
    return startSandbox({ port: 0, dbPath, host: HOST, log });
  }
}

/** Builds the widget when stale, then starts the sandbox (unless one is given) and the pages. */
export async function startDemo(options: DemoOptions): Promise<RunningDemo> {
  buildIfStale();
  const sandbox = options.sandboxUrl ? undefined : await startLocalSandbox(options);
  const sandboxUrl = (options.sandboxUrl ?? sandbox!.url).replace(/\/+$/, '');
  const pages = await startPageServer(options.port, sandboxUrl);
  return {
    pagesUrl: `http://${HOST}:${(pages.address() as AddressInfo).port}/`,
    sandboxUrl,
    async close() {
      pages.closeAllConnections();
      await Promise.all([new Promise((done) => pages.close(done)), sandbox?.close()]);
    },
  };
}

async function main(): Promise<void> {
  const { values: options } = parseArgs({
    options: {
      port: { type: 'string', default: '8080' },
      'sandbox-port': { type: 'string', default: '8081' },
      db: { type: 'string', default: join(ROOT, '.sandbox-data', 'demo.sqlite') },
      'sandbox-url': { type: 'string' },
    },
  });
  const demo = await startDemo({
    port: Number(options.port),
    sandboxPort: Number(options['sandbox-port']),
    dbPath: options.db,
    sandboxUrl: options['sandbox-url'],
  });
  const { pagesUrl, sandboxUrl } = demo;

  console.log('');
  console.log(`  Demo pages:  ${pagesUrl}`);
  console.log(`  Sandbox:     ${sandboxUrl}   (api keys: demo-salon, demo-clinic, demo-studio, demo-gallery)`);
  console.log('');
  console.log('  SMS codes the sandbox "sends" are printed here. Ctrl-C stops both servers.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await demo.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(`demo: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
