// docs/accessibility.md, the conformance report in the VPAT 2.5 (WCAG edition) layout, against
// WCAG 2.2's list of success criteria: every A and AA criterion once, in its level's table, with
// a conformance level of the VPAT's terms and remarks that name their evidence — a test of a
// named file whose `it()` title is the one quoted, or a check by hand with its date — and no
// "Partially Supports" without its reason. 4.1.1 Parsing has its row for WCAG 2.0 and 2.1.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = resolve(import.meta.dirname, '..', '..');
const REPORT = readFileSync(join(ROOT, 'docs', 'accessibility.md'), 'utf8');

/** WCAG 2.2's success criteria at levels A and AA (https://www.w3.org/TR/WCAG22/), 4.1.1 Parsing removed. */
const WCAG_22 = {
  A: [
    '1.1.1',
    '1.2.1',
    '1.2.2',
    '1.2.3',
    '1.3.1',
    '1.3.2',
    '1.3.3',
    '1.4.1',
    '1.4.2',
    '2.1.1',
    '2.1.2',
    '2.1.4',
    '2.2.1',
    '2.2.2',
    '2.3.1',
    '2.4.1',
    '2.4.2',
    '2.4.3',
    '2.4.4',
    '2.5.1',
    '2.5.2',
    '2.5.3',
    '2.5.4',
    '3.1.1',
    '3.2.1',
    '3.2.2',
    '3.2.6',
    '3.3.1',
    '3.3.2',
    '3.3.7',
    '4.1.2',
  ],
  AA: [
    '1.2.4',
    '1.2.5',
    '1.3.4',
    '1.3.5',
    '1.4.3',
    '1.4.4',
    '1.4.5',
    '1.4.10',
    '1.4.11',
    '1.4.12',
    '1.4.13',
    '2.4.5',
    '2.4.6',
    '2.4.7',
    '2.4.11',
    '2.5.7',
    '2.5.8',
    '3.1.2',
    '3.2.3',
    '3.2.4',
    '3.3.3',
    '3.3.4',
    '3.3.8',
    '4.1.3',
  ],
} as const;

const CONFORMANCE = ['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable'];

/** The columns of VPAT 2.5's tables, exactly. */
const COLUMNS = '| Criteria | Conformance Level | Remarks and Explanations |';

interface Row {
  id: string;
  /** The level in the criterion's cell: "1.3.4 Orientation (Level AA 2.1 and 2.2)" is AA. */
  level: string;
  conformance: string;
  /** The remarks and explanations: a sentence or more, then its evidence, one per `<br>`. */
  remarks: string;
  evidence: string[];
}

/** The table under a heading that starts with `heading`: its header line and its rows. */
function table(heading: string): { header: string; rows: Row[] } {
  const start = REPORT.indexOf(`\n### ${heading}`);
  assert.ok(start >= 0, `a "### ${heading}" section`);
  const lines = REPORT.slice(start + 1)
    .split('\n')
    .slice(1);
  const firstRow = lines.findIndex((line) => line.startsWith('|'));
  const tableLines = lines.slice(firstRow);
  const end = tableLines.findIndex((line) => !line.startsWith('|'));
  const [header, , ...body] = end === -1 ? tableLines : tableLines.slice(0, end);
  return { header: header!, rows: body.map(row) };
}

/** A row: `| 1.1.1 Non-text Content (Level A) | Supports | remarks<br>Tested: … |`. */
function row(line: string): Row {
  const cells = line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
  assert.equal(cells.length, 3, `three cells in: ${line}`);
  const [criterion, conformance, remarksCell] = cells as [string, string, string];
  const level = /\(Level (AA?)(?: 2\.1 and 2\.2| 2\.2 only)?\)$/.exec(criterion);
  assert.ok(level, `the criterion's level as VPAT writes it: ${criterion}`);
  const [remarks, ...evidence] = remarksCell.split('<br>').map((part) => part.trim());
  return { id: criterion.split(' ')[0]!, level: level[1]!, conformance, remarks: remarks!, evidence };
}

/** A test named as evidence: ``Tested: `test/…/file.test.ts` › “title”`` (a title, or a template's with its values). */
const TESTED = /^Tested: `([^`]+\.test\.ts)` › “(.+)”$/;
/** A check by hand: ``Checked by hand: how, YYYY-MM-DD.`` */
const CHECKED_BY_HAND = /^Checked by hand: .{20,}, \d{4}-\d{2}-\d{2}\.$/;

/** Every `Tested:` reference in the report, in the tables and in its prose. */
function testsNamed(): { file: string; title: string }[] {
  return [...REPORT.matchAll(/Tested: `([^`]+\.test\.ts)` › “([^”]+)”/g)].map(([, file, title]) => ({
    file: file!,
    title: title!,
  }));
}

/**
 * The titles of a test file's `it()` and `test()` calls, each as a pattern: a quoted title as
 * it is, a template literal with `.+` for each `${…}` (so its titles with their values match).
 */
function testTitles(source: string): RegExp[] {
  const calls = /\b(?:it|test)(?:\.only|\.skip)?\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\])*)`)/g;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const unescape = (text: string) => text.replace(/\\(.)/g, '$1');
  return [...source.matchAll(calls)].map(([, single, double, template]) => {
    if (template === undefined) return new RegExp(`^${escape(unescape(single ?? double!))}$`);
    const parts = template.split(/\$\{[^}]*\}/).map((part) => escape(unescape(part)));
    return new RegExp(`^${parts.join('.+')}$`);
  });
}

describe('docs/accessibility.md, the WCAG 2.2 conformance report in the VPAT 2.5 layout', () => {
  const levelA = table('Table 1: Success Criteria, Level A');
  const levelAA = table('Table 2: Success Criteria, Level AA');
  const found = [...levelA.rows, ...levelAA.rows];
  const wcag22 = found.filter((candidate) => candidate.id !== '4.1.1');

  it('has the VPAT’s product information, applicable standards, terms and legal disclaimer', () => {
    for (const section of [
      '**Name of Product/Version:**',
      '**Report Date:**',
      '**Product Description:**',
      '**Contact Information:**',
      '**Evaluation Methods Used:**',
      '### Applicable Standards/Guidelines',
      '### Terms',
      '### WCAG 2.2 Report',
      '### Legal Disclaimer',
    ]) {
      assert.ok(REPORT.includes(section), `the report has ${section}`);
    }
    for (const term of [...CONFORMANCE, 'Not Evaluated']) assert.match(REPORT, new RegExp(`^- \\*\\*${term}\\*\\*:`, 'm'));
  });

  it('has two tables with exactly the VPAT’s columns', () => {
    assert.equal(levelA.header, COLUMNS);
    assert.equal(levelAA.header, COLUMNS);
  });

  it('has WCAG 2.2’s 55 criteria of levels A and AA, each once and in its level’s table', () => {
    const wanted = [...WCAG_22.A.map((id) => `${id} A`), ...WCAG_22.AA.map((id) => `${id} AA`)];
    assert.equal(wanted.length, 55);
    assert.deepEqual(wcag22.map((candidate) => `${candidate.id} ${candidate.level}`).sort(), wanted.sort());
    assert.ok(
      levelA.rows.every((candidate) => candidate.level === 'A'),
      'Table 1 holds level A only',
    );
    assert.ok(
      levelAA.rows.every((candidate) => candidate.level === 'AA'),
      'Table 2 holds level AA only',
    );
  });

  it('has 4.1.1 Parsing as VPAT 2.5 writes it: always Supports for 2.0 and 2.1, obsolete and removed in 2.2', () => {
    const parsing = levelA.rows.filter((candidate) => candidate.id === '4.1.1');
    assert.equal(parsing.length, 1);
    assert.equal(parsing[0]!.conformance, 'Supports');
    assert.match(parsing[0]!.remarks, /WCAG 2\.0 and 2\.1.*Supports.*WCAG 2\.2.*obsolete and removed/);
  });

  it('gives each a conformance level of the VPAT and a remark', () => {
    for (const candidate of found) {
      assert.ok(CONFORMANCE.includes(candidate.conformance), `${candidate.id}: "${candidate.conformance}"`);
      assert.ok(candidate.remarks.length > 20, `${candidate.id}: a sentence of remarks`);
    }
  });

  it('backs each WCAG 2.2 criterion with a named test or a dated check by hand, in its remarks', () => {
    for (const candidate of wcag22) {
      assert.ok(candidate.evidence.length > 0, `${candidate.id}: evidence after the remarks`);
      for (const evidence of candidate.evidence) {
        assert.ok(
          TESTED.test(evidence) || CHECKED_BY_HAND.test(evidence),
          `${candidate.id}: "Tested: \`file\` › “title”" or "Checked by hand: how, date." — not: ${evidence}`,
        );
      }
    }
  });

  it('names only tests that exist: each title is an it() or test() title of the named file', () => {
    const named = testsNamed();
    assert.ok(named.length >= 40, 'the report names its tests');
    const missing = named.filter(({ file, title }) => {
      const path = join(ROOT, file);
      return !existsSync(path) || !testTitles(readFileSync(path, 'utf8')).some((pattern) => pattern.test(title));
    });
    assert.deepEqual(
      missing.map(({ file, title }) => `${file} › “${title}”`),
      [],
      'each an it() or test() title of its file',
    );
  });

  it('names the axe matrix’s test', () => {
    assert.ok(testsNamed().some(({ file }) => file === 'test/accessibility/axe-matrix.test.ts'));
  });

  it('finds titles in it() calls only, a template’s with any values', () => {
    const titles = testTitles(
      "describe('a suite', () => {\n  it('says \\'hi\\'', () => {});\n  it(`at ${width} px`, () => {});\n});\n// it is not 'a title'",
    );
    assert.equal(titles.length, 2);
    assert.ok(titles[0]!.test("says 'hi'"));
    assert.ok(titles[1]!.test('at 320 px'));
    assert.ok(!titles.some((pattern) => pattern.test('a suite')), 'a describe() is not a test');
  });

  it('says why for every criterion it only partially supports', () => {
    for (const candidate of found.filter((each) => each.conformance === 'Partially Supports')) {
      assert.match(candidate.remarks, /Reason: .{20,}/, `${candidate.id}: the reason it is not fully met`);
    }
  });

  it('shows screenshots that exist', () => {
    for (const [, image] of REPORT.matchAll(/\]\((screenshots\/[^)]+\.png)\)/g)) {
      assert.ok(existsSync(join(ROOT, 'docs', image!)), `docs/${image} exists`);
    }
  });
});
