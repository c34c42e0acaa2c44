import { freePort } from './free-port';

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
 * The live-class test's streaming server (nginx-rtmp, support/rtmp.ts) serves HLS over http from
 * this port. The app is started with its origin in STREAM_ORIGINS, as a deployment would be, so
 * the port is drawn once, when the runner loads the config, and handed to the workers in the
 * environment they inherit. (Its RTMP port is drawn when the stream starts.)
 */
process.env.E2E_STREAM_PORT ??= String(freePort());
export const STREAM_HTTP_PORT = Number(process.env.E2E_STREAM_PORT);
export const STREAM_ORIGIN = `http://127.0.0.1:${STREAM_HTTP_PORT}`;

/** Seeded on the empty database at start (server/src/seed/demo-learner.ts). */
export const DEMO_LEARNER = {
  name: 'Demo Learner',
  email: 'demo@pariksha.local',
  password: 'pariksha-demo',
} as const;
