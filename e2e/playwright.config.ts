import { defineConfig } from '@playwright/test';
import { SHELL_PORT, SHELL_URL } from './support/topology';

// Real Chromium from Debian (never a downloaded browser), against the production build: the API serves the
// shell on one origin, each remote is served from its own origin (support/global-setup.ts).
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per port: several suites may run at once on one machine.
  outputDir: `./test-results/${SHELL_PORT}`,
  use: {
    baseURL: SHELL_URL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
