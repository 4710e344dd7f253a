// Lint: the codebase's own habits (issue 13). typescript-eslint's recommended rules, React hooks,
// jsx-a11y for the web app, and the import boundaries (scripts/eslint/boundaries.js). Formatting is
// Prettier's (eslint-config-prettier turns off the rules that would fight it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './scripts/eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/coverage/**', 'packages/db/migrations/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { local },
    rules: {
      'local/boundaries': 'error',
      // A `let` assigned once after a closure that reads it (servers started in tests) stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // console.info is how the web app logs what the spec says is "logged only"; the server logs with pino.
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Text sanitisers match control characters on purpose (they strip them).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The React Compiler's rules (v7 of the plugin): adopted with the compiler, not before; the rules
      // of hooks and exhaustive dependencies stay on.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/refs': 'off',
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1): tabIndex on role="region" is right.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      // Labels wrap their control, with the text a few elements deep.
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 4 }],
    },
  },
  {
    // Command-line tools, scripts, benchmarks and test harnesses print to the terminal by design.
    files: ['scripts/**', 'bench/**', 'e2e/**', 'packages/*/scripts/**', 'packages/analyzer/src/cli.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
