// Whether the framework examples' inputs must be made again before their test (scripts/run-tests.mjs):
// the package they link to (`booking-widget`: file:../..) and their one install.
// Paths are relative to the repository's root, where `npm test` runs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the package's build (`npm run build`) is made from. */
const BUILD_SOURCES = [
  'src',
  'xliff',
  'package.json',
  'scripts/build.mjs',
  'scripts/framework-types.mjs',
  'vite.config.ts',
  'tsconfig.build.json',
  'custom-elements-manifest.config.mjs',
];

/** Modification times of the files at `paths` (folders read through); none for a missing path. */
function modifiedTimes(paths) {
  return paths
    .filter((path) => existsSync(path))
    .flatMap((path) =>
      statSync(path).isDirectory()
        ? readdirSync(path, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs)
        : [statSync(path).mtimeMs],
    );
}

/** The build the examples use (dist/lib, dist/types) is missing, or older than a file it is built from. */
export function packageBuildIsStale() {
  const built = modifiedTimes(['dist/lib', 'dist/types']);
  return built.length === 0 || Math.min(...built) < Math.max(...modifiedTimes(BUILD_SOURCES));
}

/**
 * examples/node_modules lacks a package of examples/package-lock.json or holds another version of
 * it (npm records what it installed in node_modules/.package-lock.json). Compared by content, as a
 * checkout changes the lockfile's time without changing it.
 */
export function examplesInstallIsStale() {
  const installedLock = 'examples/node_modules/.package-lock.json';
  if (!existsSync(installedLock)) return true;
  const installed = JSON.parse(readFileSync(installedLock, 'utf8')).packages;
  const locked = JSON.parse(readFileSync('examples/package-lock.json', 'utf8')).packages;
  // Optional packages (other platforms' binaries) are locked but not installed on this one.
  return Object.entries(locked).some(
    ([path, entry]) => path !== '' && !entry.optional && installed[path]?.version !== entry.version,
  );
}
