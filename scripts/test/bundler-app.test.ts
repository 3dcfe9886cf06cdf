// An application that bundles the npm build (dist/lib) with vite, as a web developer's app does:
// the widget's languages must come out as chunks of the app's own build, followed from the
// loader's `import()`, with nothing left that imports from beside the widget's own files.
// Needs `npm run build` first (npm test builds before its Node tests).
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');

describe('an application bundling dist/lib with vite', () => {
  const app = mkdtempSync(join(tmpdir(), 'booking-widget-app-'));
  let chunks: string[] = [];

  before(async () => {
    writeFileSync(join(app, 'main.js'), `import ${JSON.stringify(join(ROOT, 'dist/lib/define.js'))};\n`);
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><script type="module" src="./main.js"></script><booking-widget></booking-widget>\n',
    );
    await build({
      root: app,
      logLevel: 'silent',
      configFile: false,
      // lit and date-fns from the widget's own node_modules, as an app's install would have them.
      resolve: { alias: [{ find: /^(lit|@lit\/[\w-]+|date-fns)(\/.*)?$/, replacement: `${ROOT}/node_modules/$1$2` }] },
      build: { outDir: join(app, 'out'), emptyOutDir: true },
    });
    chunks = readdirSync(join(app, 'out/assets'));
  });
  after(() => rmSync(app, { recursive: true, force: true }));

  it('emits a chunk for each language, and one for the dialog', () => {
    for (const locale of ['de', 'ar', 'zh-Hant', 'pt-BR']) {
      assert.ok(
        chunks.some((name) => name.startsWith(`${locale}-`)),
        `${locale} in ${chunks.join(', ')}`,
      );
    }
    assert.ok(chunks.some((name) => name.startsWith('booking-panel-')));
  });

  it('leaves no import of the widget’s own folders in the app’s code', () => {
    for (const name of chunks.filter((file) => file.endsWith('.js'))) {
      const code = readFileSync(join(app, 'out/assets', name), 'utf8');
      assert.doesNotMatch(code, /import\([^)]*locales\//, name);
    }
  });
});
