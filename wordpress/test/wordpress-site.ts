/**
 * A real WordPress for the plugin's tests, from Debian's packages, private to one run: its own
 * MariaDB (data folder and socket in a temporary folder, no TCP port), its own `wp-content`
 * (plugins, uploads), its own Debian config file (`/etc/wordpress/config-<name>.php`, chosen per
 * run through `WORDPRESS_CONFIG`) and PHP's built-in server on a free loopback port. Several
 * runs, and the other browser tests, can share the machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { missingWordPressRequirements, THEME_DIR, WORDPRESS_DIR } from './requirements.mjs';

const CONFIG_DIR = '/etc/wordpress';
const START_TIMEOUT_MS = 30_000;

export const ADMIN = { user: 'admin', password: 'admin-password-for-tests', email: 'admin@example.com' };
export const EDITOR = { user: 'editor', password: 'editor-password-for-tests', email: 'editor@example.com' };

/** Throws one clear message naming everything missing and how to install it. */
function checkRequirements(): void {
  const missing = missingWordPressRequirements();
  if (missing) throw new Error(missing);
  try {
    const probe = join(CONFIG_DIR, `.booking-widget-write-test-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch {
    throw new Error(`The WordPress test writes its site's config file into ${CONFIG_DIR}: run it as root (or make that folder writable).`);
  }
}

export interface WordPressSite {
  url: string;
  /** The PHP error log (`WP_DEBUG_LOG`). */
  debugLog: string;
  /** `wp-content`: plugins are installed into `plugins/` here. */
  contentDir: string;
  /** Runs PHP with WordPress loaded (as the CLI, no user) and returns its standard output. */
  php(code: string): string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves when `child` printed a line matching `ready` on stdout or stderr. */
function waitForOutput(child: ChildProcess, ready: RegExp, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(`${what} did not start within ${START_TIMEOUT_MS} ms:\n${output}`), START_TIMEOUT_MS);
    const onExit = (code: number | null) => fail(`${what} exited with code ${code}:\n${output}`);
    function fail(message: string) {
      clearTimeout(timer);
      signalGroup(child, 'SIGKILL');
      reject(new Error(message));
    }
    function onData(chunk: Buffer) {
      output += chunk.toString();
      if (!ready.test(output)) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve();
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Signals the process group of a child started `detached` (PHP's server forks its workers). */
function signalGroup(child: ChildProcess | undefined, signal: NodeJS.Signals): void {
  try {
    if (child?.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the child's whole group, SIGKILL if it has not exited after 10 s. */
function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      // Workers of PHP's server outlive their parent unless told too.
      signalGroup(child, 'SIGKILL');
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

/** A private MariaDB listening on a socket only. */
async function startDatabase(dir: string): Promise<{ child: ChildProcess; socket: string }> {
  const dataDir = join(dir, 'mysql');
  const socket = join(dir, 'mysql.sock');
  // As root, mariadbd has to be told to stay root; as anyone else it runs as them.
  const user = `--user=${userInfo().username}`;
  const install = spawnSync(
    'mariadb-install-db',
    ['--no-defaults', `--datadir=${dataDir}`, user, '--auth-root-authentication-method=normal', '--skip-test-db'],
    { encoding: 'utf8' },
  );
  if (install.status !== 0) throw new Error(`mariadb-install-db failed:\n${install.stdout}${install.stderr}`);
  const child = spawn(
    'mariadbd',
    ['--no-defaults', `--datadir=${dataDir}`, `--socket=${socket}`, '--skip-networking', user, `--pid-file=${join(dir, 'mysql.pid')}`],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  await waitForOutput(child, /ready for connections/, 'MariaDB');
  child.stdout?.resume();
  child.stderr?.resume();
  const create = spawnSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress'], { encoding: 'utf8' });
  if (create.status !== 0) throw new Error(`Creating the database failed: ${create.stderr}`);
  return { child, socket };
}

/**
 * The web root: Debian's WordPress files, linked, with this run's `wp-content` in place of the
 * shared one, so that the built-in server serves the plugin's own files from it.
 */
function webRoot(dir: string, contentDir: string): string {
  const root = join(dir, 'www');
  mkdirSync(root);
  for (const entry of readdirSync(WORDPRESS_DIR)) {
    if (entry !== 'wp-content') symlinkSync(join(WORDPRESS_DIR, entry), join(root, entry));
  }
  symlinkSync(contentDir, join(root, 'wp-content'));
  return root;
}

export async function startWordPress(): Promise<WordPressSite> {
  checkRequirements();
  const dir = mkdtempSync(join(tmpdir(), 'booking-widget-wordpress-'));
  const configName = `booking-widget-test-${randomBytes(6).toString('hex')}`;
  const configFile = join(CONFIG_DIR, `config-${configName}.php`);
  const contentDir = join(dir, 'wp-content');
  const debugLog = join(dir, 'debug.log');
  let database: { child: ChildProcess; socket: string } | undefined;
  let server: ChildProcess | undefined;

  const close = async () => {
    await stop(server);
    await stop(database?.child);
    rmSync(configFile, { force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  const killOnExit = () => {
    signalGroup(server, 'SIGKILL');
    signalGroup(database?.child, 'SIGKILL');
    rmSync(configFile, { force: true });
  };
  process.once('exit', killOnExit);

  try {
    mkdirSync(join(contentDir, 'plugins'), { recursive: true });
    mkdirSync(join(contentDir, 'themes'));
    symlinkSync(THEME_DIR, join(contentDir, 'themes', 'twentytwentythree'));
    database = await startDatabase(dir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;

    writeFileSync(
      configFile,
      `<?php
// The booking widget's WordPress test (${dir}); removed when the test ends.
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', ${JSON.stringify(`localhost:${database.socket}`)});
define('WP_CONTENT_DIR', ${JSON.stringify(contentDir)});
define('WP_HOME', ${JSON.stringify(url)});
define('WP_SITEURL', ${JSON.stringify(url)});
define('WP_DEBUG', true);
define('WP_DEBUG_LOG', ${JSON.stringify(debugLog)});
define('WP_DEBUG_DISPLAY', false);
define('SCRIPT_DEBUG', false);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('FS_METHOD', 'direct');
`,
    );
    // Every request of the built-in server reads this run's config file.
    const prepend = join(dir, 'config-name.php');
    writeFileSync(prepend, `<?php $_SERVER['WORDPRESS_CONFIG'] = ${JSON.stringify(configName)};\n`);

    const php = (code: string): string => {
      const script = join(dir, `cli-${randomBytes(4).toString('hex')}.php`);
      writeFileSync(
        script,
        `<?php
$_SERVER['WORDPRESS_CONFIG'] = ${JSON.stringify(configName)};
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
$_SERVER['REQUEST_URI'] = '/';
${code}
`,
      );
      const result = spawnSync('php', [script], { encoding: 'utf8' });
      rmSync(script);
      if (result.status !== 0) throw new Error(`PHP failed (${result.status}):\n${result.stdout}${result.stderr}`);
      return result.stdout;
    };

    php(`
define('WP_INSTALLING', true);
require '${WORDPRESS_DIR}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
// wp_install mails the administrator; there is no mail here, and no need.
add_filter('pre_wp_mail', '__return_false');
wp_install('Booking test site', ${JSON.stringify(ADMIN.user)}, ${JSON.stringify(ADMIN.email)}, true, '', ${JSON.stringify(ADMIN.password)});
wp_insert_user(array('user_login' => ${JSON.stringify(EDITOR.user)}, 'user_pass' => ${JSON.stringify(EDITOR.password)}, 'user_email' => ${JSON.stringify(EDITOR.email)}, 'role' => 'editor'));
// The block editor's welcome guide would cover the page on the first visit.
foreach (get_users() as $user) {
  update_user_meta($user->ID, $wpdb->get_blog_prefix() . 'persisted_preferences', array('core/edit-post' => array('welcomeGuide' => false), '_modified' => gmdate('c')));
}
`);

    server = spawn('php', ['-d', `auto_prepend_file=${prepend}`, '-S', `127.0.0.1:${port}`, '-t', webRoot(dir, contentDir)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      detached: true,
    });
    await waitForOutput(server, /Development Server .* started/, "PHP's built-in server");
    server.stdout?.resume();
    server.stderr?.resume();

    return {
      url,
      debugLog,
      contentDir,
      php: (code) => php(`require '${WORDPRESS_DIR}/wp-load.php';\n${code}`),
      async close() {
        process.off('exit', killOnExit);
        await close();
      },
    };
  } catch (error) {
    process.off('exit', killOnExit);
    await close();
    throw error;
  }
}

/** The PHP log's messages (notices, warnings, errors) whose file is under `folder`. */
export function phpMessagesFrom(debugLog: string, folder: string): string[] {
  if (!existsSync(debugLog)) return [];
  return readFileSync(debugLog, 'utf8')
    .split(/\n(?=\[\d{2}-\w{3}-\d{4} )/)
    .filter((entry) => /PHP (Fatal error|Parse error|Warning|Notice|Deprecated|Strict Standards|Recoverable fatal error)/.test(entry))
    .filter((entry) => entry.includes(folder));
}
