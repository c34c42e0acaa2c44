import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, CHROMIUM_PATH, E2E_PORT, STREAM_ORIGIN } from './support/env';

fs.mkdirSync(new URL('./screenshots/', import.meta.url), { recursive: true });

/**
 * Chromium is Debian's (/usr/bin/chromium); Playwright never downloads a browser. The app under
 * test is the built one (`npm run build` first), on a fresh temporary database per run.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: ['**/node_modules/**'],
  outputDir: 'test-results',
  // Two cores: one browser per core.
  workers: 2,
  // One retry: a test that passes only on it is reported as flaky, and scripts/e2e-failures.mjs
  // prints what its failed try saw.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  timeout: 30_000,
  // The test machines are shared and busy: a step a learner sees in a second may take several here.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // A control that never turns up fails its step, not the whole test's time much later.
    actionTimeout: 20_000,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          // No outside network on the test machines: nothing in the background may reach for it.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node support/serve.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the server close and the wrapper delete the temporary data dir.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      PUBLIC_URL: BASE_URL,
      STREAM_ORIGINS: STREAM_ORIGIN,
      WEB_DIST: fileURLToPath(new URL('../web/dist', import.meta.url)),
      // Every test signs up its own learner, all from one address; sign-ups and sign-ins are
      // limited per address. E2E_RATE_LIMITS=1 keeps the limits on.
      DISABLE_RATE_LIMITS: process.env.E2E_RATE_LIMITS === '1' ? '0' : '1',
    },
  },
});
