// Every HTML snippet the docs mark runnable (`<!-- runnable -->` before a ```html block), run as
// a site owner would paste it, against the sandbox on another origin: the script URL becomes the
// build's file on this server (dist/booking-widget.js or dist/booking-widget.iife.js, the module
// entry and the classic script in every layout of dist/), the api-key and base-url the sandbox's
// demo studio. Each snippet gets a page of its own (an iframe), where the button — or the inline
// calendar — must show the business's own label or name. The quick start's snippet
// (`<!-- runnable: books -->`) must take a customer through to a booking the sandbox holds.
// Needs `npm run build` first.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { addDays } from 'date-fns';
import type { BookingWidget } from '../../src/define.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { bookingWeekStart, browserIndex } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { sandboxAppointments, sandboxInfo, type SandboxInfo } from '../e2e/sandbox.js';

interface Snippet {
  file: string;
  line: number;
  html: string;
  books: boolean;
}

const STUDIO = { label: 'Reserve your mat ✺', name: 'Demo Yoga Studio' };
const SCRIPT_URL = /\b(src|href)="[^"]*\/(booking-widget(?:\.iife)?\.js)"/g;

/** The snippet with the build's files on this server and the sandbox's demo studio. */
function forTheSandbox(html: string, { url, keys }: SandboxInfo): string {
  const scripts = [...html.matchAll(SCRIPT_URL)];
  expect(scripts, 'a runnable snippet loads the widget').to.not.be.empty;
  return html
    .replace(SCRIPT_URL, (_, attribute: string, file: string) => `${attribute}="${new URL(`/dist/${file}`, location.href).href}"`)
    .replace(/\bapi-key="[^"]*"/g, `api-key="${keys.studio}"`)
    .replace(/\bbase-url="[^"]*"/g, `base-url="${url}"`);
}

/** A fresh page of its own for the snippet: its own registry, so each snippet's script must define the element. */
async function openInFrame(html: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.width = '800';
  frame.height = '700';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = html;
  document.body.append(frame);
  await loaded;
  return frame;
}

/** What the widget in `frame` shows of the business: the button's label, or the inline calendar's title. */
function shownBusiness(frame: HTMLIFrameElement): string | undefined {
  const root = frame.contentDocument?.querySelector('booking-widget')?.shadowRoot;
  const text = (part: string) => root?.querySelector(`[part~="${part}"]`)?.textContent?.trim();
  return text('button-label') ?? text('title');
}

describe('docs: the runnable snippets, against the sandbox', function () {
  this.timeout(60000);
  let snippets: Snippet[];
  let sandbox: SandboxInfo;

  before(async () => {
    snippets = (await executeServerCommand<Snippet[], undefined>('docs-snippets'))!;
    sandbox = await sandboxInfo();
  });

  it('finds the quick start among them, marked to book', () => {
    expect(snippets.filter((snippet) => snippet.file === 'README.md' && snippet.books)).to.have.length(1);
    expect(snippets.length).to.be.greaterThan(3);
  });

  it('shows the business in every snippet, each on a page of its own', async () => {
    for (const snippet of snippets) {
      const frame = await openInFrame(forTheSandbox(snippet.html, sandbox));
      await eventually(
        () => [STUDIO.label, STUDIO.name].includes(shownBusiness(frame) ?? ''),
        `${snippet.file}:${snippet.line} does not show the business (shows ${JSON.stringify(shownBusiness(frame))})`,
        20000,
      );
      frame.remove();
    }
  });

  it('takes a customer from the quick start snippet to a booking the sandbox holds', async () => {
    const quickStart = snippets.find((snippet) => snippet.books)!;
    // On this page, as pasted: scripts of a contextual fragment run when inserted. `lang` keeps
    // the widget in English whatever the test browser's languages, for the names found below.
    const host = Object.assign(document.createElement('div'), { lang: 'en-GB' });
    host.append(document.createRange().createContextualFragment(forTheSandbox(quickStart.html, sandbox)));
    document.body.append(host);
    await customElements.whenDefined('booking-widget');
    const page = new BookingWidgetPage(host.querySelector<BookingWidget>('booking-widget')!);
    await page.settled();
    expect(page.nameOf(page.openButton)).to.equal(STUDIO.label);

    await page.open();
    for (let offset = 0; offset < 7 && !page.slots.some((slot) => !slot.disabled); offset++) {
      await page.chooseDay(addDays(bookingWeekStart(), offset));
    }
    const free = page.slots.find((slot) => !slot.disabled);
    expect(free, 'a free time in this browser’s week').to.exist;
    await page.chooseSlot(page.nameOf(free!));
    await page.click('button', 'Continue');
    await eventually(() => page.find('textbox', 'Name') !== undefined, 'no details form');

    const email = `docs-${browserIndex}-${Date.now()}@example.com`;
    await page.type('Name', 'Quick Start');
    await page.type('Email', email);
    await page.click('button', 'Book');
    await eventually(() => page.find('heading', 'Your appointment is booked') !== undefined, 'no confirmation', 15000);
    const stored = (await sandboxAppointments(sandbox.keys.studio)).find((appointment) => appointment.email === email);
    expect(stored, 'the sandbox holds the appointment').to.include({ name: 'Quick Start', status: 'confirmed' });
  });
});
