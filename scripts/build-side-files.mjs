#!/usr/bin/env node
// The side files beside the script-tag files (src/side-files.ts): code a visitor may never
// need, imported from the script's own URL only when it is needed. Each is one source module
// bundled on its own (no lit, no state shared with the script). The bundler build imports
// those modules itself. See README "Builds".
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SIDE_FILES } from './side-files.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const [file, entry] of Object.entries(SIDE_FILES)) {
  const { outputFiles } = await build({
    entryPoints: [`${root}${entry}`],
    bundle: true,
    format: 'esm',
    target: 'es2021',
    minify: true,
    charset: 'ascii',
    write: false,
  });
  writeFileSync(`${root}dist/${file}`, outputFiles[0].contents);
}
console.log(`Built the side files beside the script-tag files: dist/${Object.keys(SIDE_FILES).join(', dist/')}`);
