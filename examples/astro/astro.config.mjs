import { defineConfig } from 'astro/config';

// Static output: every page is HTML built ahead of time, <booking-widget> and its attributes in it.
export default defineConfig({ telemetry: false });
