import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    rolldownOptions: {
      output: {
        // The card pool (facts, descriptions) is the bulk of the game chunk: keep it apart so the
        // table code and the data cache separately. Both load after the first paint (src/main.tsx).
        codeSplitting: { groups: [{ name: 'cards', test: /[\\/]cards[\\/]/ }] },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    environment: 'node',
  },
});
