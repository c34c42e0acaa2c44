import { isAPIError } from 'better-auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountPaths,
  ChangeEmailSchema,
  ChangePasswordSchema,
  FieldMessage,
} from '@pariksha/contracts/accounts';
import { ErrorBodySchema, ErrorCode } from '@pariksha/contracts/errors';
import { ChangePasswordResultSchema, StatusResultSchema } from '@pariksha/contracts/identity';
import { AppError } from '../../lib/app-error';
import { accountMails } from './account-mails';
import { emailOf, hasPassword } from './account.repository';
import { isCommonPassword } from './common-passwords';
import { sendAuthResponse, toHeaders } from './http';
import { authRelay } from './relay';

const tags = ['accounts'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };

/**
 * Changing the password (the current one proves it; every other device signs out, this one
 * stays) and the address (changed once confirmed from the new one; the old one is told).
 */
export const accountChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { forward } = authRelay(app);
  const mails = accountMails({
    mail: app.mail,
    db: app.db,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  const signedIn = { onRequest: app.authenticate };

  app.post(
    AccountPaths.changePassword,
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Change my password (the current one required, the rules of sign-up); my other devices sign out, this one stays',
        body: ChangePasswordSchema,
        response: { 200: ChangePasswordResultSchema, ...errors },
      },
    },
    async (req, reply) => {
      await app.limitCredentials(req, reply, `user:${req.user!.id}`);
      if (isCommonPassword(req.body.newPassword))
        throw AppError.validation('newPassword', FieldMessage.passwordCommon);
      const { currentPassword, newPassword } = req.body;
      const res = await forward(req, AccountPaths.changePassword, {
        body: { currentPassword, newPassword, revokeOtherSessions: false },
      });
      // The session asking keeps its token; the others end through better-auth, so every
      // node's cache and the live chat hear of it.
      if (res.ok) await forward(req, '/api/auth/revoke-other-sessions', { body: {} });
      return sendAuthResponse(res, reply, {
        fields: { 'INVALID_PASSWORD:password': 'currentPassword', password: 'newPassword' },
      });
    },
  );

  app.post(
    AccountPaths.changeEmail,
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Change my email address: it changes once confirmed from a link mailed to the new one; the old one is told',
        body: ChangeEmailSchema,
        response: { 200: StatusResultSchema, ...errors },
      },
    },
    async (req, reply) => {
      const user = req.user!;
      await app.limitCredentials(req, reply, `user:${user.id}`);
      const email = await emailOf(app.db, user.id);
      if (!email)
        throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has ended, sign in again');
      const newEmail = req.body.newEmail.toLowerCase();
      if (newEmail === email.toLowerCase())
        throw AppError.validation('newEmail', FieldMessage.emailSame);
      if (await hasPassword(app.db, user.id)) {
        if (!req.body.password)
          throw AppError.validation('password', FieldMessage.passwordToConfirm);
        const right = await app.auth.api
          .verifyPassword({ body: { password: req.body.password }, headers: toHeaders(req) })
          .then(
            () => true,
            (err: unknown) => {
              if (isAPIError(err)) return false;
              throw err;
            },
          );
        if (!right) throw AppError.validation('password', FieldMessage.passwordNotCorrect);
      }
      await app.limitMails(req, reply, newEmail);
      const res = await forward(req, AccountPaths.changeEmail, { body: { newEmail } });
      if (res.ok)
        await mails.emailChanging({ ...user, email }, newEmail, { headers: toHeaders(req) });
      return sendAuthResponse(res, reply, { fields: { email: 'newEmail' } });
    },
  );
};
