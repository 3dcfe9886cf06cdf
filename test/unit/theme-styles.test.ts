import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { emulateMedia, executeServerCommand } from '@web/test-runner-commands';
import { css, html, LitElement } from 'lit';
import { themeStyles } from '../../src/theme/theme-styles.js';
import { COLOR_TOKENS, themeColors, type ThemeName } from '../../src/theme/tokens.js';

/**
 * A panel drawn the way the widget's views draw theirs: the theme stylesheet first, then
 * rules that read only the private tokens, and the same `part` names on the same states.
 */
class ThemedPanel extends LitElement {
  static override styles = [
    themeStyles,
    css`
      :host {
        display: block;
      }
      .panel {
        padding: 16px;
        background: var(--_surface);
        color: var(--_text);
        font: 15px/1.4 system-ui, sans-serif;
      }
      .muted {
        color: var(--_text-muted);
      }
      .footer {
        background: var(--_surface-muted);
      }
      [part~='day'],
      [part~='slot'] {
        border: 1px solid var(--_border);
        border-radius: 8px;
        padding: 4px;
      }
      [part~='day-today'] {
        color: var(--_accent-ink);
      }
      [part~='day-selected'],
      .primary {
        background: var(--_accent);
        color: var(--_on-accent);
      }
      [part~='day-disabled'] {
        color: var(--_text-disabled);
      }
      [part~='slot-selected'] {
        background: var(--_accent-soft);
        border-color: var(--_accent);
      }
      [part~='slot-full'] {
        background: var(--_surface-muted);
        color: var(--_text-muted);
      }
      .error {
        color: var(--_danger);
      }
      :focus-visible {
        outline: 3px solid var(--_focus-ring);
      }
      .spinner {
        animation: spin 1s linear infinite;
        transition: color 0.3s;
      }
      @keyframes spin {
        to {
          rotate: 1turn;
        }
      }
    `,
  ];

  override render() {
    return html`<div class="panel">
      <h2>Green Salon</h2>
      <p class="muted">12 Market Street</p>
      <table role="grid" aria-label="November 2026">
        <tbody>
          <tr>
            <td part="day day-disabled" role="gridcell" aria-disabled="true">23</td>
            <td part="day day-today" role="gridcell" aria-current="date">24</td>
            <td part="day day-selected" role="gridcell" aria-selected="true" tabindex="0">25</td>
            <td part="day" role="gridcell">26</td>
          </tr>
        </tbody>
      </table>
      <div role="radiogroup" aria-label="Times">
        <label part="slot slot-selected"><input type="radio" name="slot" checked />09:00–09:30, 40 % booked</label>
        <label part="slot"><input type="radio" name="slot" />09:30–10:00, 10 % booked</label>
        <label part="slot slot-full"><input type="radio" name="slot" disabled />10:00–10:30, full</label>
      </div>
      <p class="error">This time was just taken.</p>
      <span class="spinner" aria-hidden="true">*</span>
      <div class="footer"><span class="muted">Wed 25 Nov, 09:00</span> <button class="primary">Continue</button></div>
    </div>`;
  }
}
customElements.define('themed-panel', ThemedPanel);

const token = (element: Element, property: string) => getComputedStyle(element).getPropertyValue(property).trim();
const part = (element: ThemedPanel, name: string) => element.shadowRoot!.querySelector(`[part~='${name}']`)!;

function expectTheme(element: ThemedPanel, theme: ThemeName) {
  const colors = themeColors(theme);
  for (const [name, { property }] of Object.entries(COLOR_TOKENS)) {
    expect(token(element, property), `${property} in the ${theme} theme`).to.equal(colors[name as keyof typeof colors]);
  }
  expect(getComputedStyle(element).colorScheme).to.equal(theme);
}

/** Emulates a media feature for one test; false where the browser cannot (the test skips). */
async function emulate(media: Parameters<typeof emulateMedia>[0]): Promise<boolean> {
  try {
    await emulateMedia(media);
    return true;
  } catch {
    return false;
  }
}

describe('theme stylesheet', () => {
  it('is light by default and when asked', async () => {
    expectTheme(await fixture<ThemedPanel>(testHtml`<themed-panel></themed-panel>`), 'light');
    expectTheme(await fixture<ThemedPanel>(testHtml`<themed-panel theme="light"></themed-panel>`), 'light');
  });

  it('is dark with theme="dark", every text and state readable', async () => {
    const element = await fixture<ThemedPanel>(testHtml`<themed-panel theme="dark"></themed-panel>`);
    expectTheme(element, 'dark');
    await expect(element).to.be.accessible();
  });

  it("lets the site owner's --booking-* win, then the business's colour for the theme", async () => {
    const element = await fixture<ThemedPanel>(testHtml`<themed-panel theme="dark"></themed-panel>`);
    element.style.setProperty('--_settings-accent-light', '#0a7d3b');
    element.style.setProperty('--_settings-accent-dark', '#3ea15c');
    expect(token(element, '--_accent')).to.equal('#3ea15c');
    element.setAttribute('theme', 'light');
    expect(token(element, '--_accent')).to.equal('#0a7d3b');
    expect(token(element, '--_focus-ring')).to.equal('#0a7d3b');
    element.style.setProperty('--booking-accent', '#0f766e');
    element.style.setProperty('--booking-surface', '#fafafa');
    expect(token(element, '--_accent')).to.equal('#0f766e');
    expect(token(element, '--_accent-ink')).to.equal('#0f766e');
    expect(token(element, '--_surface')).to.equal('#fafafa');
    element.style.setProperty('--booking-focus-ring', '#000000');
    expect(token(element, '--_focus-ring')).to.equal('#000000');
  });

  describe('with the page in dark mode', () => {
    afterEach(() => emulate({ colorScheme: 'no-preference' }));

    it('follows it with theme="auto" and without the attribute, readable; theme="light" stays light', async function () {
      if (!(await emulate({ colorScheme: 'dark' }))) this.skip();
      const auto = await fixture<ThemedPanel>(testHtml`<themed-panel theme="auto"></themed-panel>`);
      expectTheme(auto, 'dark');
      await expect(auto).to.be.accessible();
      expectTheme(await fixture<ThemedPanel>(testHtml`<themed-panel></themed-panel>`), 'dark');
      expectTheme(await fixture<ThemedPanel>(testHtml`<themed-panel theme="light"></themed-panel>`), 'light');
    });
  });

  describe('with forced colours', () => {
    afterEach(() => executeServerCommand('emulate-forced-colors', { active: false }));

    for (const theme of ['light', 'dark']) {
      it(`keeps chosen day, today, past day, chosen time and full time apart (${theme})`, async function () {
        if (!(await executeServerCommand('emulate-forced-colors', { active: true }))) this.skip();
        const element = await fixture<ThemedPanel>(testHtml`<themed-panel theme=${theme}></themed-panel>`);
        expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
        const look = (node: Element) => {
          const style = getComputedStyle(node);
          return `${style.backgroundColor} ${style.color} ${style.borderStyle} ${style.textDecorationLine}`;
        };
        const states = (selector: string) => [...element.shadowRoot!.querySelectorAll(selector)].map(look);
        // Four days (past, today, chosen, plain) and three times (chosen, plain, full), each its own look.
        expect(new Set(states("[part~='day']")).size).to.equal(4);
        expect(new Set(states("[part~='slot']")).size).to.equal(3);
        const plainDay = element.shadowRoot!.querySelector("[part='day']")!;
        expect(getComputedStyle(part(element, 'day-selected')).backgroundColor).not.to.equal(getComputedStyle(plainDay).backgroundColor);
        expect(getComputedStyle(part(element, 'slot-full')).borderStyle).to.equal('dashed');
        expect(getComputedStyle(part(element, 'slot-full')).color).not.to.equal(getComputedStyle(part(element, 'slot-selected')).color);
      });
    }

    it('draws a thick focus ring', async function () {
      if (!(await executeServerCommand('emulate-forced-colors', { active: true }))) this.skip();
      // :focus-visible on a button focused by script depends on the browser's heuristics, so
      // the rule is read from the sheet the widget adopts.
      const rule = [...themeStyles.styleSheet!.cssRules]
        .filter((candidate): candidate is CSSMediaRule => candidate instanceof CSSMediaRule && candidate.conditionText.includes('forced-colors'))
        .flatMap((media) => [...media.cssRules] as CSSStyleRule[])
        .find((candidate) => candidate.selectorText == ':focus-visible')!;
      expect([rule.style.outlineWidth, rule.style.outlineStyle, rule.style.outlineColor.toLowerCase()]).to.deep.equal(['3px', 'solid', 'canvastext']);
    });
  });

  describe('with reduced motion', () => {
    afterEach(() => emulate({ reducedMotion: 'no-preference' }));

    it('stops every animation and transition', async function () {
      const element = await fixture<ThemedPanel>(testHtml`<themed-panel></themed-panel>`);
      const spinner = element.shadowRoot!.querySelector('.spinner')!;
      expect(getComputedStyle(spinner).animationName).to.equal('spin');
      if (!(await emulate({ reducedMotion: 'reduce' }))) this.skip();
      expect(getComputedStyle(spinner).animationName).to.equal('none');
      expect(getComputedStyle(spinner).transitionDuration).to.equal('0s');
    });
  });
});
