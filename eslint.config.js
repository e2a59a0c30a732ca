import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The engine is pure: no UI, no clock, no ambient randomness (docs/engine.md).
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'zustand', '@dnd-kit/*', 'motion', 'motion/*', '../ui/*'] }],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator in state (src/engine/rng.ts).' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'performance'],
    },
  },
);
