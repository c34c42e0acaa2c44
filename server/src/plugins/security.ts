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
 * Security headers on every response: strict CSP (no inline script), nosniff, no framing. They
 * never vary, so they are built once rather than per request (the answer-save path is hot).
 * HSTS is left to the TLS terminator: the app is also served over plain http on a LAN.
 */
const headers = {
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

export const securityPlugin = fp(async (app) => {
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers);
  });
});
