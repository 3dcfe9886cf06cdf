#!/usr/bin/env node
// `npm run build`: the language modules from the XLIFF files, the script-tag files (the ES module
// entry with its chunks, and the classic script), the bundler build with its .d.ts files,
// custom-elements.json and the reference rendered from it (docs/reference.md). See CONTRIBUTING.md.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { build } from 'vite';

rmSync('dist', { recursive: true, force: true });
// src/i18n/locales/<locale>.js from xliff/<locale>.xlf, which every build below imports.
await import('./build-locales.mjs');
/** The widget's own chunk, which the module entry re-exports (scripts/entry-facade.ts). */
let widgetChunk;
for (const mode of ['script-tag', 'classic', 'lib']) {
  const outputs = [await build({ mode, logLevel: 'warn' })].flat();
  if (mode === 'script-tag') {
    widgetChunk = outputs.flatMap(({ output }) => output).find((file) => file.type === 'chunk' && file.isEntry)?.fileName;
  }
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
console.log(
  'Built dist/booking-widget.js with dist/chunks/, dist/booking-widget.iife.js, dist/lib/, custom-elements.json and docs/reference.md',
);
// The module entry is one line that imports the widget's chunk: a page that preloads the chunk
// gets both in one round trip (README.md, "Quick start"). Its name changes with each build.
if (widgetChunk) console.log(`The widget's chunk, to preload beside the script (optional): ${widgetChunk}`);
