import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError, errorBody } from '../../lib/app-error';
import { twoFactorErrors } from './two-factor';

/** The bearer token of a request, if it carries one. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() || undefined : undefined;
}

const base64url = (s: string) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The raw session token behind a bearer token. A session travels in two forms: the raw token
 * (the `token` of sign-in and sign-up) and better-auth's signed form (`set-auth-token`:
 * `raw.HMAC(raw)`, maybe URL-encoded). Both name the same session, so both are looked up,
 * cached and evicted by the raw token; a signed form whose signature is wrong names nothing.
 */
export function sessionToken(bearer: string, secret: string): string | undefined {
  let value = bearer;
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  const dot = value.indexOf('.');
  if (dot === -1) return value;
  const raw = value.slice(0, dot);
  const given = Buffer.from(base64url(value.slice(dot + 1)));
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(raw).digest('base64url'));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
    ? raw
    : undefined;
}

/**
 * The request's headers for better-auth, with the real client address (recorded on sessions).
 * Cookies only where the browser's redirect flow of federated sign-in needs them: everything
 * else is authenticated by the bearer token alone.
 */
export function toHeaders(req: FastifyRequest, { cookies = false } = {}): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || (k === 'cookie' && !cookies)) continue;
    for (const one of Array.isArray(v) ? v : [v]) headers.append(k, one);
  }
  headers.set('x-forwarded-for', req.ip);
  return headers;
}

// better-auth's error codes → the contract's, with messages meant for a person. Sign-in never
// says whether the email or the password was wrong.
const known: Record<string, { code: ErrorCode; message: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    code: ErrorCode.INVALID_CREDENTIALS,
    message: 'The email or password is not correct.',
  },
  USER_ALREADY_EXISTS: {
    code: ErrorCode.EMAIL_TAKEN,
    message: 'An account with this email already exists. Sign in instead, or use another email.',
    field: 'email',
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    code: ErrorCode.EMAIL_TAKEN,
    message: 'An account with this email already exists. Sign in instead, or use another email.',
    field: 'email',
  },
  INVALID_PASSWORD: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'The password is not correct.',
    field: 'password',
  },
  PASSWORD_TOO_SHORT: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'Password too short',
    field: 'password',
  },
  PASSWORD_TOO_LONG: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'Password too long',
    field: 'password',
  },
  INVALID_TOKEN: {
    code: ErrorCode.LINK_INVALID,
    message: 'This link has expired or was already used.',
  },
  TOKEN_EXPIRED: {
    code: ErrorCode.LINK_INVALID,
    message: 'This link has expired or was already used.',
  },
  USER_NOT_FOUND: {
    code: ErrorCode.LINK_INVALID,
    message: 'This link has expired or was already used.',
  },
  EMAIL_ALREADY_VERIFIED: {
    code: ErrorCode.CONFLICT,
    message: 'Your email address is already confirmed.',
  },
  CREDENTIAL_ACCOUNT_NOT_FOUND: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'This account has no password: it signs in through the identity provider.',
  },
  INVALID_EMAIL: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'Enter a valid email address',
    field: 'email',
  },
  ...twoFactorErrors,
};

function codeOfStatus(status: number): ErrorCode {
  if (status === 429) return ErrorCode.RATE_LIMITED;
  if (status === 401) return ErrorCode.UNAUTHENTICATED;
  if (status === 403) return ErrorCode.FORBIDDEN;
  if (status === 404) return ErrorCode.NOT_FOUND;
  if (status >= 500) return ErrorCode.INTERNAL_ERROR;
  return ErrorCode.VALIDATION_FAILED;
}

/**
 * A sign-in that needs a second factor: better-auth keeps its challenge in a signed cookie; here,
 * where sessions are bearer tokens, the answer carries it as `challenge`, and the code's route
 * hands it back as that cookie (two-factor.routes.ts).
 */
function withChallenge(res: Response, text: string) {
  if (!text.includes('"twoFactorRedirect"')) return text;
  const answer = JSON.parse(text) as { twoFactorRedirect?: boolean };
  if (answer.twoFactorRedirect !== true) return text;
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.slice(0, c.indexOf('=')).endsWith('.two_factor'));
  return JSON.stringify({ ...answer, challenge: cookie?.slice(cookie.indexOf('=') + 1) ?? '' });
}

/**
 * Relays a better-auth response; failures leave in the contract's error shape. Its cookies pass
 * only in the browser's redirect flow of federated sign-in: elsewhere the bearer token is all.
 */
export async function sendAuthResponse(
  res: Response,
  reply: FastifyReply,
  {
    cookies = false,
    fields = {},
  }: {
    cookies?: boolean;
    /** The route's own name of a field better-auth names otherwise (`password` → `newPassword`). */
    fields?: Record<string, string>;
  } = {},
) {
  reply.status(res.status);
  res.headers.forEach((value, key) => {
    if (!['content-length', 'content-encoding', 'set-cookie'].includes(key))
      reply.header(key, value);
  });
  if (cookies) for (const c of res.headers.getSetCookie()) reply.header('set-cookie', c);
  const text = await res.text();
  if (res.status < 400) return reply.send(withChallenge(res, text) || null);
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: a generic message follows
  }
  const k = parsed.code ? known[parsed.code] : undefined;
  if (k) {
    const field = k.field && (fields[`${parsed.code}:${k.field}`] ?? fields[k.field] ?? k.field);
    const e = new AppError(k.code, k.message, field ? [{ field, message: k.message }] : undefined);
    return reply
      .status(e.statusCode)
      .type('application/json')
      .send(errorBody(e.code, e.message, e.details));
  }
  const message = res.status >= 500 ? 'Something went wrong' : (parsed.message ?? 'Request failed');
  return reply.type('application/json').send(errorBody(codeOfStatus(res.status), message));
}

/**
 * Hands a request to better-auth at `path` (the route's own path, never the client's spelling)
 * with `body`, and answers its Response; a fault while the database is away is a 503.
 * `headers` adjusts what better-auth is sent (a challenge's cookie, no bearer).
 */
export async function callAuth(
  app: FastifyInstance,
  req: FastifyRequest,
  path: string,
  { body, headers: adjust }: { body?: unknown; headers?: (h: Headers) => void } = {},
): Promise<Response> {
  const url = new URL(path, `${req.protocol}://${req.headers.host ?? 'localhost'}`);
  const headers = toHeaders(req);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  adjust?.(headers);
  return askAuth(
    app,
    new Request(url, { method: 'POST', headers, body: JSON.stringify(body ?? {}) }),
  );
}

/**
 * better-auth's answer to `request`. It answers every fault of its own 500, the database's absence
 * included; that one is worth a retry (503), and a ping tells it apart.
 */
export async function askAuth(app: FastifyInstance, request: Request): Promise<Response> {
  const res = await app.auth.handler(request);
  if (
    res.status >= 500 &&
    !(await app.database.ping().then(
      () => true,
      () => false,
    ))
  )
    throw new AppError(
      ErrorCode.SERVICE_UNAVAILABLE,
      'Unavailable for a moment, try again shortly',
    );
  return res;
}
