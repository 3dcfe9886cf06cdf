// A web-test-runner command that answers with the page's whole accessibility tree as the
// browser builds it: every node's role and accessible name, not a copy computed by the tests.
// @web/test-runner-commands' `a11ySnapshot` asks puppeteer for the same tree but keeps only the
// nodes puppeteer deems interesting, which drops the grid, its column headers and the radio
// group the tests find by role; this asks for all of them. Chromium only (its DevTools
// protocol): Firefox through puppeteer's WebDriver BiDi and WebKit through WebDriver have no
// accessibility tree to give, and there the command answers false. See docs/accessibility.md ("Environment").
export function accessibilityTreePlugin() {
  return {
    name: 'accessibility-tree',
    async executeCommand({ command, session }) {
      if (command !== 'accessibility-tree') return undefined;
      const page = session.browser.type === 'puppeteer' ? session.browser.getPage(session.id) : undefined;
      if (!page || !/chrom/i.test(session.browser.name)) return false;
      return (await page.accessibility.snapshot({ interestingOnly: false })) ?? false;
    },
  };
}
