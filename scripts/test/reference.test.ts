// docs/reference.md is rendered by `npm run build` from custom-elements.json and the message
// catalog (scripts/build-reference.ts). These tests hold it to them: it lists every attribute,
// event, part, custom property and message id, and the committed file is what the sources
// render today. Runs in Node with the other script tests (`npm test`'s node step).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { REFERENCE_PATH, elementOf, readCatalog, readManifest, renderReference, type Manifest } from '../build-reference.js';

/** The backticked names in the first column of the tables under each `## ` heading. */
function namesBySection(markdown: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let heading = '';
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      heading = line.slice(3).trim();
      sections.set(heading, []);
      continue;
    }
    const name = /^\| `([^`]+)` \|/.exec(line)?.[1];
    if (name && heading) sections.get(heading)!.push(name);
  }
  return sections;
}

/** The file as git's index holds it: what a commit made now would hold (undefined outside a checkout). */
function stagedReference(): string | undefined {
  const result = spawnSync('git', ['show', `:${REFERENCE_PATH}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : undefined;
}

describe('docs/reference.md', () => {
  let manifest: Manifest;
  let reference: string;

  before(() => {
    // After `npm run build` the manifest is there; run alone, this step makes it.
    if (!existsSync('custom-elements.json')) {
      assert.equal(spawnSync('npx', ['--no-install', 'cem', 'analyze', '--quiet'], { stdio: 'inherit' }).status, 0);
    }
    manifest = readManifest();
    reference = readFileSync(REFERENCE_PATH, 'utf8');
  });

  it('lists every attribute, event, CSS part and custom property of custom-elements.json, in its section', () => {
    const element = elementOf(manifest);
    const listed = namesBySection(reference);
    const expected: [string, { name: string }[] | undefined][] = [
      ['Attributes', element.attributes],
      ['Events', element.events],
      ['CSS custom properties', element.cssProperties],
      ['CSS parts', element.cssParts],
    ];
    for (const [section, items] of expected) {
      const names = (items ?? []).map((item) => item.name);
      assert.ok(names.length > 0, `custom-elements.json has ${section.toLowerCase()}`);
      assert.deepEqual(listed.get(section), names, `## ${section}`);
    }
  });

  it('lists every message id of the catalog with its English text', () => {
    const catalog = readCatalog();
    assert.deepEqual(
      namesBySection(reference).get('Message ids'),
      catalog.map((entry) => entry.id),
    );
    for (const entry of catalog) {
      assert.ok(reference.includes(`| \`${entry.id}\` | ${entry.english.replace(/\|/g, '\\|')} |`), entry.id);
    }
  });

  it('is what `npm run build` renders from the sources now, on disk and as committed', () => {
    const rendered = renderReference({ manifest, catalog: readCatalog() });
    const fix = 'run `npm run build` and commit docs/reference.md';
    assert.equal(reference, rendered, `${REFERENCE_PATH} is stale: ${fix}`);
    // The build rewrites the file on disk, so a stale committed copy shows only in git's index.
    const staged = stagedReference();
    if (staged !== undefined) assert.equal(staged, rendered, `${REFERENCE_PATH} as committed is stale: ${fix}`);
  });
});
