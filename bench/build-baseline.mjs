#!/usr/bin/env node
// `npm run bench:baseline -- <revision>`: builds an earlier revision of the widget for the
// benchmarks to compare with this one (bench/builds.ts). The revision is checked out in a git
// worktree under .cache/bench-baseline/, built with this checkout's node_modules (a revision
// whose dependencies differ may need its own `npm ci` there), and the folder to pass as
// BENCH_BASELINE is printed. Without a revision, the last build before the native chunks: one
// script-tag file with side files beside it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LAST_ONE_FILE_BUILD = '4ee41dc^';
const revision = process.argv[2] ?? LAST_ONE_FILE_BUILD;
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

const commit = git('rev-parse', '--short', revision);
const worktree = resolve('.cache/bench-baseline', commit);
if (!existsSync(worktree)) {
  mkdirSync(resolve('.cache/bench-baseline'), { recursive: true });
  git('worktree', 'add', '--detach', worktree, commit);
}
if (!existsSync(join(worktree, 'node_modules'))) symlinkSync(resolve('node_modules'), join(worktree, 'node_modules'), 'dir');
if (!existsSync(join(worktree, 'dist/booking-widget.js'))) {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: worktree, stdio: 'inherit' });
}
console.log(`\nBuilt ${commit} (${git('log', '-1', '--format=%s', commit)}).`);
console.log(`BENCH_BASELINE=${join(worktree, 'dist')} npm run bench -- builds`);
