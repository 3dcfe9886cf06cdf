/**
 * `npm run bench`: runs each benchmark in turn and prints one table of its numbers.
 * A benchmark is a name and a function resolving to flat metrics; add new ones to BENCHMARKS.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { SCRIPT_TAG_FILE } from './bench-page.js';
import { benchBrowser, scriptTagSize } from './browser.js';
import { benchBuilds } from './builds.js';
import { benchInteractions } from './interactions.js';
import { benchLighthouse } from './lighthouse.js';
import { benchProfile } from './profile.js';
import { benchSandboxSlots } from './sandbox.js';

// Read before any benchmark pins this process to one core.
const CORES = availableParallelism();

type Metrics = Record<string, number | string | boolean>;
/** A table of its own, for figures with more than one dimension. */
interface Table {
  title: string;
  rows: string[][];
}

interface Benchmark {
  name: string;
  run: () => Promise<Metrics | { metrics: Metrics; tables: Table[] }>;
  /** Run only when asked for by name. */
  onRequest?: boolean;
}

const BENCHMARKS: Benchmark[] = [
  { name: 'script-tag file', run: () => Promise.resolve(scriptTagSize()) },
  { name: 'widget in Chromium', run: benchBrowser },
  { name: 'interactions in Chromium', run: benchInteractions },
  { name: 'Lighthouse', run: benchLighthouse },
  { name: 'builds compared in slow 4G', run: benchBuilds },
  { name: 'profile at 4× CPU', run: benchProfile, onRequest: true },
  { name: 'sandbox GET /api/slots', run: () => benchSandboxSlots() as unknown as Promise<Metrics> },
];

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

if (process.env.BENCH_SCRIPT !== undefined && !existsSync(SCRIPT_TAG_FILE)) {
  process.stderr.write(`BENCH_SCRIPT names ${SCRIPT_TAG_FILE}, which does not exist.\n`);
  process.exit(1);
}
if (!existsSync(SCRIPT_TAG_FILE)) {
  process.stderr.write(`${SCRIPT_TAG_FILE} is missing: running npm run build…\n`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const only = process.argv.slice(2);
const rows: string[][] = [['benchmark', 'metric', 'value']];
const tables: Table[] = [];
for (const benchmark of BENCHMARKS.filter((b) => (only.length === 0 ? !b.onRequest : only.some((o) => b.name.includes(o))))) {
  process.stderr.write(`Running ${benchmark.name}…\n`);
  const result = await benchmark.run();
  const metrics = 'tables' in result ? (result.metrics as Metrics) : result;
  if ('tables' in result) tables.push(...(result.tables as Table[]));
  for (const [metric, value] of Object.entries(metrics)) rows.push([benchmark.name, metric, String(value)]);
}
// The machine may be shared: the load average at the end says how busy it was while measuring.
const load = loadavg()
  .map((average) => average.toFixed(2))
  .join(' ');
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${CORES} cores, load average ${load}, ${SCRIPT_TAG_FILE}\n`,
);
console.log(table(rows));
for (const { title, rows: tableRows } of tables) console.log(`\n${title}\n\n${table(tableRows)}`);
