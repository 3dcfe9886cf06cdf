import type { MinifyOptions } from 'rolldown';
import { defineConfig, type UserConfig } from 'vite';
import { minifyLitTemplates } from './scripts/minify-lit-templates.js';
import { sideFiles } from './scripts/side-files-plugin.js';
import { terserPass } from './scripts/terser-pass.js';

// Three builds from one config, selected by `--mode` (scripts/build.mjs runs them all):
//   script-tag (default): dist/booking-widget.js, self-contained ES module
//   iife:                 dist/booking-widget.iife.js, self-contained classic script
//   lib:                  dist/lib/*.js for bundlers, lit and date-fns left as dependencies
// See README "Builds".
// ES2022 keeps class fields and `#private` members native (terser then shortens the private
// names; an older target turns them into WeakMaps). Safari from 15 parses the output: it holds no
// class static block (see `styles` in src/booking-widget.ts).
const SCRIPT_TAG_TARGET = 'es2022';

// ASCII-only output (non-ASCII characters as `\u` escapes) keeps the text intact on host pages
// served in a legacy charset without `<script charset>`; it costs nothing after gzip.
//
// terser then minifies the result once more (scripts/terser-pass.ts).
const SCRIPT_TAG_MINIFY: MinifyOptions = {
  codegen: { asciiOnly: true },
};

function scriptTag(format: 'es' | 'iife'): UserConfig {
  return {
    plugins: [minifyLitTemplates(), sideFiles(), terserPass()],
    // A classic script has no `import.meta`: src/side-files.ts finds the script's URL otherwise.
    define: format === 'iife' ? { 'import.meta.url': 'undefined' } : {},
    build: {
      target: SCRIPT_TAG_TARGET,
      outDir: 'dist',
      emptyOutDir: false,
      sourcemap: true,
      lib: {
        // The classic script's entry exports nothing, so the IIFE assigns no global name.
        entry: format === 'es' ? 'src/define.ts' : 'src/script-tag.ts',
        name: 'BookingWidget',
        formats: [format],
        fileName: () => (format === 'es' ? 'booking-widget.js' : 'booking-widget.iife.js'),
      },
      rolldownOptions: {
        // The only side effects of lit's index, `lit-element` and `@lit/reactive-element` at
        // import time are their version registries on globalThis (`litElementVersions`,
        // `reactiveElementVersions`), which only lit's development build reads; the classes the
        // element uses are kept because they are imported. test/build/iife.test.ts checks the
        // globals the script adds.
        treeshake: { moduleSideEffects: (id) => !/\/node_modules\/(lit|lit-element|@lit\/reactive-element)\//.test(id) },
        output: { minify: SCRIPT_TAG_MINIFY },
      },
    },
  };
}

const isDependency = (id: string) => /^(lit|@lit|date-fns)(\/|$)/.test(id);

const bundlerBuild: UserConfig = {
  plugins: [minifyLitTemplates()],
  build: {
    target: 'es2022',
    outDir: 'dist/lib',
    emptyOutDir: false,
    sourcemap: true,
    lib: { entry: { index: 'src/index.ts', define: 'src/define.ts' }, formats: ['es'] },
    rolldownOptions: {
      external: isDependency,
      // One file per source module mirrors the .d.ts layout and lets bundlers drop what is unused.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
};

export default defineConfig(({ mode }) => {
  if (mode === 'lib') return bundlerBuild;
  if (mode === 'iife') return scriptTag('iife');
  return scriptTag('es');
});
