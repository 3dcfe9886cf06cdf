import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  // booking-widget is linked from the repository (file:../..): trace files from there.
  outputFileTracingRoot: repository,
  // The repository lints the examples' tests; the app itself is type-checked by `next build`.
  eslint: { ignoreDuringBuilds: true },
  webpack(config) {
    // The widget finds its language files at run time, beside its own module
    // (`new URL('./locales/', import.meta.url)` in dist/lib/i18n/loader.js): a folder, which
    // webpack would otherwise try to bundle as one file, and fail.
    config.module.rules.push({ test: /\.js$/, include: `${repository}dist/lib`, parser: { url: false } });
    return config;
  },
};

export default nextConfig;
