import type { Plugin } from 'vite';

/**
 * dist/booking-widget.js as one line that re-exports the widget's own chunk
 * (`chunks/booking-widget-<hash>.js`), which the bundler writes as the build's entry.
 *
 * Sites load the entry under addresses of their own: WordPress and Shopify append `?ver=` or
 * `?v=` to every script, a site owner busts a cache with `?v=2`. A module's identity is its
 * whole URL, so an entry that held the widget's code would run a second time under the plain
 * address its chunks import it by — a second lit, a second catalog, a dialog without texts.
 * With this line in front, every address of the entry imports the one hashed chunk, and the
 * dialog's and the languages' chunks import that chunk too: one copy, whatever the query. The
 * price is one small file before the widget's own (measured in `npm run size`), whose round
 * trip a `<link rel="modulepreload">` of the chunk saves: the WordPress plugin reads the chunk's
 * name from this line (wordpress/booking-widget/includes/embed.php) and prints one.
 */
export function entryFacade(facadeName: string): Plugin {
  return {
    name: 'booking-widget:entry-facade',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry) throw new Error('entry-facade: the build has no entry chunk');
      this.emitFile({ type: 'asset', fileName: facadeName, source: `export*from"./${entry.fileName}";\n` });
    },
  };
}

/** The widget's chunk that an entry written by `entryFacade` imports: `chunks/booking-widget-<hash>.js`. */
export function widgetChunkOf(entrySource: string): string | undefined {
  return /^export\*from"\.\/(chunks\/[\w.-]+\.js)";/.exec(entrySource)?.[1];
}
