// The rules scripts/minify-lit-templates.ts relies on, as tests: what it rewrites, what it must
// leave alone, and the one rule the widget's templates must keep for it to be safe (no text
// whose line breaks render). Runs in Node with the sandbox's contract tests (`npm test`).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { minifyCss, minifyLitTemplates, minifyMarkup } from '../minify-lit-templates.js';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Runs the plugin's transform as the build does, on a module at `src/example.ts`. */
function transform(code: string): string {
  const { handler } = minifyLitTemplates().transform as { handler: (code: string, id: string) => { code: string } | null };
  return handler(code, '/repo/src/example.ts')?.code ?? code;
}

describe('minify-lit-templates', () => {
  it('turns indentation with a line break into one space, and leaves other spaces as written', () => {
    assert.equal(minifyMarkup('<p>\n      <b>a</b>  b\n    </p>'), '<p> <b>a</b>  b </p>');
  });

  it('drops CSS comments, spaces around punctuation, the last `;`, quotes of plain attribute values, a zero before a point', () => {
    const css = '/* note */\n:host([mode="inline"]) .a > .b {\n  margin: 0.5rem 10.5px;\n  color: rgb(0 0 0 / 0.5);\n}\n';
    // The space the comment leaves goes in the plugin, which trims each stylesheet's ends.
    assert.equal(minifyCss(css), ' :host([mode=inline]) .a>.b{margin:.5rem 10.5px;color:rgb(0 0 0/.5)}');
  });

  it('drops a comment with a quote in it, and minifies the code around it as one', () => {
    assert.equal(
      minifyCss('/* the calendar\'s height */\n.a {\n  margin: 0;\n}\n/* it\'s "quoted" */ .b { }'),
      ' .a{margin:0}.b{}',
    );
    // A comment is no space in CSS: `.a/**/.b` is `.a.b`, `.a /**/ .b` is `.a .b`.
    assert.equal(minifyCss('.a/* x */.b{}.c /* y */ .d{}'), '.a.b{}.c .d{}');
  });

  it('leaves quoted CSS strings and attribute values that are not plain names byte for byte', () => {
    assert.equal(minifyCss(".a::before { content: ' a  /* b */ ; } '; }"), ".a::before{content:' a  /* b */ ; } '}");
    assert.equal(minifyCss('[part="a b"] { }'), '[part="a b"]{}');
  });

  it('rewrites only the text of html``, svg`` and css`` templates: expressions and other tags stay as written', () => {
    const code = [
      "const a = html`<p>\n  ${x + '  \\n  '}\n</p>`;",
      'const b = css`\n  .a {\n    color: red;\n  }\n`;',
      'const c = other`\n  keep  \n`;',
      "const d = '\\n    <p>\\n    ';",
    ].join('\n');
    assert.equal(
      transform(code),
      [
        "const a = html`<p> ${x + '  \\n  '} </p>`;",
        'const b = css`.a{color:red}`;',
        'const c = other`\n  keep  \n`;',
        "const d = '\\n    <p>\\n    ';",
      ].join('\n'),
    );
  });

  it('finds no template in src/ whose line breaks would render (<pre>, text in a <textarea>, white-space: pre…)', () => {
    const offenders = sourceFiles('src').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found = [
        ...text.matchAll(
          /<pre[\s>]|<textarea[^>]*>[^<]|<listing|<plaintext|white-space:\s*(pre|break-spaces)|white-space-collapse/g,
        ),
      ];
      return found.map((match) => `${file}: ${match[0]}`);
    });
    assert.deepEqual(offenders, []);
  });
});
