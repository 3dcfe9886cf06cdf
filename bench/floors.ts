/// <reference lib="dom" />
/**
 * Floors: the work a widget figure stands for, done the plainest way on the same page, in the
 * same run, on the same machine — plain elements built with `createElement` and
 * `textContent`, no framework, no shadow root, no styles. A figure divided by its floor is
 * what the widget adds, and holds from one machine to another far better than milliseconds.
 */
import type { Page } from 'playwright-core';
import type { ProbedWindow } from './bench-page.js';

export interface FetchAndPaint {
  /** From the request to the frame that shows the result. */
  fetchToPaint: number;
  /** From the answer's body read to that frame: the rendering alone. */
  bodyToPaint: number;
}

/**
 * Fetches a platform answer and paints it plainly: for a day's slots one `<button>` per slot
 * with the widget's texts, for the business one `<button>` with its button label.
 */
function paintFromAnswer(page: Page, url: string, answer: 'slots' | 'business'): Promise<FetchAndPaint> {
  return page.evaluate(
    async ([answerUrl, kind]) => {
      const w = window as ProbedWindow;
      const start = performance.now();
      const body = await (await fetch(answerUrl)).text();
      const read = performance.now();
      const { data } = JSON.parse(body) as { data: unknown };
      const texts: string[] =
        kind === 'slots'
          ? (data as { from: string; to: string; percentage_filled: number }[]).map(
              ({ from, to, percentage_filled: fill }) => `${from}\u2013${to} ${fill >= 100 ? 'Full' : `${fill} %`}`,
            )
          : [(data as { widget_settings?: { text?: string } } | undefined)?.widget_settings?.text ?? 'Book an appointment'];
      const list = document.createElement('div');
      for (const text of texts) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = text;
        list.append(button);
      }
      document.body.append(list);
      const painted: number = await w.__paintedWhen(() => true);
      list.remove();
      return { fetchToPaint: painted - start, bodyToPaint: painted - read };
    },
    [url, answer] as const,
  );
}

/** Fetches a day's slots and paints one plain `<button>` per slot, with the widget's texts. */
export const plainButtonsFromAnswer = (page: Page, url: string) => paintFromAnswer(page, url, 'slots');

/** Fetches the business and paints a plain `<button>` with its button label. */
export const plainButtonFromAnswer = (page: Page, url: string) => paintFromAnswer(page, url, 'business');

/** The accessible names of the plain controls `addPlainControls` puts on the page. */
export const PLAIN = {
  show: 'Plain: show a line',
  open: 'Plain: open a dialog',
  close: 'Plain: close',
  input: 'Plain: name',
} as const;

/**
 * Plain controls at the end of the page, for the floors of the interactions: a button that
 * shows a line of text; a button that builds a `<dialog>` with this month's grid of days (one
 * shared `Intl.DateTimeFormat` for their names) and opens it, with a button that closes and
 * removes it; a text field.
 */
export function addPlainControls(page: Page): Promise<void> {
  return page.evaluate((names) => {
    const section = document.createElement('section');
    const show = document.createElement('button');
    show.textContent = names.show;
    const line = document.createElement('p');
    show.addEventListener('click', () => {
      line.textContent = line.textContent ? '' : 'Shown by a click';
    });
    const open = document.createElement('button');
    open.textContent = names.open;
    open.addEventListener('click', () => {
      const now = new Date();
      const dialog = document.createElement('dialog');
      const heading = document.createElement('h2');
      heading.textContent = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(now);
      const dayName = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
      const table = document.createElement('table');
      // As the widget's: the dialog clock stops when a grid is painted in an open dialog.
      table.setAttribute('role', 'grid');
      const first = new Date(now.getFullYear(), now.getMonth(), 1);
      for (let week = 0; week < 6; week++) {
        const row = table.insertRow();
        for (let weekday = 0; weekday < 7; weekday++) {
          const day = new Date(first.getFullYear(), first.getMonth(), 1 + week * 7 + weekday - ((first.getDay() + 6) % 7));
          const cell = row.insertCell();
          cell.textContent = String(day.getDate());
          cell.setAttribute('aria-label', dayName.format(day));
        }
      }
      const close = document.createElement('button');
      close.textContent = names.close;
      close.addEventListener('click', () => {
        dialog.close();
        dialog.remove();
      });
      dialog.append(heading, table, close);
      document.body.append(dialog);
      dialog.showModal();
    });
    const input = document.createElement('input');
    input.setAttribute('aria-label', names.input);
    section.append(show, line, open, input);
    document.body.append(section);
  }, PLAIN);
}
