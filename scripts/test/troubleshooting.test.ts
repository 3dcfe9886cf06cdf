// docs/troubleshooting.md explains every message the widget writes to the console: each message
// in src/ that starts with `[booking-widget]` must appear there by its fixed words. Runs in Node
// with the other script tests (`npm test`'s node step).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The console messages written in `source`: string and template literals that begin with the widget's prefix. */
function consoleMessages(source: string): string[] {
  const literals = [...source.matchAll(/`((?:\[booking-widget\]|\$\{LOG\}) [^`]*)`|'(\[booking-widget\] [^']*)'/g)];
  return literals.map((match) => (match[1] ?? match[2])!.replace(/^(\[booking-widget\]|\$\{LOG\}) /, ''));
}

/** The longest run of a message's own words between its `${…}` values. */
const fixedWords = (message: string) =>
  message
    .split(/\$\{[^}]*\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!;

describe('docs/troubleshooting.md', () => {
  const page = readFileSync('docs/troubleshooting.md', 'utf8');
  const messages = sourceFiles('src').flatMap((file) =>
    consoleMessages(readFileSync(file, 'utf8')).map((message) => ({ file, message })),
  );

  it('finds the widget’s console messages in src/', () => {
    assert.ok(messages.length >= 8, `${messages.length} messages`);
  });

  for (const { file, message } of messages) {
    it(`explains "${message}" (${file})`, () => {
      assert.ok(page.includes(fixedWords(message)), `"${fixedWords(message)}" is not in docs/troubleshooting.md`);
    });
  }
});
