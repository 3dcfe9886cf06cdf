#!/usr/bin/env node
// `npm run size:breakdown`: where the bytes of the script-tag ES module come from.
// Every byte of dist/booking-widget.js is attributed, through its source map, to the source
// file of the nearest mapping at or before it (dependencies grouped by package). For each
// file the table shows its minified bytes and its gzip cost: how much smaller the gzip of
// the whole file gets without that file's bytes (they compress against everything else, so
// the costs add up to a little more than the total).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const FILE = process.argv[2] ?? 'dist/booking-widget.js';
if (!existsSync(FILE) || !existsSync(`${FILE}.map`)) {
  console.error(`size:breakdown: ${FILE} and its .map not found. Run \`npm run build\` first.`);
  process.exit(1);
}
const code = readFileSync(FILE, 'utf8');
const map = JSON.parse(readFileSync(`${FILE}.map`, 'utf8'));

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** `lit-html`, `date-fns`, `@lit/reactive-element`, or the path under src/. */
function groupOf(source) {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (dependency) return dependency[1];
  const own = /(?:^|\/)(src\/.*)$/.exec(source);
  return own ? own[1] : source;
}

// owner[i]: the group of the i-th UTF-16 unit of the output (the output is ASCII-only).
const owner = new Array(code.length).fill('(unmapped)');
const lineStarts = [0];
for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
let sourceIndex = 0;
map.mappings.split(';').forEach((line, lineIndex) => {
  const lineStart = lineStarts[lineIndex];
  const lineEnd = lineIndex + 1 < lineStarts.length ? lineStarts[lineIndex + 1] : code.length;
  let column = 0;
  let current;
  let from = lineStart;
  for (const segment of line.split(',').filter(Boolean)) {
    const [columnDelta, sourceDelta] = decodeSegment(segment);
    column += columnDelta;
    if (current !== undefined) owner.fill(current, from, lineStart + column);
    if (sourceDelta !== undefined) {
      sourceIndex += sourceDelta;
      current = groupOf(map.sources[sourceIndex]);
    }
    from = lineStart + column;
  }
  if (current !== undefined) owner.fill(current, from, lineEnd);
});

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const total = gzip(code);
const groups = [...new Set(owner)];
const rows = groups
  .map((group) => {
    const without = code
      .split('')
      .filter((_, i) => owner[i] !== group)
      .join('');
    return { group, raw: code.length - without.length, gzip: total - gzip(without) };
  })
  .sort((a, b) => b.gzip - a.gzip);

const bytes = (n) => n.toLocaleString('en-US');
const share = (n) => `${((100 * n) / total).toFixed(1)} %`;
const table = [
  ['source', 'minified', 'gzip cost', 'share'],
  ...rows.map((r) => [r.group, bytes(r.raw), bytes(r.gzip), share(r.gzip)]),
  ['total', bytes(code.length), bytes(total), ''],
];
const widths = table[0].map((_, col) => Math.max(...table.map((row) => row[col].length)));
for (const row of table) {
  console.log(row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  '));
}
