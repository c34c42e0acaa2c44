import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  AttemptParamSchema,
  CompletedTestsResponseSchema,
  CourseIdParamSchema,
  EndExamBodySchema,
  EndExamResponseSchema,
  ExamHistoryResponseSchema,
  ExamIdParamSchema,
  ExamPaths,
  ExamResponseSchema,
  ExamResultResponseSchema,
  ExamsOfCourseResponseSchema,
  ExamTimeResponseSchema,
  HistoryParamSchema,
  PaperParamSchema,
  PaperResponseSchema,
  SaveAnswersBodySchema,
  SaveAnswersResponseSchema,
  StartAttemptResponseSchema,
} from '@pariksha/contracts/exams';
import { saveAnswers } from './answers.service';
import { endAttempt, getPaper, getTime, startAttempt } from './attempts.service';
import { ExamEngine } from './exam-engine';
import { completedTests, examHistory, examResult, examsOfCourse, getExam } from './exams.service';

declare module 'fastify' {
  interface FastifyInstance {
    examEngine: ExamEngine;
  }
}

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const tags = ['exams'];
// The hot calls (start, save) answer small bodies built field by field by the presenters, whose
// shapes the tests check against the contract. Checking them again with zod on every reply cost
// more than the rest of the save handler, so they are written as built.
const asBuilt = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

// Batched writes in flight at once on PostgreSQL. Two beat one (a start storm waits less) and
// four (more, smaller batches: more round trips, more backends contending for the cores); see
// bench/README.md.
const POSTGRES_WRITERS = 2;

/** Whether an Accept-Encoding header takes gzip (every browser's does); `gzip;q=0` refuses it. */
function acceptsGzip(header: string | undefined) {
  const gzip = header && /(?:^|,)\s*gzip\s*(;[^,]*)?/i.exec(header);
  return !!gzip && !/q=0(?:\.0*)?\s*$/.test(gzip[1] ?? '');
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const writers = app.database.kind === 'postgres' ? POSTGRES_WRITERS : 1;
  const engine = new ExamEngine(app.db, app.clock, writers);
  app.decorate('examEngine', engine);
  engine.start(app);
  app.addHook('onClose', () => engine.stop());

  const auth = { onRequest: app.authenticate };
  const me = (req: { user: { id: string } | null }) => req.user!.id;

  app.get(
    ExamPaths.byCourse,
    {
      ...auth,
      schema: {
        tags,
        summary: "Exams of a course with the learner's standing",
        params: CourseIdParamSchema,
        response: { 200: ExamsOfCourseResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await examsOfCourse(engine, me(req), req.params.courseId) }),
  );

  app.get(
    ExamPaths.exam,
    {
      ...auth,
      schema: {
        tags,
        summary: 'One exam (never its answers)',
        params: ExamIdParamSchema,
        response: { 200: ExamResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await getExam(engine, me(req), req.params.id) }),
  );

  app.post(
    ExamPaths.start,
    {
      ...auth,
      ...asBuilt,
      schema: {
        tags,
        summary: 'Start an attempt, or resume the open one',
        params: ExamIdParamSchema,
        response: { 200: StartAttemptResponseSchema, 201: StartAttemptResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const data = await startAttempt(engine, me(req), req.params.id);
      return reply.status(data.created ? 201 : 200).send({ data });
    },
  );

  app.get(
    ExamPaths.paper,
    {
      ...auth,
      schema: {
        tags,
        summary: 'The question paper and the answers saved so far',
        params: PaperParamSchema,
        response: { 200: PaperResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { id, attemptId } = req.params;
      const gzip = acceptsGzip(req.headers['accept-encoding']);
      // Serialised by paperBody: the shared questions once per exam, the rest per request.
      const body = await getPaper(engine, me(req), id, attemptId, gzip);
      if (gzip) reply.header('content-encoding', 'gzip');
      return reply
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8')
        .send(body as never);
    },
  );

  app.get(
    ExamPaths.time,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Server time and deadline of an attempt',
        params: AttemptParamSchema,
        response: { 200: ExamTimeResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await getTime(engine, me(req), req.params.attemptId) }),
  );

  app.post(
    ExamPaths.answer,
    {
      ...auth,
      ...asBuilt,
      schema: {
        tags,
        summary: 'Save a batch of answers (newest seq wins)',
        body: SaveAnswersBodySchema,
        response: { 200: SaveAnswersResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await saveAnswers(engine, me(req), req.body) }),
  );

  app.post(
    ExamPaths.end,
    {
      ...auth,
      schema: {
        tags,
        summary: 'End an attempt (idempotent)',
        body: EndExamBodySchema,
        response: { 200: EndExamResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await endAttempt(engine, me(req), req.body.attemptId) }),
  );

  app.get(
    ExamPaths.completed,
    {
      ...auth,
      schema: {
        tags,
        summary: "The learner's finished attempts, newest first",
        response: { 200: CompletedTestsResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await completedTests(engine, me(req)) }),
  );

  app.get(
    ExamPaths.result,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Result of a finished attempt, with rank and review',
        params: AttemptParamSchema,
        response: { 200: ExamResultResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await examResult(engine, me(req), req.params.attemptId) }),
  );

  app.get(
    ExamPaths.history,
    {
      ...auth,
      schema: {
        tags,
        summary: "The learner's attempts of one exam",
        params: HistoryParamSchema,
        response: { 200: ExamHistoryResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await examHistory(engine, me(req), req.params.examId) }),
  );
};

/** Mock tests: attempts, answer saves, results. Decorates `examEngine` (tests drive its sweep). */
export const examRoutes = fp(routes, { name: 'exams' });
