#!/usr/bin/env node
// The language files: `lit-localize build` turns xliff/<locale>.xlf into one module per
// language (build/locales/<locale>.js, runtime mode, see lit-localize.json); esbuild then
// makes each a small self-contained file beside the script-tag file, dist/locales/<locale>.js,
// which the widget loads on demand. See docs/languages.md.
//
// A language file holds only its texts, in the catalog's order: the two template tags of
// lit-localize's modules (`html` from lit, `str` from @lit/localize) are
// src/i18n/locale-module-tags.ts there, a few bytes.
// Module scripts are always read as UTF-8, so the texts stay UTF-8 (no `\u` escapes).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { reportLocaleFileSizes } from './locale-sizes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const generated = `${root}build/locales`;
const outDir = `${root}dist/locales`;
const tags = `${root}src/i18n/locale-module-tags.ts`;

const localize = spawnSync('npx', ['--no-install', 'lit-localize', 'build'], { cwd: root, stdio: 'inherit' });
if (localize.status !== 0) {
  console.error('build-locales: `lit-localize build` failed');
  process.exit(localize.status ?? 1);
}

mkdirSync(outDir, { recursive: true });
const locales = readdirSync(generated)
  .filter((name) => name.endsWith('.js'))
  .map((name) => name.slice(0, -3))
  .sort();

// The catalog's ids in its order (src/i18n/messages.ts: one `msg(…, { id })` per entry). A
// language file lists its texts in this order, without the ids: the widget knows them
// (`MESSAGE_IDS`) and pairs them up again when it loads the file (`localeTemplates`).
// Read from the source, whatever its line breaks (Prettier may put the options on lines of their
// own); a catalog entry this misses would shift every text after it, so the counts must agree.
const catalogSource = readFileSync(`${root}src/i18n/messages.ts`, 'utf8');
const catalogIds = [...catalogSource.matchAll(/\{\s*id:\s*'([^']+)',?\s*\}/g)].map((m) => m[1]);
const catalogEntries = (catalogSource.match(/\bmsg\((?!\))/g) ?? []).length;
if (catalogIds.length !== catalogEntries) {
  throw new Error(
    `src/i18n/messages.ts: ${catalogEntries} msg() calls but ${catalogIds.length} ids read; keep one { id } per msg()`,
  );
}
const PLURAL_ID = /\.(zero|one|two|few|many|other)$/;

/** A text of lit-localize's module as source: a string, or a `str`/`html` template with `${n}`. */
function textSource(text) {
  if (typeof text === 'string') return JSON.stringify(text);
  const tag = text.strTag ? 's' : 'h';
  return `${tag}\`${text.strings.raw.map((part, i) => (i ? `\${${text.values[i - 1]}}${part}` : part)).join('')}\``;
}

mkdirSync(`${root}build/locale-entries`, { recursive: true });
// One build per language, so that no language shares a chunk with another.
for (const locale of locales) {
  const { templates } = await import(pathToFileURL(`${generated}/${locale}.js`).href);
  // A plural form the language never uses (Intl.PluralRules) is left out: a hole.
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const texts = catalogIds.map((id) => {
    const category = PLURAL_ID.exec(id)?.[1];
    const text = templates[id];
    return text === undefined || (category && !categories.includes(category)) ? '' : textSource(text);
  });
  const entry = `${root}build/locale-entries/${locale}.js`;
  writeFileSync(entry, `import { str as s, html as h } from ${JSON.stringify(tags)};\nexport default [${texts.join(',\n')}];\n`);
  await build({
    entryPoints: [entry],
    outfile: `${outDir}/${locale}.js`,
    bundle: true,
    format: 'esm',
    target: 'es2021',
    minify: true,
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (!reportLocaleFileSizes(relative(process.cwd(), outDir) || '.')) process.exitCode = 1;
