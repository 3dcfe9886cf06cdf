// What the WordPress test needs from Debian, checked before it starts so that a machine without
// it gets one message saying how to install it. Shared by the test and scripts/run-tests.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const WORDPRESS_DIR = '/usr/share/wordpress';
/** The block theme of the Debian run. */
export const THEME_DIR = `${WORDPRESS_DIR}/wp-content/themes/twentytwentythree`;
/** A classic theme, which prints scripts in the footer: the layout-shift test's second theme. */
export const CLASSIC_THEME_DIR = `${WORDPRESS_DIR}/wp-content/themes/twentytwentyone`;
export const DEBIAN_PACKAGES =
  'wordpress wordpress-theme-twentytwentythree wordpress-theme-twentytwentyone mariadb-server php-cli php-mysql php-sqlite3';

const PROGRAMS = [
  [`${WORDPRESS_DIR}/wp-settings.php`, 'WordPress (/usr/share/wordpress)'],
  [THEME_DIR, 'the Twenty Twenty-Three theme'],
  [CLASSIC_THEME_DIR, 'the Twenty Twenty-One theme'],
  ['/usr/bin/php', 'PHP (php-cli)'],
  ['/usr/sbin/mariadbd', 'MariaDB (mariadbd)'],
  ['/usr/bin/mariadb-install-db', 'MariaDB (mariadb-install-db)'],
];

/** What is missing, as a message with the command that installs it; undefined when nothing is. */
export function missingWordPressRequirements() {
  const missing = PROGRAMS.filter(([path]) => !existsSync(path)).map(([, what]) => what);
  if (existsSync('/usr/bin/php') && spawnSync('/usr/bin/php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']).status !== 0) {
    missing.push("PHP's MySQL extension (php-mysql)");
  }
  // The current WordPress runs on SQLite (wordpress/test/current-wordpress.ts).
  if (
    existsSync('/usr/bin/php') &&
    spawnSync('/usr/bin/php', ['-r', 'exit(extension_loaded("pdo_sqlite") ? 0 : 1);']).status !== 0
  ) {
    missing.push("PHP's SQLite extension (php-sqlite3)");
  }
  if (missing.length === 0) return undefined;
  return (
    `The WordPress test needs ${missing.join(', ')}. Install them with:\n` +
    `  sudo apt-get install -y --no-install-recommends ${DEBIAN_PACKAGES}`
  );
}
