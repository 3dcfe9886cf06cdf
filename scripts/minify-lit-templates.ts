// Build-time minification of the static text inside lit's html`` / svg`` / css`` templates.
// JavaScript minifiers never touch template text, and the widget's indentation, line breaks
// and CSS comments would otherwise ship to every visitor. Only the text between `${…}` is
// rewritten; bindings, expressions and escapes stay byte for byte.
import { RolldownMagicString, type Plugin } from 'rolldown';
import { parseAst } from 'rolldown/parseAst';

interface Quasi {
  start: number;
  end: number;
}
interface AstNode {
  type?: string;
  [key: string]: unknown;
}

const MARKUP_TAGS = new Set(['html', 'svg']);

/**
 * A run of whitespace that holds a line break exists only for the source's indentation and
 * becomes one space: all that HTML renders of it, so layout and text stay exactly as written.
 * (Dropping the runs between tags as well saves under 10 B gzip and would glue inline
 * elements written on separate lines together.)
 */
export const minifyMarkup = (text: string): string => text.replace(/[ \t\r]*\n[ \t\r\n]*/g, ' ');

/**
 * A comment or a quoted string, whichever begins first: a quote inside a comment ("the
 * calendar's height") starts no string, and `/*` inside a string starts no comment.
 */
const COMMENT_OR_STRING = /(\/\*[\s\S]*?\*\/|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/;

/** Indentation, spaces around punctuation, each block's last `;`, a zero before a point. */
const minifyCssCode = (code: string): string =>
  code
    .replace(/[ \t\r\n]+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/ ?\/ ?/g, '/')
    .replace(/(^|[^\w.-])0\.(\d)/g, '$1.$2')
    .replace(/;}/g, '}');

/**
 * Comments, indentation, spaces around punctuation and each block's last `;`, outside quoted
 * strings; also the quotes of attribute selectors whose value is a plain name (`[mode=inline]`),
 * the zero before a decimal point (`.5`) and the spaces around `/` in colours.
 */
export function minifyCss(text: string): string {
  const parts = text.replace(/\[([\w-]+)=(['"])([a-z_][\w-]*)\2\]/gi, '[$1=$3]').split(COMMENT_OR_STRING);
  // A comment goes (CSS reads `.a/**/.b` as `.a.b`), and the code on either side of it is
  // minified as one run: minified apart, each side would keep the space at its edge (`} .next`).
  let minified = '';
  let code = '';
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 0) code += part;
    else if (!part.startsWith('/*')) {
      // A quoted string, kept as written.
      minified += minifyCssCode(code) + part;
      code = '';
    }
  }
  return minified + minifyCssCode(code);
}

function templatesIn(node: unknown, found: Array<{ tag: string; quasis: Quasi[] }>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) templatesIn(child, found);
    return;
  }
  const { type, tag, quasi } = node as AstNode & { tag?: AstNode & { name?: string }; quasi?: { quasis: Quasi[] } };
  if (type === 'TaggedTemplateExpression' && tag?.type === 'Identifier' && quasi && tag.name) {
    found.push({ tag: tag.name, quasis: quasi.quasis });
  }
  for (const value of Object.values(node)) templatesIn(value, found);
}

export function minifyLitTemplates(): Plugin {
  return {
    name: 'minify-lit-templates',
    transform: {
      order: 'post',
      filter: { id: /\/src\/.*\.ts$/ },
      handler(code, id) {
        if (!/\b(html|svg|css)`/.test(code)) return null;
        const found: Array<{ tag: string; quasis: Quasi[] }> = [];
        templatesIn(parseAst(code), found);
        const output = new RolldownMagicString(code);
        for (const { tag, quasis } of found) {
          const markup = MARKUP_TAGS.has(tag);
          if (!markup && tag !== 'css') continue;
          for (const [index, { start, end }] of quasis.entries()) {
            const text = code.slice(start, end);
            let minified = markup ? minifyMarkup(text) : minifyCss(text);
            // A stylesheet's leading and trailing space is no part of any rule.
            if (!markup && index === 0) minified = minified.trimStart();
            if (!markup && index === quasis.length - 1) minified = minified.trimEnd();
            if (minified !== text) output.overwrite(start, end, minified);
          }
        }
        if (!output.hasChanged()) return null;
        const { mappings, names, sources } = output.generateMap({ source: id, hires: true });
        return { code: output.toString(), map: { version: 3, mappings, names, sources } };
      },
    },
  };
}
