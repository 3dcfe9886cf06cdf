// ESLint for the whole repository (`npm run lint`, and a step of `npm test`). TypeScript is
// linted with type information (typescript-eslint's type-checked rules, through the same
// tsconfig files `npm run typecheck` uses); lit templates with eslint-plugin-lit and
// eslint-plugin-lit-a11y; the element class with eslint-plugin-wc. Formatting is Prettier's
// job (`npm run format`), so no rule here is about layout.
import js from '@eslint/js';
import litPlugin from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import wcPlugin from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-configurator/',
      'build/',
      'coverage/',
      'custom-elements.json',
      '.sandbox-data/',
      'docs/screenshots/',
      '**/*.d.ts',
      // The example applications' build output and caches.
      'examples/*/dist/',
      'examples/*/.next/',
      'examples/*/.astro/',
      'examples/*/.angular/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // Plain JavaScript (configs, dev-server plugins, the demo's page scripts) belongs to no
    // tsconfig project, so it gets the rules that need no type information.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The example applications are type-checked by their own toolchains (next build, vue-tsc,
    // svelte-check, ng build) against their own installs (examples/package.json), so ESLint
    // reads them without type information.
    files: ['examples/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['examples/*/src/**', 'examples/next/app/**', 'examples/types-test/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['examples/test/**', 'examples/*/*.config.*'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.ts', 'configurator/**/*.ts', 'test/**/*.ts', 'test/**/*.js', 'bench/bench-page.ts', 'demo/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**', 'sandbox/**', 'bench/**', 'test/**/*.mjs', '*.js', '*.mjs', '*.cjs', 'vite.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // The WordPress plugin's admin and block editor scripts run in wp-admin pages, on the
    // globals WordPress puts there (`wp.blocks`, `wp.element`, `wp.i18n`, …).
    files: ['wordpress/booking-widget/**/*.js'],
    languageOptions: { globals: { ...globals.browser, wp: 'readonly' } },
  },
  {
    files: ['src/**/*.ts', 'configurator/**/*.ts', 'test/**/*.ts', 'demo/**/*.js', 'examples/**/*.tsx'],
    ...litPlugin.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts', 'configurator/**/*.ts', 'test/**/*.ts', 'demo/**/*.js', 'examples/**/*.tsx'],
    ...litA11y.configs.recommended,
  },
  {
    files: ['src/**/*.ts', 'configurator/**/*.ts', 'test/**/*.ts', 'demo/**/*.js'],
    ...wcPlugin.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts', 'configurator/**/*.ts', 'test/**/*.ts', 'demo/**/*.js'],
    ...wcPlugin.configs['flat/best-practice'],
  },
  {
    rules: {
      // The rules the codebase holds itself to (issue 10, "Readable call sites"): strict
      // equality, no comma expressions, and an options object past three positional parameters.
      eqeqeq: ['error', 'always'],
      'no-sequences': ['error', { allowInParentheses: false }],
      'max-params': ['error', 3],
      // `_unused` is how a parameter that must be there (a callback's signature) says so.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['test/**/*.ts', 'sandbox/test/**/*.ts', 'scripts/test/**/*.ts', 'wordpress/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            // node:test's `test`/`it`/`describe` return promises the runner awaits itself.
            { from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite'] },
            // @open-wc/semantic-dom-diff types every chai `equal` as a promise because its
            // `.dom.equal` is one; plain `expect(x).to.equal(y)` asserts synchronously.
            { from: 'package', package: '@open-wc/semantic-dom-diff', name: 'Equal' },
          ],
        },
      ],
      // chai's assertions are property reads (`expect(x).to.be.true`).
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
);
