import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import { AttemptParamSchema, StartAttemptResponseSchema } from '@pariksha/contracts/exams';
import {
  BookmarkedResponseSchema,
  BookmarkParamSchema,
  BookmarksQuerySchema,
  BookmarksResponseSchema,
  CheckAnswerBodySchema,
  MistakesResponseSchema,
  CheckAnswerResponseSchema,
  CheckedAnswersResponseSchema,
  NewPracticeSetBodySchema,
  PracticePaths,
  PracticeSetsResponseSchema,
  PracticeTopicsQuerySchema,
  PracticeTopicsResponseSchema,
} from '@pariksha/contracts/practice';
import * as service from './practice.service';

const tags = ['practice'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** Practice sets by topic (decision 026), taken on the exam engine the exam routes decorate. */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const me = (req: { user: { id: string } | null }) => req.user!.id;

  app.get(
    PracticePaths.topics,
    {
      schema: {
        tags,
        summary:
          'The topic tree as I may practise it (of one previous-year paper, if named), with my figures in each topic',
        querystring: PracticeTopicsQuerySchema,
        response: { 200: PracticeTopicsResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.practiceTopics(app.db, me(req), app.clock.now(), req.query.paperId),
    }),
  );

  app.get(
    PracticePaths.sets,
    {
      schema: {
        tags,
        summary: 'My practice sets, newest first',
        response: { 200: PracticeSetsResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.practiceSets(app.examEngine, me(req)) }),
  );

  app.post(
    PracticePaths.sets,
    {
      schema: {
        tags,
        summary:
          'Draw a practice set from topics (or my weak topics) and start it; 409 NOTHING_TO_PRACTISE when none can be drawn',
        body: NewPracticeSetBodySchema,
        response: { 201: StartAttemptResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      await app.limitPracticeSets(req, reply);
      const data = await service.newPracticeSet(app.examEngine, me(req), req.body);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    PracticePaths.check,
    {
      schema: {
        tags,
        summary:
          'Check an answer of a learn-mode set: kept for good, answered with its key and explanation',
        params: AttemptParamSchema,
        body: CheckAnswerBodySchema,
        response: { 200: CheckAnswerResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.checkPracticeAnswer(
        app.examEngine,
        me(req),
        req.params.attemptId,
        req.body,
      ),
    }),
  );

  app.get(
    PracticePaths.checks,
    {
      schema: {
        tags,
        summary: 'The questions of a learn-mode set checked so far, with their keys',
        params: AttemptParamSchema,
        response: { 200: CheckedAnswersResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.practiceChecks(app.examEngine, me(req), req.params.attemptId),
    }),
  );

  app.get(
    PracticePaths.mistakes,
    {
      schema: {
        tags,
        summary: 'My mistakes by topic: questions answered wrong and not yet right twice running',
        response: { 200: MistakesResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.mistakes(app.db, me(req), app.clock.now()) }),
  );

  app.get(
    PracticePaths.bookmarks,
    {
      schema: {
        tags,
        summary: 'My bookmarked questions, newest first, a page at a time',
        querystring: BookmarksQuerySchema,
        response: { 200: BookmarksResponseSchema, ...errors },
      },
    },
    async (req) => service.bookmarks(app.db, me(req), req.query.page),
  );

  for (const [method, bookmarked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const)
    app.route({
      method,
      url: PracticePaths.bookmark,
      schema: {
        tags,
        summary: bookmarked
          ? 'Bookmark a question I have met in a test or a set (404 for any other)'
          : 'Take my bookmark off a question',
        params: BookmarkParamSchema,
        response: { 200: BookmarkedResponseSchema, ...errors },
      },
      handler: async (req) => ({
        data: await service.setBookmark(
          app.db,
          me(req),
          req.params.questionId,
          bookmarked,
          app.clock.now(),
        ),
      }),
    });
};
