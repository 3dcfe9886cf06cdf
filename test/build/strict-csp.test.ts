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
  language: string;
  continueLabel: string;
  dialogOpen: boolean;
  title: string;
  slotRadios: number;
  formFields: string[];
  trustedTypes: boolean;
  violations: Violation[];
}

// The page is served with `script-src 'self'; style-src 'self'; require-trusted-types-for
// 'script'` by test/build/strict-csp-plugin.mjs; test/build/fixtures/csp-probe.js reports.
function loadStrictCspPage(query = ''): Promise<ProbeReport> {
  const frame = document.createElement('iframe');
  frame.title = 'strict CSP page';
  const report = new Promise<ProbeReport>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.data?.source !== 'strict-csp-probe') return;
      window.removeEventListener('message', onMessage);
      frame.remove();
      resolve(event.data as ProbeReport);
    };
    window.addEventListener('message', onMessage);
  });
  frame.src = `/__strict-csp__/page.html${query}`;
  document.body.append(frame);
  return report;
}

describe('classic script build under a strict Content Security Policy', function () {
  this.timeout(20000);

  it('shows the business, opens, lists a day’s times and reaches the form with zero policy violations', async () => {
    const report = await loadStrictCspPage();
    expect(report.error).to.equal(undefined);
    expect(report.defined, 'defined').to.equal(true);
    expect(report.styled, 'its styles applied').to.equal(true);
    expect(report.buttonLabel, 'the business’s button label').to.equal('Book now');
    expect(report.dialogOpen, 'dialog.open after a click on the button').to.equal(true);
    expect(report.title, 'the business name in the dialog').to.equal('Strict Policy Salon');
    expect(report.slotRadios, 'slot radios of the chosen day').to.equal(3);
    expect(report.formFields, 'the details form after a slot and Continue').to.include.members(['Name', 'Email']);
    expect(report.violations).to.deep.equal([]);
  });

  it('speaks German on a German page, its language file loaded under the same policy', async () => {
    const report = await loadStrictCspPage('?lang=de');
    expect(report.error).to.equal(undefined);
    expect(report.language).to.equal('de');
    expect(report.continueLabel).to.equal('Weiter');
    expect(report.formFields).to.include.members(['Name', 'E-Mail', 'Anmerkungen (optional)']);
    expect(report.violations).to.deep.equal([]);
  });

  it('the same page does report violations when something breaks the policy', async () => {
    const report = await loadStrictCspPage('?control');
    expect(report.error).to.equal(undefined);
    const directives = report.violations.map((v) => v.directive);
    expect(directives.some((d) => d.startsWith('style-src')), directives.join(', ')).to.equal(true);
    if (report.trustedTypes) expect(directives).to.include('require-trusted-types-for');
  });
});
