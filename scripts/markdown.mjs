// The project's Markdown as its tests read it: which files there are, their headings' anchors
// (as GitHub makes them), their links, and the HTML snippets marked runnable. Used by the link
// check (scripts/test/markdown-links.test.ts) and the snippet test (test/docs/snippets.test.ts,
// through test/docs/docs-snippets-plugin.mjs).
import { spawnSync } from 'node:child_process';

/** Every Markdown file git knows of (committed or added, not ignored), relative to the root. */
export function markdownFiles(root = '.') {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split('\n').filter((file) => file && !file.includes('node_modules/'));
}

/** The text with fenced code blocks blanked (their lines kept, for line numbers): examples, not headings. */
function withoutFences(markdown) {
  return markdown.replace(/^( *)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ''));
}

/** The text without code, fenced or inline: what is left are the links the reader can follow. */
function prose(markdown) {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const [, text] of withoutFences(markdown).matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const base = text
      .replace(/<[^>]+>/g, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** Every link and image target written in the prose (`[text](target)`, `![alt](target)`), with its line. */
export function links(markdown) {
  const found = [];
  const text = prose(markdown);
  for (const match of text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ target: match[1], line });
  }
  return found;
}

/**
 * The HTML snippets marked runnable: a fenced ```html block whose previous line is
 * `<!-- runnable -->`, or `<!-- runnable: books -->` for one that a booking must complete
 * through. Indented blocks (inside a list item) lose their indentation.
 */
export function runnableSnippets(markdown) {
  const lines = markdown.split('\n');
  const snippets = [];
  for (let i = 1; i < lines.length; i++) {
    const marker = /^\s*<!-- runnable(: books)? -->\s*$/.exec(lines[i - 1]);
    const fence = /^(\s*)```html\s*$/.exec(lines[i]);
    if (!marker || !fence) continue;
    const indent = fence[1].length;
    const end = lines.findIndex((line, j) => j > i && /^\s*```\s*$/.test(line));
    if (end < 0) throw new Error(`line ${i + 1}: a runnable snippet without its closing fence`);
    const html = lines
      .slice(i + 1, end)
      .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
      .join('\n');
    snippets.push({ line: i + 1, html, books: Boolean(marker[1]) });
  }
  return snippets;
}
