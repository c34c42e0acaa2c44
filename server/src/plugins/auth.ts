import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../lib/app-error';
import { accountMails } from '../modules/auth/account-mails';
import { addressConfirmations } from '../modules/auth/address-confirmations';
import { createAuth, type Auth } from '../modules/auth/auth';
import { bearerToken, sessionToken } from '../modules/auth/http';
import { limiters, type Limiter } from '../modules/auth/limits';
import { SessionCache, type SessionUser } from '../modules/auth/session-cache';
import { sessionEnds } from '../modules/auth/session-ends';
import { findLiveSession } from '../modules/auth/session.repository';
import { atLeast, staffAccess } from '../modules/auth/roles';
import type { Role, StaffRole } from '@pariksha/contracts/admin-paths';

/** better-auth renews a session's expiry once it is a day old (its default `updateAge`). */
const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /**
     * onRequest hook, so it runs before any input is read: 401 unless the request carries a live
     * session's bearer token; sets `request.user`, and counts the learner's writes.
     */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest hook of staff routes: `authenticate`, then 403 unless the caller's role is at
     * least `least`, its account has a second factor (TWO_FACTOR_ENROLMENT_REQUIRED) and this
     * session proved it (TWO_FACTOR_REQUIRED); sets `request.role`.
     */
    staffOnly: (least: StaffRole) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Counts an attempt to prove identity; 429 "try again in N s" past the limits. */
    limitCredentials: Limiter;
    /** Counts a request that mails `key` (an address); 429 "try again in N s" past the limits. */
    limitMails: Limiter;
    /** Counts a signed-in learner's try at an access code; 429 "try again in N s" past the limits. */
    limitCodes: Limiter;
    limitPracticeSets: Limiter;
    limitDailyStarts: Limiter;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    role: Role | null;
  }
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * Identity: better-auth behind the endpoints of it the product uses, bearer tokens only, and
 * the limits on proving identity and on writing.
 */
export const authPlugin = fp(async (app, opts: { secret: string }) => {
  const sessions = new SessionCache(loadSession, { now: () => app.clock.now().getTime() });
  const ends = sessionEnds();
  ends.on('ended', ({ token }) => sessions.evict(token));
  app.decorate('sessionEnds', ends);
  const confirmations = addressConfirmations();
  app.decorate('addressConfirmations', confirmations);
  const auth = createAuth({
    onAddressConfirmed: (user) => confirmations.emit(user),
    config: app.config,
    db: app.db,
    secret: opts.secret,
    onSessionEnded: (session) => ends.emit('ended', session),
    mails: accountMails({
      mail: app.mail,
      db: app.db,
      publicUrl: app.config.publicUrl,
      log: app.log,
    }),
  });
  await app.register(rateLimit, { global: false });
  const limits = limiters(app, !app.config.disableRateLimits);
  app.decorate('auth', auth);
  app.decorate('limitCredentials', limits.credentials);
  app.decorate('limitMails', limits.mails);
  app.decorate('limitCodes', limits.codes);
  app.decorate('limitPracticeSets', limits.practiceSets);
  app.decorate('limitDailyStarts', limits.dailyStarts);
  app.decorateRequest('user', null);
  app.decorateRequest('role', null);

  /**
   * A live session by its raw token: one indexed query; a session due for better-auth's daily
   * renewal goes through better-auth, which slides its expiry.
   */
  async function loadSession(token: string) {
    const now = app.clock.now().getTime();
    const row = await findLiveSession(app.db, token, new Date(now));
    if (!row) return null;
    let expiresAt = row.expiresAt.getTime();
    if (now - row.updatedAt.getTime() >= SESSION_RENEW_AFTER_MS) {
      const headers = new Headers({ authorization: `Bearer ${token}` });
      const renewed = await auth.api.getSession({ headers });
      if (renewed?.session.token !== token) return null;
      expiresAt = new Date(renewed.session.expiresAt).getTime();
    }
    const { sessionId, id, email, name } = row;
    return { user: { id, email, name, sessionId }, expiresAt };
  }

  app.decorate('authenticate', async (req: FastifyRequest, reply: FastifyReply) => {
    const bearer = bearerToken(req);
    if (!bearer) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Sign in to continue');
    const token = sessionToken(bearer, opts.secret);
    const user = token === undefined ? undefined : await sessions.get(token);
    if (!user)
      throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has ended, sign in again');
    req.user = user;
    if (isWrite(req.method)) await limits.writes(req, reply);
  });

  app.decorate(
    'staffOnly',
    (least: StaffRole) => async (req: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(req, reply);
      const access = await staffAccess(app.db, req.user!.id, req.user!.sessionId);
      req.role = access.role;
      if (!atLeast(req.role, least))
        throw new AppError(
          ErrorCode.FORBIDDEN,
          `Only ${least === 'admin' ? 'admins' : 'staff'} may do this`,
        );
      // Whatever way the session began (a password, the identity provider, one from before the
      // role was granted), staff work needs the second factor proved in it.
      if (!access.enrolled)
        throw new AppError(
          ErrorCode.TWO_FACTOR_ENROLMENT_REQUIRED,
          'Set up two-step sign-in with an authenticator app to use the console',
        );
      if (!access.verified)
        throw new AppError(
          ErrorCode.TWO_FACTOR_REQUIRED,
          'Enter the code from your authenticator app to use the console',
        );
    },
  );
});
