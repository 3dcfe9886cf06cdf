import type { html as litHtml, nothing as litNothing } from 'lit';
import type { ifDefined as litIfDefined } from 'lit/directives/if-defined.js';

/**
 * lit inside a side file: the script's own copy, handed over when the script loads the file.
 *
 * A side file's views are written as every other view (`import { html } from 'lit'`); its
 * build (scripts/build-side-files.mjs) resolves those imports to this module instead of
 * bundling lit a second time — which would cost its ~5 KB again and register a second
 * `lit-html` Trusted Types policy, refused on a page that allows only one. The script calls
 * `receiveLit` with its own exports before it renders anything of the file's, so the
 * templates a side file makes are the script's lit's own. From the sources (tests, the bundler
 * build) the views import lit itself and this module is not used.
 */
export interface SharedLit {
  html: typeof litHtml;
  nothing: typeof litNothing;
  ifDefined: typeof litIfDefined;
}

export let html: SharedLit['html'];
export let nothing: SharedLit['nothing'];
export let ifDefined: SharedLit['ifDefined'];

export function receiveLit(shared: SharedLit): void {
  ({ html, nothing, ifDefined } = shared);
}
