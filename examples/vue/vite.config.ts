import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    // <booking-widget> is a custom element, not a Vue component: Vue renders it as is.
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'booking-widget' } } }),
  ],
});
