import fp from 'fastify-plugin';

const csp = [
  "default-src 'self'",
  "script-src 'self'",
  // react-bootstrap positions menus and modals with inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers: strict CSP (no inline script), nosniff, no framing. They never vary, so they
 * are built once rather than per request (the answer-save path is hot). HSTS is left to the TLS
 * terminator: the app is also served over plain http on a LAN.
 */
const documentHeaders = {
  'content-security-policy': csp,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/**
 * JSON answers are never rendered as a document (nosniff keeps them so), so the headers that
 * govern a document have nothing to act on there, and each costs on every answer save.
 */
const dataHeaders = {
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const;

// The API answers JSON, except its documentation pages.
const isData = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export const securityPlugin = fp(async (app) => {
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(isData(req.url) ? dataHeaders : documentHeaders);
  });
});
