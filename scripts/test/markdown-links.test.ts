// Every relative link and image in the project's Markdown points at a file or folder that exists,
// and every #anchor at a heading of its page (as GitHub names headings). External links are not
// fetched. Runs in Node with the other script tests (`npm test`'s node step).
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, it } from 'node:test';
import { headingAnchors, links, markdownFiles } from '../markdown.mjs';

const files = markdownFiles();
const anchorsOf = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  if (!anchorsOf.has(file)) anchorsOf.set(file, headingAnchors(readFileSync(file, 'utf8')));
  return anchorsOf.get(file)!;
}

describe('Markdown links', () => {
  it('finds the docs', () => {
    assert.ok(files.includes('README.md') && files.includes('docs/README.md'), files.join(', '));
  });

  for (const file of files) {
    it(`${file}: every relative link and #anchor resolves`, () => {
      const dead: string[] = [];
      for (const { target, line } of links(readFileSync(file, 'utf8'))) {
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto: …
        const [path = '', anchor] = target.split('#') as [string, string | undefined];
        const resolved = path ? normalize(join(dirname(file), decodeURIComponent(path))).replace(/\/$/, '') : file;
        if (!existsSync(resolved)) dead.push(`${file}:${line} ${target}: no ${resolved}`);
        else if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) {
          dead.push(`${file}:${line} ${target}: no heading #${anchor} in ${resolved}`);
        }
      }
      assert.deepEqual(dead, []);
    });
  }
});
