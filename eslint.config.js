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
    files: ['src/engine/**/*.ts', 'src/xcom/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'zustand', 'motion', 'motion/*', '../ui/*'] }],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator in state (src/engine/rng.ts).' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'performance'],
    },
  },
  {
    // The UI reads the engine through its public API only: src/engine/index.ts, and for the screens
    // before a game its light entry src/engine/decksEntry.ts.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '(^|/)engine/(?!decksEntry$).', message: 'Import the engine through its index (src/engine/index.ts) or decksEntry.ts.' }],
      }],
    },
  },
  {
    // The computer players are pure like the engine, with their own seeded generators; they read
    // the engine through its index (and its generator).
    files: ['src/ai/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react-*', 'zustand', 'motion', 'motion/*'], message: 'src/ai has no view.' },
        { regex: '(^|/)(ui|match)(/|$)', message: 'src/ai does not depend on the table; the table depends on it.' },
        { regex: '(^|/)engine/(?!rng$).', message: 'Import the engine through its index (src/engine/index.ts).' },
      ] }],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'A bot draws from its own seeded generator.' }],
    },
  },
  {
    // Seat control is plain TypeScript over the engine's public API (docs/match.md).
    files: ['src/match/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-*', 'zustand', 'motion', 'motion/*'], message: 'src/match has no view: it is used without a DOM.' },
          { regex: '(^|/)ui(/|$)', message: 'src/match does not depend on the UI; the UI depends on it.' },
          { regex: '(^|/)engine/.', message: 'Import the engine through its index (src/engine/index.ts).' },
        ],
      }],
    },
  },
);
