/// <reference lib="dom" />
/**
 * What a customer feels, as the browser itself reports it: Interaction to Next Paint from the
 * Event Timing API for each step of a booking, the long tasks of the host page's load, and
 * layout shifts — without throttling and with the CPU slowed down four times (DevTools'
 * `Emulation.setCPUThrottlingRate`, roughly a low-end phone). Every figure has its floor from
 * the same page and run: the same kind of interaction on plain controls (`floors.ts`).
 *
 * The widget is driven only through what a customer uses: roles, accessible names, clicks and
 * keys, so the benchmark holds whatever the element looks like inside.
 */
import type { CDPSession, Page } from 'playwright-core';
import {
  type Metrics,
  RUNS,
  type Setup,
  afterFrames,
  dayCell,
  dayPairWithSlots,
  loadPage,
  newPage,
  slotsUrl,
  stubFullDay,
  withBenchSetup,
} from './browser.js';
import { type ProbedWindow, SCRIPT_TAG_PATH } from './bench-page.js';
import { PLAIN, addPlainControls, plainButtonsFromAnswer } from './floors.js';
import { type EventTimingLike, formatRatio, interactionLatencies, median, ratio, roundMs as ms, worst } from './stats.js';

export const RATES = [1, 4] as const;
type Rate = (typeof RATES)[number];

/** The interactions measured, each with the plain interaction that is its floor. */
export const INTERACTIONS = {
  'opening the dialog': 'plain dialog opened',
  'key press in the day grid': 'key press in a plain text field',
  'day click': 'plain button shows a line',
  'slot click': 'plain button shows a line',
  Continue: 'plain button shows a line',
  'typing in the name field': 'key press in a plain text field',
  Book: 'plain button shows a line',
  closing: 'plain dialog closed',
} as const;
type Interaction = keyof typeof INTERACTIONS;
type Floor = (typeof INTERACTIONS)[Interaction];

/** Reported when the browser reports nothing: Event Timing leaves out interactions under 16 ms. */
const BELOW_THRESHOLD = 16;
/** How long the load is watched for long tasks and shifts after the button is painted. */
const LOAD_SETTLE_MS = 500;
const CYCLE_SLOTS = [10, 50];
/** Keys pressed in the grid (ending in the month it opened on) and characters typed, per run. */
const GRID_KEYS = ['ArrowDown', 'ArrowUp', 'ArrowRight'];
const TYPED = 'Bench';

class Recorder {
  readonly widget = new Map<Interaction, number[]>();
  readonly floor = new Map<Floor, number[]>();

  add<K>(into: Map<K, number[]>, key: K, values: number[]): void {
    into.set(key, [...(into.get(key) ?? []), ...values]);
  }
}

/**
 * Runs `act` (one customer action) and resolves with the latency of each interaction it
 * caused, from the Event Timing entries that arrived since: each interaction's longest event.
 */
export async function timed(page: Page, act: () => Promise<unknown>, rate: number): Promise<number[]> {
  const seen = await page.evaluate(() => (window as ProbedWindow).__perf.events.length);
  await act();
  const newEntries = () =>
    page.evaluate(
      (from) =>
        ((window as ProbedWindow).__perf.events as EventTimingLike[])
          .slice(from)
          .map(({ name, interactionId, duration }) => ({ name, interactionId, duration })),
      seen,
    ) as Promise<EventTimingLike[]>;
  // Entries arrive after the frame that ends the interaction has been presented.
  const deadline = Date.now() + 400 * rate;
  while (Date.now() < deadline && interactionLatencies(await newEntries()).length === 0) await page.waitForTimeout(20);
  await afterFrames(page);
  const latencies = interactionLatencies(await newEntries());
  return latencies.length ? latencies : [BELOW_THRESHOLD];
}

/**
 * Starts a clock at the next pointerdown, stopped by the first frame that shows an open dialog
 * with its calendar (the widget's dialog shows its header a frame before its content; the floor
 * builds its grid in the click).
 */
const armDialogClock = (page: Page) =>
  page.evaluate(() => {
    const w = window as ProbedWindow;
    w.__dialogClock = new Promise<number>((resolve) =>
      addEventListener(
        'pointerdown',
        (event) => {
          void w
            .__paintedWhen(() => w.__deepAll('dialog[open] [role="grid"]').length > 0)
            .then((painted: number) => resolve(painted - event.timeStamp));
        },
        { capture: true, once: true },
      ),
    );
  });
const readDialogClock = (page: Page) => page.evaluate(() => (window as ProbedWindow).__dialogClock as Promise<number>);

const radioCount = (page: Page) =>
  page.evaluate(() => (window as ProbedWindow).__deepAll('input[type="radio"], [role="radio"]').length);

interface LoadFigures {
  /** Every long task of the page (the API cannot tell whose). */
  longTasks: number[];
  /** The widget's own scripts in long animation frames, which the API attributes by script URL. */
  widgetScripts: number[];
  /** What started the longest of them (e.g. the script's own evaluation, a promise's callback). */
  longestInvoker: string;
  shift: number;
}

/** Long tasks, the widget's scripts and layout shift from the start of the load to `until` (its clock). */
const loadFigures = (page: Page, until: number) =>
  page.evaluate(
    ([end, file]) => {
      const perf = (window as ProbedWindow).__perf;
      const before = (entry: PerformanceEntry) => entry.startTime < end;
      const scripts = perf.frames
        .filter(before)
        .flatMap((frame) => frame.scripts)
        .filter((script) => script.sourceURL.includes(file))
        .sort((a, b) => b.duration - a.duration);
      return {
        longTasks: perf.longTasks.filter(before).map((t) => t.duration),
        widgetScripts: scripts.map((script) => script.duration),
        longestInvoker: scripts[0] ? `${scripts[0].invokerType}: ${scripts[0].invoker.replace(/^.*\//, '')}` : '',
        shift: perf.shifts.filter((s) => before(s) && !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0),
      };
    },
    [until, SCRIPT_TAG_PATH] as const,
  ) as Promise<LoadFigures>;

interface VisitShift {
  total: number;
  /** The largest shift: its score, how long after the last input, and what moved. */
  largest: string;
}

const visitShift = (page: Page) =>
  page.evaluate(() => {
    const perf = (window as ProbedWindow).__perf;
    const shifts = perf.shifts.filter((s) => !s.hadRecentInput);
    const largest = [...shifts].sort((a, b) => b.value - a.value)[0];
    const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
      `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    const lastInput = Math.max(-Infinity, ...perf.inputs.filter((t) => t < (largest?.startTime ?? 0)));
    return {
      total: shifts.reduce((sum, s) => sum + s.value, 0),
      largest: largest
        ? `${largest.value.toFixed(4)}, ${Number.isFinite(lastInput) ? `${Math.round(largest.startTime - lastInput)} ms after an input` : 'during the load'}: ` +
          largest.sources.map((source) => `${rect(source.previousRect)} → ${rect(source.currentRect)}`).join('; ')
        : '–',
    };
  }) as Promise<VisitShift>;

export async function throttle(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

interface RunFigures {
  load: LoadFigures;
  /** The same page loaded again: the button's settings are remembered from the first visit. */
  repeatLoad: LoadFigures;
  bareLoad: LoadFigures;
  visitShift: VisitShift;
  fullDay: number;
  fullDayFloor: number;
  openPaint: number;
  openPaintFloor: number;
}

/**
 * One customer's visit: load, open, keys in the grid, a very full day (96 slots, stubbed),
 * two slots there, the real neighbouring day (loaded in the background), a free slot, Continue, the name
 * typed, the email, Book, the confirmation, close. Then the floors on the same page.
 */
async function visit(
  setup: Setup,
  { days, rate, run }: { days: [string, string]; rate: Rate; run: number },
  record: Recorder,
): Promise<RunFigures> {
  const [bookedDay, fullDay] = days;
  const { context, page } = await newPage(setup);
  try {
    await throttle(page, rate);
    await stubFullDay(page, setup, fullDay);
    const painted = await loadPage(page, setup);
    await page.waitForTimeout(LOAD_SETTLE_MS);
    const load = await loadFigures(page, painted + LOAD_SETTLE_MS);
    const widget = (interaction: Interaction, act: () => Promise<unknown>) =>
      timed(page, act, rate).then((latencies) => record.add(record.widget, interaction, latencies));

    await armDialogClock(page);
    await widget('opening the dialog', () => page.locator('booking-widget button[aria-haspopup="dialog"]').click());
    await page.getByRole('dialog').waitFor();
    const openPaint = await readDialogClock(page);
    await page.getByRole('grid').waitFor();
    for (const key of GRID_KEYS) await widget('key press in the day grid', () => page.keyboard.press(key));

    const cell = await dayCell(page, fullDay);
    await page.evaluate(() => {
      const w = window as ProbedWindow;
      w.__fullDayPainted = w.__paintedWhen(() => w.__deepAll('input[type="radio"], [role="radio"]').length >= 96);
      addEventListener('click', (event) => (w.__fullDayClicked = event.timeStamp), { capture: true, once: true });
    });
    await widget('day click', () => cell.click());
    // The clock starts at the later of the click and the answer's body being read: the month's
    // background loading usually reads the day's answer when the dialog opens, long before the
    // click, and the customer's keys and the click itself are not the widget's rendering.
    const fullDayPainted = await page.evaluate(() => (window as ProbedWindow).__fullDayPainted as Promise<number>);
    const fullDayStart = await page.evaluate((day) => {
      const w = window as ProbedWindow;
      const read = Object.entries(w.__bodyReadAt).find(([url]) => url.includes(`date=${day}`))?.[1];
      return Math.max(w.__fullDayClicked!, read!);
    }, fullDay);
    if ((await radioCount(page)) !== 96)
      throw new Error(`expected the 96 slots of the stubbed day, saw ${await radioCount(page)}`);
    for (const index of CYCLE_SLOTS) await widget('slot click', () => page.getByRole('radio').nth(index).click());

    await widget('day click', async () => (await dayCell(page, bookedDay)).click());
    await page.waitForFunction(() => {
      const count = (window as ProbedWindow).__deepAll('input[type="radio"], [role="radio"]').length;
      return count > 0 && count < 96;
    });
    const free = page.getByRole('radio', { disabled: false });
    const slot = free.nth(run % (await free.count()));
    await widget('slot click', () => slot.click());
    await widget('Continue', () => page.getByRole('button', { name: 'Continue' }).click());
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.waitFor();
    await name.focus();
    for (const character of TYPED) await widget('typing in the name field', () => page.keyboard.press(character));
    await page.getByRole('textbox', { name: 'Email' }).fill(`bench-${Date.now()}-${run}@example.com`);
    await widget('Book', () => page.getByRole('button', { name: 'Book', exact: true }).click());
    await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor({ timeout: 20_000 });
    await widget('closing', () => page.getByRole('button', { name: 'Close' }).click());
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const shift = await visitShift(page);

    // The floors, on the same page, at the same rate.
    const floor = (what: Floor, act: () => Promise<unknown>) =>
      timed(page, act, rate).then((latencies) => record.add(record.floor, what, latencies));
    await addPlainControls(page);
    for (let i = 0; i < 2; i++)
      await floor('plain button shows a line', () => page.getByRole('button', { name: PLAIN.show }).click());
    await armDialogClock(page);
    await floor('plain dialog opened', () => page.getByRole('button', { name: PLAIN.open }).click());
    const openPaintFloor = await readDialogClock(page);
    await floor('plain dialog closed', () => page.getByRole('button', { name: PLAIN.close }).click());
    await page.getByRole('textbox', { name: PLAIN.input }).focus();
    for (const character of TYPED) await floor('key press in a plain text field', () => page.keyboard.press(character));
    const fullDayFloor = (await plainButtonsFromAnswer(page, slotsUrl(setup, fullDay))).bodyToPaint;

    const repeatPainted = await loadPage(page, setup);
    await page.waitForTimeout(LOAD_SETTLE_MS);
    const repeatLoad = await loadFigures(page, repeatPainted + LOAD_SETTLE_MS);

    // The host page without the widget, loaded the same way: the floor of its long tasks.
    const { context: bareContext, page: barePage } = await newPage(setup);
    try {
      await throttle(barePage, rate);
      await barePage.goto(setup.barePageUrl);
      await barePage.waitForTimeout(LOAD_SETTLE_MS);
      const bareLoad = await loadFigures(barePage, Number.POSITIVE_INFINITY);
      return {
        load,
        repeatLoad,
        bareLoad,
        visitShift: shift,
        fullDay: fullDayPainted - fullDayStart,
        fullDayFloor,
        openPaint,
        openPaintFloor,
      };
    } finally {
      await bareContext.close();
    }
  } finally {
    await context.close();
  }
}

export interface InteractionResult {
  metrics: Metrics;
  tables: { title: string; rows: string[][] }[];
}

const LONG_TASK_MS = 50;
const perRun = (runs: number[][]) => runs.map((t) => `${t.length} / ${fmt(worst([0, ...t]))}`).join(', ');
const fmt = (value: number) => (Number.isFinite(value) ? ms(value).toFixed(1) : '–');

export function benchInteractions(): Promise<InteractionResult> {
  return withBenchSetup(async (setup) => {
    const days = await dayPairWithSlots(setup.sandboxUrl);
    const records = new Map<Rate, Recorder>();
    const figures = new Map<Rate, RunFigures[]>();
    for (let run = 0; run < RUNS; run++) {
      // The rates alternate, so that a busy moment of the machine falls on both.
      for (const rate of RATES) {
        process.stderr.write(`  interactions run ${run + 1}/${RUNS}, CPU ${rate}×\n`);
        if (!records.has(rate)) records.set(rate, new Recorder());
        const result = await visit(setup, { days, rate, run }, records.get(rate)!);
        figures.set(rate, [...(figures.get(rate) ?? []), result]);
      }
    }
    const rows: string[][] = [
      ['interaction', ...RATES.flatMap((r) => [`${r}× median ms`, `${r}× worst ms`, `${r}× floor ms`, `${r}× ratio`]), 'floor'],
    ];
    for (const [interaction, floorName] of Object.entries(INTERACTIONS) as [Interaction, Floor][]) {
      const cells = RATES.flatMap((rate) => {
        const widget = records.get(rate)!.widget.get(interaction) ?? [];
        const floor = records.get(rate)!.floor.get(floorName) ?? [];
        return [fmt(median(widget)), fmt(worst(widget)), fmt(median(floor)), formatRatio(ratio(median(widget), median(floor)))];
      });
      rows.push([interaction, ...cells, floorName]);
    }
    const metrics: Metrics = {};
    for (const rate of RATES) {
      const runs = figures.get(rate)!;
      const at = `${rate}×`;
      const fullDay = median(runs.map((r) => r.fullDay));
      const fullDayFloor = median(runs.map((r) => r.fullDayFloor));
      const open = median(runs.map((r) => r.openPaint));
      const openFloor = median(runs.map((r) => r.openPaintFloor));
      const longTasks = runs.map((r) => r.load.longTasks);
      const bareLongTasks = runs.map((r) => r.bareLoad.longTasks);
      Object.assign(metrics, {
        [`${at} answer read → 96 slots painted ms`]: fmt(fullDay),
        [`${at} 96 slots: floor, 96 plain <button>s from the same answer ms`]: fmt(fullDayFloor),
        [`${at} 96 slots: ratio to the floor`]: formatRatio(ratio(fullDay, fullDayFloor)),
        [`${at} pointerdown → open dialog painted ms`]: fmt(open),
        [`${at} open dialog: floor, plain <dialog> with the month's grid ms`]: fmt(openFloor),
        [`${at} open dialog: ratio to the floor`]: formatRatio(ratio(open, openFloor)),
        [`${at} long tasks in the load, per run (count / longest ms)`]: perRun(longTasks),
        [`${at} long tasks in the load without the widget, per run (count / longest ms)`]: perRun(bareLongTasks),
        [`${at} the widget's scripts over 50 ms in the load, per run (count / longest ms)`]: perRun(
          runs.map((r) => r.load.widgetScripts.filter((d) => d > LONG_TASK_MS)),
        ),
        [`${at} the widget's longest script in the load (median of runs) ms`]: fmt(
          median(runs.map((r) => worst([0, ...r.load.widgetScripts]))),
        ),
        [`${at} what started the widget's longest script, per run`]: [
          ...new Set(runs.map((r) => r.load.longestInvoker || '–')),
        ].join('; '),
        [`${at} layout shift during the load, first visit (worst run)`]: worst(runs.map((r) => r.load.shift)).toFixed(4),
        [`${at} layout shift during the load, repeat visit (worst run)`]: worst(runs.map((r) => r.repeatLoad.shift)).toFixed(4),
        [`${at} layout shift over the whole visit, without recent input (worst run)`]: worst(
          runs.map((r) => r.visitShift.total),
        ).toFixed(4),
        [`${at} the largest shift of that run (score, when, what moved: x,y w×h before → after)`]: [...runs].sort(
          (a, b) => b.visitShift.total - a.visitShift.total,
        )[0]!.visitShift.largest,
      });
    }
    return {
      metrics: { runs: RUNS, ...metrics },
      tables: [
        {
          title: `Interaction to Next Paint (Event Timing), ${RUNS} runs per rate; ${BELOW_THRESHOLD} = reported as under 16 ms`,
          rows,
        },
      ],
    };
  });
}
