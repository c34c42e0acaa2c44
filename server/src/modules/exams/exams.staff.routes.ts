import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConfirmQuerySchema,
  DeletedResponseSchema,
  IdParamSchema,
} from '@pariksha/contracts/common';
import {
  AdminExamChangeResponseSchema,
  AdminExamResponseSchema,
  AdminExamsResponseSchema,
  AdminQuestionChangeResponseSchema,
  AdminQuestionResponseSchema,
  AdminQuestionsResponseSchema,
  AttemptsQuerySchema,
  ExamInputSchema,
  ExamStatisticsResponseSchema,
  ExamUpdateSchema,
  QuestionInputSchema,
  QuestionUpdateSchema,
  StaffAttemptsResponseSchema,
} from '@pariksha/contracts/exams-staff';
import { ExportQuerySchema } from '@pariksha/contracts/exams-bank';
import { ExamStaffPaths } from '@pariksha/contracts/exams-paths';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import { actorOf } from '../../lib/audit';
import { csvTemplate } from './bank/csv-format';
import { importRoutes } from './bank/import.routes';
import { bankStaffRoutes } from './bank.staff.routes';
import { feedbackStaffRoutes } from './feedback.staff.routes';
import * as service from './exams.staff.service';
import * as questions from './questions.service';
import * as results from './results.staff.service';
import { recheckStoredRichText } from '../../lib/rich-text-recheck';

const tags = ['admin'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const confirmed = (q: { confirm?: 'true' | 'false' }) => q.confirm === 'true';

/** A file to download: its type and a safe name. */
function download(reply: FastifyReply, type: string, name: string) {
  reply
    .header('content-type', `${type}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store');
}

/** Exams, their questions, the question bank and the results (teachers and admins). */
export const examStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.staffOnly('teacher');
  await app.register(importRoutes);
  await app.register(bankStaffRoutes);
  await app.register(feedbackStaffRoutes);
  // Before this node answers requests: rich text stored before it was sanitised as it is now.
  app.addHook('onReady', () => recheckStoredRichText(app));

  app.get(
    ExamStaffPaths.exams,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "A course's exams, published or not",
        params: IdParamSchema,
        response: { 200: AdminExamsResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.listExams(app.db, req.params.id) }),
  );
  app.post(
    ExamStaffPaths.exams,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Adds an exam at the end of a course',
        params: IdParamSchema,
        body: ExamInputSchema,
        response: { 200: AdminExamResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.createExam(
        app.db,
        actorOf(req),
        req.params.id,
        req.body,
        app.notifications,
      ),
    }),
  );
  app.get(
    ExamStaffPaths.exam,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'One exam with its sections and counts',
        params: IdParamSchema,
        response: { 200: AdminExamResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.getExam(app.db, req.params.id) }),
  );
  app.put(
    ExamStaffPaths.exam,
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          'Edits an exam and its sections; new marks on an exam with attempts need regrade: true',
        params: IdParamSchema,
        body: ExamUpdateSchema,
        response: { 200: AdminExamChangeResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await service.updateExam(
        app.db,
        app.examEngine,
        actorOf(req),
        req.params.id,
        req.body,
        app.notifications,
      ),
    }),
  );
  app.delete(
    ExamStaffPaths.exam,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Deletes an exam; with attempts only with ?confirm=true',
        params: IdParamSchema,
        querystring: ConfirmQuerySchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (req) => {
      await service.deleteExam(
        app.db,
        app.examEngine,
        actorOf(req),
        req.params.id,
        confirmed(req.query),
      );
      return { data: { deleted: true as const } };
    },
  );

  app.get(
    ExamStaffPaths.questions,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "An exam's questions with their keys, in paper order",
        params: IdParamSchema,
        response: { 200: AdminQuestionsResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await questions.listQuestions(app.db, req.params.id) }),
  );
  app.post(
    ExamStaffPaths.questions,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Adds a question at the end of its section (not once the exam has attempts)',
        params: IdParamSchema,
        body: QuestionInputSchema,
        response: { 200: AdminQuestionResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await questions.createQuestion(
        app.db,
        app.examEngine,
        actorOf(req),
        req.params.id,
        req.body,
      ),
    }),
  );
  app.put(
    ExamStaffPaths.question,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Edits a question; a new key on an exam with attempts needs regrade: true',
        params: IdParamSchema,
        body: QuestionUpdateSchema,
        response: { 200: AdminQuestionChangeResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await questions.updateQuestion(
        app.db,
        app.examEngine,
        actorOf(req),
        req.params.id,
        req.body,
      ),
    }),
  );
  app.delete(
    ExamStaffPaths.question,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Deletes a question (not once the exam has attempts)',
        params: IdParamSchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (req) => {
      await questions.deleteQuestion(app.db, app.examEngine, actorOf(req), req.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.get(
    ExamStaffPaths.exportQuestions,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "The exam's questions as CSV or GIFT, which import back to the same questions",
        params: IdParamSchema,
        querystring: ExportQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const { format } = req.query;
      const { body } = await service.exportQuestions(app.db, req.params.id, format);
      download(
        reply,
        format === 'csv' ? 'text/csv' : 'text/plain',
        `exam-${req.params.id}-questions.${format === 'csv' ? 'csv' : 'gift.txt'}`,
      );
      return body;
    },
  );
  app.get(
    ExamStaffPaths.csvTemplate,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'The CSV layout of the question bank, with two example rows',
        response: { 200: z.string(), ...errors },
      },
    },
    async (_req, reply) => {
      download(reply, 'text/csv', 'pariksha-questions-template.csv');
      return csvTemplate();
    },
  );

  app.get(
    ExamStaffPaths.statistics,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Score distribution and per-question figures of an exam's ranked attempts",
        params: IdParamSchema,
        response: { 200: ExamStatisticsResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await results.statistics(app.db, req.params.id) }),
  );
  app.get(
    ExamStaffPaths.attempts,
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          "An exam's attempts, newest first, searchable by name or email; ?format=csv downloads all",
        params: IdParamSchema,
        querystring: AttemptsQuerySchema,
        response: { 200: z.union([StaffAttemptsResponseSchema, z.string()]), ...errors },
      },
    },
    async (req, reply) => {
      const { q, format } = req.query;
      if (format === 'csv') {
        download(reply, 'text/csv', `exam-${req.params.id}-attempts.csv`);
        return results.attemptsCsv(app.db, req.params.id, q);
      }
      return results.attempts(app.db, req.params.id, q);
    },
  );
};
