import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../lib/app-error';
import { createAuth, type Auth } from '../modules/auth/auth';
import { SessionCache, type SessionUser } from '../modules/auth/session-cache';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    sessions: SessionCache;
    /** preHandler: 401 unless the request carries a live session; sets `request.user`. */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

// better-auth's error codes → the contract's.
const authCodes: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: ErrorCode.INVALID_CREDENTIALS,
  USER_ALREADY_EXISTS: ErrorCode.EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ErrorCode.EMAIL_TAKEN,
  INVALID_PASSWORD: ErrorCode.INVALID_CREDENTIALS,
};

function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() || undefined : undefined;
}

function toHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) headers.append(k, one);
  }
  // better-auth keys its rate limiter by this header; give it the real peer address.
  headers.set('x-forwarded-for', req.ip);
  return headers;
}

export const authPlugin = fp(async (app, opts: { secret: string }) => {
  const auth = createAuth({ config: app.config, db: app.db, secret: opts.secret });
  const sessions = new SessionCache();
  app.decorate('auth', auth);
  app.decorate('sessions', sessions);
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Sign in to continue');
    const now = Date.now();
    const cached = sessions.get(token, now);
    if (cached) {
      req.user = cached;
      return;
    }
    const found = await auth.api.getSession({ headers: toHeaders(req) });
    if (!found) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has ended, sign in again');
    const user = {
      id: found.user.id,
      email: found.user.email,
      name: found.user.name,
      sessionId: found.session.id,
    };
    sessions.set(token, user, now, new Date(found.session.expiresAt).getTime());
    req.user = user;
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(req, reply) {
      const url = new URL(req.url, `${req.protocol}://${req.headers.host ?? 'localhost'}`);
      const hasBody = req.method !== 'GET' && req.body !== undefined;
      const res = await auth.handler(
        new Request(url, {
          method: req.method,
          headers: toHeaders(req),
          body: hasBody ? JSON.stringify(req.body) : undefined,
        }),
      );
      if (url.pathname.endsWith('/sign-out')) {
        const token = bearerToken(req);
        if (token) sessions.evictToken(token);
      }
      reply.status(res.status);
      res.headers.forEach((value, key) => {
        if (key !== 'content-length' && key !== 'content-encoding') reply.header(key, value);
      });
      const text = await res.text();
      if (res.status < 400) return reply.send(text || null);
      let parsed: { code?: string; message?: string } = {};
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: fall through to a generic message
      }
      const code =
        (parsed.code && authCodes[parsed.code]) ??
        (res.status === 429
          ? ErrorCode.RATE_LIMITED
          : res.status === 401
            ? ErrorCode.UNAUTHENTICATED
            : res.status === 404
              ? ErrorCode.NOT_FOUND
              : res.status >= 500
                ? ErrorCode.INTERNAL_ERROR
                : ErrorCode.VALIDATION_FAILED);
      const message =
        res.status >= 500 ? 'Something went wrong' : (parsed.message ?? 'Request failed');
      return reply.type('application/json').send(errorBody(code, message));
    },
  });
});
