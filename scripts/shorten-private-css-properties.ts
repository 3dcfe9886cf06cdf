// The widget's private CSS custom properties (`--_accent`, `--_settings-font-size`, see
// src/styles.ts) get short names in the script-tag files. Public tokens (`--booking-*`)
// keep theirs. Names are read from every source file once and numbered in sorted order,
// so each build gives the same names and every module (css`` text, `setProperty('--_…')`
// strings) agrees on them. So a private name must be written out in full wherever it is
// used: never put together from pieces (`'--_settings-' + key`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RolldownMagicString, type Plugin } from 'rolldown';

const PRIVATE_PROPERTY = /--_[a-z][a-z0-9-]*/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

export function shortenPrivateCssProperties(srcDir = 'src'): Plugin {
  let short = new Map<string, string>();
  return {
    name: 'shorten-private-css-properties',
    buildStart() {
      const names = new Set(sourceFiles(srcDir).flatMap((file) => readFileSync(file, 'utf8').match(PRIVATE_PROPERTY) ?? []));
      short = new Map([...names].sort().map((name, index) => [name, `--_${index.toString(36)}`]));
    },
    transform: {
      order: 'post',
      filter: { id: /\/src\/.*\.ts$/ },
      handler(code, id) {
        if (!code.includes('--_')) return null;
        const output = new RolldownMagicString(code);
        for (const { 0: name, index } of code.matchAll(PRIVATE_PROPERTY)) {
          const replacement = short.get(name);
          if (replacement) output.overwrite(index, index + name.length, replacement);
        }
        const { mappings, names, sources } = output.generateMap({ source: id, hires: true });
        return { code: output.toString(), map: { version: 3, mappings, names, sources } };
      },
    },
  };
}
