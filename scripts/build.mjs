#!/usr/bin/env node
// `npm run build`: the script-tag files (ES module and classic script), the bundler build
// with its .d.ts files, custom-elements.json and the reference rendered from it
// (docs/reference.md). See CONTRIBUTING.md.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { build } from 'vite';

rmSync('dist', { recursive: true, force: true });
for (const mode of ['script-tag', 'iife', 'lib']) {
  await build({ mode, logLevel: 'warn' });
}

for (const [command, args] of [
  ['tsc', ['-p', 'tsconfig.build.json']],
  ['cem', ['analyze', '--quiet']],
  ['tsx', ['scripts/build-reference.ts']],
]) {
  const result = spawnSync('npx', ['--no-install', command, ...args], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: \`${command} ${args.join(' ')}\` failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('Built dist/booking-widget.js, dist/booking-widget.iife.js, dist/lib/, custom-elements.json and docs/reference.md');

// The side files beside the script-tag file: dist/calendar-file.js (src/side-files.ts).
await import('./build-side-files.mjs');

// The language files beside the script-tag file: dist/locales/<locale>.js (docs/languages.md).
await import('./build-locales.mjs');
