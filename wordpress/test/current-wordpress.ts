/**
 * A current WordPress for the plugin's test, beside Debian's 6.1: the newest build in
 * `@wp-playground/wordpress-builds` (wp-nightly.zip, 6.7-alpha) with the SQLite Database
 * Integration from the same package, so Debian's PHP (php-cli, php-sqlite3) runs it without
 * MariaDB. The package (about 160 MB) is fetched here, in the WordPress test only, with
 * `npm pack` into ~/.cache/booking-widget/wordpress-builds (`BOOKING_WIDGET_CACHE` moves it), and
 * unpacked once: later runs reuse both.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const WORDPRESS_BUILDS = '@wp-playground/wordpress-builds@0.9.19';
const TARBALL = 'wp-playground-wordpress-builds-0.9.19.tgz';
const CACHE = join(process.env.BOOKING_WIDGET_CACHE ?? join(homedir(), '.cache', 'booking-widget'), 'wordpress-builds');

export interface CurrentWordPress {
  /** The WordPress folder (ABSPATH); its wp-config.php reads each run's own config file. */
  wordpressDir: string;
  /** The SQLite Database Integration plugin's folder. */
  sqliteDir: string;
  /** `$wp_version` of the build, e.g. `6.7-alpha-58716`. */
  version: string;
  /** Milliseconds spent fetching and unpacking in this call (0 when the cache had it). */
  preparedInMs: number;
}

/** The wp-config.php of the cached WordPress: each run names its own file (see wordpress-site.ts). */
const WP_CONFIG = `<?php
// The booking widget's WordPress test: each run names its config file, which defines the
// database, WP_CONTENT_DIR and the debug log, in $_SERVER['BOOKING_WIDGET_WP_CONFIG'].
require $_SERVER['BOOKING_WIDGET_WP_CONFIG'];
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
}

/** Extracts a zip with Python's zipfile (python3 is on every machine the tests run on; unzip may not be). */
function unzip(zip: string, into: string): void {
  run('python3', ['-m', 'zipfile', '-e', zip, into], CACHE);
}

/**
 * The cached current WordPress, fetched and unpacked first when missing. The build's zip leaves
 * out the files WordPress Playground serves from elsewhere (listed in its
 * wordpress-remote-asset-paths: the editor's scripts, styles, images); the package has them in
 * public/wp-nightly/, laid over the zip's files here.
 */
export function currentWordPress(): CurrentWordPress {
  const started = performance.now();
  const ready = join(CACHE, 'wp-nightly');
  const wordpressDir = join(ready, 'wordpress');
  const sqliteDir = join(ready, 'sqlite-database-integration');
  const cached = existsSync(join(ready, '.complete'));
  if (!cached) {
    mkdirSync(CACHE, { recursive: true });
    if (!existsSync(join(CACHE, TARBALL))) run('npm', ['pack', '--silent', WORDPRESS_BUILDS], CACHE);
    const work = join(CACHE, 'unpacking');
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work);
    run(
      'tar',
      [
        'xzf',
        join(CACHE, TARBALL),
        '-C',
        work,
        'package/src/wordpress/wp-nightly.zip',
        'package/src/sqlite-database-integration/sqlite-database-integration.zip',
        'package/public/wp-nightly',
      ],
      CACHE,
    );
    unzip(join(work, 'package/src/wordpress/wp-nightly.zip'), join(work, 'out/wordpress'));
    // Not path.join: it would drop the trailing /., and cp would copy the folder itself.
    run('cp', ['-R', `${join(work, 'package/public/wp-nightly')}/.`, join(work, 'out/wordpress')], CACHE);
    unzip(join(work, 'package/src/sqlite-database-integration/sqlite-database-integration.zip'), join(work, 'sqlite'));
    renameSync(join(work, 'sqlite/sqlite-database-integration-main'), join(work, 'out/sqlite-database-integration'));
    writeFileSync(join(work, 'out/wordpress/wp-config.php'), WP_CONFIG);
    writeFileSync(join(work, 'out/.complete'), '');
    rmSync(ready, { recursive: true, force: true });
    renameSync(join(work, 'out'), ready);
    rmSync(work, { recursive: true, force: true });
  }
  const versionFile = readFileSync(join(wordpressDir, 'wp-includes/version.php'), 'utf8');
  const version = /\$wp_version = '([^']+)'/.exec(versionFile)?.[1] ?? 'unknown';
  return { wordpressDir, sqliteDir, version, preparedInMs: cached ? 0 : Math.round(performance.now() - started) };
}
