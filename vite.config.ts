import { defineConfig } from 'vite';

// The script-tag files: one self-contained ES module and one classic script, each
// registering <booking-widget> once. See README "Builds".
export default defineConfig({
  build: {
    target: 'es2021',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: 'src/define.ts',
      name: 'BookingWidget',
      formats: ['es', 'iife'],
      fileName: (format) => (format === 'es' ? 'booking-widget.js' : 'booking-widget.iife.js'),
    },
    rolldownOptions: { output: { minify: true } },
  },
});
