#!/usr/bin/env node
// The time zone file beside the script-tag file, dist/time-zone.js (and beside the bundler
// build's loader, dist/lib/i18n/time-zone.js): the `time-zone` attribute's conversions
// (src/controllers/time-zone-choice.ts with src/format/time-zone.ts), which the widget imports
// only when a business's zone is set and is not the customer's own (src/controllers/time-zones.ts).
// Most pages never set one, so the script-tag file does not carry them. See README "Time zones".
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const { outputFiles } = await build({
  entryPoints: [`${root}src/controllers/time-zone-choice.ts`],
  bundle: true,
  format: 'esm',
  target: 'es2021',
  minify: true,
  write: false,
});
const code = outputFiles[0].contents;
for (const file of ['dist/time-zone.js', 'dist/lib/i18n/time-zone.js']) writeFileSync(`${root}${file}`, code);
console.log(`\nTime zone file dist/time-zone.js: ${gzipSync(code, { level: 9 }).length.toLocaleString('en-US')} B gzip -9`);
