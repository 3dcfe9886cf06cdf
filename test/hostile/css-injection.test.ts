// Every colour and size of widget_settings tried with values that would inject CSS: the
// button keeps the built-in default (or the clamped number), and no request leaves for a
// URL the business did not give.
import { expect, nextFrame } from '@open-wc/testing';
import '../../src/define.js';
import type { WidgetSettings } from '../../src/api/types.js';
import { BookingWidgetPage } from '../support/booking-widget-page.js';
import { aBusiness, success, withFakePlatform } from '../support/fake-platform.js';
import { withHostileRun } from './naughty-strings.js';
import { eventually } from '../support/eventually.js';

/** A path on this page's own server, so that a leaked load shows up as a resource entry. */
const LEAK = '__css-leak';
const leakUrl = (n: number) => `//${location.host}/${LEAK}-${n}.png`;

const INJECTIONS: unknown[] = [
  `red;background:url(${leakUrl(1)})`,
  `#fff;background-image:url(${leakUrl(2)})`,
  `url(${leakUrl(3)})`,
  `image-set("${leakUrl(4)}" 1x)`,
  'expression(alert(1))',
  'var(--x)',
  '#fff}</style><img src=x onerror="window.__pwned=1">',
  '#ff0000 !important',
  'calc(100px + 1px)',
  'rgb(255 0 0)',
  ' #12345',
  '1e9',
  'NaN',
  '200px',
  '',
  null,
  true,
  { r: 255 },
  [1, 2],
];

/** Numbers that are numbers: clamped to the documented bounds (docs/platform-interface.md), never passed through raw. */
const NUMBERS: [value: number, field: 'width' | 'height' | 'font_size', px: number][] = [
  [1e9, 'width', 600],
  [-1, 'width', 40],
  [0, 'height', 24],
  [1e9, 'height', 200],
  [-1, 'font_size', 8],
  [1e9, 'font_size', 48],
  [12.6, 'font_size', 13],
];

const DEFAULTS = {
  width: '200px',
  height: '44px',
  fontSize: '16px',
  color: 'rgb(255, 255, 255)',
  background: 'rgb(31, 95, 191)',
};

// An observer, not the resource timing buffer: the test runner's own modules fill that up.
const loaded: string[] = [];
new PerformanceObserver((list) => loaded.push(...list.getEntries().map((e) => e.name))).observe({ type: 'resource' });

function leakedRequests(): string[] {
  return loaded.filter((name) => name.includes(LEAK));
}

/** The business's label with one hostile field; the other fields absent, so defaults apply. */
const settingsWith = (field: Partial<Record<keyof WidgetSettings, unknown>>) =>
  ({ text: aBusiness().widget_settings.text, ...field }) as unknown as WidgetSettings;

describe('hostile input: CSS injection through widget_settings', function () {
  this.timeout(20000);
  const fake = withFakePlatform();
  const hostile = withHostileRun();

  it('(control) a CSS load of the leak URL is seen', async () => {
    const probe = document.createElement('div');
    probe.style.setProperty('background-image', `url(${leakUrl(0)})`);
    probe.style.setProperty('width', '10px');
    probe.style.setProperty('height', '10px');
    document.body.append(probe);
    try {
      await eventually(() => leakedRequests().length > 0, 'the resource entry of a CSS load never appeared');
    } finally {
      probe.remove();
      loaded.length = 0;
    }
  });

  for (const field of ['width', 'height', 'font_size', 'font_color', 'bg_color'] as const) {
    for (const value of INJECTIONS) {
      it(`${field}: ${JSON.stringify(value)} — the default, and no request`, async () => {
        fake.platform.business = () => success(aBusiness({ widget_settings: settingsWith({ [field]: value }) }));
        const page = await BookingWidgetPage.create();
        await page.open();
        await page.close();
        await nextFrame();
        const style = getComputedStyle(page.openButton);
        expect(page.openButton.textContent.trim()).to.equal('Book a visit');
        expect(style.width).to.equal(DEFAULTS.width);
        expect(style.height).to.equal(DEFAULTS.height);
        expect(style.fontSize).to.equal(DEFAULTS.fontSize);
        expect(style.color).to.equal(DEFAULTS.color);
        expect(style.backgroundColor).to.equal(DEFAULTS.background);
        expect(style.backgroundImage).to.equal('none');
        expect(leakedRequests(), 'no request for a URL from the settings').to.be.empty;
        expect(page.root.querySelector('img'), 'nothing parsed from a value').to.be.null;
        expect(window.__pwned).to.be.undefined;
        const fromSettings = ['width', 'height', 'font-size', 'color', 'bg'].map((p) =>
          page.element.style.getPropertyValue(`--_settings-${p}`),
        );
        for (const applied of fromSettings)
          expect(applied, 'only checked values reach a style').to.match(/^(\d+px|#[0-9a-f]{3,8})$/);
        // null means "not configured"; anything else rejected is named for the site owner.
        expect(hostile.consoleWarn.calledWithMatch(`[booking-widget] widget_settings.${field}:`)).to.equal(value !== null);
      });
    }
  }

  for (const [value, field, px] of NUMBERS) {
    it(`${field}: ${value} is clamped to ${px}px`, async () => {
      fake.platform.business = () => success(aBusiness({ widget_settings: settingsWith({ [field]: value }) }));
      const page = await BookingWidgetPage.create();
      const style = getComputedStyle(page.openButton);
      const property = field === 'font_size' ? 'fontSize' : field;
      expect(style[property]).to.equal(`${px}px`);
    });
  }

  it('valid colours in every accepted form are applied', async () => {
    fake.platform.business = () =>
      success(aBusiness({ widget_settings: { ...aBusiness().widget_settings, font_color: '#0F0', bg_color: '#11223380' } }));
    const page = await BookingWidgetPage.create();
    const style = getComputedStyle(page.openButton);
    expect(style.color).to.equal('rgb(0, 255, 0)');
    expect(style.backgroundColor).to.equal('rgba(17, 34, 51, 0.5)');
  });

  // Loads finish after the test that caused them may have ended: look once more at the end.
  it('no load of a URL from the settings happened during the whole suite', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(leakedRequests()).to.be.empty;
  });
});
