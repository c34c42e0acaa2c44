import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountPaths,
  DeleteAccountResponseSchema,
  DeleteAccountSchema,
  HandoffResponseSchema,
  PHOTO_MAX_BYTES,
  UpdateUserDetailsSchema,
  UserDetailsResponseSchema,
} from '@pariksha/contracts/accounts';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import { multipartForm } from '../../lib/multipart';
import { toHeaders } from '../auth/auth.service';
import { accountsService } from './accounts.service';
import { appConfigRoutes } from './app-config.routes';
import { clearSessionCookie } from './session-cookie';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };
const photoForm = multipartForm({ file: 'photo', noun: 'photo', maxBytes: PHOTO_MAX_BYTES });

/** The learner's own profile and account; nothing here reaches another learner's data. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(appConfigRoutes);
  const service = accountsService(app);
  await photoForm.register(app);
  const tags = ['accounts'];
  const signedIn = { onRequest: app.authenticate };

  app.get(
    AccountPaths.userDetails,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'My profile',
        response: { 200: UserDetailsResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.get(req.user!.id) }),
  );

  app.patch(
    AccountPaths.userDetails,
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Update my profile (name, phone, target category and level, interface language; imageUrl: null removes the photo)',
        body: UpdateUserDetailsSchema,
        response: { 200: UserDetailsResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.update(req.user!.id, req.body) }),
  );

  app.delete(
    AccountPaths.userDetails,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete my account for good, confirmed with the password',
        body: DeleteAccountSchema,
        response: { 200: DeleteAccountResponseSchema, 403: ErrorBodySchema, ...errors },
      },
    },
    async (req, reply) => {
      await app.limitCredentials(req, reply, `user:${req.user!.id}`);
      await service.deleteAccount(req.user!.id, req.body, toHeaders(req));
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    AccountPaths.photo,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Upload my photo (multipart field "photo": JPEG, PNG or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: UserDetailsResponseSchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (req) => {
      const { bytes, mimetype } = await photoForm.toBuffer(req);
      return { data: await service.setPhoto(req.user!.id, bytes, mimetype) };
    },
  );

  app.post(
    AccountPaths.handoff,
    {
      schema: {
        tags,
        summary: 'After federated sign-in: exchange the session cookie for the bearer token',
        response: { 200: HandoffResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const result = await service.handoff(toHeaders(req, { cookies: true }));
      // From here on the session travels as a bearer token only.
      reply.header('set-cookie', await clearSessionCookie(app.auth));
      return { data: result };
    },
  );
};
