import sinon from 'sinon';

/**
 * Strings a hostile or careless platform account could hold. Every payload that could run
 * code sets `window.__pwned`, so a test only has to look at one flag.
 */
export const PWNED = '__pwned';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

export const NAUGHTY_STRINGS: [name: string, value: string][] = [
  ['img onerror', '<img src=x onerror="window.__pwned=1">'],
  ['attribute break-out to svg onload', '"><svg onload="window.__pwned=1"></svg>'],
  ['script tag', '<script>window.__pwned=1</script>'],
  ['iframe srcdoc', '\'"><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>'],
  ['javascript: URL', 'javascript:window.__pwned=1'],
  ['template syntax', '{{constructor.constructor("window.__pwned=1")()}} ${window.__pwned=1}'],
  ['lit marker look-alike', '<!--?lit$1234$--><?lit$1$>'],
  ['RTL override', 'Salon \u202Enoitazinagro\u202C Ltd'],
  ['zero-width characters', 'Stu\u200Bdio\u200C No\u200Drd\uFEFF'],
  ['combining marks and astral characters', 'Z\u0324\u0354\u0367\u0311a\u0308\u0356\u032d 𝕿𝖊𝖘𝖙 👩‍👩‍👧‍👦'],
  ['property names', '__proto__ constructor prototype toString'],
  ['100 KB without a space', 'W'.repeat(100_000)],
];

/** The characters the button label drops (controls, bidi marks) — other text shows as given. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this matches.
export const INVISIBLE_IN_LABEL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Around each test of a hostile-input suite: console.warn recorded and kept quiet (the widget
 * warns the site owner about every rejected value), and the payloads' flag cleared.
 */
export function withHostileRun(): { consoleWarn: sinon.SinonStub } {
  const context = {} as { consoleWarn: sinon.SinonStub };
  beforeEach(() => {
    context.consoleWarn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    context.consoleWarn.restore();
    delete window.__pwned;
  });
  return context;
}
