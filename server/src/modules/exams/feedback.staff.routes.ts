import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema } from '@pariksha/contracts/common';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  FeedbackDecisionSchema,
  FeedbackItemResponseSchema,
  FeedbackPageResponseSchema,
  FeedbackQuerySchema,
  FeedbackStaffPaths,
} from '@pariksha/contracts/feedback';
import { actorOf } from '../../lib/audit';
import * as service from './feedback.staff.service';

const tags = ['admin'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/** Learners' doubts and reports, by question, for teachers and admins to answer and decide. */
export const feedbackStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.staffOnly('teacher');

  app.get(
    FeedbackStaffPaths.feedback,
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          'Questions with doubts or reports, most first, each with the items the query picks',
        querystring: FeedbackQuerySchema,
        response: { 200: FeedbackPageResponseSchema, ...errors },
      },
    },
    async (req) => service.feedbackPage(app.db, req.query),
  );

  app.put(
    FeedbackStaffPaths.item,
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          'Answer a doubt (every learner reads it), or accept or reject a report with a reply',
        params: IdParamSchema,
        body: FeedbackDecisionSchema,
        response: { 200: FeedbackItemResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.decideFeedback(
        app.db,
        actorOf(req),
        req.params.id,
        req.body,
        app.clock.now(),
      ),
    }),
  );
};
