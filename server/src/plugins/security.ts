import fp from 'fastify-plugin';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../lib/app-error';

/**
 * The pages' CSP. Live classes play HLS from the streaming servers named in STREAM_ORIGINS and
 * YouTube live videos in YouTube's own player; 'self' covers the chat's same-origin WebSocket.
 */
export const contentSecurityPolicy = (streamOrigins: string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // react-bootstrap positions menus and modals with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    ["media-src 'self' blob:", ...streamOrigins].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...streamOrigins].join(' '),
    "worker-src 'self' blob:",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
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
const documentHeaders = (streamOrigins: string[]) => ({
  'content-security-policy': contentSecurityPolicy(streamOrigins),
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
});

/**
 * JSON answers are never rendered as a document (nosniff keeps them so), so the headers that
 * govern a document have nothing to act on there, and each costs on every answer save.
 */
const dataHeaders = {
  // Answers carry a learner's own data: never kept by the browser or a shared cache.
  'cache-control': 'no-store',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const;

// The API answers JSON, except its documentation pages.
const isData = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Nesting deeper than any request of the API needs (an answer batch is three levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * What makes a JSON text unfit before it is parsed: a NUL character (PostgreSQL text cannot
 * hold one, so it could only fail later, as a 500) or nesting deep enough to exhaust a
 * recursive reader. One pass over the text, no allocation.
 */
export function jsonProblem(text: string): string | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) {
        if (text.startsWith('u0000', i + 1)) return 'Text may not contain NUL characters';
        i++;
      } else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) return `The JSON is nested more than ${MAX_JSON_DEPTH} levels`;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return undefined;
}

/**
 * Security headers on every answer, and the one body format the API reads: JSON, checked by
 * `jsonProblem` before Fastify's own parser (which guards against prototype poisoning) runs.
 * Any other content type is a 415, except where a route parses its own (photo uploads).
 */
export const securityPlugin = fp(async (app) => {
  const pageHeaders = documentHeaders(app.config.streamOrigins);
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(isData(req.url) ? dataHeaders : pageHeaders);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const problem = jsonProblem(body as string);
    if (problem) return done(new AppError(ErrorCode.VALIDATION_FAILED, problem), undefined);
    parseJson(req, body as string, done);
  });
});
