/**
 * A real WordPress for the plugin's tests, private to one run: Debian's 6.1 with its own
 * MariaDB (data folder and socket in a temporary folder, no TCP port) and its own Debian config
 * file (`/etc/wordpress/config-<name>.php`, chosen per run through `WORDPRESS_CONFIG`), or the
 * current build (current-wordpress.ts) on SQLite with its config file in the run's folder; each
 * with its own `wp-content` (plugins, uploads) and PHP's built-in server on a free loopback port.
 * Several runs, and the other browser tests, can share the machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { currentWordPress, WORDPRESS_BUILDS } from './current-wordpress.js';
import { CLASSIC_THEME_DIR, missingWordPressRequirements, THEME_DIR, WORDPRESS_DIR } from './requirements.mjs';

const CONFIG_DIR = '/etc/wordpress';
const START_TIMEOUT_MS = 30_000;

/**
 * A classic theme, in both WordPresses from Debian's package (the current build's copies of the
 * older themes hold only their styles and images, no PHP): it renders the content after the head
 * and prints scripts, script modules too, in the footer. The site's theme stays the block theme;
 * a test switches to this one with `switch_theme`.
 */
export const CLASSIC_THEME = 'twentytwentyone';

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
    throw new Error(
      `The WordPress test writes its site's config file into ${CONFIG_DIR}: run it as root (or make that folder writable).`,
    );
  }
}

export interface WordPressSite {
  url: string;
  /** WordPress's `$wp_version`. */
  version: string;
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
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      '--skip-networking',
      user,
      `--pid-file=${join(dir, 'mysql.pid')}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  await waitForOutput(child, /ready for connections/, 'MariaDB');
  child.stdout?.resume();
  child.stderr?.resume();
  const create = spawnSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress'], {
    encoding: 'utf8',
  });
  if (create.status !== 0) throw new Error(`Creating the database failed: ${create.stderr}`);
  return { child, socket };
}

/**
 * The web root: the WordPress files, linked, with this run's `wp-content` in place of the shared
 * one, so that the built-in server serves the plugin's own files from it.
 */
function webRoot(dir: string, wordpressDir: string, contentDir: string): string {
  const root = join(dir, 'www');
  mkdirSync(root);
  for (const entry of readdirSync(wordpressDir)) {
    if (entry !== 'wp-content') symlinkSync(join(wordpressDir, entry), join(root, entry));
  }
  symlinkSync(contentDir, join(root, 'wp-content'));
  return root;
}

/** Which WordPress a run uses: Debian's package (6.1, MariaDB) or the current build (SQLite). */
export type WordPressFlavor = 'debian' | 'current';

/** How one flavor is laid out for a run: where WordPress is, its config file and its database. */
interface Flavor {
  wordpressDir: string;
  version: string;
  /** Sets `$_SERVER[...]` so that WordPress reads this run's config file (PHP code). */
  selectConfig: string;
  configFile: string;
  /** The config's database lines. */
  databaseConfig: string;
  database?: { child: ChildProcess; socket: string };
}

async function debianFlavor(dir: string, contentDir: string): Promise<Flavor> {
  checkRequirements();
  symlinkSync(THEME_DIR, join(contentDir, 'themes', 'twentytwentythree'));
  symlinkSync(CLASSIC_THEME_DIR, join(contentDir, 'themes', CLASSIC_THEME));
  const configName = `booking-widget-test-${randomBytes(6).toString('hex')}`;
  const database = await startDatabase(dir);
  const versionFile = readFileSync(join(WORDPRESS_DIR, 'wp-includes', 'version.php'), 'utf8');
  return {
    wordpressDir: WORDPRESS_DIR,
    version: /\$wp_version = '([^']+)'/.exec(versionFile)?.[1] ?? 'unknown',
    // Debian's wp-config.php reads /etc/wordpress/config-<WORDPRESS_CONFIG>.php.
    selectConfig: `$_SERVER['WORDPRESS_CONFIG'] = ${JSON.stringify(configName)};`,
    configFile: join(CONFIG_DIR, `config-${configName}.php`),
    databaseConfig: `define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', ${JSON.stringify(`localhost:${database.socket}`)});`,
    database,
  };
}

function currentFlavor(dir: string, contentDir: string): Flavor {
  const current = currentWordPress();
  console.log(
    current.preparedInMs
      ? `# WordPress ${current.version}: ${WORDPRESS_BUILDS} fetched and unpacked in ${(current.preparedInMs / 1000).toFixed(1)} s`
      : `# WordPress ${current.version}: from the cache`,
  );
  symlinkSync(
    join(current.wordpressDir, 'wp-content', 'themes', 'twentytwentyfour'),
    join(contentDir, 'themes', 'twentytwentyfour'),
  );
  if (!existsSync(CLASSIC_THEME_DIR)) throw new Error(missingWordPressRequirements());
  symlinkSync(CLASSIC_THEME_DIR, join(contentDir, 'themes', CLASSIC_THEME));
  symlinkSync(current.sqliteDir, join(contentDir, 'plugins', 'sqlite-database-integration'));
  // The integration's database drop-in, as its plugin installs it.
  const dropIn = readFileSync(join(current.sqliteDir, 'db.copy'), 'utf8')
    .replaceAll('{SQLITE_IMPLEMENTATION_FOLDER_PATH}', current.sqliteDir)
    .replaceAll('{SQLITE_PLUGIN}', 'sqlite-database-integration/load.php');
  writeFileSync(join(contentDir, 'db.php'), dropIn);
  mkdirSync(join(dir, 'database'));
  return {
    wordpressDir: current.wordpressDir,
    version: current.version,
    selectConfig: `$_SERVER['BOOKING_WIDGET_WP_CONFIG'] = ${JSON.stringify(join(dir, 'wp-config-run.php'))};`,
    configFile: join(dir, 'wp-config-run.php'),
    databaseConfig: `define('DB_NAME', 'wordpress');
define('DB_USER', '');
define('DB_PASSWORD', '');
define('DB_HOST', '');
define('DB_DIR', ${JSON.stringify(join(dir, 'database'))});
define('DB_FILE', 'wordpress.sqlite');
$table_prefix = 'wp_';`,
  };
}

export async function startWordPress({ flavor }: { flavor: WordPressFlavor }): Promise<WordPressSite> {
  const dir = mkdtempSync(join(tmpdir(), 'booking-widget-wordpress-'));
  const contentDir = join(dir, 'wp-content');
  const debugLog = join(dir, 'debug.log');
  let setup: Flavor | undefined;
  let server: ChildProcess | undefined;

  const close = async () => {
    await stop(server);
    await stop(setup?.database?.child);
    if (setup) rmSync(setup.configFile, { force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  const killOnExit = () => {
    signalGroup(server, 'SIGKILL');
    signalGroup(setup?.database?.child, 'SIGKILL');
    if (setup) rmSync(setup.configFile, { force: true });
  };
  process.once('exit', killOnExit);

  try {
    mkdirSync(join(contentDir, 'plugins'), { recursive: true });
    mkdirSync(join(contentDir, 'themes'));
    setup = flavor === 'debian' ? await debianFlavor(dir, contentDir) : currentFlavor(dir, contentDir);
    const { wordpressDir, selectConfig } = setup;
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;

    writeFileSync(
      setup.configFile,
      `<?php
// The booking widget's WordPress test (${dir}); removed when the test ends.
${setup.databaseConfig}
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
    writeFileSync(prepend, `<?php ${selectConfig}\n`);

    const php = (code: string): string => {
      const script = join(dir, `cli-${randomBytes(4).toString('hex')}.php`);
      writeFileSync(
        script,
        `<?php
${selectConfig}
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
require '${wordpressDir}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
// wp_install mails the administrator; there is no mail here, and no need.
add_filter('pre_wp_mail', '__return_false');
wp_install('Booking test site', ${JSON.stringify(ADMIN.user)}, ${JSON.stringify(ADMIN.email)}, true, '', ${JSON.stringify(ADMIN.password)});
wp_insert_user(array('user_login' => ${JSON.stringify(EDITOR.user)}, 'user_pass' => ${JSON.stringify(EDITOR.password)}, 'user_email' => ${JSON.stringify(EDITOR.email)}, 'role' => 'editor'));
// The block editor's welcome guide and its pattern chooser would cover the page on the first visit.
foreach (get_users() as $user) {
  update_user_meta($user->ID, $wpdb->get_blog_prefix() . 'persisted_preferences', array('core/edit-post' => array('welcomeGuide' => false), 'core' => array('enableChoosePatternModal' => false), '_modified' => gmdate('c')));
}
`);

    server = spawn(
      'php',
      ['-d', `auto_prepend_file=${prepend}`, '-S', `127.0.0.1:${port}`, '-t', webRoot(dir, wordpressDir, contentDir)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
        detached: true,
      },
    );
    await waitForOutput(server, /Development Server .* started/, "PHP's built-in server");
    server.stdout?.resume();
    server.stderr?.resume();

    return {
      url,
      version: setup.version,
      debugLog,
      contentDir,
      php: (code) => php(`require '${wordpressDir}/wp-load.php';\n${code}`),
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
    .filter((entry) =>
      /PHP (Fatal error|Parse error|Warning|Notice|Deprecated|Strict Standards|Recoverable fatal error)/.test(entry),
    )
    .filter((entry) => entry.includes(folder));
}
