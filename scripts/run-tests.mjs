#!/usr/bin/env node
// `npm test`: type-checks, lints (ESLint, lit-analyzer, Prettier), builds (holding each step of
// a visit to its size budget, scripts/size.mjs), runs the Node tests (sandbox contract, build
// scripts, docs), every browser test (web-test-runner in Chromium, Firefox and WebKit: the
// element's suite against the sources, test/build/ against the built files), the framework
// examples (examples/) and the WordPress plugin in a real WordPress, then prints one plain line
// `N passed, M failed` summed over all suites. A browser test file that a browser did not run
// at all (its tests never started, or the browser stopped answering) runs once more in a new one.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { examplesInstallIsStale, packageBuildIsStale } from '../examples/test/staleness.mjs';
import { missingWordPressRequirements } from '../wordpress/test/requirements.mjs';

// eslint-disable-next-line no-control-regex -- ANSI escape sequences begin with the ESC character.
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

function run(command, args, { capture = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    if (capture) {
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          process.stdout.write(chunk);
          output += chunk.toString();
        });
      }
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output: output.replace(ANSI, '') }));
  });
}

function testFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => join(dir, f))
    .sort();
}

const totals = { passed: 0, failed: 0 };
const failures = [];
/** What the closing lines say besides the failures (a test file run again in a new browser). */
const notes = [];
const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);
// A failed check that is not a test (type-check, build, size) or a suite that failed without
// reporting a failed test still counts once in the closing line, so that line never reads
// "0 failed" for a run that failed.
function failCheck(name) {
  failures.push(name);
  totals.failed += 1;
}

if (wants('typecheck')) {
  const tsc = await run('npx', ['tsc', '-p', 'tsconfig.json']);
  const tscNode = await run('npx', ['tsc', '-p', 'tsconfig.node.json']);
  if (tsc.code || tscNode.code) failCheck('typecheck');
}

// The habits of the field, one failure each in the closing line (README.md, "For developers"):
// ESLint with type information, lit-analyzer's strict template type checks, Prettier's check.
const LINTERS = {
  eslint: ['eslint', ['.']],
  // `test` before `src`: lit-analyzer then resolves the element's attributes in the page object's
  // templates as well (it misses them in the other order).
  'lit-analyzer': ['lit-analyzer', ['test', 'src', 'configurator', '--maxWarnings', '0']],
  prettier: ['prettier', ['--check', '.']],
};
for (const [step, [command, args]] of Object.entries(LINTERS)) {
  if (wants(step) && (await run('npx', ['--no-install', command, ...args])).code) failCheck(step);
}

if (wants('build')) {
  const build = await run('npm', ['run', '--silent', 'build']);
  if (build.code) failCheck('build');
  else if ((await run('node', ['scripts/size.mjs'])).code) failCheck('size budget');
}

/** Runs Node's test runner on `files` and adds its pass and fail counts to the totals. */
async function nodeTests(name, files) {
  const node = await run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], { capture: true });
  const pass = Number(/ℹ pass (\d+)/.exec(node.output)?.[1] ?? 0);
  const fail = Number(/ℹ fail (\d+)/.exec(node.output)?.[1] ?? 0);
  totals.passed += pass;
  totals.failed += fail;
  if (fail) failures.push(name);
  else if (node.code) failCheck(name);
}

if (wants('node')) {
  // The sandbox's contract tests, the build scripts' own tests and the docs' (links, the generated
  // reference, troubleshooting's console messages), and the WordPress plugin's readme.txt (the
  // `wordpress` step runs the plugin itself).
  const files = [...testFiles('sandbox/test'), ...testFiles('scripts/test'), 'wordpress/test/readme.test.ts'];
  if (files.length) await nodeTests('Node tests', files);
}

/** The browser's name in web-test-runner's reports, as `BROWSERS` in web-test-runner.config.mjs names it. */
const BROWSER_IDS = { Chrome: 'chromium', Chromium: 'chromium', Firefox: 'firefox', WebKit: 'webkit' };

/** web-test-runner on `files` (all when empty) in `browsers` (all when undefined); resolves to its results. */
async function browserTests({ files = [], browsers } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'booking-wtr-'));
  const results = join(folder, 'results.json');
  const env = { WTR_RESULTS: results, ...(browsers ? { BROWSERS: browsers } : {}) };
  const { code } = await run('npx', ['wtr', ...files], { env });
  try {
    return { code, ...JSON.parse(readFileSync(results, 'utf8')) };
  } catch {
    // web-test-runner ended before its reporters (a broken config, say): nothing ran.
    return { code: code || 1, browsers: {}, didNotRun: [], failedFiles: [] };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (wants('browser')) {
  const first = await browserTests();
  // A test file that did not run in a browser (it never started its tests, or the browser stopped
  // answering: the browser's failure, reported above with its error) runs once more in that
  // browser alone, which a new browser process then serves. Failed tests never run again.
  const reruns = [];
  for (const browser of new Set(first.didNotRun.map((file) => file.browser))) {
    const files = first.didNotRun.filter((file) => file.browser === browser).map((file) => file.testFile);
    console.log(
      `\n${browser}: ${files.length} test file(s) did not run (${files.join(', ')}); running them again in a new ${browser}.`,
    );
    const rerun = await browserTests({ files, browsers: BROWSER_IDS[browser] ?? browser.toLowerCase() });
    reruns.push(rerun);
    notes.push(
      `${browser}: ${files.join(', ')} did not run at first; run again in a new browser, ${rerun.code ? 'it failed' : 'it passed'}.`,
    );
  }
  const runs = [first, ...reruns];
  let failedTests = 0;
  for (const { browsers } of runs) {
    for (const counts of Object.values(browsers)) {
      totals.passed += counts.passed;
      failedTests += counts.failed;
    }
  }
  totals.failed += failedTests;
  // Files that failed without a failed test: an error outside the tests, or not run twice.
  const brokenFiles = [...runs.flatMap((r) => r.failedFiles), ...reruns.flatMap((r) => r.didNotRun)];
  for (const { browser, testFile, errors } of brokenFiles) console.log(`${browser}: ${testFile} failed: ${errors.join('; ')}`);
  totals.failed += brokenFiles.length;
  // An exit code that nothing above explains (web-test-runner did not start, say) fails too.
  const unexplained = runs.some((r) => r.code && r.didNotRun.length === 0) && !failedTests && !brokenFiles.length;
  if (failedTests || brokenFiles.length) failures.push('browser tests');
  else if (unexplained || Object.keys(first.browsers).length === 0) failCheck('browser tests');
}

// The framework examples (examples/: React, Next.js, Vue, Angular, Svelte, Astro), after the build:
// their one install, the type test of the shipped framework typings (examples/tsconfig.json), then
// each application built with its own toolchain and driven in Chromium against the sandbox.
if (wants('frameworks')) {
  const startedAt = performance.now();
  const minutesSince = (time) => `${((performance.now() - time) / 60_000).toFixed(1)} min`;
  // Run alone (`npm run test:frameworks`), the step builds the package the examples link to when its
  // build is missing or older than its sources, and installs examples/ when it differs from its lockfile.
  if (packageBuildIsStale() && (await run('npm', ['run', '--silent', 'build'])).code) failCheck('build');
  const installed =
    !examplesInstallIsStale() || !(await run('npm', ['--prefix', 'examples', 'ci', '--no-audit', '--no-fund'])).code;
  const preparedAt = performance.now();
  if (!installed) failCheck('framework examples (npm ci in examples/)');
  else {
    if ((await run('npx', ['tsc', '-p', 'examples/tsconfig.json'])).code) failCheck('framework typings (examples/tsconfig.json)');
    await nodeTests('framework examples', ['examples/test/angular-template.test.mjs', 'examples/test/frameworks.test.mjs']);
  }
  console.log(
    `Framework examples: ${minutesSince(startedAt)} in all, ${minutesSince(preparedAt)} without building or installing.`,
  );
}

// The WordPress plugin in two real WordPresses: Debian's 6.1 (MariaDB) and the current build from
// @wp-playground/wordpress-builds (SQLite), which the test fetches into ~/.cache (wordpress/README.md).
if (wants('wordpress')) {
  const missing = missingWordPressRequirements();
  if (missing) {
    console.error(missing);
    failCheck('WordPress plugin (WordPress, PHP or MariaDB missing)');
  } else {
    await nodeTests('WordPress plugin', ['wordpress/test/plugin.test.ts']);
  }
}

console.log('');
for (const note of notes) console.log(note);
if (failures.length) console.log(`Failed: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
