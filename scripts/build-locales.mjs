#!/usr/bin/env node
// The language files: xliff/<locale>.xlf (XLIFF 1.2, what translation platforms read and
// write) becomes dist/locales/<locale>.js beside the script-tag file, which the widget loads on
// demand. See README "Languages".
//
// The translation pipeline is `@lit/localize`'s: `lit-localize extract` writes the catalog's
// texts into the XLIFF files (`npm run localize:extract`), `lit-localize build` reads the
// translations back (runtime mode, build/locales/<locale>.js, see lit-localize.json). Both read
// the catalog as `msg()` calls, which this script writes from src/i18n/messages.ts into
// build/lit-localize/messages.ts (`writeLitLocalizeSource`); the widget's own lookup then needs
// only the texts (README "Why not @lit/localize").
//
// A language file is its texts and nothing else: `export default [...]`, plain strings with
// `{name}` placeholders in the order of the catalog's ids (`MESSAGE_IDS`), without the ids (the
// widget has them) and with `0` for a plural variant the language never uses (Intl.PluralRules)
// or a text not translated yet (the widget then shows the English). Module scripts are always
// read as UTF-8, so the texts stay as written (no `\u` escapes).
//
// The build refuses a translation whose placeholders differ from its English source's and warns
// when a text is missing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { reportLocaleFileSizes } from './locale-sizes.mjs';
import { placeholders, readCatalog, root, writeLitLocalizeSource } from './lit-localize-source.mjs';

const outDir = `${root}dist/locales`;
// The bundler build's loader is dist/lib/i18n/loader.js: its `locales/` is beside it.
const libDir = `${root}dist/lib/i18n/locales`;
const generated = `${root}build/locales`;

const catalog = await readCatalog();
writeLitLocalizeSource(catalog);
const localize = spawnSync('npx', ['--no-install', 'lit-localize', 'build'], { cwd: root, stdio: 'inherit' });
if (localize.status !== 0) {
  console.error('build-locales: `lit-localize build` failed');
  process.exit(localize.status ?? 1);
}

const PLURAL_ID = /\.(zero|one|two|few|many|other)$/;
/** A text of lit-localize's module (a string, or a `str`/`html` template whose values are the source's placeholder numbers) with `{name}` placeholders. */
const plain = (text, names) =>
  typeof text === 'string' ? text : text.strings.reduce((out, part, i) => `${out}{${names[text.values[i - 1]]}}${part}`);

let failed = false;
mkdirSync(outDir, { recursive: true });
mkdirSync(libDir, { recursive: true });
for (const file of readdirSync(generated)
  .filter((name) => name.endsWith('.js'))
  .sort()) {
  const locale = file.slice(0, -3);
  const { templates } = await import(pathToFileURL(`${generated}/${file}`).href);
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const texts = catalog.ids.map((id) => {
    const category = PLURAL_ID.exec(id)?.[1];
    if (category && !categories.includes(category)) return 0;
    const english = catalog.english(id);
    if (templates[id] === undefined) {
      console.warn(`build-locales: ${locale} has no text for ${id}; the widget shows the English.`);
      return 0;
    }
    const text = plain(templates[id], placeholders(english));
    if (placeholders(text).sort().join() !== placeholders(english).sort().join()) {
      console.error(`build-locales: ${locale} ${id}: the placeholders of "${text}" differ from the English "${english}".`);
      failed = true;
    }
    return text;
  });
  const languageFile = `export default ${JSON.stringify(texts)};\n`;
  writeFileSync(`${outDir}/${locale}.js`, languageFile);
  writeFileSync(`${libDir}/${locale}.js`, languageFile);
}

if (failed) process.exit(1);
if (!reportLocaleFileSizes(relative(process.cwd(), outDir) || '.')) process.exitCode = 1;
