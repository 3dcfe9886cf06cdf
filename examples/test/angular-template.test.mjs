// Angular has no expect-error marker for templates, so its template type test is a compilation
// that must fail: examples/angular/type-test/ binds booking-success to a handler of booking-error's
// event, and `ngc` with strictTemplates must reject exactly that, with the element's event types.
// Run: node --test examples/test/angular-template.test.mjs (after `npm run build` and `npm ci` in examples/).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { EXAMPLES_DIR } from './apps.mjs';

test('angular: strictTemplates rejects a booking-success bound to a booking-error handler', () => {
  const ngc = join(EXAMPLES_DIR, 'node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js');
  const { status, stdout, stderr } = spawnSync(process.execPath, [ngc, '-p', 'angular/type-test/tsconfig.json'], {
    cwd: EXAMPLES_DIR,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  // eslint-disable-next-line no-control-regex -- ANSI escape sequences begin with the ESC character.
  const output = (stdout + stderr).replace(/\u001b\[[0-9;]*m/g, '');
  assert.notEqual(status, 0, `ngc compiled the mistake:\n${output}`);
  const errors = output.match(/error TS\d+/g) ?? [];
  assert.deepEqual(errors, ['error TS2345'], `exactly the one mistake:\n${output}`);
  assert.match(output, /BookingEvent<"booking-success">' is not assignable to parameter of type 'BookingEvent<"booking-error">'/);
});
