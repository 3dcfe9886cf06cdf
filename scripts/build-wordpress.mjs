#!/usr/bin/env node
// `npm run build:wordpress`: dist/booking-widget-wordpress.zip, the WordPress plugin a site
// owner uploads (Plugins → Add New → Upload Plugin): wordpress/booking-widget/ plus its own copy
// of the widget in assets/: the module entry booking-widget.js with dist/chunks/ beside it (the
// script module WordPress 6.5+ prints) and the classic loader booking-widget.iife.js (older
// WordPress), with any other script the build writes at the top of dist/. The entry loads
// nothing from beside itself but its chunks. Builds the widget first when dist/ has no classic
// script yet. See wordpress/README.md.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative, sep } from 'node:path';
import { zip } from './zip.mjs';

const PLUGIN_DIR = 'wordpress/booking-widget';
const CLASSIC_SCRIPT = 'dist/booking-widget.iife.js';
/** The folder beside the entry whose files it imports (the element, the dialog, each language). */
const CHUNKS = 'dist/chunks';
export const PLUGIN_ZIP = 'dist/booking-widget-wordpress.zip';

if (!existsSync(CLASSIC_SCRIPT)) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

const topLevelScripts = readdirSync('dist', { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
  .map((entry) => `dist/${entry.name}`)
  .sort();
if (!topLevelScripts.includes('dist/booking-widget.js')) {
  console.error('dist/booking-widget.js (the module entry) is missing: run npm run build.');
  process.exit(1);
}
if (!existsSync(CHUNKS)) {
  console.error(`${CHUNKS}/ (the element, the dialog and the languages) is missing: run npm run build.`);
  process.exit(1);
}
const assets = [
  ...topLevelScripts,
  ...filesUnder(CHUNKS)
    // Scripts only: the source maps stay in dist/.
    .filter((file) => file.endsWith('.js'))
    .map((file) => `${CHUNKS}/${file}`),
];

const files = [
  ...filesUnder(PLUGIN_DIR).map((path) => ({ name: `booking-widget/${path}`, data: readFileSync(join(PLUGIN_DIR, path)) })),
  ...assets.map((path) => ({ name: `booking-widget/assets/${path.slice('dist/'.length)}`, data: readFileSync(path) })),
];
writeFileSync(PLUGIN_ZIP, zip(files));
console.log(`Built ${PLUGIN_ZIP} (${files.length} files)`);
