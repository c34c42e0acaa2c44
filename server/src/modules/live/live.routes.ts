import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema } from '@pariksha/contracts/common';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import { z } from 'zod';
import {
  LiveClassesOfCourseResponseSchema,
  LiveClassResponseSchema,
  LiveCoursesResponseSchema,
  LivePaths,
  MessageIdParamSchema,
  SetLiveStateBodySchema,
  SetLiveStreamBodySchema,
  TicketResponseSchema,
  UpcomingLiveClassesResponseSchema,
} from '@pariksha/contracts/live';
import { ClassesOfCourseParamSchema as CourseParamSchema } from '@pariksha/contracts/classes';
import * as service from './live.service';
import { liveSocketRoutes } from './live.socket';
import { loopingPlaylist, streamTime } from './demo-stream';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../../lib/app-error';

const tags = ['live'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};
const staffErrors = { ...errors, 403: ErrorBodySchema };
const DoneSchema = z.object({ data: z.object({ done: z.literal(true) }) });

/** Live classes: schedules, one class, its calendar entry, chat tickets and moderation. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(liveSocketRoutes);
  await app.register(authenticatedRoutes);
  await app.register(moderationRoutes);

  // The demo's live stream (demo-stream.ts): paid media like the class it loops.
  const demo = '/media/classes/demo-lecture-a/v1';
  const loop = {
    init: `${demo}/init_1.mp4`,
    segments: [0, 1, 2, 3, 4, 5].map((i) => `${demo}/segment-00${i}.m4s`),
    segmentSeconds: 4,
    window: 5,
  };
  app.get(DEMO_STREAM, { schema: { hide: true } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!app.mediaAccess.userOf(req.headers.cookie)) {
      throw new AppError(ErrorCode.UNAUTHENTICATED, 'Sign in to see this file');
    }
    reply.type('application/vnd.apple.mpegurl');
    return loopingPlaylist(streamTime(app.clock.now().getTime(), loop), loop);
  });
};

/** Where the demo's looping live stream is served. */
export const DEMO_STREAM = '/media/live/demo-loop.m3u8';

const authenticatedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const me = (req: { user: { id: string } | null }) => req.user!.id;

  app.get(
    LivePaths.ofCourse,
    {
      schema: {
        tags,
        summary:
          "A course's live classes: live now, upcoming (soonest first), ended (latest first)",
        params: CourseParamSchema,
        response: { 200: LiveClassesOfCourseResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.classesOfCourse(app.db, app.clock, me(req), req.params.courseId),
    }),
  );

  app.get(
    LivePaths.courses,
    {
      schema: {
        tags,
        summary: 'Courses that have live classes, each with its next one',
        response: { 200: LiveCoursesResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (req) => ({ data: await service.liveCourses(app.db, app.clock, me(req)) }),
  );

  app.get(
    LivePaths.upcoming,
    {
      schema: {
        tags,
        summary: "The learner's next live classes in the courses of their exam (live now first)",
        response: { 200: UpcomingLiveClassesResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (req) => ({ data: await service.upcomingForLearner(app.db, app.clock, me(req)) }),
  );

  app.get(
    LivePaths.byId,
    {
      schema: {
        tags,
        summary: 'One live class: its state, its stream and whether the learner moderates it',
        params: IdParamSchema,
        response: { 200: LiveClassResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.classById(app.db, app.clock, me(req), req.params.id),
    }),
  );

  app.get(
    LivePaths.calendar,
    {
      schema: {
        tags,
        summary: 'The class as an iCalendar event (text/calendar), to add to a calendar',
        params: IdParamSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const ics = await service.calendar(app.db, app.clock, req.params.id, app.config.publicUrl);
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="live-class-${req.params.id}.ics"`)
        .header('cache-control', 'private, no-cache');
      return ics;
    },
  );

  app.post(
    LivePaths.ticket,
    {
      schema: {
        tags,
        summary: 'A single-use ticket (60 s) that opens the class’s chat socket',
        description:
          'Then open the WebSocket `GET /api/liveclassById/:id/socket?ticket=…[&after=<messageId>]`. ' +
          'Server frames: hello {messages, viewers, state}, message {message}, removed {id}, ' +
          'viewers {count}, state {state}, error {code, message, retryAfterMs?}; client frames: ' +
          'send {text}, at most one per 2 s (error too_fast), plain text (error bad_text). ' +
          'Close codes: 4401 a bad, used or expired ticket; 4404 no such class; 4410 the ' +
          'session ended (signed out, account deleted); 4429 too many chat sockets for the ' +
          'account (3) or the address on this server; 1008 more than 10 frames in a second.',
        params: IdParamSchema,
        response: { 200: TicketResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.issueTicket(app.db, app.clock, me(req), req.params.id),
    }),
  );
};

/**
 * Moving a class's state or stream and moderating its chat: its teacher or an admin. No learner
 * ever may, so the role is checked before any input is read (DESIGN.md §3); whether this teacher
 * teaches this class is the service's to decide, once the class is found.
 */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.staffOnly('teacher'));
  const me = (req: { user: { id: string } | null }) => req.user!.id;

  app.put(
    LivePaths.state,
    {
      schema: {
        tags,
        summary: 'Sets the class live or ended (its teacher or an admin)',
        params: IdParamSchema,
        body: SetLiveStateBodySchema,
        response: { 200: LiveClassResponseSchema, ...staffErrors, 409: ErrorBodySchema },
      },
    },
    async (req) => ({
      data: await service.setState(
        app.db,
        app.clock,
        me(req),
        req.params.id,
        req.body.state,
        app.notifications,
      ),
    }),
  );

  app.put(
    LivePaths.stream,
    {
      schema: {
        tags,
        summary:
          'Sets where the class streams from: an HLS playlist or a YouTube video (teacher or admin)',
        params: IdParamSchema,
        body: SetLiveStreamBodySchema,
        response: { 200: LiveClassResponseSchema, ...staffErrors },
      },
    },
    async (req) => ({
      data: await service.setStream(
        app.db,
        app.clock,
        me(req),
        req.params.id,
        req.body,
        [app.config.publicUrl, ...app.config.streamOrigins].map((o) => new URL(o).origin),
      ),
    }),
  );

  app.delete(
    LivePaths.message,
    {
      schema: {
        tags,
        summary: 'Removes a chat message for everyone (the class’s teacher or an admin)',
        params: MessageIdParamSchema,
        response: { 200: DoneSchema, ...staffErrors },
      },
    },
    async (req) => {
      await service.removeMessage(app.db, me(req), req.params.id, req.params.messageId);
      return { data: { done: true as const } };
    },
  );

  app.put(
    LivePaths.muteWriter,
    {
      schema: {
        tags,
        summary: 'Mutes the writer of a message for the rest of the class (teacher or admin)',
        params: MessageIdParamSchema,
        response: { 200: DoneSchema, ...staffErrors },
      },
    },
    async (req) => {
      await service.muteWriter(app.db, me(req), req.params.id, req.params.messageId);
      return { data: { done: true as const } };
    },
  );
};
