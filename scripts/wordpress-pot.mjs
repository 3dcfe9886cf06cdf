#!/usr/bin/env node
// Writes wordpress/booking-widget/languages/booking-widget.pot, the template translators start
// from: every text of the plugin's PHP and JavaScript given to WordPress's translation functions
// with the `booking-widget` text domain, the plugin header's name and description, and the
// block's title, description and keywords (with the contexts WordPress looks them up by).
// `--check` writes nothing and fails when the committed template is not current.
// No WP-CLI here (Debian does not package it), so this does what `wp i18n make-pot` does for
// this plugin's few files.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const PLUGIN_DIR = 'wordpress/booking-widget';
const POT = join(PLUGIN_DIR, 'languages', 'booking-widget.pot');
const DOMAIN = 'booking-widget';
const FUNCTIONS = ['__', '_e', 'esc_html__', 'esc_html_e', 'esc_attr__', 'esc_attr_e'];
const CALL = new RegExp(
  String.raw`\b(?:${FUNCTIONS.join('|')})\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")\s*,\s*['"]${DOMAIN}['"]\s*,?\s*\)`,
  'g',
);
const TRANSLATORS = /(?:\/\*\s*(translators:[^*]*?)\s*\*\/|\/\/\s*(translators:.*))\s*$/;

/** @type {Map<string, { context?: string, references: string[], comments: string[] }>} */
const entries = new Map();

function add(text, reference, { context, comment } = {}) {
  const key = `${context ?? ''}\u0004${text}`;
  const entry = entries.get(key) ?? { text, context, references: [], comments: [] };
  entry.references.push(reference);
  if (comment && !entry.comments.includes(comment)) entry.comments.push(comment);
  entries.set(key, entry);
}

const lineOf = (source, index) => source.slice(0, index).split('\n').length;

const files = readdirSync(PLUGIN_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(php|js)$/.test(entry.name))
  .map((entry) => relative(PLUGIN_DIR, join(entry.parentPath, entry.name)).split(sep).join('/'))
  .sort();

for (const file of files) {
  const source = readFileSync(join(PLUGIN_DIR, file), 'utf8');
  if (file === 'booking-widget.php') {
    for (const header of ['Plugin Name', 'Description']) {
      const match = new RegExp(`^\\s*\\*\\s*${header}:\\s*(.+)$`, 'm').exec(source);
      if (match) add(match[1].trim(), `${file}`, { comment: `${header} of the plugin` });
    }
  }
  for (const match of source.matchAll(CALL)) {
    const text = (match[1] ?? match[2]).replace(/\\(['"\\])/g, '$1');
    // A translators' comment counts on the line just before the one the call starts on.
    const before = source
      .slice(Math.max(0, match.index - 300), match.index)
      .replace(/[^\n]*$/, '')
      .trimEnd();
    const comment = TRANSLATORS.exec(before);
    add(text, `${file}:${lineOf(source, match.index)}`, { comment: comment?.[1] ?? comment?.[2] });
  }
}

const block = JSON.parse(readFileSync(join(PLUGIN_DIR, 'block', 'block.json'), 'utf8'));
add(block.title, 'block/block.json', { context: 'block title' });
add(block.description, 'block/block.json', { context: 'block description' });
for (const keyword of block.keywords ?? []) add(keyword, 'block/block.json', { context: 'block keyword' });

const quote = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
const version = /Version:\s*(\S+)/.exec(readFileSync(join(PLUGIN_DIR, 'booking-widget.php'), 'utf8'))?.[1];
const pot = [
  '# Translation template of the Booking Widget WordPress plugin.',
  '# This file is distributed under the same license as the plugin (MIT).',
  'msgid ""',
  'msgstr ""',
  `"Project-Id-Version: Booking Widget ${version}\\n"`,
  '"MIME-Version: 1.0\\n"',
  '"Content-Type: text/plain; charset=UTF-8\\n"',
  '"Content-Transfer-Encoding: 8bit\\n"',
  '"X-Domain: booking-widget\\n"',
  '',
  ...[...entries.values()].flatMap((entry) => [
    ...entry.comments.map((comment) => `#. ${comment}`),
    `#: ${entry.references.join(' ')}`,
    ...(entry.context ? [`msgctxt ${quote(entry.context)}`] : []),
    `msgid ${quote(entry.text)}`,
    'msgstr ""',
    '',
  ]),
].join('\n');

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(POT, 'utf8');
  } catch {
    // No committed catalogue yet: it is not current either.
  }
  if (committed !== pot) {
    console.error(`${POT} is not current: run node scripts/wordpress-pot.mjs`);
    process.exit(1);
  }
  console.log(`${POT} is current (${entries.size} texts)`);
} else {
  writeFileSync(POT, pot);
  console.log(`Wrote ${POT} (${entries.size} texts)`);
}
