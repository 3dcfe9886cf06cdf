#!/usr/bin/env node
// `npm run size` (and `npm test`): compressed size of the script-tag files a site owner's
// visitors download. Goal 22 KB gzip for the whole widget; over the 26 KB ceiling the check
// fails. KB here is 1,000 bytes, the stricter reading of both numbers. See README "Size".
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const GOAL_GZIP_BYTES = 22_000;
const CEILING_GZIP_BYTES = 26_000;
const FILES = ['dist/booking-widget.iife.js', 'dist/booking-widget.js'];

const missing = FILES.filter((file) => !existsSync(file));
if (missing.length) {
  console.error(`size: ${missing.join(', ')} not found. Run \`npm run build\` first.`);
  process.exit(1);
}

const rows = FILES.map((file) => {
  const source = readFileSync(file);
  return {
    file,
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }).length,
  };
});

const bytes = (n) => n.toLocaleString('en-US');
const table = [
  ['file', 'minified', 'gzip -9', 'brotli 11'],
  ...rows.map((r) => [r.file, bytes(r.raw), bytes(r.gzip), bytes(r.brotli)]),
];
const widths = table[0].map((_, col) => Math.max(...table.map((row) => row[col].length)));
for (const row of table) {
  console.log(row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  '));
}

const largest = Math.max(...rows.map((r) => r.gzip));
console.log(`\nbudget: goal ${bytes(GOAL_GZIP_BYTES)} B gzip, ceiling ${bytes(CEILING_GZIP_BYTES)} B gzip`);
if (largest > CEILING_GZIP_BYTES) {
  console.error(`size: OVER BUDGET — ${bytes(largest)} B gzip is over the ${bytes(CEILING_GZIP_BYTES)} B ceiling.`);
  process.exitCode = 1;
} else if (largest > GOAL_GZIP_BYTES) {
  console.warn(
    `size: ${bytes(largest)} B gzip is within the ceiling (${bytes(CEILING_GZIP_BYTES - largest)} B left) but over the ${bytes(GOAL_GZIP_BYTES)} B goal.`,
  );
} else {
  console.log(`size: ok — ${bytes(GOAL_GZIP_BYTES - largest)} B gzip left under the goal.`);
}

// The side files beside the script-tag file (src/side-files.ts), loaded only when needed.
const { SIDE_FILES } = await import('./side-files.mjs');
console.log('\nside files, loaded only when needed (gzip -9):');
for (const file of Object.keys(SIDE_FILES)) {
  console.log(`  ${file.padEnd(18)} ${bytes(gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length).padStart(6)} B`);
}

// The language files beside the script-tag file, each held to its own goal (docs/languages.md).
const { reportLocaleFileSizes } = await import('./locale-sizes.mjs');
if (!reportLocaleFileSizes()) process.exitCode = 1;
