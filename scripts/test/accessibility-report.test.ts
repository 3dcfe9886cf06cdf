// docs/accessibility.md, the conformance report, against WCAG 2.2's list of success
// criteria: every A and AA criterion once, at its level, with a conformance level, a remark and
// evidence that exists — a test file and a test name found in it, or a check by hand with its
// date — and no "Partially Supports" without its reason.
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

interface Row {
  id: string;
  level: string;
  conformance: string;
  remarks: string;
  evidence: string;
}

/** The rows of the report's criteria tables: `| 1.1.1 Name | A | Supports | remarks | evidence |`. */
function rows(): Row[] {
  return REPORT.split('\n')
    .filter((line) => /^\| \d\.\d\.\d+ /.test(line))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
      assert.equal(cells.length, 5, `five cells in: ${line}`);
      const [criterion, level, conformance, remarks, evidence] = cells as [string, string, string, string, string];
      return { id: criterion.split(' ')[0]!, level, conformance, remarks, evidence };
    });
}

/** A test named in a row: `` `test/…/file.test.ts` — "name" ``, the name's quotes escaped with a backslash. */
function namedTest(evidence: string): { file: string; name: string } | undefined {
  const match = /^`([^`]+\.test\.ts)` — "((?:[^"\\]|\\.)+)"$/.exec(evidence);
  return match ? { file: match[1]!, name: match[2]!.replace(/\\"/g, '"') } : undefined;
}

describe('docs/accessibility.md, the WCAG 2.2 conformance report', () => {
  const found = rows();

  it('has WCAG 2.2’s 55 criteria of levels A and AA, each once and at its level, and not 4.1.1 Parsing', () => {
    const wanted = [...WCAG_22.A.map((id) => `${id} A`), ...WCAG_22.AA.map((id) => `${id} AA`)];
    assert.equal(wanted.length, 55);
    assert.deepEqual(found.map((row) => `${row.id} ${row.level}`).sort(), wanted.sort());
    assert.match(REPORT, /4\.1\.1 Parsing\*\* is obsolete/);
  });

  it('gives each a conformance level of the VPAT and a remark', () => {
    for (const row of found) {
      assert.ok(CONFORMANCE.includes(row.conformance), `${row.id}: "${row.conformance}"`);
      assert.ok(row.remarks.length > 20, `${row.id}: a sentence of remarks`);
    }
  });

  it('backs each with a test file and a test name found in it, or a dated check by hand', () => {
    for (const row of found) {
      const test = namedTest(row.evidence);
      if (test) {
        const path = join(ROOT, test.file);
        assert.ok(existsSync(path), `${row.id}: ${test.file} exists`);
        assert.ok(readFileSync(path, 'utf8').includes(test.name), `${row.id}: "${test.name}" is a test in ${test.file}`);
      } else {
        assert.match(row.evidence, /^Manual: .{20,}, \d{4}-\d{2}-\d{2}$/, `${row.id}: a test or a dated manual check`);
      }
    }
  });

  it('says why for every criterion it only partially supports', () => {
    for (const row of found.filter((candidate) => candidate.conformance === 'Partially Supports')) {
      assert.match(row.remarks, /Reason: .{20,}/, `${row.id}: the reason it is not fully met`);
    }
  });

  it('names an existing test for the axe matrix and the screenshots it shows', () => {
    assert.ok(existsSync(join(ROOT, 'test', 'accessibility', 'axe-matrix.test.ts')));
    for (const [, image] of REPORT.matchAll(/\]\((screenshots\/[^)]+\.png)\)/g)) {
      assert.ok(existsSync(join(ROOT, 'docs', image!)), `docs/${image} exists`);
    }
  });
});
