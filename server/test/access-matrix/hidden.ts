import type { Fixtures } from './fixtures';

/*
 * Routes the server serves that the OpenAPI document deliberately leaves out, each with why, and
 * what a signed-out caller gets from it (none of them takes the bearer token: the paid files take
 * the media cookie, the chat socket a ticket). Besides these, only HEAD twins of GET routes and the
 * built web app's own files may be missing from the document.
 */

export type Hidden = {
  reason: string;
  /** A signed-out request to the route and the status it must answer. */
  signedOut: { url: (fx: Fixtures) => string; status: number };
};

const docsUi = (url: string): Hidden => ({
  reason: 'the API documentation page (Swagger UI) and its files: public, describes no data',
  signedOut: { url: () => url, status: 200 },
});

export const HIDDEN: Record<string, Hidden> = {
  'GET /api/openapi.json': {
    reason: 'the OpenAPI document itself: public',
    signedOut: { url: () => '/api/openapi.json', status: 200 },
  },
  'GET /api/docs': docsUi('/api/docs'),
  // Fastify reports the page's spelling with a trailing slash as this HEAD route only; its GET
  // answers all the same.
  'HEAD /api/docs/': docsUi('/api/docs/'),
  // Sends the browser on to the page itself.
  'GET /api/docs/static/index.html': {
    ...docsUi('/api/docs/static/index.html'),
    signedOut: { url: () => '/api/docs/static/index.html', status: 302 },
  },
  'GET /api/docs/static/swagger-initializer.js': docsUi('/api/docs/static/swagger-initializer.js'),
  'GET /api/docs/static/*': docsUi('/api/docs/static/swagger-ui.css'),
  'GET /api/docs/json': docsUi('/api/docs/json'),
  'GET /api/docs/yaml': docsUi('/api/docs/yaml'),
  'GET /media/*': {
    reason:
      'media files: opened by the media cookie (POST /api/media/session), not the bearer token; ' +
      'paid folders answer 401 without it (decision 009)',
    signedOut: { url: (fx) => `/media/${fx.pdf}`, status: 401 },
  },
  'GET /media/live/demo-loop.m3u8': {
    reason: "the demo's looping live stream: paid media behind the media cookie",
    signedOut: { url: () => '/media/live/demo-loop.m3u8', status: 401 },
  },
  'GET /api/liveclassById/{id}/socket': {
    reason:
      'the live chat WebSocket, opened with a single-use ticket (POST …/ticket); checked below as ' +
      'a socket. A plain GET finds nothing there',
    signedOut: { url: (fx) => `/api/liveclassById/${fx.liveClassId}/socket`, status: 404 },
  },
};
