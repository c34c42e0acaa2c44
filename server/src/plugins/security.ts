import fp from 'fastify-plugin';
import { SSO_WINDOW_RETURN } from '@pariksha/contracts/accounts';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../lib/app-error';
import { jsonProblem } from '../lib/json-text';

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
 * HSTS, once the app's public address is https: helmet's default (a year, subdomains too). Over
 * plain http (a LAN, localhost) it is not sent; browsers would ignore it there anyway.
 */
export const transportHeaders = (publicUrl: string): Record<string, string> =>
  publicUrl.startsWith('https:')
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {};

/**
 * Security headers: strict CSP (no inline script), nosniff, no framing. They never vary, so they
 * are built once rather than per request (the answer-save path is hot).
 */
const documentHeaders = (streamOrigins: string[]) => ({
  'content-security-policy': contentSecurityPolicy(streamOrigins),
  // Other sites' pages keep no hold on the app's windows; a sign-in window the app opens itself
  // keeps its link back to the test it signs in over (see signInWindowHeaders).
  'cross-origin-opener-policy': 'same-origin-allow-popups',
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
 * govern a document have nothing to act on there, and each costs on every answer save. A browser
 * sent to an API address saves the answer as a file instead of showing it; the few API answers
 * that are files (CSV, iCalendar) name their own.
 */
export const DATA_HEADERS = {
  // Answers carry a learner's own data: never kept by the browser or a shared cache.
  'cache-control': 'no-store',
  'content-disposition': 'attachment; filename="api.json"',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const;

/**
 * The page a sign-in window comes back to from the identity provider, whose pages set no opener
 * policy: any policy here would cut the window from the test that opened it, to which it reports.
 */
const SIGN_IN_WINDOW_PAGE = SSO_WINDOW_RETURN.split('?')[0]!;
const isSignInWindowPage = (url: string) =>
  url === SIGN_IN_WINDOW_PAGE || url.startsWith(`${SIGN_IN_WINDOW_PAGE}?`);
const signInWindowHeaders = (headers: Record<string, string>) => {
  const { 'cross-origin-opener-policy': _policy, ...rest } = headers;
  return rest;
};

// The API answers JSON, except its documentation pages.
const isData = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** True when a content type names no charset, or UTF-8. */
export function readsAsUtf8(contentType: string | undefined) {
  if (contentType === 'application/json') return true; // what clients send, checked cheaply
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1];
  return charset === undefined || /^utf-?8$/i.test(charset);
}

/** The name of the first query or path value holding a NUL character, if any does. */
export function nulField(values: unknown): string | undefined {
  if (!values || typeof values !== 'object') return undefined;
  // A plain loop: this runs on every request, the answer save included.
  for (const name in values) {
    const value: unknown = (values as Record<string, unknown>)[name];
    if (typeof value === 'string' ? value.includes('\u0000') : hasNul(value)) return name;
  }
  return undefined;
}
const hasNul = (value: unknown) =>
  Array.isArray(value) && value.some((t) => typeof t === 'string' && t.includes('\u0000'));

/**
 * Security headers on every answer, and the one body format the API reads: JSON, checked by
 * `jsonProblem` before Fastify's own parser (which guards against prototype poisoning) runs.
 * Any other content type is a 415, except where a route parses its own (photo uploads).
 */
export const securityPlugin = fp(async (app) => {
  const transport = transportHeaders(app.config.publicUrl);
  const pageHeaders = { ...documentHeaders(app.config.streamOrigins), ...transport };
  const dataHeaders = { ...DATA_HEADERS, ...transport };
  const windowHeaders = signInWindowHeaders(pageHeaders);
  app.addHook('onRequest', (req, reply, done) => {
    if (isData(req.url)) reply.headers(dataHeaders);
    else reply.headers(isSignInWindowPage(req.url) ? windowHeaders : pageHeaders);
    done();
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // JSON is read as UTF-8 (RFC 8259); text declared in another charset would be garbled.
    if (!readsAsUtf8(req.headers['content-type']))
      return done(new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Send JSON in UTF-8'), undefined);
    const problem = jsonProblem(body as string);
    if (problem) return done(new AppError(ErrorCode.VALIDATION_FAILED, problem), undefined);
    parseJson(req, body as string, done);
  });

  // Query and path values are text too, and no more able to hold a NUL than a JSON body. Checked
  // before validation but after the route's own guards: who may call still comes first.
  app.addHook('preValidation', (req, _reply, done) => {
    const field = nulField(req.query) ?? nulField(req.params);
    done(field ? AppError.validation(field, 'Text may not contain NUL characters') : undefined);
  });
});
