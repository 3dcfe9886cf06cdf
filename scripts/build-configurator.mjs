#!/usr/bin/env node
// `npm run build:configurator`: the configurator (docs/configurator.md) as a static page a
// platform can host, in dist-configurator/: index.html, booking-configurator.js, and beside
// them widget/, a copy of the widget's files (dist/ without the bundler build dist/lib/), which
// the page's live preview uses and its snippets point to unless the site owner names others.
// Run after `npm run build` (the package script does both); `npm run demo` runs it when stale.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = join(ROOT, 'dist-configurator');
const WIDGET_DIR = join(ROOT, 'dist');

if (!existsSync(join(WIDGET_DIR, 'booking-widget.js'))) {
  console.error('build:configurator: dist/booking-widget.js is missing; run `npm run build` first.');
  process.exit(1);
}

rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });
await build({
  // Not the widget's vite.config.ts: the configurator is a page of its own, lit bundled in.
  configFile: false,
  root: ROOT,
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: OUT_DIR,
    emptyOutDir: false,
    sourcemap: true,
    lib: {
      entry: join(ROOT, 'configurator', 'define.ts'),
      formats: ['es'],
      fileName: () => 'booking-configurator.js',
    },
    rolldownOptions: { output: { minify: true } },
  },
});
cpSync(join(ROOT, 'configurator', 'index.html'), join(OUT_DIR, 'index.html'));
cpSync(WIDGET_DIR, join(OUT_DIR, 'widget'), {
  recursive: true,
  filter: (source) => source !== join(WIDGET_DIR, 'lib'),
});
console.log('Built dist-configurator/ (index.html, booking-configurator.js and the widget’s files in widget/)');
