/** Puppeteer only drives the system's Firefox in tests; never download a browser. */
module.exports = { skipDownload: true };
