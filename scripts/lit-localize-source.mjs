// The catalog (src/i18n/messages.ts) as `@lit/localize`'s tools read it: one `msg()` call per
// id, in build/lit-localize/messages.ts (lit-localize.json's `inputFiles`). Written by
// `npm run build` before `lit-localize build` and by `npm run localize:extract` before
// `lit-localize extract`; the widget itself never runs it. See CONTRIBUTING.md, "Languages".
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** The `{name}` placeholders of a text, in order. */
export const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/**
 * The catalog read as the widget reads it (esbuild bundles it with the button's texts it
 * imports and strips its types, so an entry's line breaks or quotes never change what is read): its ids in a language file's order and each one's
 * English text (a plural variant English has no text for reads `.other`'s).
 */
export async function readCatalog() {
  const bundle = await build({ entryPoints: [`${root}src/i18n/messages.ts`], bundle: true, format: 'esm', write: false });
  const { ENGLISH, MESSAGE_IDS } = await import(`data:text/javascript,${encodeURIComponent(bundle.outputFiles[0].text)}`);
  return { ids: MESSAGE_IDS, english: (id) => ENGLISH[id] ?? ENGLISH[id.replace(/\.\w+$/, '.other')] };
}

/** A text as lit-localize's source: a string, or a `str` template with `${p.name}` placeholders. */
const msgSource = (text) =>
  placeholders(text).length ? `str\`${text.replace(/[`\\$]/g, '\\$&').replace(/\{(\w+)\}/g, '${p.$1}')}\`` : JSON.stringify(text);

export function writeLitLocalizeSource({ ids, english }) {
  mkdirSync(`${root}build/lit-localize`, { recursive: true });
  const calls = ids.map((id) => `  msg(${msgSource(english(id))}, { id: ${JSON.stringify(id)} }),`);
  writeFileSync(
    `${root}build/lit-localize/messages.ts`,
    `// Written by scripts/lit-localize-source.mjs from src/i18n/messages.ts: do not edit.\nimport { msg, str } from '@lit/localize';\n\nexport const messages = (p: Record<string, string>) => [\n${calls.join('\n')}\n];\n`,
  );
}

// `node scripts/lit-localize-source.mjs`: only the source, for `lit-localize extract`.
if (process.argv[1] === fileURLToPath(import.meta.url)) writeLitLocalizeSource(await readCatalog());
