import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  secretOfTotpUri,
  TwoFactorDisabledSchema,
  TwoFactorEnrolmentSchema,
  TwoFactorPasswordSchema,
  TwoFactorPaths,
  TwoFactorStatusResponseSchema,
  TwoFactorVerifiedSchema,
  type TwoFactorVerified,
  type VerifyTwoFactor,
  VerifyTwoFactorSchema,
} from '@pariksha/contracts/two-factor';
import { callAuth, sendAuthResponse } from './http';
import { challengeCookieName } from './two-factor';
import { markSessionVerified } from './two-factor.repository';
import * as service from './two-factor.service';

const tags = ['accounts'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

/**
 * The endpoints of better-auth's two-factor plugin the product uses, each relayed through a
 * route of its own (as identity.routes.ts does), and the caller's two-factor status.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieName = await challengeCookieName(app.auth);

  /** A new session's token (enrolment and turning it off replace the session), else null. */
  const newToken = (res: Response) => res.headers.get('set-auth-token');

  app.post(
    TwoFactorPaths.enable,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Start setting up an authenticator app → {totpURI, secret, backupCodes}; a code from the app confirms it (verify-totp)',
        body: TwoFactorPasswordSchema,
        response: { 200: TwoFactorEnrolmentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await app.limitCredentials(req, reply, req.user!.email);
      const res = await callAuth(app, req, TwoFactorPaths.enable, {
        body: { ...req.body, method: 'totp' },
      });
      if (!res.ok) return sendAuthResponse(res, reply);
      const { totpURI, backupCodes } = (await res.json()) as {
        totpURI: string;
        backupCodes: string[];
      };
      return { totpURI, secret: secretOfTotpUri(totpURI), backupCodes };
    },
  );

  /**
   * A code: with a sign-in's challenge, it finishes the sign-in (no bearer is passed on); signed
   * in, it confirms the enrolment (a new session) or proves the factor in this session.
   */
  async function verify(
    req: FastifyRequest,
    reply: FastifyReply,
    path: string,
    { challenge, code }: VerifyTwoFactor,
  ) {
    // Codes are counted like passwords: per address, and per account once it is known.
    if (challenge !== undefined) {
      await app.limitCredentials(req, reply);
      const res = await callAuth(app, req, path, {
        body: { code },
        headers: (h) => {
          h.delete('authorization');
          h.set('cookie', `${cookieName}=${challenge}`);
        },
      });
      return res.ok ? ((await res.json()) as TwoFactorVerified) : sendAuthResponse(res, reply);
    }
    await app.authenticate(req, reply);
    await app.limitCredentials(req, reply, `code:${req.user!.email}`);
    const res = await callAuth(app, req, path, { body: { code } });
    if (!res.ok) return sendAuthResponse(res, reply);
    const answer = (await res.json()) as TwoFactorVerified;
    const token = newToken(res);
    if (token) return { ...answer, token };
    await markSessionVerified(app.db, req.user!.sessionId);
    return answer;
  }

  for (const [path, summary] of [
    [TwoFactorPaths.verifyTotp, 'A code from the authenticator app'],
    [TwoFactorPaths.verifyBackupCode, 'A backup code (each works once)'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `${summary}: with {challenge}, finishes a sign-in; signed in, confirms the set-up or proves the factor in this session → {token, user}`,
          body: VerifyTwoFactorSchema,
          response: { 200: TwoFactorVerifiedSchema, ...errors },
        },
      },
      (req, reply) => verify(req, reply, path, req.body),
    );
  }

  app.post(
    TwoFactorPaths.disable,
    {
      // Staff are refused before their input is read.
      onRequest: [
        app.authenticate,
        (req) => service.assertMayTurnOff(app.db, req.user!.id, req.user!.sessionId),
      ],
      schema: {
        tags,
        summary:
          'Turn two-step sign-in off (learners; staff keep it) → {status, token}: the session is replaced',
        body: TwoFactorPasswordSchema,
        response: { 200: TwoFactorDisabledSchema, ...errors },
      },
    },
    async (req, reply) => {
      await app.limitCredentials(req, reply, req.user!.email);
      const res = await callAuth(app, req, TwoFactorPaths.disable, { body: req.body });
      if (!res.ok) return sendAuthResponse(res, reply);
      return { status: true, token: newToken(res) ?? '' };
    },
  );

  app.get(
    TwoFactorPaths.status,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Whether the caller has two-step sign-in, whether their role needs it, and whether this session proved it',
        response: { 200: TwoFactorStatusResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (req) => ({ data: await service.statusOf(app.db, req.user!.id, req.user!.sessionId) }),
  );
};
