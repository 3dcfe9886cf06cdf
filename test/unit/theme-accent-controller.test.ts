import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { html, LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import sinon from 'sinon';
import { AccentController, type AccentSettings } from '../../src/theme/accent-controller.js';
import { parseHexColor } from '../../src/theme/contrast.js';
import { rgbToOklch } from '../../src/theme/oklch.js';
import { themeColors } from '../../src/theme/tokens.js';
import { themeStyles } from '../../src/theme/theme-styles.js';

/** A host as the widget will be one: the theme stylesheet, a theme attribute, the business's settings. */
class AccentHost extends LitElement {
  static override styles = themeStyles;
  @property({ attribute: false }) settings: AccentSettings | undefined;
  @property({ reflect: true }) theme: string | undefined;
  readonly accent = new AccentController(this, { settings: () => this.settings, theme: () => this.theme });

  override render() {
    return html`<p>Chosen day</p>`;
  }
}
customElements.define('accent-host', AccentHost);

const GREEN = { backgroundColor: '#0a7d3b', fontColor: '#ffffff' };
const PALE_YELLOW = { backgroundColor: '#fff59d', fontColor: '#ffffff' };

const token = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();
const lightness = (value: string) => rgbToOklch(parseHexColor(value)!).lightness;

async function host(settings: AccentSettings | undefined, theme?: string): Promise<AccentHost> {
  const element = await fixture<AccentHost>(testHtml`<accent-host .settings=${settings} theme=${theme ?? 'auto'}></accent-host>`);
  await element.updateComplete;
  return element;
}

describe('accent controller', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => warn.restore());

  it("gives a green business's dialog its green, silently", async () => {
    const element = await host(GREEN, 'light');
    expect(token(element, '--_accent')).to.equal('#0a7d3b');
    expect(token(element, '--_on-accent')).to.equal('#ffffff');
    expect(token(element, '--_focus-ring')).to.equal('#0a7d3b');
    expect(warn.callCount).to.equal(0);
  });

  it('gives pale yellow with white text a darker accent and exactly one warning naming the colours and ratios', async () => {
    const element = await host(PALE_YELLOW, 'light');
    const accent = token(element, '--_accent');
    expect(accent).to.match(/^#[0-9a-f]{6}$/);
    expect(lightness(accent)).to.be.below(lightness('#fff59d'));
    // Updates, a theme switch and the same settings again do not repeat it.
    element.theme = 'dark';
    await element.updateComplete;
    element.settings = { ...PALE_YELLOW };
    await element.updateComplete;
    expect(warn.callCount).to.equal(1);
    const message = warn.firstCall.args[0] as string;
    expect(message).to.contain('widget_settings.bg_color #fff59d with font_color #ffffff');
    expect(message).to.contain('text on the accent is 1.11:1 (needs 4.5:1)');
    expect(message).to.contain(`using ${accent} with #ffffff text`);
    // theme="light" shows only the light dialog: its warning names no other theme.
    expect(message).not.to.contain('dark theme');
  });

  it('uses the dark set in the dark theme, and names both themes when the page may show either', async () => {
    const element = await host(PALE_YELLOW);
    expect(warn.callCount).to.equal(1);
    expect(warn.firstCall.args[0]).to.contain('in the light theme').and.to.contain('in the dark theme');
    element.theme = 'dark';
    await element.updateComplete;
    expect(token(element, '--_accent')).to.equal(element.style.getPropertyValue('--_settings-accent-dark'));
    expect(token(element, '--_accent-ink')).to.equal(element.style.getPropertyValue('--_settings-accent-ink-dark'));
  });

  it("lets the site owner's --booking-accent win", async () => {
    const element = await host(GREEN, 'light');
    element.style.setProperty('--booking-accent', '#7c3aed');
    expect(token(element, '--_accent')).to.equal('#7c3aed');
  });

  it('keeps the theme accent for a business without colours, and after its settings go', async () => {
    const element = await host({ backgroundColor: '#1f5fbf', fontColor: '#ffffff' }, 'dark');
    expect(token(element, '--_accent')).to.equal(themeColors('dark').accent);
    element.settings = GREEN;
    await element.updateComplete;
    expect(token(element, '--_accent')).not.to.equal(themeColors('dark').accent);
    element.settings = undefined;
    await element.updateComplete;
    expect(token(element, '--_accent')).to.equal(themeColors('dark').accent);
    expect(element.getAttribute('style')).to.equal('');
    expect(warn.callCount).to.equal(0);
  });

  it('writes nothing for colours that are not checked hex colours', async () => {
    const element = await host({ backgroundColor: 'red;background:url(//x)', fontColor: '#fff' }, 'light');
    expect(token(element, '--_accent')).to.equal(themeColors('light').accent);
    expect(element.style.length).to.equal(0);
  });
});
