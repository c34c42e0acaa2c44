// Where the end-to-end suite finds the app; shared by the config and the helpers.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Seeded on the empty database at start (server/src/seed/demo-learner.ts). */
export const DEMO_LEARNER = {
  name: 'Demo Learner',
  email: 'demo@pariksha.local',
  password: 'pariksha-demo',
} as const;
