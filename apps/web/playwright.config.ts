import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/chromiumLaunch';

/** The real app (built web + server on its own embedded PostgreSQL) driven in Debian's Chromium. */
const port = Number(process.env.E2E_PORT ?? 3917);

export default defineConfig({
  testDir: './e2e',
  // Two spec files at a time, each on its own worker (a file's tests keep their order). The specs
  // share the run's server but never its data: each test signs up its own account, speaking from
  // its own address (support/accounts.ts), and the specs that need a Graph fake start a server of
  // their own (support/griotServer.ts).
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './e2e/support/globalSetup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Africa/Dakar',
    // The DOM snapshots of each action, kept for a failure, without the screencast: encoding its
    // frames cost about a fifth of the run's CPU on this 2-core machine, where two browsers now
    // share it (a failure still gets its screenshot, below).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  outputDir: '../../test-results/e2e',
});
