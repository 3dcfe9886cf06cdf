#!/usr/bin/env node
// The side files beside the script-tag files (src/side-files.ts): code a visitor may never
// need, imported from the script's own URL only when it is needed. Each is one source module
// bundled on its own, sharing no state with the script. A side file's own `sideFile(…)` calls
// load their files from beside it too, as the script's do. A side file with views gets lit
// from the script (src/side-file-lit.ts): bundling lit a second time fails the build. The
// bundler build imports those modules itself. See README "Builds".
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SIDE_FILE_CALL, SIDE_FILES, SIDE_FILES_WITH_LIT } from './side-files.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sharedLit = `${root}src/side-file-lit.ts`;

/** `lit` and `if-defined` as the script hands them over; any other lit module is an error. */
const litFromTheScript = {
  name: 'lit-from-the-script',
  setup(build) {
    build.onResolve({ filter: /^(lit|lit\/directives\/if-defined\.js)$/ }, () => ({ path: sharedLit }));
    build.onResolve({ filter: /^(lit[/-]|@lit\/)/ }, ({ path, importer }) => ({
      errors: [{ text: `${path} (imported by ${importer}) would bundle lit again: hand it over in src/side-file-lit.ts` }],
    }));
  },
};

/** The side file's own side files stay beside it, as in the script-tag builds. */
const sideFilesBeside = {
  name: 'side-files-beside',
  setup(build) {
    build.onLoad({ filter: /\/src\/.*\.ts$/ }, ({ path }) => {
      const code = readFileSync(path, 'utf8');
      return { contents: code.replace(SIDE_FILE_CALL, (_call, file) => `sideFile(${file})`), loader: 'ts' };
    });
  },
};

for (const [file, entry] of Object.entries(SIDE_FILES)) {
  const withLit = SIDE_FILES_WITH_LIT.includes(file);
  const { outputFiles } = await build({
    ...(withLit
      ? {
          stdin: {
            contents: `export * from './${entry}'; export { receiveLit } from './src/side-file-lit.ts';`,
            resolveDir: root,
            loader: 'ts',
          },
        }
      : { entryPoints: [`${root}${entry}`] }),
    bundle: true,
    format: 'esm',
    target: 'es2021',
    minify: true,
    charset: 'ascii',
    write: false,
    plugins: withLit ? [litFromTheScript, sideFilesBeside] : [sideFilesBeside],
  });
  writeFileSync(`${root}dist/${file}`, outputFiles[0].contents);
}
console.log(`Built the side files beside the script-tag files: dist/${Object.keys(SIDE_FILES).join(', dist/')}`);
