// scripts/build-wordpress.mjs on the build's layout: the module entry with dist/chunks/ beside
// it. The zip must hold the entry, the classic loader and every chunk under the plugin's assets/,
// and nothing else of dist/. Runs the script in a temporary folder holding a made-up dist/.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';

const ROOT = resolve(import.meta.dirname, '..', '..');
const folders: string[] = [];

/** The zip's file names after building the plugin from a dist/ holding `files`. */
function pluginFiles(files: string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'booking-build-wordpress-'));
  folders.push(dir);
  for (const file of files) {
    mkdirSync(dirname(join(dir, 'dist', file)), { recursive: true });
    writeFileSync(join(dir, 'dist', file), `// ${file}\n`);
  }
  mkdirSync(join(dir, 'wordpress'));
  symlinkSync(join(ROOT, 'wordpress', 'booking-widget'), join(dir, 'wordpress', 'booking-widget'));
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-wordpress.mjs')], { cwd: dir, encoding: 'utf8' });
  assert.equal(build.status, 0, build.stderr);
  const list = spawnSync(
    'python3',
    [
      '-c',
      'import sys, zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))',
      join(dir, 'dist', 'booking-widget-wordpress.zip'),
    ],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(list.status, 0, list.stderr);
  return list.stdout.trim().split('\n');
}

describe('build-wordpress', () => {
  after(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('takes the module entry, the classic loader and every chunk', () => {
    const files = pluginFiles([
      'booking-widget.js',
      'booking-widget.iife.js',
      'chunks/dialog-a1b2.js',
      'chunks/dialog-a1b2.js.map',
      'chunks/de-c3d4.js',
      'lib/index.js',
      'types/booking-widget.d.ts',
    ]);
    assert.deepEqual(
      files.filter((file) => file.startsWith('booking-widget/assets/')).sort(),
      ['booking-widget.iife.js', 'booking-widget.js', 'chunks/de-c3d4.js', 'chunks/dialog-a1b2.js'].map(
        (asset) => `booking-widget/assets/${asset}`,
      ),
      'the bundler build, the types and the source maps stay out',
    );
    assert.ok(files.includes('booking-widget/booking-widget.php'));
    assert.ok(files.includes('booking-widget/block/block.json'));
  });
});
