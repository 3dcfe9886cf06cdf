#!/usr/bin/env node
// `npm run size` (and `npm test`): what each step of a visit downloads from the built files,
// gzip -9 and brotli 11, against its budget; over its limit, or with a dialog module in the
// button's files, it exits non-zero. The steps follow the import graph of dist/booking-widget.js,
// read from the files themselves: a step is the files it imports statically, less those of the
// steps before it. KB here is 1,000 bytes. See docs/decisions/0003-chunk-split.md.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = 'dist';
/** The languages besides English (lit-localize.json), and a language's chunk: `de-<hash>.js`. */
const TARGET_LOCALES = JSON.parse(readFileSync(new URL('../lit-localize.json', import.meta.url), 'utf8')).targetLocales;
const LANGUAGE_CHUNK = /^([a-z]{2}(?:-[A-Za-z]+)?)-[\w-]{8}\.js$/;
const ENTRY = 'booking-widget.js';
const DIALOG_CHUNK = /^chunks\/booking-panel-[\w-]+\.js$/;

/**
 * The budgets, gzip bytes: `ceiling` is the most a step may weigh, `goal` what we aim at. A step
 * not yet under its ceiling is held to `limit` instead (what it weighs now, with a little room),
 * so that it can only get lighter; the table says so, and docs/decisions/0003-chunk-split.md says
 * what is left to do. `npm test` fails over the ceiling, or over the limit where there is one.
 */
export const BUDGETS = {
  button: {
    label: 'before the button is painted (the entry and its static imports)',
    ceiling: 14_000,
    goal: 12_000,
  },
  dialog: { label: 'opening the dialog: what it adds', ceiling: 14_000, limit: 22_100 },
  booking: { label: 'a whole English booking, every file together', ceiling: 32_000, limit: 36_100 },
  language: { label: 'each language', ceiling: 1_500 },
};

/** What fails the check: the ceiling, or the limit of a step not yet under its ceiling. */
const enforced = ({ ceiling, limit }) => limit ?? ceiling;

/**
 * Sources that belong to the dialog: none may be among the button's files. `@lit/task` too: the
 * button's business loads without it (docs/decisions/0006-business-load.md).
 */
const DIALOG_SOURCES = new RegExp(
  [
    '/src/(panel|booking)/',
    '/src/views/(calendar|slots|choosing|booking-step|confirmation|header|panel-styles|focus-targets|dialog-shared-styles|button\\.ts)',
    '/src/api/(client|parse-booking|validation-field)',
    '/src/i18n/(numbers|replacements)',
    '/src/theme/dialog-theme-styles',
    '/src/events\\.ts',
    '/@lit/task/',
  ].join('|'),
);

if (!existsSync(`${DIST}/${ENTRY}`)) {
  console.error(`size: ${DIST}/${ENTRY} not found. Run \`npm run build\` first.`);
  process.exit(1);
}

const read = (file) => readFileSync(`${DIST}/${file}`);
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const brotli = (bytes) =>
  brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;

/** A file's imports, resolved against its folder: `static` (import … from) and `dynamic` (import()). */
function importsOf(file) {
  const source = read(file).toString();
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const resolve = (specifier) => new URL(specifier, `http://x/${folder}`).pathname.slice(1);
  const all = (pattern) => [...source.matchAll(pattern)].map(([, specifier]) => resolve(specifier));
  return {
    static: all(/(?:\bimport|\bfrom)\s*"(\.{1,2}\/[^"]+)"/g),
    dynamic: all(/\bimport\s*\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g),
  };
}

/** `file` and everything it imports statically, transitively. */
function staticGraph(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of importsOf(file).static) staticGraph(imported, seen);
  return seen;
}

const sizeOf = (files) => {
  const each = [...files].map((file) => read(file));
  return {
    files: [...files],
    gzip: each.reduce((sum, bytes) => sum + gzip(bytes), 0),
    brotli: each.reduce((sum, bytes) => sum + brotli(bytes), 0),
  };
};

const buttonFiles = staticGraph(ENTRY);
const dialogChunk = [...buttonFiles].flatMap((file) => importsOf(file).dynamic).find((file) => DIALOG_CHUNK.test(file));
if (!dialogChunk) {
  console.error('size: the button’s files import no dialog chunk (chunks/booking-panel-*.js).');
  process.exit(1);
}
const dialogFiles = [...staticGraph(dialogChunk)].filter((file) => !buttonFiles.has(file));
const steps = {
  button: sizeOf(buttonFiles),
  dialog: sizeOf(dialogFiles),
  booking: sizeOf(new Set([...buttonFiles, ...dialogFiles])),
};

const bytes = (n) => n.toLocaleString('en-US');
let failed = false;
console.log('step of a visit'.padEnd(70), 'gzip -9'.padStart(8), 'brotli 11'.padStart(10), '  budget');
for (const [step, { gzip: gz, brotli: br, files }] of Object.entries(steps)) {
  const budget = BUDGETS[step];
  const { label, ceiling, goal, limit } = budget;
  failed ||= gz > enforced(budget);
  const verdict =
    gz > enforced(budget)
      ? '  OVER BUDGET'
      : gz > ceiling
        ? `  over the ceiling by ${bytes(gz - ceiling)} (held to ${bytes(limit)})`
        : goal && gz > goal
          ? '  over the goal'
          : '';
  const budgetText = `ceiling ${bytes(ceiling)}${goal ? `, goal ${bytes(goal)}` : ''}${verdict}`;
  console.log(label.padEnd(70), bytes(gz).padStart(8), bytes(br).padStart(10), ' ', budgetText);
  console.log(`  ${files.join(', ')}`);
}

// The button's files carry no module of the dialog (their source maps name their modules).
for (const file of buttonFiles) {
  // The entry is one line that re-exports the widget's chunk (scripts/entry-facade.ts), without a map.
  if (!existsSync(`${DIST}/${file}.map`)) continue;
  const map = JSON.parse(read(`${file}.map`).toString());
  const dialogModules = map.sources.filter((source) => DIALOG_SOURCES.test(source));
  if (dialogModules.length) {
    console.error(`size: ${file} holds modules of the dialog: ${dialogModules.join(', ')}`);
    failed = true;
  }
}

// Each language's chunk, largest first.
const languages = readdirSync(`${DIST}/chunks`)
  .map((name) => ({ name, locale: LANGUAGE_CHUNK.exec(name)?.[1] }))
  .filter(({ locale }) => locale && TARGET_LOCALES.includes(locale))
  .map(({ name, locale }) => ({ locale, gzip: gzip(read(`chunks/${name}`)), brotli: brotli(read(`chunks/${name}`)) }))
  .sort((a, b) => b.gzip - a.gzip);
const languageBudget = BUDGETS.language;
failed ||= languages.length !== TARGET_LOCALES.length;
console.log(
  `\n${languageBudget.label} (${languages.length} languages; ceiling ${bytes(languageBudget.ceiling)} B gzip${languageBudget.limit ? `, held to ${bytes(languageBudget.limit)}` : ''}):`,
);
for (const { locale, gzip: gz, brotli: br } of languages) {
  failed ||= gz > enforced(languageBudget);
  const verdict = gz > enforced(languageBudget) ? '  OVER BUDGET' : gz > languageBudget.ceiling ? '  over the ceiling' : '';
  console.log(`  ${locale.padEnd(8)} ${bytes(gz).padStart(6)} ${bytes(br).padStart(6)}${verdict}`);
}
if (failed) {
  console.error('\nsize: over budget (see above).');
  process.exitCode = 1;
}
