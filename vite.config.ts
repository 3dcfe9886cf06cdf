import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, type UserConfig } from 'vite';
import { minifyLitTemplates } from './scripts/minify-lit-templates.js';
import { entryFacade, widgetChunkOf } from './scripts/entry-facade.js';
import { terserPass } from './scripts/terser-pass.js';

// Three builds from one config, selected by `--mode` (scripts/build.mjs runs them all):
//   script-tag (default): dist/booking-widget.js, the ES module entry, with its chunks in dist/chunks/
//                         (the widget's own code among them: scripts/entry-facade.ts)
//   classic:              dist/booking-widget.iife.js, a classic script that imports the entry
//   lib:                  dist/lib/*.js for bundlers, lit and date-fns left as dependencies
// The script-tag build and the bundler build compile the same sources with the same import
// graph: the dialog (src/panel/) and each language (src/i18n/locales/) are behind `import()`,
// and vite splits there. See ARCHITECTURE.md.
//
// ES2022 keeps class fields and `#private` members native (terser then shortens the private
// names; an older target turns them into WeakMaps). Safari from 15 parses the output: it holds no
// class static block (see `styles` in src/booking-widget.ts).
const SCRIPT_TAG_TARGET = 'es2022';

// terser minifies rolldown's output once more (scripts/terser-pass.ts). Module scripts are always
// read as UTF-8, whatever the host page's charset, so the module build keeps its texts as written
// (a language's chunk is a third smaller than with `\u` escapes); the classic script is
// ASCII-only, as a classic script is read in the page's charset.
const scriptTagModule: UserConfig = {
  plugins: [minifyLitTemplates(), terserPass({ asciiOnly: false }), entryFacade('booking-widget.js')],
  build: {
    target: SCRIPT_TAG_TARGET,
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    // The chunks are imported by the entry itself, relative to its own URL: nothing to preload
    // through a helper of vite's.
    modulePreload: false,
    // The widget's own code is a hashed chunk too; dist/booking-widget.js re-exports it
    // (scripts/entry-facade.ts), so that the entry may be loaded with any query string.
    lib: {
      entry: { 'booking-widget': 'src/define.ts' },
      formats: ['es'],
      fileName: (_format, name) => `chunks/${name}-[hash].js`,
    },
    rolldownOptions: {
      // The only side effects of lit's index, `lit-element` and `@lit/reactive-element` at
      // import time are their version registries on globalThis (`litElementVersions`,
      // `reactiveElementVersions`), which only lit's development build reads; the classes the
      // element uses are kept because they are imported. test/build/ checks the globals the
      // script adds.
      treeshake: { moduleSideEffects: (id) => !/\/node_modules\/(lit|lit-element|@lit\/reactive-element)\//.test(id) },
      // The entry may export more than it declares: the modules it shares with the chunks stay
      // in it (they are loaded with it anyway) rather than in a shared chunk fetched after it.
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        // A content hash in every chunk's name: cached for good, and two versions of the widget
        // on one page never mix their chunks.
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
};

/**
 * The classic script: a few lines that import the module entry from beside themselves, and the
 * widget's chunk that the entry imports at the same time (`__WIDGET_CHUNK__`: its name, read from
 * the entry the script-tag build wrote just before).
 */
const classicLoader = (): UserConfig => ({
  define: { __WIDGET_CHUNK__: JSON.stringify(builtWidgetChunk()) },
  plugins: [terserPass({ asciiOnly: true })],
  build: {
    target: SCRIPT_TAG_TARGET,
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    lib: { entry: 'src/script-tag.ts', name: 'BookingWidgetLoader', formats: ['iife'], fileName: () => 'booking-widget.iife.js' },
    rolldownOptions: { output: { minify: { codegen: { asciiOnly: true } } } },
  },
});

/** The widget's chunk named by dist/booking-widget.js, which the script-tag build writes. */
function builtWidgetChunk(): string {
  const entry = 'dist/booking-widget.js';
  const chunk = existsSync(entry) ? widgetChunkOf(readFileSync(entry, 'utf8')) : undefined;
  if (!chunk) throw new Error(`The classic script's build needs ${entry} and its chunk: build the script-tag files first.`);
  return chunk;
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
  if (mode === 'classic') return classicLoader();
  return scriptTagModule;
});
