import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  AttemptParamSchema,
  ClaimAttemptBodySchema,
  ClaimAttemptResponseSchema,
  ClassExamsOfCourseResponseSchema,
  LiveClassExamsOfCourseResponseSchema,
  OpenAttemptsResponseSchema,
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
  RecordedClassIdParamSchema,
  SaveAnswersBodySchema,
  SaveAnswersResponseSchema,
  StartAttemptResponseSchema,
} from '@pariksha/contracts/exams';
import { acceptsGzip } from '../../lib/accept-encoding';
import { gzipMember, plainBody } from '../../lib/gzip-member';
import { saveAnswers } from './answers.service';
import { claimAttempt, endAttempt, getPaper, getTime, startAttempt } from './attempts.service';
import { examEnginePlugin } from './engine.plugin';
import {
  classExamsOfCourse,
  liveClassExamsOfCourse,
  completedTests,
  examHistory,
  examResult,
  examsOfCourse,
  examsOfRecordedClass,
  getExam,
  openAttempts,
  pastPapers,
} from './exams.service';
import { paperHeadBytes, paperTail } from './paper-body';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const tags = ['exams'];
// The exams of recorded classes are listed with the classes in the API's documentation too.
const classTags = ['exams', 'classes'];
const liveTags = ['exams', 'live'];
// The hot calls (start, save) answer small bodies built field by field by the presenters, whose
// shapes the tests check against the contract. Checking them again with zod on every reply cost
// more than the rest of the save handler, so they are written as built.
const asBuilt = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

// What the paper route sends: the contract's JSON, gzipped or not (its bytes are built by
// paper-body, never serialised by Fastify).
const PaperReplySchema = PaperResponseSchema.meta({
  description:
    'The paper as JSON. Gzip-encoded (Content-Encoding: gzip) when Accept-Encoding names gzip ' +
    'and prefers it to identity, as every browser does; the same JSON once unzipped.',
  headers: {
    'content-encoding': { type: 'string', enum: ['gzip'], description: 'Present when gzipped' },
    vary: { type: 'string', enum: ['accept-encoding'] },
  },
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const engine = app.examEngine;
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
    ExamPaths.papers,
    {
      ...auth,
      schema: {
        tags,
        summary:
          "The library of previous-year papers, newest year first, with the learner's standing in each",
        response: { 200: ExamsOfCourseResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await pastPapers(engine, me(req)) }),
  );

  app.get(
    ExamPaths.byRecordedClass,
    {
      ...auth,
      schema: {
        tags: classTags,
        summary: "Exams attached to a recorded class, with the learner's standing",
        params: RecordedClassIdParamSchema,
        response: { 200: ExamsOfCourseResponseSchema, ...errors },
      },
    },
    async (req) => ({
      data: await examsOfRecordedClass(engine, me(req), req.params.recordedClassId),
    }),
  );

  app.get(
    ExamPaths.byRecordedClassCourse,
    {
      ...auth,
      schema: {
        tags: classTags,
        summary: "Exams attached to a course's recorded classes, by class",
        params: CourseIdParamSchema,
        response: { 200: ClassExamsOfCourseResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await classExamsOfCourse(engine, me(req), req.params.courseId) }),
  );

  app.get(
    ExamPaths.byLiveClassCourse,
    {
      ...auth,
      schema: {
        tags: liveTags,
        summary: "Exams attached to a course's live classes, by class",
        params: CourseIdParamSchema,
        response: { 200: LiveClassExamsOfCourseResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await liveClassExamsOfCourse(engine, me(req), req.params.courseId) }),
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
        response: { 200: PaperReplySchema, ...errors },
      },
    },
    async (req, reply) => {
      const { id, attemptId } = req.params;
      const paper = await getPaper(engine, me(req), id, attemptId);
      const head = paperHeadBytes(paper.head);
      const tail = paperTail(paper.exam);
      reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
      // The bytes of the declared JSON (`as never`: the typed reply knows only the object).
      if (!acceptsGzip(req.headers['accept-encoding'])) {
        return reply.send(plainBody(head, tail) as never);
      }
      return reply.header('content-encoding', 'gzip').send(gzipMember(head, tail) as never);
    },
  );

  app.put(
    ExamPaths.holder,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Take the attempt over for this tab or device',
        description:
          'The exam page claims its attempt each time it opens, with a new holderId. From then on, ' +
          'answer saves and the end sent with an older holderId are refused with 409 ' +
          'ATTEMPT_TAKEN_OVER and change nothing. 409 ATTEMPT_CLOSED when the attempt has ended.',
        params: PaperParamSchema,
        body: ClaimAttemptBodySchema,
        response: { 200: ClaimAttemptResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { id, attemptId } = req.params;
      return { data: await claimAttempt(engine, me(req), id, attemptId, req.body.holderId) };
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
        description:
          'Sent with the holderId that claimed the attempt; 409 ATTEMPT_TAKEN_OVER (nothing saved) ' +
          'once another tab or device has claimed it. 409 ATTEMPT_CLOSED after the attempt ended.',
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
        description:
          'With a holderId, only the tab or device holding the attempt ends it or reads its summary; ' +
          'another gets 409 ATTEMPT_TAKEN_OVER and nothing changes.',
        body: EndExamBodySchema,
        response: { 200: EndExamResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { attemptId, holderId } = req.body;
      return { data: await endAttempt(engine, me(req), attemptId, holderId) };
    },
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
    ExamPaths.openAttempts,
    {
      ...auth,
      schema: {
        tags,
        summary: "The learner's attempts still running, soonest deadline first",
        description:
          'Attempts in progress whose deadline has not passed, on any exam: what the app offers ' +
          'to resume on every screen. Count down from `deadline` corrected by `serverNow`.',
        response: { 200: OpenAttemptsResponseSchema, ...errors },
      },
    },
    async (req) => ({ data: await openAttempts(engine, me(req)) }),
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

/** Mock tests: attempts, answer saves, results; the engine behind them decorates `examEngine`. */
export const examRoutes = fp(
  async (app) => {
    await app.register(examEnginePlugin);
    await app.register(routes);
  },
  { name: 'exams' },
);
