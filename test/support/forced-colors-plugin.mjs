// A web-test-runner command that turns emulated forced colours (Windows high contrast) on or
// off for the test's page. @web/test-runner-commands' `emulateMedia` passes only colour scheme
// and reduced motion to puppeteer, and puppeteer's `emulateMediaFeatures` refuses
// `forced-colors`, so the DevTools protocol is asked directly. Chromium only: elsewhere the
// command answers false and the test skips itself.
export function forcedColorsPlugin() {
  return {
    name: 'emulate-forced-colors',
    async executeCommand({ command, payload, session }) {
      if (command !== 'emulate-forced-colors') return undefined;
      const page = session.browser.type === 'puppeteer' ? session.browser.getPage(session.id) : undefined;
      if (!page || !/chrom/i.test(session.browser.name)) return false;
      const client = await page.createCDPSession();
      await client.send('Emulation.setEmulatedMedia', {
        features: [{ name: 'forced-colors', value: payload?.active ? 'active' : 'none' }],
      });
      return true;
    },
  };
}
