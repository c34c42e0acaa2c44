import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '@pariksha/contracts/common';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationPaths,
  NotificationPreferencesResponseSchema,
  NotificationPreferencesSchema,
  NotificationResponseSchema,
  NotificationScreens,
  ReadAllResponseSchema,
  UnreadCountResponseSchema,
  UnsubscribeQuerySchema,
  UnsubscribeStatusResponseSchema,
} from '@pariksha/contracts/notifications';
import * as service from './notifications.service';

const tags = ['notifications'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** The learner's notifications and choices; another learner's are never reachable (404). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate };
  const me = (req: { user: { id: string } | null }) => req.user!.id;

  app.get(
    NotificationPaths.list,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'My notifications, newest first, a page at a time (?before=<meta.next>)',
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema, ...errors },
      },
    },
    async (req) => service.list(app.db, me(req), req.query.before),
  );
  app.get(
    NotificationPaths.unread,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'How many of my notifications are unread',
        response: { 200: UnreadCountResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.unreadCount(app.db, me(req)) }),
  );
  app.post(
    NotificationPaths.readAll,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Marks all my notifications read',
        response: { 200: ReadAllResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.markAllRead(app.db, app.clock, me(req)) }),
  );
  app.post(
    NotificationPaths.read,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Marks one of my notifications read',
        params: IdParamSchema,
        response: { 200: NotificationResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.markRead(app.db, app.clock, me(req), req.params.id),
    }),
  );
  app.get(
    NotificationPaths.preferences,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'How I get each kind of notification (in the app, by mail)',
        response: { 200: NotificationPreferencesResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.preferences(app.db, me(req)) }),
  );
  app.put(
    NotificationPaths.preferences,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Sets how I get each kind of notification (every kind given)',
        body: NotificationPreferencesSchema,
        response: { 200: NotificationPreferencesResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.savePreferences(app.db, app.clock, me(req), req.body),
    }),
  );
  await app.register(unsubscribeRoutes);
};

/**
 * The unsubscribe link of a notification mail, without signing in: the signed token is the
 * credential. POST stops the kind's mail (RFC 8058 one-click: a mail client posts
 * `List-Unsubscribe=One-Click` as a form, which is read as nothing more than that); GET — a
 * person, or a link checker, opening the address — goes to the web app's confirmation page.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signer } = app.notifications.deps;
  // In this scope only: whatever body a mail client posts is taken and not read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) =>
    done(null, undefined),
  );
  const refused = { 400: ErrorBodySchema, 404: ErrorBodySchema };

  app.post(
    NotificationPaths.unsubscribe,
    {
      schema: {
        tags,
        summary: "Stops the mail of the token's kind (one-click unsubscribe, RFC 8058)",
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeStatusResponseSchema, ...refused },
      },
    },
    async (req) => ({
      data: await service.unsubscribe(app.db, app.clock, signer, req.query.token),
    }),
  );
  app.get(
    NotificationPaths.unsubscribe,
    {
      schema: {
        tags,
        summary: 'The web page that confirms the unsubscribe (changes nothing by itself)',
        querystring: UnsubscribeQuerySchema,
        response: {
          303: z.null().describe('Location: the confirmation page of the web app'),
          400: ErrorBodySchema,
        },
      },
    },
    async (req, reply) =>
      reply.redirect(
        `${NotificationScreens.unsubscribe}?token=${encodeURIComponent(req.query.token)}`,
        303,
      ),
  );
  app.get(
    NotificationPaths.unsubscribeStatus,
    {
      schema: {
        tags,
        summary: "The kind a token names and whether its mail is on (the confirmation page's)",
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeStatusResponseSchema, ...refused },
      },
    },
    async (req) => ({
      data: await service.unsubscribeStatus(app.db, signer, req.query.token),
    }),
  );
};
