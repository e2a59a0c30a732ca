import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    // Installable and offline (issue 5): the service worker precaches the whole build, card data
    // chunks included. 'prompt': a new version waits until the player chooses to reload
    // (src/ui/pwa/UpdatePrompt.tsx registers the worker), so a game in progress never reloads.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/*.png'],
      manifest: {
        name: 'WARS Table',
        short_name: 'WARS Table',
        description: 'A rules-enforcing table for the WARS Trading Card Game: two players, one screen, offline.',
        theme_color: '#14161c',
        background_color: '#14161c',
        display: 'standalone',
        start_url: '.',
        scope: '.',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,json,webmanifest}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    // scripts/size.mjs reads which chunks each entry and lazy import needs.
    manifest: true,
    rolldownOptions: {
      output: {
        // The card pool (facts, descriptions) is the bulk of the start screen's code: keep it
        // apart so the code and the data cache separately. The rules engine and the table load
        // after the start screen is on screen (src/ui/Shell.tsx).
        codeSplitting: { groups: [{ name: 'cards', test: /[\\/]cards[\\/](index\.ts|facts\.json|text[\\/]|abilities[\\/])|[\\/]engine[\\/]cards[\\/]/ }] },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/kit/setup.ts'],
    // Both cores: vitest's default leaves one for its own process, which is mostly idle here.
    maxWorkers: 2,
    // Whole random games take a second or two alone and several times that on a loaded machine;
    // speed is measured by `npm run bench`, never by a test's time.
    testTimeout: 30_000,
  },
});
