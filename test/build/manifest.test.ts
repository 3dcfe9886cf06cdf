import { expect } from '@open-wc/testing';

// README's reference tables and custom-elements.json (generated from the element's JSDoc)
// must name the same attributes, events, CSS parts and custom properties. A README table
// counts when its first header cell is one of the headings below; its first column holds
// each name in backticks.
type Category = 'attribute' | 'property' | 'event' | 'part' | 'custom property';
const HEADINGS: Record<string, Category> = {
  attribute: 'attribute',
  property: 'property',
  event: 'event',
  part: 'part',
  'css part': 'part',
  'custom property': 'custom property',
  'css custom property': 'custom property',
};

interface ManifestDeclaration {
  name: string;
  tagName?: string;
  customElement?: boolean;
  attributes?: { name: string }[];
  members?: { kind: string; name: string; privacy?: string; static?: boolean }[];
  events?: { name: string }[];
  cssParts?: { name: string }[];
  cssProperties?: { name: string }[];
}

function readmeTables(markdown: string): Map<Category, Set<string>> {
  const found = new Map<Category, Set<string>>();
  const lines = markdown.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    const header = lines[i]!.trim();
    if (!header.startsWith('|') || !/^\|\s*:?-{3,}/.test(lines[i + 1]!.trim())) continue;
    const heading = header.split('|')[1]!.trim().replace(/`/g, '').toLowerCase();
    const category = HEADINGS[heading];
    if (!category) continue;
    const names = found.get(category) ?? new Set<string>();
    for (let row = i + 2; row < lines.length && lines[row]!.trim().startsWith('|'); row++) {
      const firstCell = lines[row]!.split('|')[1] ?? '';
      const name = /`([^`]+)`/.exec(firstCell)?.[1];
      if (name) names.add(name.replace(/^::part\((.*)\)$/, '$1'));
    }
    found.set(category, names);
  }
  return found;
}

function manifestNames(declaration: ManifestDeclaration): Map<Category, Set<string>> {
  const names = (list: { name: string }[] | undefined) => new Set((list ?? []).map((item) => item.name));
  return new Map<Category, Set<string>>([
    ['attribute', names(declaration.attributes)],
    ['event', names(declaration.events)],
    ['part', names(declaration.cssParts)],
    ['custom property', names(declaration.cssProperties)],
    [
      'property',
      names(declaration.members?.filter((m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public')),
    ],
  ]);
}

const sorted = (set: Set<string> | undefined) => [...(set ?? [])].sort();

describe('README and custom-elements.json', () => {
  let readme: Map<Category, Set<string>>;
  let manifest: Map<Category, Set<string>>;

  before(async () => {
    const [markdown, json] = await Promise.all([
      fetch('/README.md').then((r) => r.text()),
      fetch('/custom-elements.json').then((r) => r.json() as Promise<{ modules: { declarations?: ManifestDeclaration[] }[] }>),
    ]);
    readme = readmeTables(markdown);
    const element = json.modules
      .flatMap((m) => m.declarations ?? [])
      .find((d) => d.customElement && d.tagName === 'booking-widget');
    expect(element, 'custom-elements.json declares <booking-widget>').to.not.equal(undefined);
    manifest = manifestNames(element!);
  });

  it('README documents the attributes in a table', () => {
    expect(sorted(readme.get('attribute'))).to.not.deep.equal([]);
  });

  for (const category of ['attribute', 'event', 'part', 'custom property'] as const) {
    it(`every ${category} is in both README and custom-elements.json`, () => {
      const inReadme = readme.get(category) ?? new Set<string>();
      const inManifest = manifest.get(category)!;
      expect(
        sorted(inManifest).filter((n) => !inReadme.has(n)),
        `${category}s missing from README`,
      ).to.deep.equal([]);
      expect(
        sorted(inReadme).filter((n) => !inManifest.has(n)),
        `${category}s missing from the JSDoc`,
      ).to.deep.equal([]);
    });
  }

  it('every property README lists is a public property of the element', () => {
    const inManifest = manifest.get('property')!;
    expect(sorted(readme.get('property')).filter((n) => !inManifest.has(n))).to.deep.equal([]);
  });
});
