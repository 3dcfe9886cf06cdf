// A web-test-runner command that lets the test page read and write the system clipboard, so a
// test can read back what a Copy button wrote (test/configurator/). Chromium only, through
// puppeteer's permissions; elsewhere it answers false and the test reads what the page handed
// to `navigator.clipboard.writeText` instead (Firefox and WebKit let web pages read the
// clipboard only through a paste prompt a person answers).
export function clipboardPlugin() {
  return {
    name: 'clipboard',
    async executeCommand({ command, session }) {
      if (command !== 'grant-clipboard') return undefined;
      const page = session.browser.type === 'puppeteer' ? session.browser.getPage(session.id) : undefined;
      if (!page || !/chrom/i.test(session.browser.name)) return false;
      await page
        .browserContext()
        .overridePermissions(new URL(page.url()).origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
      return true;
    },
  };
}
