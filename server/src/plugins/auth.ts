import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AccountPaths,
  AuthResultSchema,
  SignInSchema,
  SignUpSchema,
} from '@pariksha/contracts/accounts';
import { ErrorBodySchema, ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../lib/app-error';
import { createAuth, type Auth } from '../modules/auth/auth';
import { CredentialLimiter } from '../modules/auth/credential-limiter';
import { bearerToken, sendAuthResponse, toHeaders } from '../modules/auth/http';
import { SessionCache, type SessionUser } from '../modules/auth/session-cache';
import { findLiveSession } from '../modules/auth/session.repository';

/** better-auth renews a session's expiry once it is a day old (its default `updateAge`). */
const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    sessions: SessionCache;
    /** preHandler: 401 unless the request carries a live session; sets `request.user`. */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Counts an attempt to prove identity; 429 "try again in N s" past the limits. */
    limitCredentials: (req: FastifyRequest, reply: FastifyReply, account?: string) => void;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

// Identity routes that end sessions: the cache must forget them at once.
const endsSessions =
  /\/(revoke-session|revoke-sessions|revoke-other-sessions|change-password|delete-user)$/;
// Identity routes that check a password of a signed-in account.
const checksPassword = /\/(change-password|delete-user)$/;

export const authPlugin = fp(async (app, opts: { secret: string }) => {
  const auth = createAuth({ config: app.config, db: app.db, secret: opts.secret });
  const sessions = new SessionCache();
  const limiter = new CredentialLimiter(!app.config.disableRateLimits);
  app.decorate('auth', auth);
  app.decorate('sessions', sessions);
  app.decorateRequest('user', null);

  app.decorate('limitCredentials', (req: FastifyRequest, reply: FastifyReply, account?: string) => {
    const wait = limiter.check(req.ip, account, app.clock.now().getTime());
    if (wait === 0) return;
    reply.header('retry-after', String(wait));
    throw new AppError(ErrorCode.RATE_LIMITED, `Too many attempts. Please try again in ${wait} s.`);
  });

  /**
   * The session behind a bearer token, through the cache. A raw token is looked up with one
   * indexed query; a signed token, or a session due for better-auth's daily renewal, goes
   * through better-auth itself (which verifies the signature and slides the expiry).
   */
  const lookups = new Map<string, Promise<SessionUser | null>>();
  function sessionUser(req: FastifyRequest, token: string): Promise<SessionUser | null> {
    const cached = sessions.get(token, Date.now());
    if (cached) return Promise.resolve(cached);
    // Requests carrying the same token while it is being checked share one lookup.
    let pending = lookups.get(token);
    if (!pending) {
      pending = lookUpSession(req, token).finally(() => lookups.delete(token));
      lookups.set(token, pending);
    }
    return pending;
  }

  async function lookUpSession(req: FastifyRequest, token: string): Promise<SessionUser | null> {
    const now = Date.now();
    if (!token.includes('.')) {
      const row = await findLiveSession(app.db, token, new Date(now));
      if (!row) return null;
      if (now - row.updatedAt.getTime() < SESSION_RENEW_AFTER_MS) {
        const { sessionId, id, email, name } = row;
        const user = { id, email, name, sessionId };
        sessions.set(token, user, now, row.expiresAt.getTime());
        return user;
      }
    }
    const found = await auth.api.getSession({ headers: toHeaders(req) });
    if (!found) return null;
    const user = {
      id: found.user.id,
      email: found.user.email,
      name: found.user.name,
      sessionId: found.session.id,
    };
    sessions.set(token, user, now, new Date(found.session.expiresAt).getTime());
    return user;
  }

  app.decorate('authenticate', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Sign in to continue');
    const user = await sessionUser(req, token);
    if (!user)
      throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has ended, sign in again');
    req.user = user;
  });

  async function relay(req: FastifyRequest, reply: FastifyReply) {
    const url = new URL(req.url, `${req.protocol}://${req.headers.host ?? 'localhost'}`);
    const token = bearerToken(req);
    let who: SessionUser | null = null;
    if (token && endsSessions.test(url.pathname)) {
      who = await sessionUser(req, token);
      if (who && checksPassword.test(url.pathname))
        app.limitCredentials(req, reply, `user:${who.id}`);
    }
    const headers = toHeaders(req);
    headers.delete('content-length');
    const hasBody = req.method !== 'GET' && req.body !== undefined;
    const res = await auth.handler(
      new Request(url, {
        method: req.method,
        headers,
        body: hasBody ? JSON.stringify(req.body) : undefined,
      }),
    );
    if (token && url.pathname.endsWith('/sign-out')) sessions.evictToken(token);
    if (who && res.ok) sessions.evictUser(who.id);
    return sendAuthResponse(res, reply);
  }

  const credentialRoute = {
    tags: ['accounts'],
    // The relayed answer is sent as better-auth wrote it; the schema documents it.
    response: {
      200: AuthResultSchema,
      400: ErrorBodySchema,
      401: ErrorBodySchema,
      409: ErrorBodySchema,
      429: ErrorBodySchema,
    },
  };
  app.post(
    AccountPaths.signIn,
    {
      schema: {
        ...credentialRoute,
        summary: 'Sign in with email and password → {token, user}',
        body: SignInSchema,
      },
    },
    async (req, reply) => {
      app.limitCredentials(req, reply, (req.body as { email: string }).email);
      return relay(req, reply);
    },
  );
  app.post(
    AccountPaths.signUp,
    {
      schema: {
        ...credentialRoute,
        summary: 'Create an account → {token, user}',
        body: SignUpSchema,
      },
    },
    async (req, reply) => {
      app.limitCredentials(req, reply, (req.body as { email: string }).email);
      return relay(req, reply);
    },
  );
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: relay,
  });
});
