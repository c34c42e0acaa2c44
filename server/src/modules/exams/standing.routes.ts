import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  LeaderboardParamSchema,
  LeaderboardQuerySchema,
  LeaderboardResponseSchema,
  ProgressPaths,
  StandingResponseSchema,
} from '@pariksha/contracts/progress';
import * as service from './standing.service';

const tags = ['progress'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Where I stand and the weekly leaderboard (decision 027): the learner's own figures only. */
export const standingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const me = (req: { user: { id: string } | null }) => req.user!.id;

  app.get(
    ProgressPaths.standing,
    {
      schema: {
        tags,
        summary:
          'Where I stand: accuracy by topic, the trend of my test scores, my time per question beside the top 10 %, my weakest topics',
        response: { 200: StandingResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.standing(app.examEngine, me(req)) }),
  );

  app.get(
    ProgressPaths.leaderboard,
    {
      schema: {
        tags,
        summary:
          "A level's weekly leaderboard (Monday 00:00 India time): the first places among learners who chose a name, and my own place",
        params: LeaderboardParamSchema,
        querystring: LeaderboardQuerySchema,
        response: { 200: LeaderboardResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.leaderboard(
        app.db,
        me(req),
        req.params.levelId,
        req.query.week,
        app.clock.now(),
      ),
    }),
  );
};
