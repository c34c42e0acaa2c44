import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  MediaPaths,
  MediaSessionEndedResponseSchema,
  MediaSessionResponseSchema,
} from '@pariksha/contracts/media';

/** The media cookie (docs/decisions/009-media-access.md): issued to a signed-in learner, and removed. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['media'];

  app.post(
    MediaPaths.session,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Set the cookie that opens paid media under /media (question images, classes, documents); renew it before it expires',
        response: { 200: MediaSessionResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      const grant = app.mediaAccess.grant(req.user!.id);
      reply.header('set-cookie', grant.cookie);
      return {
        data: {
          expiresAt: grant.expiresAt.toISOString(),
          expiresInSeconds: grant.expiresInSeconds,
        },
      };
    },
  );

  app.delete(
    MediaPaths.session,
    {
      schema: {
        tags,
        summary: 'Remove the media cookie from this browser (on sign-out)',
        response: { 200: MediaSessionEndedResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header('set-cookie', app.mediaAccess.clear());
      return { data: { ended: true as const } };
    },
  );
};
