import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import text from './eslint/i18n.js';
import { testFiles, testWaitSelectors } from './eslint/testWaits.js';
import { layers } from './eslint/layers.js';
import folders from './i18n.folders.json' with { type: 'json' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'client/dist/**', 'data/**', 'server/drizzle/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // CommonJS where a loader requires it (the password pool's worker file: server/src/modules/auth/passwords.worker.cjs).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Letter case and sorting by the language's rules, everywhere (docs/i18n.md).
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    // Tests, benches and the service worker (URLs) handle no user's text.
    ignores: ['**/*.test.{ts,tsx}', '**/bench/**', 'e2e/**', 'client/public/**'],
    plugins: { text },
    rules: { 'text/no-bare-case': 'error' },
  },
  // Every text the user sees goes through Lingui, in the folders translated so far (i18n.folders.json).
  {
    files: ['client/src/{app,lib,ui}/**/*.{ts,tsx}', ...folders.translated.map((f) => `client/src/features/${f}/**/*.{ts,tsx}`)],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { text },
    rules: { 'text/no-untranslated': 'error' },
  },
  // Tests wait for conditions, never for fixed times (eslint/testWaits.js).
  {
    files: testFiles,
    ignores: ['e2e/bench/**'],
    rules: { 'no-restricted-syntax': ['error', ...testWaitSelectors] },
  },
  // Imports point down the layers, and none goes round in a cycle (eslint/layers.js, docs/architecture.md).
  ...layers,
);
