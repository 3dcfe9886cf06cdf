#!/usr/bin/env node
// `npm run build:wordpress`: dist/booking-widget-wordpress.zip, the WordPress plugin a site
// owner uploads (Plugins → Add New → Upload Plugin): wordpress/booking-widget/ plus its own copy
// of the built widget in assets/: the classic script booking-widget.iife.js, the module entry
// booking-widget.js it imports, and the chunks in assets/chunks/. Builds the widget first when
// dist/ has no classic script yet. See wordpress/README.md.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative, sep } from 'node:path';
import { zip } from './zip.mjs';

const PLUGIN_DIR = 'wordpress/booking-widget';
const SCRIPT = 'dist/booking-widget.iife.js';
export const PLUGIN_ZIP = 'dist/booking-widget-wordpress.zip';

if (!existsSync(SCRIPT)) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const sources = readdirSync(PLUGIN_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
  .map((entry) => relative(PLUGIN_DIR, join(entry.parentPath, entry.name)))
  .sort();
const files = [
  ...sources.map((path) => ({ name: `booking-widget/${path.split(sep).join('/')}`, data: readFileSync(join(PLUGIN_DIR, path)) })),
  ...['booking-widget.iife.js', 'booking-widget.js', ...readdirSync('dist/chunks').map((file) => `chunks/${file}`)]
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => ({ name: `booking-widget/assets/${file}`, data: readFileSync(`dist/${file}`) })),
];
writeFileSync(PLUGIN_ZIP, zip(files));
console.log(`Built ${PLUGIN_ZIP} (${files.length} files)`);
