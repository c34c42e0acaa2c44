import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DailyAnswersResponseSchema,
  DailyDaysResponseSchema,
  DailyPaths,
  DailyQuizParamSchema,
  DailyTodayResponseSchema,
  LeaderboardResponseSchema,
} from '@pariksha/contracts/daily';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import { StartAttemptResponseSchema } from '@pariksha/contracts/exams';
import * as service from './daily.service';

const tags = ['daily'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** The day's quiz (decision 026), taken on the exam engine the exam routes decorate. */
export const dailyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const me = (req: { user: { id: string } | null }) => req.user!.id;

  app.get(
    DailyPaths.today,
    {
      schema: {
        tags,
        summary:
          "Today's quiz of my exam level (made by the first request after 06:00 India time) and my streak",
        response: { 200: DailyTodayResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.today(app.examEngine, me(req)) }),
  );

  app.post(
    DailyPaths.start,
    {
      schema: {
        tags,
        summary:
          "Start today's quiz (or resume it); 409 LEVEL_NOT_CHOSEN without an exam level, EXAM_NOT_OPEN before 06:00 India time, ATTEMPT_LIMIT_REACHED once taken",
        response: { 201: StartAttemptResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      await app.limitDailyStarts(req, reply);
      const data = await service.startToday(app.examEngine, me(req));
      return reply.status(201).send({ data });
    },
  );

  app.get(
    DailyPaths.days,
    {
      schema: {
        tags,
        summary: "The past days' quizzes of my level (and others I took), newest first",
        response: { 200: DailyDaysResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.pastDays(app.examEngine, me(req)) }),
  );

  app.get(
    DailyPaths.leaderboard,
    {
      schema: {
        tags,
        summary: "A day's leaderboard: score, then time; the best named places and mine",
        params: DailyQuizParamSchema,
        response: { 200: LeaderboardResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.leaderboard(app.examEngine, me(req), req.params.examId),
    }),
  );

  app.get(
    DailyPaths.answers,
    {
      schema: {
        tags,
        summary: "A closed day's questions with their keys and explanations (409 while it is open)",
        params: DailyQuizParamSchema,
        response: { 200: DailyAnswersResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.answers(app.examEngine, me(req), req.params.examId) }),
  );
};
