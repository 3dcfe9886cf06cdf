/**
 * The plugin's readme.txt against the rules of the WordPress.org plugin directory: its readme
 * parser (plugin-directory/readme/class-parser.php: the headers, at most 5 tags, a short
 * description of at most 150 characters, sections of at most 2,500 words, 5,000 for the changelog
 * and the FAQ) and the Plugin Check plugin's readme checks (the name, "Requires at least",
 * "Requires PHP" and "Stable tag" equal to the main file's header, contributors as usernames,
 * a license). No WordPress needed: the `node` step of scripts/run-tests.mjs runs it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';

const PLUGIN = join(import.meta.dirname, '..', 'booking-widget');

interface Readme {
  name: string;
  headers: Map<string, string>;
  shortDescription: string;
  /** Section bodies by their lower-case title (`frequently asked questions`, `changelog`, …). */
  sections: Map<string, string>;
}

/** The headers the directory's parser knows. */
const HEADERS = [
  'contributors',
  'donate link',
  'tags',
  'requires at least',
  'tested up to',
  'requires php',
  'stable tag',
  'license',
  'license uri',
];

/** Reads a readme as the directory's parser does: name, headers, short description, `== sections ==`. */
function parseReadme(text: string): Readme {
  const lines = text.split(/\r?\n/);
  let index = lines.findIndex((line) => line.trim() !== '');
  const name = /^===\s*(.+?)\s*===$/.exec(lines[index] ?? '')?.[1] ?? '';
  index += 1;
  const headers = new Map<string, string>();
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    const header = /^([A-Za-z][A-Za-z ]*):\s*(.*)$/.exec(line);
    const key = header?.[1]!.toLowerCase();
    if (key && HEADERS.includes(key)) headers.set(key, header![2]!.trim());
    // The first other line that is not blank begins the short description (which may hold a colon).
    else if (line.trim() !== '') break;
  }
  const description: string[] = [];
  for (; index < lines.length && !lines[index]!.startsWith('=='); index++) description.push(lines[index]!);
  const sections = new Map<string, string[]>();
  let current: string[] = [];
  for (; index < lines.length; index++) {
    const heading = /^==\s*(.+?)\s*==$/.exec(lines[index]!);
    if (heading) sections.set(heading[1]!.toLowerCase(), (current = []));
    else current.push(lines[index]!);
  }
  return {
    name,
    headers,
    shortDescription: description.join(' ').trim(),
    sections: new Map([...sections].map(([title, body]) => [title, body.join('\n').trim()])),
  };
}

/** The main file's header fields (`Plugin Name`, `Version`, …). */
function pluginHeader(): Map<string, string> {
  const source = readFileSync(join(PLUGIN, 'booking-widget.php'), 'utf8');
  const comment = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  const fields = new Map<string, string>();
  for (const match of comment.matchAll(/^\s*\*\s*([A-Za-z][A-Za-z ]*):\s*(.+)$/gm))
    fields.set(match[1]!.trim(), match[2]!.trim());
  return fields;
}

/** Words as the directory's parser counts them when it trims a section. */
function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const readme = parseReadme(readFileSync(join(PLUGIN, 'readme.txt'), 'utf8'));
const header = pluginHeader();
const WORDPRESS_VERSION = /^\d+\.\d+(\.\d+)?$/;

describe('readme.txt follows the WordPress.org readme rules', () => {
  test('the name is the plugin’s', () => {
    assert.equal(readme.name, header.get('Plugin Name'));
  });

  test('contributors are WordPress.org usernames', () => {
    const contributors = (readme.headers.get('contributors') ?? '').split(',').map((name) => name.trim());
    assert.ok(contributors.length > 0 && contributors.every((name) => /^[a-z0-9_.\-@ ]+$/i.test(name)), contributors.join(', '));
  });

  test('one to five tags, none the directory ignores', () => {
    const tags = (readme.headers.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    assert.ok(tags.length >= 1 && tags.length <= 5, `${tags.length} tags: ${tags.join(', ')}`);
    assert.deepEqual(
      tags.filter((tag) => ['plugin', 'wordpress'].includes(tag.toLowerCase())),
      [],
    );
  });

  test('the versions: Requires at least and Requires PHP as the plugin header, Tested up to a WordPress version, Stable tag the Version', () => {
    assert.equal(readme.headers.get('requires at least'), header.get('Requires at least'));
    assert.equal(readme.headers.get('requires php'), header.get('Requires PHP'));
    const tested = readme.headers.get('tested up to') ?? '';
    assert.match(tested, WORDPRESS_VERSION);
    const [major, minor] = tested.split('.').map(Number);
    const [requiredMajor, requiredMinor] = (header.get('Requires at least') ?? '').split('.').map(Number);
    assert.ok(
      major! > requiredMajor! || (major === requiredMajor && minor! >= requiredMinor!),
      'Tested up to ≥ Requires at least',
    );
    assert.equal(readme.headers.get('stable tag'), header.get('Version'));
    const source = readFileSync(join(PLUGIN, 'booking-widget.php'), 'utf8');
    assert.ok(
      source.includes(`define( 'BOOKING_WIDGET_VERSION', '${header.get('Version')}' );`),
      'BOOKING_WIDGET_VERSION is the Version',
    );
  });

  test('a license, the plugin header’s', () => {
    assert.ok(readme.headers.get('license'));
    assert.equal(readme.headers.get('license'), header.get('License'));
    assert.equal(readme.headers.get('license uri'), header.get('License URI'));
  });

  test('a short description of at most 150 characters, without markup', () => {
    assert.ok(readme.shortDescription.length > 0, 'present');
    assert.ok(readme.shortDescription.length <= 150, `${readme.shortDescription.length} characters`);
    assert.doesNotMatch(readme.shortDescription, /[<>*`[\]]/);
  });

  test('the sections, each within the directory’s length', () => {
    for (const section of ['description', 'installation', 'frequently asked questions', 'changelog', 'upgrade notice']) {
      assert.ok(readme.sections.get(section), `== ${section} ==`);
    }
    for (const [section, body] of readme.sections) {
      const limit = ['changelog', 'frequently asked questions'].includes(section) ? 5000 : 2500;
      assert.ok(words(body) <= limit, `${section}: ${words(body)} words`);
    }
  });

  test('the changelog and the upgrade notice have the current version; each notice at most 300 characters', () => {
    const version = header.get('Version')!;
    assert.ok(readme.sections.get('changelog')!.includes(`= ${version} =`));
    const notices = readme.sections
      .get('upgrade notice')!
      .split(/^= .+ =$/m)
      .map((notice) => notice.trim());
    assert.ok(readme.sections.get('upgrade notice')!.includes(`= ${version} =`));
    for (const notice of notices) assert.ok(notice.length <= 300, notice);
  });
});
