/**
 * ESLint (docs/linting.md): typescript-eslint's recommended rules without type information (a
 * type-aware run takes minutes on two cores, and `tsc -p .` already checks the types), the rules
 * of hooks, and eslint-config-prettier last so layout is Prettier's alone.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The Node globals the plain-JavaScript scripts use (typescript-eslint's recommended rules don't need a list). */
const nodeGlobals = Object.fromEntries(['process', 'console', 'URL', 'Buffer', 'performance', 'setTimeout', 'clearTimeout'].map((name) => [name, 'readonly']));

export default tseslint.config(
  { ignores: ['dist/', 'reports/', 'test-results/', 'playwright-report/', 'last-run/', '.data/', '.test-data/', 'server/db/migrations/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    rules: {
      // A leading underscore names a parameter or binding kept on purpose (an XState action's
      // arguments, a field left out of a rest spread).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A `let` read by a closure before its one assignment (a stand-in wired before what it stands for).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // React code only: Playwright's fixtures call `use` and the server tests `useTestDatabase`, which
    // are not React hooks.
    files: ['src/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Playwright reads a fixture's first parameter as a pattern of the fixtures it needs: `{}` is none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // The plain-JavaScript scripts run on Node and no type check sees them; the TypeScript files'
    // names are checked by `tsc -p .`, and typescript-eslint turns no-undef off for them.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } } },
  prettier,
  {
    // After eslint-config-prettier, which turns max-len off: Prettier wraps code at 160 but leaves
    // strings, comments and test names as written, so this keeps those within the width too
    // (docs/linting.md). Core's max-len is deprecated but still here; URLs and regex literals may run over.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-len': ['error', { code: 160, tabWidth: 2, ignoreUrls: true, ignoreRegExpLiterals: true }] },
  },
);
