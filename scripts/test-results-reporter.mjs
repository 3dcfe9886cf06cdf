// A web-test-runner reporter that writes the run's results as JSON for scripts/run-tests.mjs,
// beside the default reporter's progress lines: per browser the tests passed, failed and skipped,
// and the test files that did not run at all in a browser (no test reported, an error instead:
// "Browser tests did not start", a browser that stopped answering). Those are the browser's
// failures, not the tests', and npm test runs them once more in a new browser. A file whose
// tests ran and that failed outside any test (an error in a hook, an uncaught error) is listed
// as failed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** Every test of a suite and of the suites inside it. */
function testsOf(suite) {
  return suite ? [...suite.tests, ...suite.suites.flatMap(testsOf)] : [];
}

/**
 * @param {{ file: string }} options where to write the results
 * @returns {import('@web/test-runner').Reporter}
 */
export function testResultsReporter({ file }) {
  return {
    stop({ sessions }) {
      const browsers = {};
      const didNotRun = [];
      const failedFiles = [];
      for (const session of sessions) {
        const name = session.browser.name;
        const counts = (browsers[name] ??= { passed: 0, failed: 0, skipped: 0 });
        const tests = testsOf(session.testResults);
        for (const test of tests) {
          if (test.skipped) counts.skipped += 1;
          else if (test.passed) counts.passed += 1;
          else counts.failed += 1;
        }
        // A file with a failed test is reported by that test.
        if (session.passed || tests.some((test) => !test.passed && !test.skipped)) continue;
        const failure = {
          browser: name,
          testFile: relative(process.cwd(), session.testFile),
          errors: session.errors.map((error) => error.message),
        };
        if (tests.length === 0 && session.errors.length > 0) didNotRun.push(failure);
        else failedFiles.push(failure);
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ browsers, didNotRun, failedFiles }, null, 2)}\n`);
    },
  };
}
