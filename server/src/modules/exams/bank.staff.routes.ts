import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeletedResponseSchema, IdParamSchema } from '@pariksha/contracts/common';
import {
  BankMovedResponseSchema,
  BankMoveSchema,
  BankPageResponseSchema,
  BankQuerySchema,
  FromBankResponseSchema,
  FromBankSchema,
  PaperQuestionParamsSchema,
  TopicInputSchema,
  TopicResponseSchema,
  TopicsResponseSchema,
  TopicUpdateSchema,
} from '@pariksha/contracts/exams-bank';
import { ExamStaffPaths } from '@pariksha/contracts/exams-paths';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import { actorOf } from '../../lib/audit';
import * as service from './bank.staff.service';

const tags = ['admin'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** The question bank: its topic tree, its questions, and papers made of them (teachers, admins). */
export const bankStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.staffOnly('teacher');

  app.get(
    ExamStaffPaths.topics,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "The question bank's topic tree, a parent before its children",
        response: { 200: TopicsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await service.listTopics(app.db) }),
  );
  app.post(
    ExamStaffPaths.topics,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Adds a subject, or a topic under one, or a subtopic under a topic',
        body: TopicInputSchema,
        response: { 200: TopicResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.createTopic(app.db, actorOf(req), req.body) }),
  );
  app.put(
    ExamStaffPaths.topic,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Renames a topic, or moves it with what is under it',
        params: IdParamSchema,
        body: TopicUpdateSchema,
        response: { 200: TopicResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.updateTopic(app.db, actorOf(req), req.params.id, req.body),
    }),
  );
  app.delete(
    ExamStaffPaths.topic,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Deletes a topic with no subtopic and no question under it',
        params: IdParamSchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (req) => {
      await service.deleteTopic(app.db, actorOf(req), req.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.get(
    ExamStaffPaths.bankQuestions,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "The bank's questions, newest first, by topic, words, difficulty",
        querystring: BankQuerySchema,
        response: { 200: BankPageResponseSchema, ...errors },
      },
    },
    async (req) => service.listBank(app.db, req.query),
  );
  app.put(
    ExamStaffPaths.bankTopic,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Files questions under a topic (null: under none)',
        body: BankMoveSchema,
        response: { 200: BankMovedResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.fileQuestions(app.db, actorOf(req), req.body.ids, req.body.topicId),
    }),
  );

  app.post(
    ExamStaffPaths.fromBank,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Puts questions of the bank at the end of a section (not once it's been taken)",
        params: IdParamSchema,
        body: FromBankSchema,
        response: { 200: FromBankResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.addFromBank(
        app.db,
        app.examEngine,
        actorOf(req),
        req.params.id,
        req.body,
      ),
    }),
  );
  app.delete(
    ExamStaffPaths.paperQuestion,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Takes a question off this paper (not once it's been taken); it stays in the bank",
        params: PaperQuestionParamsSchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { id, questionId } = req.params;
      await service.removeFromPaper(app.db, app.examEngine, actorOf(req), id, questionId);
      return { data: { deleted: true as const } };
    },
  );
};
