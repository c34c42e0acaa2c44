import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  FeedbackPaths,
  MyFeedbackResponseSchema,
  NewFeedbackSchema,
  QuestionFeedbackResponseSchema,
  QuestionParamSchema,
} from '@pariksha/contracts/feedback';
import * as service from './feedback.service';

const tags = ['practice'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** A learner's doubts and reported errors on a question they have met. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    FeedbackPaths.question,
    {
      schema: {
        tags,
        summary: 'What I sent about a question I have met, and the answered doubts of everyone',
        params: QuestionParamSchema,
        response: { 200: QuestionFeedbackResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.questionFeedback(
        app.db,
        req.user!.id,
        req.params.questionId,
        app.clock.now(),
      ),
    }),
  );

  app.post(
    FeedbackPaths.question,
    {
      schema: {
        tags,
        summary:
          'Ask about a question I have met, or report an error in it (once of each kind; 409 after)',
        params: QuestionParamSchema,
        body: NewFeedbackSchema,
        response: { 201: MyFeedbackResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const data = await service.sendFeedback(
        app.db,
        req.user!.id,
        req.params.questionId,
        req.body,
        app.clock.now(),
      );
      return reply.status(201).send({ data });
    },
  );
};
