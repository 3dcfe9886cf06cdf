import { expect } from '@open-wc/testing';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}
interface ProbeReport {
  source: 'strict-csp-probe';
  error?: string;
  defined: boolean;
  styled: boolean;
  buttonLabel: string;
  buttonBackground: string;
  adoptsStyleSheets: boolean;
  styleElements: number;
  styleElementsWithNonce: number;
  language: string;
  continueLabel: string;
  dialogOpen: boolean;
  title: string;
  slotRadios: number;
  meterFills: number[];
  formFields: string[];
  trustedTypes: boolean;
  violations: Violation[];
}

/** `widget_settings.bg_color` of the pages' fake business, as computed styles give it. */
const BUSINESS_BUTTON_COLOR = 'rgb(34, 85, 119)';

// The pages are served by test/build/strict-csp-plugin.mjs: STRICT_CSP_PAGE with `script-src
// 'self'; style-src 'self'; require-trusted-types-for 'script'`, NONCE_CSP_PAGE with styles by
// nonce only and no constructable stylesheets. test/build/fixtures/csp-probe.js reports.
const STRICT_CSP_PAGE = '/__strict-csp__/page.html';
const NONCE_CSP_PAGE = '/__strict-csp__/without-constructable-stylesheets.html';

function loadCspPage(page: string, query = ''): Promise<ProbeReport> {
  const frame = document.createElement('iframe');
  frame.title = 'CSP test page';
  const report = new Promise<ProbeReport>((resolve) => {
    const onMessage = (event: MessageEvent<ProbeReport | undefined>) => {
      if (event.source !== frame.contentWindow || event.data?.source !== 'strict-csp-probe') return;
      window.removeEventListener('message', onMessage);
      frame.remove();
      resolve(event.data);
    };
    window.addEventListener('message', onMessage);
  });
  frame.src = `${page}${query}`;
  document.body.append(frame);
  return report;
}

/**
 * The widget worked all the way on the page: its styled button with the business's label and
 * colour, the dialog named after the business, a day's times, a time and Continue, the details
 * form — with zero policy violations.
 */
function expectWholeFlowWithoutViolations(report: ProbeReport): void {
  expect(report.error).to.equal(undefined);
  expect(report.defined, 'defined').to.equal(true);
  expect(report.styled, 'its styles applied').to.equal(true);
  expect(report.buttonLabel, 'the business’s button label').to.equal('Book now');
  expect(report.buttonBackground, 'the business’s button color').to.equal(BUSINESS_BUTTON_COLOR);
  expect(report.dialogOpen, 'dialog.open after a click on the button').to.equal(true);
  expect(report.title, 'the business name in the dialog').to.equal('Strict Policy Salon');
  expect(report.slotRadios, 'slot radios of the chosen day').to.equal(3);
  expect(report.meterFills, 'how full each time is, drawn').to.deep.equal([0, 60, 100]);
  expect(report.formFields, 'the details form after a slot and Continue').to.include.members(['Name', 'Email']);
  expect(report.violations).to.deep.equal([]);
}

describe('classic script build under a strict Content Security Policy', function () {
  this.timeout(20000);

  it('shows the business, opens, lists a day’s times and reaches the form with zero policy violations', async () => {
    const report = await loadCspPage(STRICT_CSP_PAGE);
    expectWholeFlowWithoutViolations(report);
    expect(report.adoptsStyleSheets, 'a constructed sheet').to.equal(true);
    expect(report.styleElements, 'no <style> in the shadow root').to.equal(0);
  });

  for (const trustedTypes of ['lit-html', 'duplicates']) {
    it(`runs pasted twice and beside the module snippet, under \`trusted-types lit-html${trustedTypes === 'duplicates' ? " 'allow-duplicates'" : ''}\``, async () => {
      const report = await loadCspPage(STRICT_CSP_PAGE, `?twice&trusted-types=${trustedTypes}`);
      expectWholeFlowWithoutViolations(report);
    });
  }

  it('speaks German on a German page, its language file loaded under the same policy', async () => {
    const report = await loadCspPage(STRICT_CSP_PAGE, '?lang=de');
    expect(report.error).to.equal(undefined);
    expect(report.language).to.equal('de');
    expect(report.continueLabel).to.equal('Weiter');
    expect(report.formFields).to.include.members(['Name', 'E-Mail', 'Anmerkungen (optional)']);
    expect(report.violations).to.deep.equal([]);
  });

  it('the same page does report violations when something breaks the policy', async () => {
    const report = await loadCspPage(STRICT_CSP_PAGE, '?control');
    expect(report.error).to.equal(undefined);
    const directives = report.violations.map((v) => v.directive);
    expect(
      directives.some((d) => d.startsWith('style-src')),
      directives.join(', '),
    ).to.equal(true);
    if (report.trustedTypes) expect(directives).to.include('require-trusted-types-for');
  });
});

// Safari before 16.4 has no constructable stylesheets: the widget then styles itself with a
// `<style>` element, which a policy that allows styles only by nonce lets apply when the element
// carries the page's `window.litNonce`.
describe('the <style> fallback without constructable stylesheets, under a policy that allows styles only by nonce', function () {
  this.timeout(20000);

  it('styles the widget with a <style> carrying window.litNonce, through the whole flow, with zero policy violations', async () => {
    const report = await loadCspPage(NONCE_CSP_PAGE);
    expectWholeFlowWithoutViolations(report);
    expect(report.adoptsStyleSheets, 'the page has no adoptedStyleSheets').to.equal(false);
    // lit writes one <style> per stylesheet of the element's `static styles`; each carries the nonce.
    expect(report.styleElements, '<style> elements in the shadow root').to.be.greaterThan(0);
    expect(report.styleElementsWithNonce, '<style> elements carrying window.litNonce').to.equal(report.styleElements);
  });

  it('the same page blocks the widget’s <style> and reports it when the page sets no window.litNonce', async () => {
    const report = await loadCspPage(NONCE_CSP_PAGE, '?without-nonce');
    expect(report.adoptsStyleSheets).to.equal(false);
    expect(report.buttonBackground, 'the widget is unstyled').to.not.equal(BUSINESS_BUTTON_COLOR);
    const directives = report.violations.map((v) => v.directive);
    expect(
      directives.some((d) => d.startsWith('style-src')),
      directives.join(', '),
    ).to.equal(true);
  });
});
