#!/usr/bin/env node
// The language files: each xliff/<locale>.xlf (XLIFF 1.2, what translation platforms read and
// write) becomes dist/locales/<locale>.js beside the script-tag file, which the widget loads
// on demand. See README "Languages".
//
// A language file is its texts and nothing else: `export default [...]`, plain strings with
// `{name}` placeholders in the order of the catalog's ids (src/i18n/messages.ts, `MESSAGE_IDS`),
// without the ids (the widget has them) and with `0` for a plural variant the language never
// uses (Intl.PluralRules) or a text not translated yet (the widget then shows the English).
// Module scripts are always read as UTF-8, so the texts stay as written (no `\u` escapes).
//
// The build refuses a translation whose placeholders differ from its English source's, and
// warns when a text is missing or was translated from an English text that has changed since.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { reportLocaleFileSizes } from './locale-sizes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}dist/locales`;
// The bundler build's loader is dist/lib/i18n/loader.js: its `locales/` is beside it.
const libDir = `${root}dist/lib/i18n/locales`;

// The catalog (src/i18n/messages.ts), read as the widget reads it: esbuild strips its types, so
// an entry's line breaks or quotes never change what is read.
const catalogSource = await transform(readFileSync(`${root}src/i18n/messages.ts`, 'utf8'), { loader: 'ts' });
const catalog = await import(`data:text/javascript,${encodeURIComponent(catalogSource.code)}`);
const english = new Map(Object.entries(catalog.ENGLISH));
const pluralIds = catalog.PLURAL_IDS;
const ids = [...english.keys(), ...pluralIds];
const PLURAL_ID = /\.(zero|one|two|few|many|other)$/;

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** An XLIFF segment as the catalog writes it: `<x … equiv-text="${p.name}"/>` → `{name}`, entities decoded. */
const plain = (segment) =>
  segment
    .replace(/<x\b[^>]*equiv-text="\$\{p\.(\w+)\}"[^>]*\/>/g, '{$1}')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => ENTITIES[name]);
const placeholders = (text) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

let failed = false;
mkdirSync(outDir, { recursive: true });
mkdirSync(libDir, { recursive: true });
for (const file of readdirSync(`${root}xliff`)
  .filter((name) => name.endsWith('.xlf'))
  .sort()) {
  const xliff = readFileSync(`${root}xliff/${file}`, 'utf8');
  const locale = /target-language="([^"]+)"/.exec(xliff)[1];
  const units = new Map(
    [...xliff.matchAll(/<trans-unit id="([^"]+)">\s*<source>([\s\S]*?)<\/source>\s*(?:<target>([\s\S]*?)<\/target>)?/g)].map(
      ([, id, source, target]) => [id, { source: plain(source), target: target === undefined ? undefined : plain(target) }],
    ),
  );
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const texts = ids.map((id) => {
    const category = PLURAL_ID.exec(id)?.[1];
    if (category && !categories.includes(category)) return 0;
    const unit = units.get(id);
    const source = english.get(id) ?? english.get(id.replace(PLURAL_ID, '.other'));
    if (!unit?.target) {
      console.warn(`build-locales: ${file} has no text for ${id}; the widget shows the English.`);
      return 0;
    }
    if (placeholders(unit.target) !== placeholders(source)) {
      console.error(`build-locales: ${file} ${id}: the placeholders of "${unit.target}" differ from the English "${source}".`);
      failed = true;
    }
    if (english.has(id) && unit.source !== source)
      console.warn(`build-locales: ${file} ${id} was translated from "${unit.source}"; the English is now "${source}".`);
    return unit.target;
  });
  const languageFile = `export default ${JSON.stringify(texts)};\n`;
  writeFileSync(`${outDir}/${locale}.js`, languageFile);
  writeFileSync(`${libDir}/${locale}.js`, languageFile);
}

if (failed) process.exit(1);
if (!reportLocaleFileSizes(relative(process.cwd(), outDir) || '.')) process.exitCode = 1;
