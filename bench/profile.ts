/**
 * `npm run bench -- profile`: where the time of the slow interactions goes, at 4× CPU. For
 * each (the host page's load, opening the dialog, an arrow key in the grid, the 96-slot day
 * from the click to its paint, a slot click on that day, Continue to the details form) it
 * records a DevTools trace with its JavaScript samples, then prints the renderer's main-thread
 * time by kind (script, style, layout, paint …, with style and layout forced from inside
 * script apart) and the functions with the most self time, mapped through the script-tag
 * file's source map to the source they come from.
 */
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { readFileSync } from 'node:fs';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { type Metrics, dayCell, dayPairWithSlots, loadPage, newPage, stubFullDay, withBenchSetup } from './browser.js';
import { SCRIPT_TAG_FILE, SCRIPT_TAG_PATH } from './bench-page.js';
import { throttle } from './interactions.js';
import { roundMs as ms } from './stats.js';

const RATE = 4;
const TOP_FUNCTIONS = 12;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: unknown; beginData?: { stackTrace?: StackFrame[] } };
}

interface StackFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** The kinds of main-thread work, by trace event name. */
function kindOf(name: string): string {
  if (name.startsWith('CpuProfiler') || name === 'ProfileChunk') return 'the profiler (left out of the total)';
  if (/GC|Scavenge|Sweep|Mark/.test(name)) return 'garbage collection';
  if (/Compile|Parse(Function|Program)|Deserialize/.test(name)) return 'compile';
  if (name === 'RunTask') return 'tasks, unattributed';
  // The observer behind `content-visibility: auto`, among others.
  if (name.startsWith('IntersectionObserver')) return 'intersection observers';
  if (['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'].includes(name)) return 'style';
  if (name === 'Layout') return 'layout';
  if (name === 'PrePaint') return 'pre-paint';
  if (name === 'Paint' || name === 'PaintImage') return 'paint';
  if (['Layerize', 'Commit', 'UpdateLayer', 'UpdateLayerTree'].includes(name)) return 'layerize and commit';
  if (
    /^(EventDispatch|FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks|EvaluateScript|v8\.|V8\.|ParseHTML|HitTest)/.test(
      name,
    )
  )
    return 'script and DOM';
  return 'other';
}
const SCRIPT = /^(EventDispatch|FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks|v8\.callFunction|V8\.Execute)/;

/**
 * Self time (ms) per kind on the renderer's main thread; style and layout run inside script
 * are "forced", and `forcedBy` adds their time up by the function that asked for them.
 */
function mainThreadTime(events: TraceEvent[], map: TraceMap, forcedBy = new Map<string, number>()): Record<string, number> {
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X').length;
  const main = threads.sort((a, b) => count(b) - count(a))[0];
  if (!main) return {};
  const spans = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const totals: Record<string, number> = {};
  const stack: { end: number; event: TraceEvent; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const { event, children } = stack.pop()!;
      const inScript = stack.some((s) => SCRIPT.test(s.event.name));
      let kind = kindOf(event.name);
      if (inScript && (kind === 'style' || kind === 'layout')) {
        kind = `${kind}, forced by script`;
        const frame = event.args?.beginData?.stackTrace?.[0];
        const by = `${kind.split(',')[0]} — ${frame ? describeFrame(frame, map) : 'no stack'}`;
        forcedBy.set(by, (forcedBy.get(by) ?? 0) + (event.dur! - children) / 1000);
      }
      totals[kind] = (totals[kind] ?? 0) + (event.dur! - children) / 1000;
    }
  };
  for (const event of spans) {
    close(event.ts);
    if (stack.length) stack.at(-1)!.children += event.dur!;
    stack.push({ end: event.ts + event.dur!, event, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return totals;
}

/** A function by its name, and for the widget's script its name and place in the source. */
function describeFrame(frame: StackFrame, map: TraceMap): string {
  const url = frame.url ?? '';
  if (!url.includes(SCRIPT_TAG_PATH)) {
    // Another file of the build (a chunk beside the script, chunks/booking-panel-….js, or an
    // older build's side file): named by its file and line.
    const builtFile = /\/dist\/(.+)$/.exec(url)?.[1];
    if (builtFile) return `${frame.functionName || '(anonymous)'} — ${builtFile}:${frame.lineNumber}`;
    // Without a URL: built-ins and the browser's own work at line 0, and at a real line a
    // script injected by the harness (Playwright's, the page probes), not the widget.
    const where = url ? '' : (frame.lineNumber ?? 0) > 1 ? ' (injected by the harness)' : ' (built-in)';
    return `${frame.functionName || '(anonymous)'}${where}`;
  }
  // Trace stacks number lines and columns from 1, profiles from 0.
  const original = originalPositionFor(map, { line: frame.lineNumber ?? 1, column: Math.max(0, (frame.columnNumber ?? 1) - 1) });
  const source = original.source?.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '') ?? '?';
  return `${original.name ?? frame.functionName ?? '(anonymous)'} — ${source}:${original.line}`;
}

/** Self time (ms) per function, with the widget's functions named after their source. */
function hotFunctions(profile: CpuProfile, map: TraceMap): [string, number][] {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byName = new Map<string, number>();
  for (const { id, callFrame: frame } of profile.nodes) {
    const time = self.get(id) ?? 0;
    const callFrame = {
      ...frame,
      url: frame.url ?? '',
      lineNumber: frame.lineNumber ?? 0,
      columnNumber: frame.columnNumber ?? 0,
    };
    if (!time || callFrame.functionName === '(idle)') continue;
    const name = describeFrame(
      { ...callFrame, lineNumber: callFrame.lineNumber + 1, columnNumber: callFrame.columnNumber + 1 },
      map,
    );
    byName.set(name, (byName.get(name) ?? 0) + time);
  }
  return [...byName].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS);
}

/**
 * Records a trace and a profile of `act` and what follows it for `settleMs`. Nothing of the
 * bench runs in the page meanwhile: the element is found before (a locator's search runs in
 * the page, and at 4× it would take part of the profile), and the input is a plain mouse
 * click or key press.
 */
async function record(
  page: Page,
  cdp: CDPSession,
  { act, settleMs }: { act: () => Promise<unknown>; settleMs: number },
): Promise<{ trace: TraceEvent[]; profile: CpuProfile }> {
  const trace: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => trace.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'disabled-by-default-v8.cpu_profiler',
        'disabled-by-default-devtools.timeline.stack',
      ],
    },
    transferMode: 'ReportEvents',
  });
  await act();
  await page.waitForTimeout(settleMs);
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return { trace, profile: profileOf(trace) };
}

interface ProfileChunk {
  cpuProfile?: { nodes?: CpuProfile['nodes']; samples?: number[] };
  timeDeltas?: number[];
}

/** The JavaScript samples the trace carries (the way the DevTools Performance panel gets them). */
function profileOf(trace: TraceEvent[]): CpuProfile {
  const profile: CpuProfile = { nodes: [], samples: [], timeDeltas: [] };
  for (const event of trace) {
    if (event.name !== 'ProfileChunk') continue;
    const data = (event.args as { data?: ProfileChunk } | undefined)?.data;
    profile.nodes.push(...(data?.cpuProfile?.nodes ?? []));
    profile.samples.push(...(data?.cpuProfile?.samples ?? []));
    profile.timeDeltas.push(...(data?.timeDeltas ?? []));
  }
  return profile;
}

export function benchProfile(): Promise<{ metrics: Metrics; tables: { title: string; rows: string[][] }[] }> {
  const map = new TraceMap(readFileSync(`${SCRIPT_TAG_FILE}.map`, 'utf8'));
  return withBenchSetup(async (setup) => {
    const [, fullDay] = await dayPairWithSlots(setup.sandboxUrl);
    const { context, page } = await newPage(setup);
    try {
      const cdp = await throttle(page, RATE);
      await stubFullDay(page, setup, fullDay);
      const recorded: [string, Awaited<ReturnType<typeof record>>][] = [];
      recorded.push(["the page's load", await record(page, cdp, { act: () => loadPage(page, setup), settleMs: 1000 })]);
      const clickAt = async (target: Locator) => {
        const box = (await target.boundingBox())!;
        return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      };
      const open = await clickAt(page.locator('booking-widget button[aria-haspopup="dialog"]'));
      recorded.push(['opening the dialog', await record(page, cdp, { act: open, settleMs: 1000 })]);
      await page.getByRole('grid').waitFor();
      recorded.push([
        'arrow key in the grid',
        await record(page, cdp, { act: () => page.keyboard.press('ArrowRight'), settleMs: 500 }),
      ]);
      const day = await clickAt(await dayCell(page, fullDay));
      recorded.push(['96-slot day: click, answer, paint', await record(page, cdp, { act: day, settleMs: 2000 })]);
      if ((await page.getByRole('radio').count()) !== 96) throw new Error('the 96 slots did not arrive in time');
      const slot = await clickAt(page.getByRole('radio').nth(10));
      recorded.push(['slot click on the 96-slot day', await record(page, cdp, { act: slot, settleMs: 1000 })]);
      const next = await clickAt(page.getByRole('button', { name: 'Continue' }));
      recorded.push(['Continue', await record(page, cdp, { act: next, settleMs: 1000 })]);
      await page.getByRole('textbox', { name: 'Name' }).waitFor();

      const forced = recorded.map(() => new Map<string, number>());
      const times = recorded.map(([what, r], i) => [what, mainThreadTime(r.trace, map, forced[i])] as const);
      const kinds = [...new Set(times.flatMap(([, t]) => Object.keys(t)))].sort();
      const kindRows = [['main thread, ms at 4× CPU', ...times.map(([what]) => what)]];
      for (const kind of kinds) kindRows.push([kind, ...times.map(([, t]) => (t[kind] ? ms(t[kind]).toFixed(1) : '0'))]);
      kindRows.push([
        'total',
        ...times.map(([, t]) =>
          ms(
            Object.entries(t)
              .filter(([kind]) => !kind.startsWith('the profiler'))
              .reduce((sum, [, time]) => sum + time, 0),
          ).toFixed(1),
        ),
      ]);
      const tables = [
        {
          title: `Main-thread self time by kind at ${RATE}× CPU (DevTools trace, from just before the input until the page is quiet again; one run)`,
          rows: kindRows,
        },
      ];
      tables.push({
        title: `Style and layout forced from script at ${RATE}×, by the function that asked for them`,
        rows: [
          ['interaction', 'forced by', 'ms'],
          ...recorded.flatMap(([what], i) =>
            [...forced[i]!]
              .sort((a, b) => b[1] - a[1])
              .slice(0, 4)
              .map(([by, time]) => [what, by, ms(time).toFixed(1)]),
          ),
        ],
      });
      for (const [what, r] of recorded) {
        tables.push({
          title: `Most self time, ${what} (the trace's JavaScript samples at ${RATE}×; "(program)" is the browser's own work: style, layout, paint)`,
          rows: [
            ['function — source:line', 'self ms'],
            ...hotFunctions(r.profile, map).map(([name, time]) => [name, ms(time).toFixed(1)]),
          ],
        });
      }
      return { metrics: { 'CPU throttling': `${RATE}×`, 'Chromium version': setup.browser.version() }, tables };
    } finally {
      await context.close();
    }
  });
}
