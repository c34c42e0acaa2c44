// Where the end-to-end suite finds the app; shared by the config and the helpers.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * A page of the app's origin that runs no app code, to reach its local storage before a screen
 * opens (API answers are downloads, never pages).
 */
export const BLANK_PAGE = '/favicon.svg';
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * The live-class test's streaming server (nginx-rtmp, support/rtmp.ts): RTMP in, HLS out over
 * http. The app is started with the HLS origin in STREAM_ORIGINS, as a deployment would be.
 */
export const STREAM_PORTS = { rtmp: E2E_PORT + 1, http: E2E_PORT + 2 };
export const STREAM_ORIGIN = `http://127.0.0.1:${STREAM_PORTS.http}`;

/** Seeded on the empty database at start (server/src/seed/demo-learner.ts). */
export const DEMO_LEARNER = {
  name: 'Demo Learner',
  email: 'demo@pariksha.local',
  password: 'pariksha-demo',
} as const;
