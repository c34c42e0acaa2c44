import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountPaths,
  DevicesResponseSchema,
  SignedOutDevicesResponseSchema,
} from '@pariksha/contracts/accounts';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import { devicesService } from './devices.service';

const tags = ['accounts'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };

/** The devices signed in to my account (its live sessions, by id), and signing them out. */
export const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = devicesService(app);
  const signedIn = { onRequest: app.authenticate };

  app.get(
    AccountPaths.devices,
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The devices signed in to my account, this one marked, the most recently used first',
        response: { 200: DevicesResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.list(req.user!) }),
  );

  app.delete(
    AccountPaths.device,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Sign one of my devices out (its session ends at once)',
        params: z.object({ id: z.string().min(1).max(255) }),
        response: { 200: SignedOutDevicesResponseSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (req) => ({ data: await service.signOut(req.user!, req.params.id, req) }),
  );

  app.post(
    AccountPaths.signOutOthers,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Sign out every device of my account but this one (send no body, or {})',
        response: { 200: SignedOutDevicesResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.signOutOthers(req.user!, req) }),
  );
};
