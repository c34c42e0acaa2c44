import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '@pariksha/contracts/common';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  AffairsListResponseSchema,
  AffairsPaths,
  AffairsQuerySchema,
  AffairsVideoResponseSchema,
  AffairsVideosResponseSchema,
  ArticleIdParamSchema,
  ArticleLanguageSchema,
  ArticleResponseSchema,
  LatestAffairsResponseSchema,
  VideosQuerySchema,
} from '@pariksha/contracts/affairs';
import * as service from './affairs.service';

const tags = ['affairs'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Current affairs: a category's months, a month's articles, one article, and videos. */
export const affairsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    AffairsPaths.list,
    {
      schema: {
        tags,
        summary:
          "A category's months with their article counts (newest first); with month=YYYY-MM, that month's articles (language, tag)",
        querystring: AffairsQuerySchema,
        response: { 200: AffairsListResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.list(app.db, req.query) }),
  );

  app.get(
    AffairsPaths.latest,
    {
      schema: {
        tags,
        summary: "The newest articles for the learner's exam (home)",
        querystring: z.object({ language: ArticleLanguageSchema.default('en') }),
        response: { 200: LatestAffairsResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.latest(app.db, req.user!.id, req.query.language) }),
  );

  app.get(
    AffairsPaths.article,
    {
      schema: {
        tags,
        summary: 'One article in full (sanitised HTML)',
        params: ArticleIdParamSchema,
        response: { 200: ArticleResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.article(app.db, req.params.articleId) }),
  );

  app.get(
    AffairsPaths.videos,
    {
      schema: {
        tags,
        summary: "A category's current-affairs videos, newest first",
        querystring: VideosQuerySchema,
        response: { 200: AffairsVideosResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.videos(app.db, req.query.categoryId) }),
  );

  app.get(
    AffairsPaths.video,
    {
      schema: {
        tags,
        summary: 'One current-affairs video with its source and captions',
        params: IdParamSchema,
        response: { 200: AffairsVideoResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.video(app.db, req.params.id) }),
  );
};
