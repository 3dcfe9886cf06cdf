import type { Plugin } from 'vite';
import { SIDE_FILE_CALL, SIDE_FILES } from './side-files.mjs';

/**
 * The script-tag builds load side files (src/side-files.ts) from beside the script instead of
 * bundling them: `sideFile('calendar-file.js', () => import('./ics.js'))` loses its second
 * argument here, so the module it imports never enters the bundle, and `sideFile` then imports
 * the file built by scripts/build-side-files.mjs. The bundler build and the tests from the
 * sources keep the plain `import()`. The build fails if a side file's module was bundled anyway.
 */
export function sideFiles(): Plugin {
  const sources = Object.values(SIDE_FILES);
  let replaced = 0;
  return {
    name: 'booking-widget:side-files',
    apply: 'build',
    // Before TypeScript is compiled, on the source as written.
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/src/') || !code.includes('sideFile(')) return null;
      const result = code.replace(SIDE_FILE_CALL, (_call, file: string) => {
        replaced++;
        return `sideFile(${file})`;
      });
      return result === code ? null : { code: result, map: null };
    },
    generateBundle(_options, bundle) {
      if (!replaced) this.error('no sideFile(…) call found: the side files would be bundled');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const bundled = Object.keys(chunk.modules).filter((id) => sources.some((source) => id.endsWith(`/${source}`)));
        if (bundled.length) this.error(`side file modules bundled into ${chunk.fileName}: ${bundled.join(', ')}`);
      }
    },
  };
}
