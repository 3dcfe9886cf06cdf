// Renders docs/reference.md, the element's reference, from custom-elements.json (attributes,
// properties, events with their detail types, CSS parts and custom properties) and from the
// message catalog src/i18n/launcher-messages.ts and messages.ts (every id with its English text and its note). Run by
// `npm run build` after `cem analyze`; scripts/test/reference.test.ts fails when the committed
// file is not what this renders. Why a script of our own: docs/decisions/0004-reference-generator.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ENGLISH, MESSAGE_IDS } from '../src/i18n/messages.js';

export const REFERENCE_PATH = 'docs/reference.md';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TAG_NAME = 'booking-widget';

interface Named {
  name: string;
  description?: string;
}
interface Member extends Named {
  kind: string;
  type?: { text: string };
  default?: string;
  privacy?: string;
  static?: boolean;
  readonly?: boolean;
}
export interface ElementDeclaration extends Named {
  tagName?: string;
  customElement?: boolean;
  attributes?: Named[];
  members?: Member[];
  events?: (Named & { type?: { text: string } })[];
  cssParts?: Named[];
  cssProperties?: Named[];
}
export interface Manifest {
  modules: { path: string; declarations?: ElementDeclaration[] }[];
}

/** A message id with its English text and the catalog's note on it (who reads it, what a placeholder holds). */
export interface CatalogEntry {
  id: string;
  english: string;
  note: string;
}

export function elementOf(manifest: Manifest): ElementDeclaration {
  const element = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((declaration) => declaration.customElement && declaration.tagName === TAG_NAME);
  if (!element) throw new Error(`custom-elements.json declares no <${TAG_NAME}>`);
  return element;
}

/** Text for a table cell: one line, its pipes escaped. */
function cell(text: string | undefined): string {
  return (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}
const code = (text: string | undefined) => (text ? `\`${cell(text)}\`` : '');

function table(headers: string[], rows: string[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The property an attribute sets: the public field named as the attribute in camelCase (`time-zone` → `timeZone`). */
function fieldOf(attribute: string, fields: Member[]): Member | undefined {
  const camel = attribute.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return fields.find((field) => field.name === camel);
}

/** Each type the events' details name (`Slot`, `ApiErrorKind` …), as declared in the modules src/events.ts imports. */
export function detailTypeDeclarations(typeNames: Set<string>): Map<string, string> {
  const found = new Map<string, string>();
  const eventsFile = join(ROOT, 'src/events.ts');
  const events = ts.createSourceFile(eventsFile, readFileSync(eventsFile, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of events.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const path = join(dirname(eventsFile), statement.moduleSpecifier.text.replace(/\.js$/, '.ts'));
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const node of source.statements) {
      if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && typeNames.has(node.name.text)) {
        found.set(node.name.text, node.getText().replace(/^export /, ''));
      }
    }
  }
  return found;
}

/** The catalog's ids in order, each with its English text (a plural variant English lacks reads `.other`'s) and its note. */
export function readCatalog(): CatalogEntry[] {
  const notes = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name)) {
      const comment = ts
        .getJSDocCommentsAndTags(node)
        .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
        .join(' ');
      if (comment) notes.set(node.name.text, comment);
    }
    ts.forEachChild(node, visit);
  };
  // The button's texts (which come first) and the dialog's.
  for (const name of ['launcher-messages.ts', 'messages.ts']) {
    const file = join(ROOT, 'src/i18n', name);
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  }
  const english = ENGLISH as Record<string, string>;
  return MESSAGE_IDS.map((id) => ({
    id,
    english: english[id] ?? english[id.replace(/\.\w+$/, '.other')]!,
    note: notes.get(id) ?? (id in english ? '' : 'A plural variant English does not use; other languages may.'),
  }));
}

export function renderReference({ manifest, catalog }: { manifest: Manifest; catalog: CatalogEntry[] }): string {
  const element = elementOf(manifest);
  const fields = (element.members ?? []).filter(
    (member) => member.kind === 'field' && !member.static && !member.privacy && !member.name.startsWith('#'),
  );
  const attributes = element.attributes ?? [];
  const fieldsWithAttribute = new Set(attributes.map((attribute) => fieldOf(attribute.name, fields)?.name));
  const events = element.events ?? [];
  const typeNames = new Set(events.flatMap((event) => event.type?.text.match(/\b[A-Z]\w+\b/g) ?? []));
  typeNames.delete('CustomEvent');
  typeNames.delete('Record');
  const declarations = detailTypeDeclarations(typeNames);

  return `<!-- Generated by \`npm run build\` (scripts/build-reference.ts) from custom-elements.json, src/i18n/launcher-messages.ts and src/i18n/messages.ts: edit those, not this file. -->

# \`<${TAG_NAME}>\` reference

${cell(element.description)}

How to use these: [styling](styling.md), [languages and texts](languages.md), [events in analytics](analytics.md),
[time zones](time-zones.md). Every attribute can change at any time; the widget follows without a reload.

## Attributes

${table(
  ['attribute', 'property', 'type', 'default', 'description'],
  attributes.map((attribute) => {
    const field = fieldOf(attribute.name, fields);
    return [
      code(attribute.name),
      code(field?.name) || '—',
      code(field?.type?.text),
      code(field?.default),
      cell(attribute.description),
    ];
  }),
)}

## Properties without an attribute

${table(
  ['property', 'type', 'description'],
  fields
    .filter((field) => !fieldsWithAttribute.has(field.name))
    .map((field) => [
      code(field.name),
      code(field.type?.text),
      `${field.readonly ? 'Read-only. ' : ''}${cell(field.description)}`,
    ]),
)}

## Events

Every event is a \`CustomEvent\` that bubbles and is composed: a listener on the element, on \`document\` or on
\`window\` hears it. They are fired for the customer's actions only, never for changes a script makes.

${table(
  ['event', 'description', '`detail` type'],
  events.map((event) => [code(event.name), cell(event.description), code(event.type?.text.replace(/^CustomEvent<(.*)>$/, '$1'))]),
)}

The types the details name:

\`\`\`ts
${[...declarations.values()].join('\n\n')}
\`\`\`

## CSS custom properties

Set them on the element (\`booking-widget { --booking-accent: #0f766e; }\`).

${table(
  ['custom property', 'description'],
  (element.cssProperties ?? []).map((property) => [code(property.name), cell(property.description)]),
)}

## CSS parts

Style them with \`booking-widget::part(name)\`.

${table(
  ['part', 'description'],
  (element.cssParts ?? []).map((part) => [code(part.name), cell(part.description)]),
)}

## Message ids

What [languages.md](languages.md#replacing-a-text) replaces texts by. Placeholders are in braces.

${table(
  ['id', 'English', 'note'],
  catalog.map((entry) => [code(entry.id), cell(entry.english), cell(entry.note)]),
)}
`;
}

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8')) as Manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(ROOT, REFERENCE_PATH), renderReference({ manifest: readManifest(), catalog: readCatalog() }));
  console.log(`Wrote ${REFERENCE_PATH}`);
}
