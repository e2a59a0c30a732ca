// Browser tests in Debian's Chromium (Playwright cannot download browsers here), against the
// built app served by `vite preview`.
import { defineConfig } from '@playwright/test';

// PW_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.PW_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/browser',
  timeout: 60_000,
  fullyParallel: true,
  reporter: [['list']],
  use: {
    actionTimeout: 10_000,
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `npx vite build && npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
