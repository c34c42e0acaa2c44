import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountPaths,
  AccountScreens,
  FieldMessage,
  RequestPasswordResetSchema,
  ResetPasswordSchema,
  VerifyEmailQuerySchema,
} from '@pariksha/contracts/accounts';
import { ErrorBodySchema, ErrorCode } from '@pariksha/contracts/errors';
import {
  RequestPasswordResetResultSchema,
  StatusResultSchema,
  VerifyEmailResultSchema,
} from '@pariksha/contracts/identity';
import { AppError } from '../../lib/app-error';
import { emailOf } from './account.repository';
import { isCommonPassword } from './common-passwords';
import { authRelay } from './relay';

const tags = ['accounts'];
const errors = { 400: ErrorBodySchema, 429: ErrorBodySchema };

/**
 * Getting back in and confirming the address, through better-auth's own endpoints: a reset link
 * by mail (the same answer whether or not an account uses the address), the new password it
 * sets, and the confirmation of an address from its mailed link.
 */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { relay } = authRelay(app);

  app.post(
    AccountPaths.requestPasswordReset,
    {
      schema: {
        tags,
        summary:
          'Mail a password reset link (30 minutes, single use) to the address, if an account uses it; the answer never says',
        body: RequestPasswordResetSchema,
        response: { 200: RequestPasswordResetResultSchema, ...errors },
      },
    },
    async (req, reply) => {
      await app.limitMails(req, reply, req.body.email);
      return relay(req, reply, AccountPaths.requestPasswordReset, {
        body: { email: req.body.email },
      });
    },
  );

  app.get(
    AccountPaths.resetPasswordLink,
    {
      schema: {
        tags,
        summary:
          'Where a reset mail links: on to the reset screen with the token, or with an error',
        params: z.object({ token: z.string().min(1).max(4096) }),
        querystring: z.object({}).catchall(z.string().max(4096)),
        response: {
          302: z
            .null()
            .describe(
              'Location: the reset screen, with `token` or (unknown, used or expired) `error=INVALID_TOKEN`',
            ),
          400: ErrorBodySchema,
        },
      },
    },
    (req, reply) =>
      relay(
        req,
        reply,
        AccountPaths.resetPasswordLink.replace(':token', encodeURIComponent(req.params.token)),
        { query: new URLSearchParams({ callbackURL: AccountScreens.resetPassword }) },
      ),
  );

  app.post(
    AccountPaths.resetPassword,
    {
      schema: {
        tags,
        summary:
          'Set a new password with a reset link’s token (the rules of sign-up); every session of the account ends',
        body: ResetPasswordSchema,
        response: { 200: StatusResultSchema, ...errors },
      },
    },
    async (req, reply) => {
      await app.limitCredentials(req, reply);
      if (isCommonPassword(req.body.newPassword))
        throw AppError.validation('newPassword', FieldMessage.passwordCommon);
      return relay(req, reply, AccountPaths.resetPassword, {
        body: { token: req.body.token, newPassword: req.body.newPassword },
        query: new URLSearchParams(),
        anonymous: true,
        fields: { password: 'newPassword' },
      });
    },
  );

  app.post(
    AccountPaths.sendVerificationEmail,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mail the link that confirms my email address again (send no body, or {})',
        response: {
          200: StatusResultSchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const email = await emailOf(app.db, req.user!.id);
      if (!email)
        throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has ended, sign in again');
      await app.limitMails(req, reply, email);
      return relay(req, reply, AccountPaths.sendVerificationEmail, { body: { email } });
    },
  );

  app.get(
    AccountPaths.verifyEmail,
    {
      schema: {
        tags,
        summary: 'Confirm an email address with the token of its mailed link (no session needed)',
        querystring: VerifyEmailQuerySchema,
        response: { 200: VerifyEmailResultSchema, ...errors },
      },
    },
    (req, reply) =>
      relay(req, reply, AccountPaths.verifyEmail, {
        query: new URLSearchParams({ token: req.query.token }),
        anonymous: true,
      }),
  );
};
