import { basename } from 'node:path';
import { minify } from 'terser';
import type { Plugin } from 'vite';

/**
 * A second minification of the script-tag files, after rolldown's own: terser finds about
 * 300 B gzip more (merged declarations, shorter conditionals) in code oxc already minified,
 * while either alone leaves them. Only terser's safe transforms are used; the source map is
 * carried through so it still points at the TypeScript sources. Of the members, only the
 * ES private ones (`#name`) are renamed: those alone are proven private; other property names
 * are left alone.
 */
export function terserPass({ asciiOnly }: { asciiOnly: boolean }): Plugin {
  return {
    name: 'booking-widget:terser-pass',
    apply: 'build',
    async generateBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const result = await minify(chunk.code, {
          ecma: 2020,
          module: options.format === 'es',
          compress: { passes: 3 },
          mangle: true,
          format: { ascii_only: asciiOnly },
          // The map's URL is relative to the chunk, which may be in a folder (chunks/).
          sourceMap: chunk.map ? { content: JSON.stringify(chunk.map), url: `${basename(chunk.fileName)}.map` } : false,
        });
        if (result.code === undefined) throw new Error(`terser produced nothing for ${chunk.fileName}`);
        chunk.code = result.code;
        if (typeof result.map !== 'string') continue;
        // The map may already be emitted as an asset beside the chunk; both must say the same.
        const mapAsset = bundle[`${chunk.fileName}.map`];
        if (mapAsset?.type === 'asset') mapAsset.source = result.map;
        if (chunk.map) Object.assign(chunk.map, JSON.parse(result.map));
      }
    },
  };
}
