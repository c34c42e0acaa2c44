import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, CHROMIUM_PATH, E2E_PORT, STREAM_ORIGIN } from './support/env';

fs.mkdirSync(new URL('./screenshots/', import.meta.url), { recursive: true });
// Where support/serve.mjs seeds the demo content once for the run; the server and the specs'
// own servers start on copies of it. Named when the runner loads this file; the workers inherit it.
process.env.E2E_SEEDED_DIR ??= path.join(os.tmpdir(), `pariksha-e2e-seeded-${process.pid}`);
// Where the run's SMTP server (support/smtp.mjs, started by serve.mjs) keeps the mail it receives,
// one JSON file each, for support/mail.ts's nextMail(to).
process.env.E2E_INBOX_DIR ??= path.join(os.tmpdir(), `pariksha-e2e-inbox-${process.pid}`);

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
  // The run ends by naming the spec files that took longest (their tests' time summed), so each
  // run's log shows where the suite's time goes.
  reportSlowTests: { max: 10, threshold: 60_000 },
  // Twice what the longest tests without a time-out of their own take on a busy machine (the
  // account journey, 22–28 s): a time-out ends a test that is stuck, never one that is slow.
  timeout: 60_000,
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
    // Playwright waits for the health answer, and fails at once if the server exits; this only
    // ends a start that hangs (seeding takes one to two minutes on a busy machine).
    timeout: 600_000,
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
      E2E_SEEDED_DIR: process.env.E2E_SEEDED_DIR,
      E2E_INBOX_DIR: process.env.E2E_INBOX_DIR,
      WEB_DIST: fileURLToPath(new URL('../web/dist', import.meta.url)),
      // Every test signs up its own learner, all from one address; sign-ups and sign-ins are
      // limited per address. E2E_RATE_LIMITS=1 keeps the limits on.
      DISABLE_RATE_LIMITS: process.env.E2E_RATE_LIMITS === '1' ? '0' : '1',
    },
  },
});
